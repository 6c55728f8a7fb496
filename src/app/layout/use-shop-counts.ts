// The navbar's Cart(count) and the header's Wishlist count, read from the cart store
// (src/cart-and-wishlist/cart-store.ts) once it has loaded. The store (IndexedDB, mirror, channel) is
// not needed for the first paint, so it is imported after it: this keeps the home
// route's first-load JavaScript inside its budget (tests/budget/bundle-budget.test.ts).
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

type CartStoreModule = typeof import('../../cart-and-wishlist/cart-store.ts');

let loaded: CartStoreModule | null = null;
let loading: Promise<CartStoreModule> | null = null;

/** The cart store module, loaded once. */
export function loadCartStore(): Promise<CartStoreModule> {
  loading ??= import('../../cart-and-wishlist/cart-store.ts').then((m) => (loaded = m));
  return loading;
}

const noop = () => () => {};

export function useShopCounts(): { cartCount: number; wishListCount: number } {
  const [mod, setMod] = useState<CartStoreModule | null>(loaded);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void loadCartStore().then((m) => live && setMod(m));
    return () => {
      live = false;
    };
  }, [mod]);
  const subscribe = useCallback((l: () => void) => (mod ? mod.cartStore.subscribe(l) : noop()), [mod]);
  const cartCount = useSyncExternalStore(subscribe, () => mod?.cartStore.getState().cartCount ?? 0, () => 0);
  const wishListCount = useSyncExternalStore(subscribe, () => mod?.cartStore.getState().wishListCount ?? 0, () => 0);
  return { cartCount, wishListCount };
}
