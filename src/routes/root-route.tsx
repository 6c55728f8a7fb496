// The root of the route tree: `/` goes to the stored language (docs/rules.md R2).
import { Outlet, createRootRoute, createRoute, redirect } from '@tanstack/react-router';
import { storedLang } from '../i18n/locale.ts';

export const rootRoute = createRootRoute({ component: Outlet });

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: `/${storedLang()}/`, replace: true });
  },
});
