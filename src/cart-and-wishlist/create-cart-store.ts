import type { ShoppingBackend } from './idb-store.ts';
import { SHOP_MESSAGE, fail, succeed } from './shop-messages.ts';
import type { ShopResult } from './shop-messages.ts';
import {
  cartItemFromWishList, cartLineKey, lineOptionsKey, personalisationKey, cartLineMax, normaliseCartItems, normaliseWishList,
} from './shopping-items.ts';
import type { CartItem, WishListItem } from './shopping-items.ts';
import { readMirror, writeMirror } from './storage-mirror.ts';
import { isMirrorKey } from './mirror-keys.ts';
import type { ShoppingSnapshot } from './storage-mirror.ts';

/** docs/rules.md R4 and R9: persisted state rehydration taking longer than this has failed. */
export const REHYDRATE_TIMEOUT_MS = 5000;
export const SHOPPING_CHANNEL = 'tohfa-shopping';

export interface CartState {
  cartItems: readonly CartItem[];
  wishList: readonly WishListItem[];
  /** Number of cart lines: the navbar's Cart(count) and persist:root's totalCartItems. */
  cartCount: number;
  wishListCount: number;
  /** IndexedDB has answered, failed or timed out; before that the state is the mirror's. */
  ready: boolean;
}

export interface CartActions {
  addToCart(item: CartItem): ShopResult;
  updateQuantity(productId: number, attrsKey: string, quantity: number): ShopResult;
  removeFromCart(lineKey: string): void;
  clearCart(): void;
  addToWishList(item: WishListItem): ShopResult;
  removeFromWishList(productId: number): void;
  clearWishList(): void;
  moveWishListItemToCart(productId: number): ShopResult;
  /** Replaces every line, e.g. with the server's corrected lines after re-pricing. */
  replaceCart(lines: readonly CartItem[]): void;
  /** Empties cart and wish list (logout, /refresh). */
  resetAll(): void;
}

export interface CartStore extends CartActions {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Settles when state.ready becomes true. */
  whenReady(): Promise<void>;
  /** Settles when the queued IndexedDB writes have been made (or failed). */
  flush(): Promise<void>;
  dispose(): void;
}

export type ShoppingChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'>;
type StorageErrorPlace = 'indexeddb-read' | 'indexeddb-write' | 'mirror-write';

export interface CartStoreOptions {
  backend: ShoppingBackend | null;
  storage: Storage | null;
  channel?: ShoppingChannel | null;
  /** Where `storage` events from other tabs arrive (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  rehydrateTimeoutMs?: number;
  now?: () => number;
  onStorageError?: (place: StorageErrorPlace, error: unknown) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`IndexedDB did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

function isSnapshotMessage(data: unknown): data is { snapshot: ShoppingSnapshot } {
  return typeof data === 'object' && data !== null && 'snapshot' in data;
}

/**
 * The cart and wish-list store (docs/architecture.md). The first state comes synchronously
 * from the local-storage mirror, so the first render never waits; IndexedDB is then read
 * (at most REHYDRATE_TIMEOUT_MS) and wins when it holds a copy at least as new. Every
 * change is mirrored synchronously, then written to IndexedDB; a failing IndexedDB costs
 * nothing but the second copy.
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { backend, storage, channel = null, events = null } = options;
  const now = options.now ?? Date.now;
  const report = options.onStorageError ?? ((place, error) => console.warn(`[cart-store] ${place} failed`, error));

  let snap: ShoppingSnapshot = readMirror(storage) ?? { cartItems: [], wishList: [], revision: 0 };
  let ready = false;
  let loaded = false; // IndexedDB read finished: writes before that would race the read
  let changedWhileLoading = false;
  let dirty = false;
  let writing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  let state = view();

  function view(): CartState {
    return { cartItems: snap.cartItems, wishList: snap.wishList, cartCount: snap.cartItems.length, wishListCount: snap.wishList.length, ready };
  }

  function publish(): void {
    state = view();
    for (const listener of [...listeners]) listener();
  }

  function persist(): void {
    dirty = true;
    if (!loaded || writing || !backend) return;
    const db = backend;
    writing = (async () => {
      while (dirty) {
        dirty = false;
        try {
          await db.write(snap);
        } catch (error) {
          report('indexeddb-write', error); // the mirror and memory still hold it
        }
      }
    })().finally(() => {
      writing = null;
      if (dirty) persist();
    });
  }

  function commit(next: { cartItems?: CartItem[]; wishList?: WishListItem[] }): void {
    snap = {
      cartItems: next.cartItems ?? snap.cartItems,
      wishList: next.wishList ?? snap.wishList,
      revision: Math.max(now(), snap.revision + 1),
    };
    if (!loaded) changedWhileLoading = true;
    if (!writeMirror(storage, snap)) report('mirror-write', new Error('local storage refused the write'));
    publish(); // the navbar count follows at once
    try {
      channel?.postMessage({ snapshot: snap });
    } catch (error) {
      report('mirror-write', error);
    }
    persist();
  }

  /** A newer copy from another tab: taken as is; that tab already wrote both stores. */
  function adopt(other: ShoppingSnapshot): void {
    if (!(typeof other.revision === 'number' && other.revision > snap.revision)) return;
    snap = { cartItems: normaliseCartItems(other.cartItems), wishList: normaliseWishList(other.wishList), revision: other.revision };
    publish();
  }

  const onMessage = (event: MessageEvent): void => {
    if (isSnapshotMessage(event.data)) adopt(event.data.snapshot);
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea && event.storageArea !== storage) return;
    if (!isMirrorKey(event.key)) return;
    const mirror = readMirror(storage);
    if (mirror) adopt(mirror);
  };
  channel?.addEventListener('message', onMessage);
  events?.addEventListener('storage', onStorage);

  const hydrated = (async () => {
    let stored: ShoppingSnapshot | undefined;
    try {
      if (backend) stored = await withTimeout(backend.read(), options.rehydrateTimeoutMs ?? REHYDRATE_TIMEOUT_MS);
    } catch (error) {
      report('indexeddb-read', error); // broken or slow: the mirror's state stands
    }
    loaded = true;
    if (stored && !changedWhileLoading && stored.revision >= snap.revision) {
      snap = { cartItems: normaliseCartItems(stored.cartItems), wishList: normaliseWishList(stored.wishList), revision: stored.revision };
      if (!writeMirror(storage, snap)) report('mirror-write', new Error('local storage refused the write'));
    } else if (snap.revision > 0 || snap.cartItems.length > 0 || snap.wishList.length > 0) {
      persist(); // write the mirror's (or this session's) copy back to IndexedDB
    }
    ready = true;
    publish();
  })();

  function findLine(productId: number, attrsKey: string): CartItem | undefined {
    return snap.cartItems.find((i) => i.ProductId === productId && lineOptionsKey(i) === attrsKey);
  }

  /** Quantity rules shared by adding and moving a line into the cart (docs/rules.md R5 order). */
  function refuseLine(line: CartItem): ShopResult | null {
    if (!Number.isInteger(line.ProductId) || line.ProductId < 1) return fail(SHOP_MESSAGE.invalidProduct);
    const max = cartLineMax(line);
    if (line.StockQuantity < 1 || max < 1) return fail(SHOP_MESSAGE.outOfStock);
    if (!Number.isInteger(line.Quantity) || line.Quantity < 1) return fail(SHOP_MESSAGE.selectQuantity);
    if (line.Quantity > max) return fail(SHOP_MESSAGE.overMax, { max });
    // The spec's duplicate rule keys on the product; a personalised gift on product +
    // personalisation (docs/shop-rules.md P1): the same mug with another name is a new line.
    const personal = personalisationKey(line.Personalisation);
    if (snap.cartItems.some((i) => i.ProductId === line.ProductId && personalisationKey(i.Personalisation) === personal)) {
      return fail(SHOP_MESSAGE.cartDuplicate);
    }
    return null;
  }

  const store: CartStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    whenReady: () => hydrated,
    async flush() {
      await hydrated;
      while (writing) await writing;
    },
    dispose() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      events?.removeEventListener('storage', onStorage);
      listeners.clear();
    },

    addToCart(item) {
      const refusal = refuseLine(item);
      if (refusal) return refusal;
      commit({ cartItems: [...snap.cartItems, ...normaliseCartItems([item])] });
      return succeed(SHOP_MESSAGE.addedToCart);
    },
    updateQuantity(productId, attrsKey, quantity) {
      const line = findLine(productId, attrsKey);
      if (!line) return fail(SHOP_MESSAGE.invalidProduct);
      if (!Number.isInteger(quantity) || quantity < 1) return fail(SHOP_MESSAGE.selectQuantity);
      const max = cartLineMax(line);
      // Going down is always allowed (minus only above 1), even on a line now over its cap.
      if (quantity > line.Quantity && quantity > max) return fail(SHOP_MESSAGE.overMax, { max });
      if (quantity !== line.Quantity) {
        commit({ cartItems: snap.cartItems.map((i) => (i === line ? { ...i, Quantity: quantity } : i)) });
      }
      return succeed();
    },
    removeFromCart(lineKey) {
      const rest = snap.cartItems.filter((i) => cartLineKey(i) !== lineKey);
      if (rest.length !== snap.cartItems.length) commit({ cartItems: rest });
    },
    clearCart: () => commit({ cartItems: [] }),

    addToWishList(item) {
      if (!Number.isInteger(item.ProductId) || item.ProductId < 1) return fail(SHOP_MESSAGE.invalidProduct);
      if (snap.wishList.some((i) => i.ProductId === item.ProductId)) return fail(SHOP_MESSAGE.wishlistDuplicate);
      commit({ wishList: [...snap.wishList, ...normaliseWishList([item])] });
      return succeed(SHOP_MESSAGE.addedToWishlist);
    },
    removeFromWishList(productId) {
      const rest = snap.wishList.filter((i) => i.ProductId !== productId);
      if (rest.length !== snap.wishList.length) commit({ wishList: rest });
    },
    clearWishList: () => commit({ wishList: [] }),
    moveWishListItemToCart(productId) {
      const wished = snap.wishList.find((i) => i.ProductId === productId);
      if (!wished) return fail(SHOP_MESSAGE.invalidProduct);
      const line = cartItemFromWishList(wished);
      const refusal = refuseLine(line);
      if (refusal) return refusal; // the item stays in the wish list
      commit({ cartItems: [...snap.cartItems, line], wishList: snap.wishList.filter((i) => i !== wished) });
      return succeed(SHOP_MESSAGE.addedToCart);
    },

    replaceCart: (lines) => commit({ cartItems: normaliseCartItems(lines) }),
    resetAll: () => commit({ cartItems: [], wishList: [] }),
  };
  return store;
}
