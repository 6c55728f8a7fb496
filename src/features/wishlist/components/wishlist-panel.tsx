// The wish-list side panel (docs/rules.md R2): 'My Wish List' with the count; each item's
// image, name cut to 30 and quantity x price; move to cart and remove; Continue Shopping
// (closes, then home after 500 ms) and Clear Wishlist. The layout opens it.
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { salePrice } from '../../../../contract/money.ts';
import { LABEL_ENTITY, TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import { useCartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import type { WishListItem } from '../../../cart-and-wishlist/shopping-items.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { CloseIcon, HeartIcon } from '../../../components/ui/icons.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import '../wishlist.css';

/** docs/rules.md R9: Continue Shopping goes home 500 ms after closing the panel. */
export const CONTINUE_SHOPPING_DELAY_MS = 500;

function WishItem({ item }: { item: WishListItem }) {
  const t = useT();
  const intl = useIntl();
  const store = useCartStore();
  const price = salePrice(item).now;
  const moveToCart = () => {
    const r = store.moveWishListItemToCart(item.ProductId);
    const id = r.ok ? (r.messageId ?? 'addedToCart') : r.messageId;
    notify({ variant: r.ok ? 'success' : 'error', message: intl.formatMessage({ id: `msg.${id}` }, r.ok ? {} : r.values) });
  };
  return (
    <li className="wish-item">
      {item.DefaultImage ? <ProductThumb src={item.DefaultImage} size={72} /> : <span className="wish-item__noimg" />}
      <div className="wish-item__body">
        <p className="wish-item__name" title={item.ProductName}>{truncate(item.ProductName, TRUNCATE.wishlistName)}</p>
        <p className="wish-item__price">{t('wishlist.quantityPrice', { quantity: item.Quantity, price: formatMoney(intl, price) })}</p>
        <button type="button" className="link-button" onClick={moveToCart}>{t('wishlist.moveToCart')}</button>
      </div>
      <button type="button" className="icon-button" onClick={() => store.removeFromWishList(item.ProductId)} aria-label={t('wishlist.remove', { name: item.ProductName })}>
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

function Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { wishList, wishListCount, clearWishList } = useCartStore();
  const continueShopping = () => {
    onClose();
    window.setTimeout(() => void navigate({ to: '/$lang', params: { lang } }), CONTINUE_SHOPPING_DELAY_MS);
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      variant="drawer"
      title={`${t('lbl_wishlist_title')} (${wishListCount})`}
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="btn btn--primary" onClick={continueShopping}>{t('lbl_wishlist_continue')}</button>
          <button type="button" className="btn btn--ghost" onClick={clearWishList} disabled={wishListCount === 0}>{t('lbl_wishlist_clear')}</button>
        </>
      }
    >
      {wishListCount === 0 ? (
        <div className="empty-state">
          <HeartIcon size={36} />
          <p className="empty-state__title">{t('wishlist.empty')}</p>
        </div>
      ) : (
        <ul className="wish-list">
          {wishList.map((item) => <WishItem key={item.ProductId} item={item} />)}
        </ul>
      )}
    </ModalDialog>
  );
}

export function WishlistPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <LabelScope entity={LABEL_ENTITY.Wishlist}><Panel open={open} onClose={onClose} /></LabelScope>;
}
