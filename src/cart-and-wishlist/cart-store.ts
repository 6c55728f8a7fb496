import { useMemo, useSyncExternalStore } from 'react';
import { SHOPPING_CHANNEL, createCartStore } from './create-cart-store.ts';
import type { CartActions, CartState, CartStore } from './create-cart-store.ts';
import { idbShoppingBackend } from './idb-store.ts';
import { cartStoreArrived } from './cart-store-loader.ts';

// The app's one cart and wish-list store. Created on first use, not at import, so
// importing this module (tests, the service worker's type checks) touches no storage.

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // reading localStorage itself throws when storage is blocked
  }
}

let instance: CartStore | null = null;

function appStore(): CartStore {
  instance ??= createCartStore({
    backend: typeof indexedDB === 'undefined' ? null : idbShoppingBackend(),
    storage: browserStorage(),
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SHOPPING_CHANNEL),
    events: typeof window === 'undefined' ? null : window,
  });
  return instance;
}

/** The non-React face of the app's store; every method is a stable function. */
export const cartStore: CartStore = {
  getState: () => appStore().getState(),
  subscribe: (listener) => appStore().subscribe(listener),
  whenReady: () => appStore().whenReady(),
  flush: () => appStore().flush(),
  dispose: () => {
    instance?.dispose();
    instance = null;
  },
  addToCart: (item) => appStore().addToCart(item),
  updateQuantity: (productId, attrsKey, quantity) => appStore().updateQuantity(productId, attrsKey, quantity),
  removeFromCart: (lineKey) => appStore().removeFromCart(lineKey),
  clearCart: () => appStore().clearCart(),
  addToWishList: (item) => appStore().addToWishList(item),
  removeFromWishList: (productId) => appStore().removeFromWishList(productId),
  clearWishList: () => appStore().clearWishList(),
  moveWishListItemToCart: (productId) => appStore().moveWishListItemToCart(productId),
  replaceCart: (lines) => appStore().replaceCart(lines),
  resetAll: () => appStore().resetAll(),
};

export type CartStoreView = CartState & CartActions;

/**
 * State and actions of the cart and wish list, re-rendering on every change in this
 * tab or another. `store` is for tests; components use the app's store.
 */
export function useCartStore(store: CartStore = cartStore): CartStoreView {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const actions = useMemo<CartActions>(
    () => ({
      addToCart: store.addToCart,
      updateQuantity: store.updateQuantity,
      removeFromCart: store.removeFromCart,
      clearCart: store.clearCart,
      addToWishList: store.addToWishList,
      removeFromWishList: store.removeFromWishList,
      clearWishList: store.clearWishList,
      moveWishListItemToCart: store.moveWishListItemToCart,
      replaceCart: store.replaceCart,
      resetAll: store.resetAll,
    }),
    [store],
  );
  return { ...state, ...actions };
}

// Whoever imported this module (a screen, the loader), the layout's counts and the cards'
// hearts now follow it.
cartStoreArrived();
