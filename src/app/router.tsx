// The whole route tree (docs/rules.md R2): every route under /{lang}/. Routes load their
// screen's data through the query client in the router's context (routes/route-data.ts).
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parseSearch, stringifySearch } from './search-params.ts';
import { indexRoute, rootRoute } from '../routes/root-route.tsx';
import { langRoute } from '../routes/lang-route.tsx';
import { aboutRoute, campaignRoute, contactRoute, faqRoute, homeRoute, notFoundRoute, policyRoute, refreshRoute } from '../routes/content-routes.tsx';
import { listingRoute, productRoute } from '../routes/catalog-routes.tsx';
import { cartRoute, checkoutRoute } from '../routes/shop-routes.tsx';
import { becomeSellerRoute, loginRoute, ordersHistoryRoute, resetPasswordRoute, signupRoute, updateProfileRoute } from '../routes/account-routes.tsx';

const routeTree = rootRoute.addChildren([
  indexRoute,
  langRoute.addChildren([
    homeRoute, aboutRoute, faqRoute, contactRoute, policyRoute, campaignRoute, refreshRoute,
    listingRoute, productRoute, cartRoute, checkoutRoute,
    loginRoute, signupRoute, resetPasswordRoute, updateProfileRoute, ordersHistoryRoute, becomeSellerRoute,
    notFoundRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Hovering or focusing a link loads the route's code and its data (its loader).
    defaultPreload: 'intent',
    // React Query decides whether an answer is fresh: the router always runs the loader,
    // which asks the network only for what the cache does not hold fresh.
    defaultPreloadStaleTime: 0,
    // docs/rules.md R2: every page starts at the top.
    scrollRestoration: false,
    defaultViewTransition: false,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
