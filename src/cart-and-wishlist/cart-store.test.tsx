import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore, useCartStore } from './cart-store.ts';
import { createCartStore } from './create-cart-store.ts';
import type { CartStore } from './create-cart-store.ts';
import { cartLineKey, normaliseCartItems } from './shopping-items.ts';
import type { CartItem } from './shopping-items.ts';

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

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  cartStore.dispose();
});

describe('useCartStore', () => {
  it('shows the new cart count as soon as a line is added or removed', () => {
    const store = createCartStore({ backend: null, storage: localStorage, onStorageError: () => {} });
    render(<CartLink store={store} />);
    expect(screen.getByRole('link', { name: 'Cart(0)' }).getAttribute('href')).toBe('/en/cart');

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('link', { name: 'Cart(1)' })).toBeTruthy();

    act(() => store.removeFromCart(cartLineKey(mug)));
    expect(screen.getByRole('link', { name: 'Cart(0)' })).toBeTruthy();
    store.dispose();
  });

  it("renders the app store's mirrored cart on the first render", () => {
    localStorage.setItem('cartItems', JSON.stringify([mug]));
    localStorage.setItem('customerWishList', JSON.stringify([{ ProductId: 7, ProductName: 'Card' }]));
    render(<CartLink store={cartStore} />);
    expect(screen.getByRole('link', { name: 'Cart(1)' })).toBeTruthy();
    expect(screen.getByText('Wishlist(1)')).toBeTruthy();
    expect(cartStore.getState().cartItems[0]?.ProductName).toBe('Photo Mug');
  });
});
