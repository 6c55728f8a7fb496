import { normaliseCartItems, normaliseWishList } from './shopping-items.ts';
import type { CartItem, WishListItem } from './shopping-items.ts';
import { MIRROR_KEY } from './mirror-keys.ts';

// The local-storage mirror of the cart and wish list (docs/architecture.md): the original
// keys `cartItems`, `customerWishList` and the cart slice of `persist:root` (docs/rules.md
// R3), written synchronously on every change so a broken, full or slow
// IndexedDB never loses the cart, and so the first render has the cart at once.

/** What the store keeps in both places. revision grows with every change (0: unknown). */
export interface ShoppingSnapshot { cartItems: CartItem[]; wishList: WishListItem[]; revision: number }

type Row = Record<string, unknown>;

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function parseRow(text: unknown): Row | undefined {
  const value = typeof text === 'string' ? parse(text) : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined;
}

/**
 * The cart and wish list from local storage: the plain keys first, else the
 * persist:root cart slice. null when neither holds anything usable.
 */
export function readMirror(storage: Storage | null): ShoppingSnapshot | null {
  if (!storage) return null;
  try {
    const cartRaw = parse(storage.getItem(MIRROR_KEY.cartItems));
    const wishRaw = parse(storage.getItem(MIRROR_KEY.wishList));
    const slice = parseRow(parseRow(storage.getItem(MIRROR_KEY.root))?.cart);
    const cart = Array.isArray(cartRaw) ? cartRaw : slice?.cartItems;
    const wish = Array.isArray(wishRaw) ? wishRaw : slice?.customerWishList;
    if (!Array.isArray(cart) && !Array.isArray(wish)) return null;
    const revision = Number(storage.getItem(MIRROR_KEY.revision));
    return {
      cartItems: normaliseCartItems(cart),
      wishList: normaliseWishList(wish),
      revision: Number.isFinite(revision) && revision > 0 ? revision : 0,
    };
  } catch {
    // Storage disabled (private mode, blocked cookies): nothing to restore.
    return null;
  }
}

function trySet(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false; // quota exceeded or storage disabled; the other copy still holds the data
  }
}

/**
 * Writes the snapshot to the mirror keys. Only the `cart` slice of persist:root is
 * replaced; the user and common slices (the session module's) are kept as they are.
 * The revision goes last, so a half-done write never claims to be the newest copy.
 * Returns false when some key could not be written.
 */
export function writeMirror(storage: Storage | null, snapshot: ShoppingSnapshot): boolean {
  if (!storage) return false;
  let ok = trySet(storage, MIRROR_KEY.cartItems, JSON.stringify(snapshot.cartItems));
  ok = trySet(storage, MIRROR_KEY.wishList, JSON.stringify(snapshot.wishList)) && ok;

  let root: Row = {};
  try {
    root = parseRow(storage.getItem(MIRROR_KEY.root)) ?? {};
  } catch {
    ok = false;
  }
  root.cart = JSON.stringify({
    ...parseRow(root.cart),
    cartItems: snapshot.cartItems,
    totalCartItems: snapshot.cartItems.length,
    customerWishList: snapshot.wishList,
  });
  if (typeof root._persist !== 'string') root._persist = JSON.stringify({ version: -1, rehydrated: true });
  ok = trySet(storage, MIRROR_KEY.root, JSON.stringify(root)) && ok;

  return ok && trySet(storage, MIRROR_KEY.revision, String(snapshot.revision));
}
