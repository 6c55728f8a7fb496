import { createStore, getMany, setMany } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import type { ShoppingSnapshot } from './storage-mirror.ts';
import { SHOPPING_DB } from './mirror-keys.ts';

/**
 * Where the store keeps its source of truth. The app uses IndexedDB; tests pass an
 * in-memory, a failing or a never-answering backend.
 */
export interface ShoppingBackend {
  /** The stored snapshot, or undefined when nothing was ever stored. May reject or hang. */
  read(): Promise<ShoppingSnapshot | undefined>;
  write(snapshot: ShoppingSnapshot): Promise<void>;
}

const KEYS = ['cartItems', 'customerWishList', 'revision'] as const;

/**
 * IndexedDB database `tohfa`, object store `shopping`, through idb-keyval. idb-keyval
 * creates the object store only when it first creates the database, so no other
 * module may open `tohfa` with a different store name (use another database name).
 */
export function idbShoppingBackend(): ShoppingBackend {
  let store: UseStore | null = null;
  // Opened on first use: a missing or blocked indexedDB then rejects a call instead of
  // throwing at import, and the store falls back to the mirror.
  const db = (): UseStore => (store ??= createStore(SHOPPING_DB, 'shopping'));
  return {
    async read() {
      const [cartItems, wishList, revision] = await getMany<unknown>([...KEYS], db());
      if (cartItems === undefined && wishList === undefined) return undefined;
      // Shapes are checked by the store (normalise*), as for the mirror.
      return {
        cartItems: cartItems as ShoppingSnapshot['cartItems'],
        wishList: wishList as ShoppingSnapshot['wishList'],
        revision: typeof revision === 'number' ? revision : 0,
      };
    },
    async write(snapshot) {
      // One transaction: the cart, the wish list and their revision land together or not at all.
      await setMany([[KEYS[0], snapshot.cartItems], [KEYS[1], snapshot.wishList], [KEYS[2], snapshot.revision]], db());
    },
  };
}
