// Log in, sign up, password reset, profile, order history and the seller request.
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';

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
  component: lazyScreen(() => import('../features/account/components/update-profile-screen.tsx'), 'UpdateProfileScreen'),
});

export const ordersHistoryRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'orders-history',
  component: lazyScreen(() => import('../features/orders/components/orders-history-screen.tsx'), 'OrdersHistoryScreen'),
});

export const becomeSellerRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'become-seller',
  component: lazyScreen(() => import('../features/seller/components/become-seller-screen.tsx'), 'BecomeSellerScreen'),
});
