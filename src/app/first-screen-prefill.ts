// Puts the first screen's answers that came with the page (lib/boot-answers.ts) into the
// query cache before the first render, so the screen renders with its data at once: no
// skeleton frame that the content then pushes down (a layout shift on the home banner).
// Bounded: a missing answer goes to the network, and the render does not wait for it.
import type { QueryClient } from '@tanstack/react-query';
import { firstScreen, listingCallFields } from '../../contract/first-screen.ts';
import { hasBootAnswers } from '../lib/boot-answers.ts';

const WAIT_AT_MOST_MS = 50;

async function prefill(client: QueryClient): Promise<void> {
  const screen = firstScreen(location.pathname, location.search);
  if (!screen) return;
  const lang = screen.lang;
  if (screen.kind === 'home') {
    const h = await import('../features/home/home-api.ts');
    await Promise.all([
      client.prefetchQuery(h.bannersQuery(lang)),
      client.prefetchQuery(h.popularCategoriesQuery(lang)),
      client.prefetchQuery(h.recentProductsQuery(lang)),
      client.prefetchQuery(h.popularProductsQuery(lang)),
      client.prefetchQuery(h.campaignsQuery(lang)),
    ]);
  } else if (screen.kind === 'listing') {
    const c = await import('../features/catalog/catalog-api.ts');
    await Promise.all([
      ...(screen.calls.some((call) => call.name === 'GET_All_PRODUCTS') ? [client.prefetchQuery(c.productsQuery('all', listingCallFields(screen.categoryId > 0 ? [screen.categoryId] : [], {}), lang))] : []),
      client.prefetchQuery(c.categoriesQuery(lang)),
      client.prefetchQuery(c.colorsQuery(lang)),
      client.prefetchQuery(c.sizesQuery(lang)),
      client.prefetchQuery(c.manufacturersQuery(lang)),
      client.prefetchQuery(c.tagsQuery(lang)),
    ]);
  } else {
    const p = await import('../features/product/product-api.ts');
    await Promise.all([client.prefetchQuery(p.productDetailQuery(screen.productId, lang)), client.prefetchQuery(p.productOptionsQuery(screen.productId, lang))]);
  }
}

export async function prefillFirstScreen(client: QueryClient): Promise<void> {
  if (!hasBootAnswers()) return;
  await Promise.race([prefill(client).catch(() => undefined), new Promise((r) => setTimeout(r, WAIT_AT_MOST_MS))]);
}
