// The root of the route tree: `/` goes to the stored language (docs/rules.md R2). Every
// route's loader gets the query client from the router's context (app/router.tsx).
import { Outlet, createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { storedLang } from '../i18n/lang-storage.ts';

export interface RouterContext { queryClient: QueryClient }

export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: `/${storedLang()}/`, replace: true });
  },
});
