// Cart and checkout (docs/rules.md R2).
import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';

export const cartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'cart',
  component: lazyScreen(() => import('../features/cart/components/cart-screen.tsx'), 'CartScreen'),
});

export const checkoutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkout',
  component: lazyScreen(() => import('../features/checkout/components/checkout-screen.tsx'), 'CheckoutScreen'),
});
