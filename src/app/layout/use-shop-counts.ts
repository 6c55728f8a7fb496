// The navbar's Cart(count) and the header's Wishlist count, read from the cart store once it
// has loaded (src/cart-and-wishlist/cart-store-loader.ts says when: not on a first visit that
// only reads); until then 0, which is what an empty store says.
import { useCallback, useSyncExternalStore } from 'react';
import { useCartStoreModule } from '../../cart-and-wishlist/cart-store-loader.ts';

const noop = () => () => {};

export function useShopCounts(): { cartCount: number; wishListCount: number } {
  const mod = useCartStoreModule();
  const subscribe = useCallback((l: () => void) => (mod ? mod.cartStore.subscribe(l) : noop()), [mod]);
  const cartCount = useSyncExternalStore(subscribe, () => mod?.cartStore.getState().cartCount ?? 0, () => 0);
  const wishListCount = useSyncExternalStore(subscribe, () => mod?.cartStore.getState().wishListCount ?? 0, () => 0);
  return { cartCount, wishListCount };
}
