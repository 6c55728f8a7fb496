// The whole route tree (docs/rules.md R2): every route under /{lang}/. Routes load their
// screen's data through the query client in the router's context (routes/route-data.ts).
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { firstScreen } from '../../contract/first-screen.ts';
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

/** `history`: the browser's by default (app/start.tsx makes it in a task of its own). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
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

/**
 * Asks for the code of the page's own screen (home, a listing, a product) ahead of the router's
 * first load, which then finds it asked for: its preload links and imports are then added in a
 * task of their own, not in the first load's (docs/decisions/0051). Other pages load as before.
 */
export function preloadFirstScreenCode(pathname: string, search: string): void {
  const kind = firstScreen(pathname, search)?.kind;
  const route = kind === 'home' ? homeRoute : kind === 'listing' ? listingRoute : kind === 'product' ? productRoute : null;
  const component = route?.options.component as { preload?: () => Promise<void> } | undefined;
  void component?.preload?.();
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
