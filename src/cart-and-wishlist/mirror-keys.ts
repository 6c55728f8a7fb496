// The local-storage keys of the cart and wish list's mirror (storage-mirror.ts), and the
// IndexedDB databases of the store (idb-store.ts) and of the cart's photos (cart-photos.ts):
// read without loading either to tell whether this browser holds anything of them at all
// (cart-store-loader.ts, the app layout).
export const MIRROR_KEY = {
  cartItems: 'cartItems',
  wishList: 'customerWishList',
  root: 'persist:root',
  /** Ours, not the original app's: tells a newer mirror from a stale IndexedDB copy. */
  revision: 'tohfa:shoppingRevision',
} as const;

const MIRROR_KEYS: readonly string[] = Object.values(MIRROR_KEY);

/** True when a `storage` event's key can change the cart or wish list (null: storage cleared). */
export function isMirrorKey(key: string | null): boolean {
  return key === null || MIRROR_KEYS.includes(key);
}

/** The store's IndexedDB database (idb-store.ts). */
export const SHOPPING_DB = 'tohfa';
/** The cart photos' IndexedDB database (cart-photos.ts). */
export const CART_PHOTOS_DB = 'tohfa-photos';

/** True when IndexedDB holds the database `name`; also when the browser cannot tell (no databases()). */
export async function holdsDatabase(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return true;
  }
}
