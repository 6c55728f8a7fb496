// Cart and checkout (spec section 2).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { langRoute } from './lang-route.tsx';

export const cartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'cart',
  component: lazyRouteComponent(() => import('../features/cart/components/cart-screen.tsx'), 'CartScreen'),
});

export const checkoutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkout',
  component: lazyRouteComponent(() => import('../features/checkout/components/checkout-screen.tsx'), 'CheckoutScreen'),
});
