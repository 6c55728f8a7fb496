// One cart line (docs/rules.md R2, Cart): image (with the personalisation's preview drawn on
// it), name (cut to 80) with colour and size, the personalisation (texts by their labels, a
// thumbnail of each photo; docs/shop-rules.md P1), the variants viewer, unit price (struck through when discounted), quantity minus/plus
// (minus only above 1; plus refused with the spec's message over the cap), line total
// and remove.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { LangCode } from '../../../../contract/models.ts';
import { UPLOAD_ID_RE, type PersonalisationField, type PersonalisationValues } from '../../../../contract/personalisation.ts';
import { productLink } from '../../../../contract/markup.ts';
import { PersonalisationPreview } from '../../../components/ui/personalisation-preview.tsx';
import { useCartPhotoUrls } from '../../../cart-and-wishlist/use-cart-photos.ts';
import { TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import type { ShownLine } from '../../../cart-and-wishlist/cart-pricing.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { lineOptionsKey } from '../../../cart-and-wishlist/shopping-items.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
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

  // The line's photos as kept on this phone (docs/shop-rules.md P5): its thumbnail and preview.
  const photos = useCartPhotoUrls(Object.values(item.Personalisation ?? {}).filter((v) => UPLOAD_ID_RE.test(v)));
  const fields = item.PersonalisationFields ?? [];
  const previewValues = Object.fromEntries(Object.entries(item.Personalisation ?? {}).filter(([k]) => fields.some((f) => f.Key === k && f.Kind === 'text')));
  const previewPhotos = Object.fromEntries(fields.flatMap((f) => {
    const url = f.Kind === 'photo' ? photos[item.Personalisation?.[f.Key] ?? ''] : undefined;
    return url ? [[f.Key, url]] : [];
  }));

  const change = (quantity: number) => {
    const r = cartStore.updateQuantity(item.ProductId, lineOptionsKey(item), quantity);
    if (!r.ok) notify({ variant: 'error', message: intl.formatMessage({ id: `msg.${r.messageId}` }, r.values) });
  };

  return (
    <tr className="cart-line">
      <td className="cart-line__image">
        <div className="cart-line__picture">
          {image ? <ProductThumb src={image} size={88} /> : <span className="cart-line__noimg" />}
          {item.Personalisation && item.PersonalisationFields && (
            <PersonalisationPreview fields={item.PersonalisationFields} values={previewValues} photos={previewPhotos} label={t('personal.preview')} />
          )}
        </div>
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
        {item.Personalisation && <CartLinePersonalisation values={item.Personalisation} fields={item.PersonalisationFields} photos={photos} />}
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

/** The line's personalisation: each text by its field's label, each photo as a thumbnail. */
function CartLinePersonalisation({ values, fields, photos }: {
  values: PersonalisationValues; fields: readonly PersonalisationField[] | undefined; photos: Readonly<Record<string, string>>;
}) {
  const t = useT();
  if (!fields) {
    // A line kept before its fields were: the texts, and whether it has a photo.
    const all = Object.values(values);
    const texts = all.filter((v) => !UPLOAD_ID_RE.test(v));
    return (
      <p className="cart-line__personal" dir="auto">
        {texts.length > 0 && t('personal.inCart', { text: texts.join(' · ') })}
        {all.length > texts.length && <span> {t('personal.photoInCart')}</span>}
      </p>
    );
  }
  return (
    <ul className="cart-line__personal">
      {fields.filter((f) => values[f.Key]).map((f) => (
        <li key={f.Key}>
          <span className="cart-line__personal-label">{f.Label}:</span>{' '}
          {f.Kind === 'photo'
            ? (photos[values[f.Key]!]
              ? <img className="cart-line__photo" src={photos[values[f.Key]!]} alt={t('personal.photoOf', { field: f.Label })} width={40} height={40} />
              : <span>{t('personal.photoInCart')}</span>)
            : <bdi>{values[f.Key]}</bdi>}
        </li>
      ))}
    </ul>
  );
}
