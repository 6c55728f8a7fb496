import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore, useCartStore } from './cart-store.ts';
import { createCartStore } from './create-cart-store.ts';
import type { CartStore } from './create-cart-store.ts';
import { cartLineKey, normaliseCartItems } from './shopping-items.ts';
import type { CartItem } from './shopping-items.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mug: CartItem = normaliseCartItems([{ ProductId: 42, Quantity: 1, ProductName: 'Photo Mug', Price: 599, StockQuantity: 9 }])[0]!;

function CartLink({ store }: { store: CartStore }) {
  const { cartCount, wishListCount, addToCart } = useCartStore(store);
  return (
    <>
      <a href="/en/cart">Cart({cartCount})</a>
      <span>Wishlist({wishListCount})</span>
      <button type="button" onClick={() => addToCart(mug)}>Add</button>
    </>
  );
}

let root: Root | null = null;
let host: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  cartStore.dispose();
});

describe('useCartStore', () => {
  it('shows the new cart count as soon as a line is added or removed', async () => {
    const store = createCartStore({ backend: null, storage: localStorage, onStorageError: () => {} });
    await act(async () => {
      root = createRoot(host);
      root.render(<CartLink store={store} />);
    });
    expect(host.textContent).toContain('Cart(0)');

    act(() => host.querySelector('button')!.click());
    expect(host.textContent).toContain('Cart(1)');

    act(() => store.removeFromCart(cartLineKey(mug)));
    expect(host.textContent).toContain('Cart(0)');
    store.dispose();
  });

  it("renders the app store's mirrored cart on the first render", async () => {
    localStorage.setItem('cartItems', JSON.stringify([mug]));
    localStorage.setItem('customerWishList', JSON.stringify([{ ProductId: 7, ProductName: 'Card' }]));
    await act(async () => {
      root = createRoot(host);
      root.render(<CartLink store={cartStore} />);
    });
    expect(host.textContent).toContain('Cart(1)');
    expect(host.textContent).toContain('Wishlist(1)');
    expect(cartStore.getState().cartItems[0]?.ProductName).toBe('Photo Mug');
  });
});
