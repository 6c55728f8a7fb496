// Puts the first screen's answers that came with the page (lib/boot-answers.ts) into the
// query cache before the first render, so the screen renders with its data at once: no
// skeleton frame that the content then pushes down (a layout shift on the home banner).
// Bounded: a missing answer goes to the network, and the render does not wait for it; the
// route's own chunks, which the render needs anyway, are waited for.
// The page's answers are the server's now: they replace what the persisted cache restored
// (app/query-client.ts) however fresh that looked, so the app renders what was painted.
// The layout's answers too (the mega-menu's categories, the logo, the footer's payment
// methods, the label scopes'): taken by their observers once mounted, each came into the
// cache after the first commit and re-rendered its readers then, in a task of its own
// (docs/decisions/0056).
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { firstScreen, listingCallFields, type FirstScreen } from '../../contract/first-screen.ts';
import { LABEL_ENTITY } from '../../contract/shop-rules.ts';
import { hasBootAnswers } from '../lib/boot-answers.ts';
import { labelsQuery } from '../i18n/label-scope.tsx';
// Statically: the layout's mega-menu imports them, so they are in the start's chunk anyway, and
// a lazy import of them was one more request, for a file that only re-exported that chunk
// (vite.config.ts, noReexportChunks).
import * as c from '../features/catalog/catalog-api.ts';
import { categoriesQuery } from '../lib/category-queries.ts';
import { paymentMethodsQuery } from '../lib/payment-methods-query.ts';
import { logoQuery } from './shell-queries.ts';

const WAIT_AT_MOST_MS = 50;

/** Fetched whatever the cache holds: the read takes the page's answer, not the network. */
const prefetch = (client: QueryClient, options: { queryKey: QueryKey }) =>
  client.prefetchQuery({ ...options, staleTime: 0 } as Parameters<QueryClient['prefetchQuery']>[0]);

type Read = { queryKey: QueryKey };

/**
 * The reads of the screen's answers, once their modules are here. Those are the route's own
 * chunks, which the first render needs anyway (router.load() waits for them too), so waiting
 * for them costs the start nothing; a fixed bound here would, on a busy phone, let the app
 * render before its answers and ask the network for what came with the page.
 */
async function screenReads(screen: FirstScreen): Promise<Read[]> {
  const lang = screen.lang;
  if (screen.kind === 'home') {
    const h = await import('../features/home/home-api.ts');
    return [h.bannersQuery(lang), h.popularCategoriesQuery(lang), h.recentProductsQuery(lang), h.popularProductsQuery(lang), h.campaignsQuery(lang)];
  }
  if (screen.kind === 'listing') {
    return [
      ...(screen.calls.some((call) => call.name === 'GET_All_PRODUCTS') ? [c.productsQuery('all', listingCallFields(screen.categoryId > 0 ? [screen.categoryId] : [], {}), lang)] : []),
      c.categoriesQuery(lang),
      c.colorsQuery(lang),
      c.sizesQuery(lang),
      c.manufacturersQuery(lang),
      c.tagsQuery(lang),
      c.sidebarPopularQuery(lang),
    ];
  }
  const p = await import('../features/product/product-api.ts');
  // The categories too: the breadcrumb runs through the product's category and its parent,
  // and a trail that grew after the first render would push the page down.
  return [p.productDetailQuery(screen.productId, lang), p.productOptionsQuery(screen.productId, lang), categoriesQuery(lang)];
}

/**
 * The layout's reads of the calls the page came with (contract/first-screen.ts, shellCalls),
 * or of any other call of the screen that a read here knows.
 */
function layoutReads(screen: FirstScreen): Read[] {
  const lang = screen.lang;
  return screen.calls.flatMap((call): Read[] => {
    if (call.name === 'GET_CATEGORIES_LIST') return [categoriesQuery(lang)];
    if (call.name === 'GET_PAYMENT_METHODS') return [paymentMethodsQuery(lang)];
    if (call.name === 'GET_WEBSITE_LOGO') return [logoQuery()];
    if (call.name === 'GET_LOCALIZATION_DATA' && typeof call.fields.entityId === 'number') return [labelsQuery(call.fields.entityId, lang)];
    return [];
  });
}

/** Each read once: a second read of the same answer would find it taken and ask the network. */
function once(reads: Read[], seen = new Set<string>()): Read[] {
  return reads.filter((read) => {
    const key = hashKey(read.queryKey);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function prefill(client: QueryClient): Promise<void> {
  const screen = firstScreen(location.pathname, location.search);
  if (!screen) return;
  // The footer's labels come with every first screen: the floating WhatsApp button links only to
  // the shop's own number (lib/whatsapp.ts), so it is there from the first render.
  const seen = new Set<string>();
  const reads = once([labelsQuery(LABEL_ENTITY.Footer, screen.lang), ...(await screenReads(screen))], seen);
  // An answer that came with the page is in the cache within microtasks; only one missing
  // from it goes to the network, and that is what the bound is for.
  const bounded = (all: Read[]) =>
    Promise.race([Promise.all(all.map((read) => prefetch(client, read))), new Promise((r) => setTimeout(r, WAIT_AT_MOST_MS))]);
  await bounded(reads);
  // The layout's, in the next task: a few milliseconds of a phone's main thread of their own
  // (docs/decisions/0051).
  await new Promise((r) => setTimeout(r, 0));
  await bounded(once(layoutReads(screen), seen));
}

export async function prefillFirstScreen(client: QueryClient): Promise<void> {
  if (!hasBootAnswers()) return;
  await prefill(client).catch(() => undefined);
}
