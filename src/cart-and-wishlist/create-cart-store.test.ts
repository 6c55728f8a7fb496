import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from './create-cart-store.ts';
import type { CartStore, CartStoreOptions } from './create-cart-store.ts';
import type { ShoppingBackend } from './idb-store.ts';
import { shopMessageText } from './shop-messages.ts';
import type { ShopResult } from './shop-messages.ts';
import { attributesKey, cartLineKey } from './shopping-items.ts';
import type { CartItem, WishListItem } from './shopping-items.ts';
import type { ShoppingSnapshot } from './storage-mirror.ts';

// Backends standing in for IndexedDB: one that works, one that is broken, one that never answers.
function memoryBackend(initial?: ShoppingSnapshot) {
  const backend = {
    data: initial && structuredClone(initial),
    failWrites: false,
    async read() {
      return backend.data && structuredClone(backend.data);
    },
    async write(snapshot: ShoppingSnapshot) {
      if (backend.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      backend.data = structuredClone(snapshot);
    },
  };
  return backend;
}
const brokenBackend = (): ShoppingBackend => ({
  read: () => Promise.reject(new Error('IndexedDB is broken')),
  write: () => Promise.reject(new Error('IndexedDB is broken')),
});
const hangingBackend = (): ShoppingBackend => ({ read: () => new Promise(() => {}), write: () => new Promise(() => {}) });

const cartItem = (ProductId: number, over: Partial<CartItem> = {}): CartItem => ({
  ProductId,
  productSelectedAttributes: [{ ProductId, ProductAttributeID: 2, PrimaryKeyValue: 7 }],
  Quantity: 1,
  ShippingCharges: 0,
  DefaultImage: `/media/${ProductId}.jpg`,
  ProductName: `Gift ${ProductId}`,
  Price: 500,
  DiscountedPrice: 450,
  ColorName: null,
  SizeShortName: 'M',
  OrderMaximumQuantity: 0,
  StockQuantity: 50,
  SelectedAttributesDisplay: [{ AttributeDisplayName: 'Size', PrimaryKeyDisplayValue: 'M' }],
  ...over,
});
const wishItem = (ProductId: number, over: Partial<WishListItem> = {}): WishListItem => ({
  ProductId, ProductName: `Gift ${ProductId}`, Price: 300, DiscountedPrice: null, DiscountId: null, IsDiscountCalculated: false,
  CouponCode: null, SizeId: null, SizeShortName: null, ColorId: 3, ColorName: 'Red', Quantity: 1, ShippingCharges: 0,
  DefaultImage: `/media/${ProductId}.jpg`, productSelectedAttributes: [{ ProductId, ProductAttributeID: 1, PrimaryKeyValue: 3 }],
  OrderMaximumQuantity: 0, StockQuantity: 9, SelectedAttributesDisplay: [], ...over,
});

const text = (result: ShopResult): string | null => (result.messageId ? shopMessageText(result.messageId, result.ok ? {} : result.values) : null);
const ids = (items: readonly { ProductId: number }[]) => items.map((i) => i.ProductId);
const mirroredCart = () => ids(JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartItem[]);
const mirroredWishList = () => ids(JSON.parse(localStorage.getItem('customerWishList') ?? '[]') as WishListItem[]);

const stores: CartStore[] = [];
function openStore(backend: ShoppingBackend | null, extra: Partial<CartStoreOptions> = {}): CartStore {
  const store = createCartStore({ backend, storage: localStorage, onStorageError: () => {}, ...extra });
  stores.push(store);
  return store;
}
/** A session that saved these lines before the page was reloaded. */
async function previousSession(items: CartItem[], backend: ShoppingBackend | null = null): Promise<void> {
  const store = openStore(backend);
  await store.whenReady();
  items.forEach((i) => store.addToCart(i));
  await store.flush();
  store.dispose();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  stores.splice(0).forEach((s) => s.dispose());
  vi.useRealTimers();
});

describe('adding to the cart and the wish list', () => {
  it('adds a line, says "Added to the cart!" and updates the count before returning', async () => {
    const store = openStore(memoryBackend());
    await store.whenReady();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().cartCount));

    expect(text(store.addToCart(cartItem(1)))).toBe('Added to the cart!');
    expect(seen).toEqual([1]);
    expect(mirroredCart()).toEqual([1]);
  });

  it('refuses the same product twice, even with other options', async () => {
    const store = openStore(memoryBackend());
    store.addToCart(cartItem(1));
    const again = store.addToCart(cartItem(1, { productSelectedAttributes: [{ ProductId: 1, ProductAttributeID: 2, PrimaryKeyValue: 8 }] }));
    expect(again.ok).toBe(false);
    expect(text(again)).toBe('Product already exists in your cart!');
    expect(store.getState().cartCount).toBe(1);
  });

  it('keeps one line per product when a stored cart holds two lines of it, so the server never sees a split over the cap', async () => {
    // Written by another app version or edited by hand: the same product with two colours.
    const split = [cartItem(1, { Quantity: 2, OrderMaximumQuantity: 2 }),
      cartItem(1, { Quantity: 2, OrderMaximumQuantity: 2, productSelectedAttributes: [{ ProductId: 1, ProductAttributeID: 1, PrimaryKeyValue: 4 }] })];
    const store = openStore(memoryBackend({ cartItems: split, wishList: [], revision: 1 }));
    await store.whenReady();
    expect(store.getState().cartItems.map((i) => [i.ProductId, i.Quantity])).toEqual([[1, 2]]);
    store.replaceCart(split);
    expect(store.getState().cartItems.map((i) => [i.ProductId, i.Quantity])).toEqual([[1, 2]]);
  });

  it('refuses a wish-list duplicate by ProductId', () => {
    const store = openStore(memoryBackend());
    expect(text(store.addToWishList(wishItem(4)))).toBe('Added to your wish list!');
    expect(text(store.addToWishList(wishItem(4, { ColorId: 9 })))).toBe('Product already exists in your wish list!');
    expect(store.getState().wishListCount).toBe(1);
    expect(mirroredWishList()).toEqual([4]);
  });

  it('refuses an invalid product, an out-of-stock product and a quantity over the cap', () => {
    const store = openStore(memoryBackend());
    expect(text(store.addToCart(cartItem(0)))).toBe('Invalid product!');
    expect(text(store.addToCart(cartItem(2, { StockQuantity: 0 })))).toBe("Product is out of stock. Can't add it in the cart!");
    expect(text(store.addToCart(cartItem(2, { Quantity: 4, OrderMaximumQuantity: 3 })))).toBe('Can not add more than 3 for this product.');
    expect(text(store.addToCart(cartItem(2, { Quantity: 11 })))).toBe('Can not add more than 10 for this product.');
    expect(store.getState().cartItems).toEqual([]);
  });

  it('stores ShippingCharges as 0 whatever the caller passed', () => {
    const store = openStore(memoryBackend());
    store.addToCart(cartItem(5, { ShippingCharges: 40 }));
    expect(store.getState().cartItems[0]?.ShippingCharges).toBe(0);
  });
});

describe('changing cart lines', () => {
  it('steps the quantity up to the cap, then answers with the over-max message', () => {
    const store = openStore(memoryBackend());
    const line = cartItem(1, { OrderMaximumQuantity: 2 });
    store.addToCart(line);
    const key = attributesKey(line.productSelectedAttributes);
    expect(store.updateQuantity(1, key, 2)).toEqual({ ok: true, messageId: null });
    expect(text(store.updateQuantity(1, key, 3))).toBe('Can not add more than 2 for this product.');
    expect(store.getState().cartItems[0]?.Quantity).toBe(2);
    expect(JSON.parse(localStorage.getItem('cartItems')!)[0].Quantity).toBe(2);
  });

  it('never goes below 1, and always lets a line come down', () => {
    const store = openStore(memoryBackend());
    store.replaceCart([cartItem(1, { Quantity: 6, StockQuantity: 2 })]); // stock fell since it was added
    const key = attributesKey(cartItem(1).productSelectedAttributes);
    expect(store.updateQuantity(1, key, 5).ok).toBe(true);
    expect(text(store.updateQuantity(1, key, 0))).toBe('Select quantity!');
    expect(store.getState().cartItems[0]?.Quantity).toBe(5);
    expect(text(store.updateQuantity(99, key, 1))).toBe('Invalid product!');
  });

  it('removes a line by its key and the count follows', () => {
    const store = openStore(memoryBackend());
    store.addToCart(cartItem(1));
    store.addToCart(cartItem(2));
    store.removeFromCart(cartLineKey(cartItem(1)));
    expect(ids(store.getState().cartItems)).toEqual([2]);
    expect(store.getState().cartCount).toBe(1);
    expect(mirroredCart()).toEqual([2]);
  });

  it('moves a wish-list item into the cart', () => {
    const store = openStore(memoryBackend());
    store.addToWishList(wishItem(4));
    expect(text(store.moveWishListItemToCart(4))).toBe('Added to the cart!');
    expect(ids(store.getState().cartItems)).toEqual([4]);
    expect(store.getState().cartItems[0]?.productSelectedAttributes).toEqual([{ ProductId: 4, ProductAttributeID: 1, PrimaryKeyValue: 3 }]);
    expect(store.getState().wishList).toEqual([]);
  });

  it('keeps a wish-list item whose product is already in the cart', () => {
    const store = openStore(memoryBackend());
    store.addToCart(cartItem(4));
    store.addToWishList(wishItem(4));
    expect(text(store.moveWishListItemToCart(4))).toBe('Product already exists in your cart!');
    expect(ids(store.getState().wishList)).toEqual([4]);
  });

  it('empties cart and wish list on logout or refresh, in the mirror too', () => {
    const store = openStore(memoryBackend());
    store.addToCart(cartItem(1));
    store.addToWishList(wishItem(2));
    store.resetAll();
    expect(store.getState()).toMatchObject({ cartCount: 0, wishListCount: 0 });
    expect(mirroredCart()).toEqual([]);
    expect(mirroredWishList()).toEqual([]);
  });
});

describe('starting up', () => {
  it('shows the mirrored cart at once, and gives IndexedDB 5000 ms before using the mirror', async () => {
    await previousSession([cartItem(1), cartItem(2)]);
    vi.useFakeTimers();
    const store = openStore(hangingBackend());
    expect(store.getState()).toMatchObject({ cartCount: 2, ready: false });

    await vi.advanceTimersByTimeAsync(4999);
    expect(store.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({ cartCount: 2, ready: true });

    // The shopper keeps shopping; the mirror keeps the cart.
    store.addToCart(cartItem(3));
    expect(mirroredCart()).toEqual([1, 2, 3]);
  });

  it('restores an empty IndexedDB from the mirror and writes it back', async () => {
    await previousSession([cartItem(1, { Quantity: 3 })]);
    const backend = memoryBackend();
    const store = openStore(backend);
    await store.flush();
    expect(store.getState()).toMatchObject({ cartCount: 1, ready: true });
    expect(backend.data?.cartItems.map((i) => [i.ProductId, i.Quantity])).toEqual([[1, 3]]);
  });

  it('restores from the persist:root slice alone', async () => {
    await previousSession([cartItem(6)]);
    localStorage.removeItem('cartItems');
    localStorage.removeItem('customerWishList');
    const store = openStore(memoryBackend());
    await store.whenReady();
    expect(ids(store.getState().cartItems)).toEqual([6]);
  });

  it('uses the mirror when IndexedDB throws', async () => {
    await previousSession([cartItem(1)]);
    const store = openStore(brokenBackend());
    await store.whenReady();
    expect(store.getState()).toMatchObject({ cartCount: 1, ready: true });
  });

  it('takes IndexedDB over the mirror when IndexedDB has the cart', async () => {
    const backend = memoryBackend();
    await previousSession([cartItem(1), cartItem(2)], backend);
    // Something (the original app, a shopper in devtools) rewrote the plain key.
    localStorage.setItem('cartItems', JSON.stringify([cartItem(9)]));
    localStorage.removeItem('tohfa:shoppingRevision');

    const store = openStore(backend);
    expect(ids(store.getState().cartItems)).toEqual([9]); // first paint: the mirror
    await store.whenReady();
    expect(ids(store.getState().cartItems)).toEqual([1, 2]);
    expect(mirroredCart()).toEqual([1, 2]);
  });

  it('keeps the newer mirror when IndexedDB missed the last writes', async () => {
    const backend = memoryBackend();
    await previousSession([cartItem(1)], backend);
    backend.failWrites = true; // IndexedDB full: the next lines reach only the mirror
    const full = openStore(backend);
    await full.whenReady();
    full.addToCart(cartItem(2));
    await full.flush();
    full.dispose();
    expect(ids(backend.data!.cartItems)).toEqual([1]);

    backend.failWrites = false;
    const store = openStore(backend);
    await store.flush();
    expect(ids(store.getState().cartItems)).toEqual([1, 2]);
    expect(ids(backend.data!.cartItems)).toEqual([1, 2]);
  });

  it('keeps a change made while IndexedDB was still loading', async () => {
    let answer!: (s: ShoppingSnapshot) => void;
    const backend = memoryBackend();
    backend.read = () => new Promise((resolve) => { answer = resolve; });
    const store = openStore(backend);
    store.addToCart(cartItem(5));
    answer({ cartItems: [cartItem(1)], wishList: [], revision: Date.now() + 60_000 });
    await store.flush();
    expect(ids(store.getState().cartItems)).toEqual([5]);
    expect(ids(backend.data!.cartItems)).toEqual([5]);
  });

  it('starts empty and ready when there is nothing anywhere', async () => {
    const backend = memoryBackend();
    const store = openStore(backend);
    await store.flush();
    expect(store.getState()).toEqual({ cartItems: [], wishList: [], cartCount: 0, wishListCount: 0, ready: true });
    expect(backend.data).toBeUndefined();
  });
});

describe('a failing IndexedDB', () => {
  it('never loses a change: memory and mirror keep it, the next start restores it', async () => {
    const store = openStore(brokenBackend());
    await store.whenReady();
    expect(store.addToCart(cartItem(1)).ok).toBe(true);
    expect(store.addToWishList(wishItem(2)).ok).toBe(true);
    await store.flush();
    expect(store.getState()).toMatchObject({ cartCount: 1, wishListCount: 1 });
    store.dispose();

    const next = openStore(brokenBackend());
    await next.whenReady();
    expect(ids(next.getState().cartItems)).toEqual([1]);
    expect(ids(next.getState().wishList)).toEqual([2]);
  });

  it('reports the failed write instead of throwing to the page', async () => {
    const errors: string[] = [];
    const store = openStore(brokenBackend(), { onStorageError: (place) => errors.push(place) });
    await store.whenReady();
    store.addToCart(cartItem(1));
    await store.flush();
    expect(errors).toEqual(['indexeddb-read', 'indexeddb-write']);
  });
});

describe('other tabs', () => {
  it('follow a change announced by a storage event', async () => {
    const tabEvents = new EventTarget();
    const here = openStore(memoryBackend());
    const there = openStore(memoryBackend(), { events: tabEvents });
    await Promise.all([here.whenReady(), there.whenReady()]);

    here.addToCart(cartItem(1));
    expect(there.getState().cartCount).toBe(0);
    tabEvents.dispatchEvent(new StorageEvent('storage', { key: 'cartItems', storageArea: localStorage }));
    expect(there.getState().cartCount).toBe(1);

    here.removeFromCart(cartLineKey(cartItem(1)));
    tabEvents.dispatchEvent(new StorageEvent('storage', { key: 'tohfa:shoppingRevision', storageArea: localStorage }));
    expect(there.getState().cartCount).toBe(0);
  });

  it('ignore storage events about other keys', async () => {
    const tabEvents = new EventTarget();
    const here = openStore(memoryBackend());
    const there = openStore(memoryBackend(), { events: tabEvents });
    here.addToCart(cartItem(1));
    tabEvents.dispatchEvent(new StorageEvent('storage', { key: 'langCode', storageArea: localStorage }));
    expect(there.getState().cartCount).toBe(0);
  });

  it('follow a change sent on the broadcast channel', async () => {
    const name = `tohfa-shopping-${Math.random()}`;
    const here = openStore(memoryBackend(), { channel: new BroadcastChannel(name) });
    const there = openStore(memoryBackend(), { channel: new BroadcastChannel(name) });
    await Promise.all([here.whenReady(), there.whenReady()]);
    here.addToWishList(wishItem(3));
    await vi.waitFor(() => expect(ids(there.getState().wishList)).toEqual([3]));
  });
});
