// One cart line (docs/rules.md R2, Cart): image, name (cut to 80) with colour and size, the
// variants viewer, unit price (struck through when discounted), quantity minus/plus
// (minus only above 1; plus refused with the spec's message over the cap), line total
// and remove.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { LangCode } from '../../../../contract/models.ts';
import { UPLOAD_ID_RE } from '../../../../contract/personalisation.ts';
import { productLink } from '../../../../contract/markup.ts';
import { TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import type { ShownLine } from '../../../cart-and-wishlist/cart-pricing.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { lineOptionsKey } from '../../../cart-and-wishlist/shopping-items.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { VariantsViewer } from './variants-viewer.tsx';

export function CartLineRow({ line, lang }: { line: ShownLine; lang: LangCode }) {
  const t = useT();
  const intl = useIntl();
  const { item, priced } = line;
  const name = priced?.ProductName ?? item.ProductName;
  const image = priced?.ProductImagesJson[0]?.AttachmentURL ?? item.DefaultImage;
  const listPrice = priced?.Price ?? item.Price;
  const discounted = line.unitPrice < listPrice;
  const colour = priced ? priced.ColorName : item.ColorName;
  const size = priced ? priced.SizeShortName : item.SizeShortName;
  const attributes = priced?.SelectedAttributesDisplay ?? item.SelectedAttributesDisplay;

  const change = (quantity: number) => {
    const r = cartStore.updateQuantity(item.ProductId, lineOptionsKey(item), quantity);
    if (!r.ok) notify({ variant: 'error', message: intl.formatMessage({ id: `msg.${r.messageId}` }, r.values) });
  };

  return (
    <tr className="cart-line">
      <td className="cart-line__image">
        {image ? <img src={image} alt="" width={88} height={88} loading="lazy" /> : <span className="cart-line__noimg" />}
      </td>
      <td className="cart-line__product">
        <Link
          to="/$lang/product-detail/$productId/$category/$slug"
          params={productLink({ ProductId: item.ProductId, ProductName: name, CategoryName: '', ProductSlug: priced?.ProductSlug, CategorySlug: priced?.CategorySlug }, lang)}
          className="cart-line__name"
          title={name}
        >
          {truncate(name, TRUNCATE.cartName)}
        </Link>
        {(colour || size) && (
          <p className="cart-line__options">
            {colour && <span>{t('cart.colour', { value: colour })}</span>}
            {size && <span>{t('cart.size', { value: size })}</span>}
          </p>
        )}
        {item.Personalisation && (() => {
          // Texts as the shopper typed them; a photo slot holds an upload id (docs/shop-rules.md P1).
          const values = Object.values(item.Personalisation);
          const texts = values.filter((v) => !UPLOAD_ID_RE.test(v));
          return (
            <p className="cart-line__personal" dir="auto">
              {texts.length > 0 && t('personal.inCart', { text: texts.join(' · ') })}
              {values.length > texts.length && <span> {t('personal.photoInCart')}</span>}
            </p>
          );
        })()}
        <VariantsViewer productName={name} attributes={attributes} />
      </td>
      <td className="cart-line__price" data-label={t('cart.price')}>
        <span className="price__now">{formatMoney(intl, line.unitPrice)}</span>
        {discounted && (
          <s className="price__was">
            <span className="visually-hidden">{t('product.priceWas')} </span>
            {formatMoney(intl, listPrice)}
          </s>
        )}
      </td>
      <td className="cart-line__qty" data-label={t('cart.quantity')}>
        <div className="qty" role="group" aria-label={t('cart.quantityOf', { name })}>
          <button type="button" className="qty__btn" onClick={() => change(item.Quantity - 1)} disabled={item.Quantity <= 1} aria-label={t('cart.decrease')}>−</button>
          <output className="qty__value" aria-live="polite">{item.Quantity}</output>
          <button type="button" className="qty__btn" onClick={() => change(item.Quantity + 1)} aria-label={t('cart.increase')}>+</button>
        </div>
      </td>
      <td className="cart-line__total" data-label={t('cart.lineTotal')}>
        <strong>{formatMoney(intl, line.lineTotal)}</strong>
      </td>
      <td className="cart-line__remove">
        <button type="button" className="icon-button" onClick={() => cartStore.removeFromCart(line.key)} aria-label={t('cart.remove', { name })}>
          <CloseIcon size={18} />
        </button>
      </td>
    </tr>
  );
}
