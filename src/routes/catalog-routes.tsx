// The product listing and the product detail (docs/rules.md R2). Path ids are parsed to
// numbers here (junk becomes 0: "no category" for the listing, not found for a product);
// links may pass a number or its string.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';
import { parseListingSearch } from '../features/catalog/listing-search.ts';

/** A whole, non-negative id from a path segment; anything else is 0. */
export function pathId(raw: string | number): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export const listingRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'all-products/$categoryId/$slug',
  params: {
    parse: (p: { categoryId: string; slug: string }) => ({ categoryId: pathId(p.categoryId), slug: p.slug }),
    stringify: (p: { categoryId: number | string; slug: string }) => ({ categoryId: String(p.categoryId), slug: p.slug }),
  },
  validateSearch: parseListingSearch,
  component: lazyScreen(() => import('../features/catalog/components/product-listing-screen.tsx'), 'ProductListingScreen'),
});

export const productRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'product-detail/$productId/$category/$slug',
  params: {
    parse: (p: { productId: string; category: string; slug: string }) => ({ productId: pathId(p.productId), category: p.category, slug: p.slug }),
    stringify: (p: { productId: number | string; category: string; slug: string }) => ({ productId: String(p.productId), category: p.category, slug: p.slug }),
  },
  component: lazyScreen(() => import('../features/product/components/product-detail-screen.tsx'), 'ProductDetailScreen'),
});
