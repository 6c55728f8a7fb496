// The product listing and the product detail (docs/rules.md R2). Path ids are parsed to
// numbers here (junk becomes 0: "no category" for the listing, not found for a product);
// links may pass a number or its string.
import { createRoute } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';
import { loadRouteData } from './route-data.ts';
import type { RouterContext } from './root-route.tsx';
import { parseListingSearch } from '../features/catalog/listing-search.ts';
// Statically: the layout's mega-menu and footer import them, so they are in the start's chunk
// anyway, and a lazy import of them was one more request, for a file that only re-exported
// that chunk (vite.config.ts, noReexportChunks).
import * as c from '../features/catalog/catalog-api.ts';
import { categoriesQuery } from '../lib/category-queries.ts';
import { paymentMethodsQuery } from '../lib/payment-methods-query.ts';

/** A whole, non-negative id from a path segment; anything else is 0. */
export function pathId(raw: string | number): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The product page's reads (the categories for its breadcrumb); its reviews are asked for when their tab shows them (never from a cache). */
export async function loadProductPage({ context, params }: { context: RouterContext; params: { lang: string; productId: number } }): Promise<void> {
  const lang = params.lang as LangCode;
  const p = await import('../features/product/product-api.ts');
  return loadRouteData(context.queryClient, [
    p.productDetailQuery(params.productId, lang), p.productOptionsQuery(params.productId, lang), p.relatedProductsQuery(params.productId, lang),
    paymentMethodsQuery(lang), categoriesQuery(lang),
  ]);
}

export const listingRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'all-products/$categoryId/$slug',
  params: {
    parse: (p: { categoryId: string; slug: string }) => ({ categoryId: pathId(p.categoryId), slug: p.slug }),
    stringify: (p: { categoryId: number | string; slug: string }) => ({ categoryId: String(p.categoryId), slug: p.slug }),
  },
  validateSearch: parseListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps, cause }) => {
    const lang = params.lang as LangCode;
    const { mode, params: fields } = c.listingRequest(params.categoryId, params.slug, deps.search);
    const load = loadRouteData(context.queryClient, [
      c.productsQuery(mode, fields, lang), c.categoriesQuery(lang), c.sizesQuery(lang), c.colorsQuery(lang), c.manufacturersQuery(lang), c.tagsQuery(lang),
      c.sidebarPopularQuery(lang),
    ]);
    // A filter, sort or page chosen on the listing itself ('stay') is shown at once (the
    // checkbox ticks, the address changes) while its products load; only arriving waits.
    if (cause === 'stay') return;
    return load;
  },
  component: lazyScreen(() => import('../features/catalog/components/product-listing-screen.tsx'), 'ProductListingScreen'),
});

export const productRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'product-detail/$productId/$category/$slug',
  params: {
    parse: (p: { productId: string; category: string; slug: string }) => ({ productId: pathId(p.productId), category: p.category, slug: p.slug }),
    stringify: (p: { productId: number | string; category: string; slug: string }) => ({ productId: String(p.productId), category: p.category, slug: p.slug }),
  },
  loader: loadProductPage,
  component: lazyScreen(() => import('../features/product/components/product-detail-screen.tsx'), 'ProductDetailScreen'),
});
