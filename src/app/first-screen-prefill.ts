// Puts the first screen's answers that came with the page (lib/boot-answers.ts) into the
// query cache before the first render, so the screen renders with its data at once: no
// skeleton frame that the content then pushes down (a layout shift on the home banner).
// Bounded: a missing answer goes to the network, and the render does not wait for it.
// The page's answers are the server's now: they replace what the persisted cache restored
// (app/query-client.ts) however fresh that looked, so the app renders what was painted.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { firstScreen, listingCallFields, type FirstScreen } from '../../contract/first-screen.ts';
import { LABEL_ENTITY } from '../../contract/shop-rules.ts';
import { hasBootAnswers } from '../lib/boot-answers.ts';
import { labelsQuery } from '../i18n/label-scope.tsx';

const WAIT_AT_MOST_MS = 50;

/** Fetched whatever the cache holds: the read takes the page's answer, not the network. */
const prefetch = (client: QueryClient, options: { queryKey: QueryKey }) =>
  client.prefetchQuery({ ...options, staleTime: 0 } as Parameters<QueryClient['prefetchQuery']>[0]);

/**
 * The footer's labels, which every first screen carries: the floating WhatsApp button links
 * only to the shop's own number (lib/whatsapp.ts), so it is there from the first render.
 */
const footerLabels = (client: QueryClient, lang: FirstScreen['lang']) => prefetch(client, labelsQuery(LABEL_ENTITY.Footer, lang));

async function prefill(client: QueryClient): Promise<void> {
  const screen = firstScreen(location.pathname, location.search);
  if (!screen) return;
  await Promise.all([footerLabels(client, screen.lang), prefillScreen(client, screen)]);
}

async function prefillScreen(client: QueryClient, screen: FirstScreen): Promise<void> {
  const lang = screen.lang;
  if (screen.kind === 'home') {
    const h = await import('../features/home/home-api.ts');
    await Promise.all([
      prefetch(client, h.bannersQuery(lang)),
      prefetch(client, h.popularCategoriesQuery(lang)),
      prefetch(client, h.recentProductsQuery(lang)),
      prefetch(client, h.popularProductsQuery(lang)),
      prefetch(client, h.campaignsQuery(lang)),
    ]);
  } else if (screen.kind === 'listing') {
    const c = await import('../features/catalog/catalog-api.ts');
    await Promise.all([
      ...(screen.calls.some((call) => call.name === 'GET_All_PRODUCTS') ? [prefetch(client, c.productsQuery('all', listingCallFields(screen.categoryId > 0 ? [screen.categoryId] : [], {}), lang))] : []),
      prefetch(client, c.categoriesQuery(lang)),
      prefetch(client, c.colorsQuery(lang)),
      prefetch(client, c.sizesQuery(lang)),
      prefetch(client, c.manufacturersQuery(lang)),
      prefetch(client, c.tagsQuery(lang)),
    ]);
  } else {
    const [p, c] = await Promise.all([import('../features/product/product-api.ts'), import('../lib/category-queries.ts')]);
    // The categories too: the breadcrumb runs through the product's category and its parent,
    // and a trail that grew after the first render would push the page down.
    await Promise.all([
      prefetch(client, p.productDetailQuery(screen.productId, lang)),
      prefetch(client, p.productOptionsQuery(screen.productId, lang)),
      prefetch(client, c.categoriesQuery(lang)),
    ]);
  }
}

export async function prefillFirstScreen(client: QueryClient): Promise<void> {
  if (!hasBootAnswers()) return;
  await Promise.race([prefill(client).catch(() => undefined), new Promise((r) => setTimeout(r, WAIT_AT_MOST_MS))]);
}
