// The whole route tree (docs/rules.md R2): every route under /{lang}/.
import { createRouter } from '@tanstack/react-router';
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

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
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
