// Cart and checkout (docs/rules.md R2).
import { createRoute } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { lazyScreen } from './lazy-screen.ts';
import { langRoute } from './lang-route.tsx';
import { loadRouteData } from './route-data.ts';
import type { RouterContext } from './root-route.tsx';

/** Both screens open on the cart's lines priced by the server (the lines the store holds now). */
async function loadCartPrices({ context, params }: { context: RouterContext; params: { lang: string } }): Promise<void> {
  const [{ cartStore }, { cartPricingQuery }] = await Promise.all([import('../cart-and-wishlist/cart-store.ts'), import('../cart-and-wishlist/cart-pricing.ts')]);
  return loadRouteData(context.queryClient, [cartPricingQuery(params.lang as LangCode, cartStore.getState().cartItems)]);
}

export const cartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'cart',
  loader: loadCartPrices,
  component: lazyScreen(() => import('../features/cart/components/cart-screen.tsx'), 'CartScreen'),
});

export const checkoutRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkout',
  loader: loadCartPrices,
  component: lazyScreen(() => import('../features/checkout/components/checkout-screen.tsx'), 'CheckoutScreen'),
});
