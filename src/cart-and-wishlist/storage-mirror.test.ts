import { beforeEach, describe, expect, it } from 'vitest';
import { normaliseCartItems } from './shopping-items.ts';
import { readMirror, writeMirror } from './storage-mirror.ts';

const line = (ProductId: number, Quantity = 1) => normaliseCartItems([{ ProductId, Quantity, ProductName: `Gift ${ProductId}`, Price: 100 }])[0]!;

beforeEach(() => localStorage.clear());

describe('the local-storage mirror', () => {
  it('writes the original keys and the persist:root cart slice', () => {
    writeMirror(localStorage, { cartItems: [line(1, 2), line(2)], wishList: [], revision: 7 });
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('customerWishList')!)).toEqual([]);
    const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    const cart = JSON.parse(root.cart!) as { cartItems: unknown[]; totalCartItems: number; customerWishList: unknown[] };
    expect(cart.totalCartItems).toBe(2);
    expect(cart.cartItems).toHaveLength(2);
    expect(cart.customerWishList).toEqual([]);
    expect(JSON.parse(root._persist!)).toEqual({ version: -1, rehydrated: true });
  });

  it("keeps the session module's user and common slices untouched", () => {
    const user = JSON.stringify({ user: { UserID: 5, FirstName: 'Asha' }, loggedIn: true });
    const common = JSON.stringify({ loading: false, websiteLogoInLocalStorage: '/logo.svg', langCodeInRedux: 'ar' });
    const persist = JSON.stringify({ version: -1, rehydrated: true });
    localStorage.setItem('persist:root', JSON.stringify({ user, common, cart: JSON.stringify({ cartItems: [], totalCartItems: 0, customerWishList: [] }), _persist: persist }));

    writeMirror(localStorage, { cartItems: [line(9)], wishList: [], revision: 1 });

    const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    expect(root.user).toBe(user);
    expect(root.common).toBe(common);
    expect(root._persist).toBe(persist);
    expect((JSON.parse(root.cart!) as { totalCartItems: number }).totalCartItems).toBe(1);
  });

  it('reads the cart from the persist:root slice when the plain keys are gone', () => {
    writeMirror(localStorage, { cartItems: [line(3, 4)], wishList: [], revision: 1 });
    localStorage.removeItem('cartItems');
    localStorage.removeItem('customerWishList');
    const mirror = readMirror(localStorage);
    expect(mirror?.cartItems.map((i) => [i.ProductId, i.Quantity])).toEqual([[3, 4]]);
  });

  it('reads an entry the original app wrote, without display fields, and drops garbage', () => {
    localStorage.setItem('cartItems', JSON.stringify([
      { ProductId: 12, productSelectedAttributes: [{ ProductId: 12, ProductAttributeID: 2, PrimaryKeyValue: 7 }], Quantity: 2, ShippingCharges: 0, DefaultImage: '/m.jpg' },
      { ProductId: 'x' },
      null,
      { ProductId: 12, Quantity: 1 },
    ]));
    const mirror = readMirror(localStorage);
    expect(mirror?.cartItems).toHaveLength(1);
    expect(mirror?.cartItems[0]).toMatchObject({ ProductId: 12, Quantity: 2, DefaultImage: '/m.jpg', ShippingCharges: 0 });
    expect(mirror?.revision).toBe(0);
  });

  it('has nothing to restore from empty or unreadable storage', () => {
    expect(readMirror(localStorage)).toBeNull();
    localStorage.setItem('cartItems', '{not json');
    expect(readMirror(localStorage)).toBeNull();
  });
});
