// The product listing and the product detail (spec section 2).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';
import { parseListingSearch } from './listing-search.ts';

export const listingRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'all-products/$categoryId/$slug',
  validateSearch: parseListingSearch,
  component: lazyRouteComponent(() => import('../features/catalog/components/product-listing-screen.tsx'), 'ProductListingScreen'),
});

export const productRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'product-detail/$productId/$category/$slug',
  component: lazyRouteComponent(() => import('../features/product/components/product-detail-screen.tsx'), 'ProductDetailScreen'),
});
