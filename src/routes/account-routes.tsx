// Log in, sign up, password reset, profile, order history and the seller request.
import { createRoute } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';
import { loadRouteData } from './route-data.ts';
import type { RouterContext } from './root-route.tsx';
import { getSession } from '../lib/session.ts';

/** Sign-up, the profile and the seller request open on the country list. */
async function loadCountries({ context, params }: { context: RouterContext; params: { lang: string } }): Promise<void> {
  const { countriesQuery } = await import('../lib/location-queries.ts');
  return loadRouteData(context.queryClient, [countriesQuery(params.lang as LangCode)]);
}

/**
 * Where a shopper goes after logging in or signing up: `?next=checkout` when checkout
 * sent them (only that value, so the link can never send anyone elsewhere), else home.
 */
export interface AfterAuthSearch { next?: 'checkout' }
export const parseAfterAuthSearch = (s: Record<string, unknown>): AfterAuthSearch => (s.next === 'checkout' ? { next: 'checkout' } : {});

export const loginRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'login',
  validateSearch: parseAfterAuthSearch,
  component: lazyScreen(() => import('../features/account/components/login-screen.tsx'), 'LoginScreen'),
});

export const signupRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'signup',
  validateSearch: parseAfterAuthSearch,
  loader: loadCountries,
  component: lazyScreen(() => import('../features/account/components/signup-screen.tsx'), 'SignupScreen'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'reset-password',
  component: lazyScreen(() => import('../features/account/components/reset-password-screen.tsx'), 'ResetPasswordScreen'),
});

export const updateProfileRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'update-profile',
  loader: loadCountries,
  component: lazyScreen(() => import('../features/account/components/update-profile-screen.tsx'), 'UpdateProfileScreen'),
});

export const ordersHistoryRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'orders-history',
  loader: async ({ context, params }) => {
    const user = getSession().user;
    if (!user) return;
    const { ordersQuery } = await import('../features/orders/orders-api.ts');
    return loadRouteData(context.queryClient, [ordersQuery(params.lang as LangCode, user.UserID)]);
  },
  component: lazyScreen(() => import('../features/orders/components/orders-history-screen.tsx'), 'OrdersHistoryScreen'),
});

export const becomeSellerRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'become-seller',
  loader: loadCountries,
  component: lazyScreen(() => import('../features/seller/components/become-seller-screen.tsx'), 'BecomeSellerScreen'),
});
