// The wish-list heart on a product card: a toggle button named with the product ("Save
// King Mug to wish list"), pressed while the product is in the wish list. It adds the
// product as the card shows it (no options chosen: the product page asks for them when it
// goes to the cart) and removes it again. The store is loaded when it has something to say,
// like the header's counts (cart-store-loader.ts); until then the heart shows unpressed and
// waits for it on a press.
import { useSyncExternalStore } from 'react';
import type { ProductListItem } from '../../contract/models.ts';
import { useT } from '../i18n/use-t.ts';
import { notify } from '../lib/notify.ts';
import { useIntl } from 'react-intl';
import type { WishListItem } from './shopping-items.ts';
import { loadCartStore, useCartStoreModule } from './cart-store-loader.ts';

const noop = () => () => {};

export function wishItemOfCard(p: ProductListItem): WishListItem {
  return {
    ProductId: p.ProductId, ProductName: p.ProductName, Price: p.Price, DiscountedPrice: p.DiscountedPrice, DiscountId: p.DiscountId,
    IsDiscountCalculated: p.IsDiscountCalculated, CouponCode: p.CouponCode, SizeId: null, SizeShortName: null, ColorId: null, ColorName: null,
    Quantity: 1, ShippingCharges: 0, DefaultImage: p.ProductImagesJson?.[0]?.AttachmentURL ?? '', productSelectedAttributes: [],
    OrderMaximumQuantity: 0, StockQuantity: p.StockQuantity, SelectedAttributesDisplay: [],
  };
}

export function WishHeart({ product: p }: { product: ProductListItem }) {
  const t = useT();
  const intl = useIntl();
  const mod = useCartStoreModule();
  const wished = useSyncExternalStore(
    mod ? mod.cartStore.subscribe : noop,
    () => mod?.cartStore.getState().wishList.some((i) => i.ProductId === p.ProductId) ?? false,
    () => false,
  );
  const toggle = async () => {
    const { cartStore } = mod ?? (await loadCartStore());
    if (cartStore.getState().wishList.some((i) => i.ProductId === p.ProductId)) {
      cartStore.removeFromWishList(p.ProductId);
      return;
    }
    const r = cartStore.addToWishList(wishItemOfCard(p));
    if (r.messageId) notify({ variant: r.ok ? 'success' : 'warning', message: intl.formatMessage({ id: `msg.${r.messageId}` }, r.ok ? {} : r.values) });
  };
  return (
    <button type="button" className="product-card__wish" aria-pressed={wished} aria-label={t('card.wish', { name: p.ProductName })} onClick={() => void toggle()}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={wished ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1L12 21l7.8-7.6 1-1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    </button>
  );
}
