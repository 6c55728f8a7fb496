// The buy box (docs/rules.md R2, R4, R5): colour swatches (narrowing the gallery), sizes with
// the Size guide, the Product Variants modal for other options, the price of the chosen
// options, the quantity counter, Add to Cart and Add to Wishlist with the spec's rules in
// order, and the payment-method icons.
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { ATTRIBUTE, type LangCode, type ProductAttributeOption, type ProductDetail, type SelectedAttribute } from '../../../../contract/models.ts';
import { maxQuantity } from '../../../../contract/shop-rules.ts';
import { checkAddToCart } from '../../../cart-and-wishlist/add-to-cart-rules.ts';
import { cartStore } from '../../../cart-and-wishlist/cart-store.ts';
import { composePrice, quantityStep, selectedOptionsOf } from '../../../cart-and-wishlist/price-composition.ts';
import type { ShopResult } from '../../../cart-and-wishlist/shop-messages.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RequiredMark } from './required-mark.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { HeartIcon, CartIcon } from '../../../components/ui/icons.tsx';
import { checkPersonalisation, inkedFields, normaliseText, type PersonalisationValues } from '../../../../contract/personalisation.ts';
import { PersonalisationFields } from '../personalisation/personalisation-fields.tsx';
import type { PersonalisationState } from '../personalisation/use-personalisation.ts';
import { PersonalisationPreview } from '../../../components/ui/personalisation-preview.tsx';
import { pictureView } from '../../../../contract/markup.ts';
import { h } from '../../../components/ui/markup.ts';

/** The preview beside the fields: shown on phones only (product.css), 104px wide. */
const MINI_PREVIEW_SIZES = '104px';

interface Props {
  product: ProductDetail;
  options: ProductAttributeOption[];
  lang: LangCode;
  selected: SelectedAttribute[];
  onSelect: (next: SelectedAttribute[]) => void;
  paymentIcons: { PaymentMethodId: number; Name: string; ImageUrl: string }[];
  personal: PersonalisationState;
}

/**
 * An option's label and, once chosen, its value ("Colour: Brown"); a required option is
 * marked with an asterisk and says so to a screen reader.
 */
function OptionLabel({ label, value, required = false }: { label: string; value?: string | null; required?: boolean }) {
  const chosen = value ? <>: <strong>{value}</strong></> : null;
  return (
    <span className="option-label">
      {label}
      {required ? <RequiredMark between={chosen} /> : chosen}
    </span>
  );
}

export function BuyBox({ product: p, options, selected, onSelect, paymentIcons, personal }: Props) {
  const fields = p.PersonalisationJson ?? [];
  const t = useT();
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  const [sizeGuide, setSizeGuide] = useState(false);
  const [variants, setVariants] = useState(false);
  const choose = (attributeId: number, value: number | null) => {
    const rest = selected.filter((s) => s.ProductAttributeID !== attributeId);
    onSelect(value === null ? rest : [...rest, { ProductId: p.ProductId, ProductAttributeID: attributeId, PrimaryKeyValue: value }]);
  };
  const chosen = (attributeId: number) => selected.find((s) => s.ProductAttributeID === attributeId)?.PrimaryKeyValue ?? null;
  const variantGroups = [...new Map(options.filter((o) => o.ProductAttributeID !== ATTRIBUTE.Color && o.ProductAttributeID !== ATTRIBUTE.Size).map((o) => [o.ProductAttributeID, o])).values()];
  const chosenOptions = selectedOptionsOf(options, selected);
  const price = composePrice(p, chosenOptions);
  const max = maxQuantity(p.OrderMaximumQuantity, p.StockQuantity);

  const say = (r: ShopResult) => {
    if (r.messageId) notify({ variant: r.ok ? 'success' : 'warning', message: intl.formatMessage({ id: `msg.${r.messageId}` }, r.ok ? {} : r.values) });
  };
  const display = chosenOptions.map((o) => ({ AttributeDisplayName: o.AttributeDisplayName, PrimaryKeyDisplayValue: o.PrimaryKeyDisplayValue }));
  const colour = chosenOptions.find((o) => o.ProductAttributeID === ATTRIBUTE.Color);
  const size = chosenOptions.find((o) => o.ProductAttributeID === ATTRIBUTE.Size);
  const pictureOf = (colourId: number | undefined) => p.ProductImagesJson.find((i) => colourId !== undefined && i.ColorID === colourId) ?? p.ProductImagesJson[0];
  const shown = pictureOf(colour?.PrimaryKeyValue);
  const image = shown?.AttachmentURL ?? '';
  // The texts' ink is the one of the colour the picture shows (docs/shop-rules.md P1).
  const inkColour = colour?.PrimaryKeyValue ?? shown?.ColorID ?? null;
  // The preview beside the fields changes its picture after the press's frame, as the
  // gallery does (product-detail-screen.tsx); its texts take the new ink with it.
  const previewColour = useDeferredValue(colour?.PrimaryKeyValue);
  const previewShown = pictureOf(previewColour);
  const previewImage = previewShown?.AttachmentURL ?? '';
  const previewInk = previewColour ?? previewShown?.ColorID ?? null;

  const addToCart = () => {
    const refusal = checkAddToCart({ product: p, options, selected, quantity });
    if (refusal) return say(refusal);
    // The personalisation's rules, the same as the server's (docs/shop-rules.md P2-P4).
    const values: PersonalisationValues = {};
    for (const [key, value] of Object.entries(personal.values)) {
      const text = normaliseText(value);
      if (text !== '') values[key] = text;
    }
    const problem = checkPersonalisation(fields, values, { requireAll: true })[0];
    if (problem) {
      const field = fields.find((f) => f.Key === problem.key);
      const id = problem.code === 'REQUIRED' && field?.Kind === 'photo' ? 'personal.requiredPhoto' : `personal.${problem.code}`;
      return notify({ variant: 'warning', message: intl.formatMessage({ id }, { field: problem.params.field, max: problem.params.max ?? 0 }) });
    }
    say(cartStore.addToCart({
      ProductId: p.ProductId, productSelectedAttributes: selected, Quantity: quantity, ShippingCharges: 0, DefaultImage: image,
      ProductName: p.ProductName, Price: price.price, DiscountedPrice: price.discountedPrice, ColorName: colour?.PrimaryKeyDisplayValue ?? null,
      SizeShortName: size?.PrimaryKeyDisplayValue ?? null, OrderMaximumQuantity: p.OrderMaximumQuantity, StockQuantity: p.StockQuantity,
      SelectedAttributesDisplay: display,
      // The line keeps its fields in the chosen colour's inks, as the preview drew them.
      ...(Object.keys(values).length > 0 ? { Personalisation: values, PersonalisationFields: inkedFields(fields, inkColour) } : {}),
    }));
  };
  const addToWishList = () => {
    say(cartStore.addToWishList({
      ProductId: p.ProductId, ProductName: p.ProductName, Price: price.price, DiscountedPrice: price.discountedPrice, DiscountId: p.DiscountId,
      IsDiscountCalculated: p.IsDiscountCalculated, CouponCode: p.CouponCode, SizeId: size?.PrimaryKeyValue ?? null, SizeShortName: size?.PrimaryKeyDisplayValue ?? null,
      ColorId: colour?.PrimaryKeyValue ?? null, ColorName: colour?.PrimaryKeyDisplayValue ?? null, Quantity: quantity, ShippingCharges: 0, DefaultImage: image,
      productSelectedAttributes: selected, OrderMaximumQuantity: p.OrderMaximumQuantity, StockQuantity: p.StockQuantity, SelectedAttributesDisplay: display,
    }));
  };
  const step = (delta: number) => {
    const r = quantityStep(quantity, delta, max);
    setQuantity(r.quantity);
    if (r.refusal) say(r.refusal);
  };

  const optionSelect = (g: ProductAttributeOption, idPrefix: string) => (
    <select id={`${idPrefix}-${g.ProductAttributeID}`} value={chosen(g.ProductAttributeID) ?? ''} aria-required={g.IsRequiredAttribute}
      onChange={(e) => choose(g.ProductAttributeID, e.target.value ? Number(e.target.value) : null)}>
      <option value="">{t('detail.choose')}</option>
      {options.filter((o) => o.ProductAttributeID === g.ProductAttributeID).map((o) => (
        <option key={o.PrimaryKeyValue} value={o.PrimaryKeyValue}>
          {o.PrimaryKeyDisplayValue}{o.AdditionalPrice > 0 ? ` (${t('detail.plusOption', { amount: o.PriceType === 2 ? `${o.AdditionalPrice}%` : formatMoney(intl, o.AdditionalPrice) })})` : ''}
        </option>
      ))}
    </select>
  );
  const chosenVariants = chosenOptions.filter((o) => o.ProductAttributeID !== ATTRIBUTE.Color && o.ProductAttributeID !== ATTRIBUTE.Size).map((o) => o.PrimaryKeyDisplayValue);

  return (
    <div className="buy">
      <Price price={price.price} discounted={price.discountedPrice} />
      {p.ProductColorsJson.length > 0 && (
        <fieldset className="buy__group">
          <legend><OptionLabel label={t('detail.colour')} value={colour?.PrimaryKeyDisplayValue ?? p.ProductColorsJson.find((c) => c.ColorID === chosen(ATTRIBUTE.Color))?.ColorName} required /></legend>
          <div className="swatches">
            {p.ProductColorsJson.map((c) => (
              <button key={c.ColorID} type="button" className="swatch" style={{ background: c.HexCode }} aria-pressed={chosen(ATTRIBUTE.Color) === c.ColorID}
                title={c.ColorName} onClick={() => choose(ATTRIBUTE.Color, chosen(ATTRIBUTE.Color) === c.ColorID ? null : c.ColorID)}>
                <span className="visually-hidden">{c.ColorName}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {p.ProductSizesJson.length > 0 && (
        <fieldset className="buy__group">
          <legend><OptionLabel label={t('detail.size')} value={size?.PrimaryKeyDisplayValue ?? p.ProductSizesJson.find((s) => s.SizeID === chosen(ATTRIBUTE.Size))?.ShortName} required /></legend>
          <div className="chips">
            {p.ProductSizesJson.map((s) => (
              <button key={s.SizeID} type="button" className="chip" aria-pressed={chosen(ATTRIBUTE.Size) === s.SizeID} onClick={() => choose(ATTRIBUTE.Size, chosen(ATTRIBUTE.Size) === s.SizeID ? null : s.SizeID)}>
                {s.ShortName}
              </button>
            ))}
            <button type="button" className="link-button buy__guide" onClick={() => setSizeGuide(true)}>{t('detail.sizeGuide')}</button>
          </div>
        </fieldset>
      )}
      {variantGroups.map((g) => (
        <div key={g.ProductAttributeID} className="field buy__option">
          <label htmlFor={`option-${g.ProductAttributeID}`}><OptionLabel label={g.AttributeDisplayName} required={g.IsRequiredAttribute} /></label>
          {optionSelect(g, 'option')}
        </div>
      ))}
      {fields.length > 0 && (
        <PersonalisationFields fields={fields} values={personal.values} onChange={personal.setText} onPhoto={personal.setPhoto} photoState={personal.photoState}
          preview={previewImage && (
            <>
              {pictureView(h, previewImage, MINI_PREVIEW_SIZES, { alt: '', width: 104, height: 104, loading: 'lazy', decoding: 'async' })}
              <PersonalisationPreview fields={fields} colorId={previewInk} picture={previewImage} values={personal.values} photos={personal.photos} label={t('personal.preview')} />
            </>
          )} />
      )}
      {variantGroups.length > 0 && (
        <button type="button" className="link-button buy__variants" onClick={() => setVariants(true)}>
          {t('detail.chooseVariants')}{chosenVariants.length > 0 && `: ${intl.formatList(chosenVariants, { type: 'conjunction' })}`}
        </button>
      )}
      <div className="buy__row">
        <div className="qty" role="group" aria-label={t('detail.quantity')}>
          <button type="button" onClick={() => step(-1)} aria-label={t('detail.less')}>−</button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" onClick={() => step(1)} aria-label={t('detail.more')}>+</button>
        </div>
        <button type="button" className="btn btn--primary" onClick={addToCart}><CartIcon size={18} /> {t('detail.addToCart')}</button>
        <button type="button" className="btn btn--ghost" onClick={addToWishList}><HeartIcon size={18} /> {t('detail.addToWishlist')}</button>
      </div>
      {paymentIcons.length > 0 && (
        <div className="buy__pay">
          <span>{t('detail.payWith')}</span>
          {paymentIcons.map((m) => <img key={m.PaymentMethodId} src={m.ImageUrl} alt={m.Name} width={48} height={30} loading="lazy" />)}
        </div>
      )}
      <ModalDialog open={sizeGuide} title={t('detail.sizeGuide')} onClose={() => setSizeGuide(false)} closeLabel={t('detail.close')}>
        <table className="table">
          <thead><tr><th>{t('detail.size')}</th><th>{t('detail.inches')}</th><th>{t('detail.centimeters')}</th></tr></thead>
          <tbody>{p.ProductSizesJson.map((s) => <tr key={s.SizeID}><td>{s.Name} ({s.ShortName})</td><td>{s.Inches ?? '—'}</td><td>{s.Centimeters ?? '—'}</td></tr>)}</tbody>
        </table>
      </ModalDialog>
      <ModalDialog open={variants} title={t('detail.variants')} onClose={() => setVariants(false)} closeLabel={t('detail.close')}>
        <div className="form">
          {variantGroups.map((g) => (
            <div key={g.ProductAttributeID} className="field">
              <label htmlFor={`variant-${g.ProductAttributeID}`}><OptionLabel label={g.AttributeDisplayName} required={g.IsRequiredAttribute} /></label>
              {optionSelect(g, 'variant')}
            </div>
          ))}
        </div>
      </ModalDialog>
    </div>
  );
}

