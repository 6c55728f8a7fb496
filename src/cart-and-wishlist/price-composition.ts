import { PRICE_TYPE } from '../../contract/models.ts';
import type { ProductAttributeOption, SelectedAttribute } from '../../contract/models.ts';
import { fromPaise, toPaise } from '../../contract/shop-rules.ts';
import { SHOP_MESSAGE, fail } from './shop-messages.ts';
import type { ShopFailure } from './shop-messages.ts';

export type PricedOption = Pick<ProductAttributeOption, 'AdditionalPrice' | 'PriceType'>;
export interface ComposedPrice { price: number; discountedPrice: number | null }

/** Half-up on the magnitude, as contract toPaise rounds. */
function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** What one option adds, in paise: fixed rupees, or a percentage of the base Price. */
function optionPaise(option: PricedOption, basePaise: number): number {
  if (option.PriceType !== PRICE_TYPE.Percentage) return toPaise(option.AdditionalPrice);
  // Percent in hundredths keeps the product an exact integer, so a true .5 paise is
  // seen as .5 and rounds up (2.01 x 50% = 100.5 paise -> 101), which floats in
  // rupees get wrong (2.01 * 50 / 100 * 100 = 100.49999999999999 -> 100).
  const hundredths = Math.round(option.AdditionalPrice * 100);
  return roundHalfUp((basePaise * hundredths) / 10_000);
}

/**
 * The price shown on the detail page for the chosen options (docs/rules.md R4, docs/rules.md
 * R12.5): base plus each option's AdditionalPrice, added to both Price and
 * DiscountedPrice; the options themselves are not discounted. Integer paise inside.
 */
export function composePrice(
  product: { Price: number; DiscountedPrice: number | null },
  selectedOptions: readonly PricedOption[],
): ComposedPrice {
  const basePaise = toPaise(product.Price);
  const extra = selectedOptions.reduce((sum, option) => sum + optionPaise(option, basePaise), 0);
  return {
    price: fromPaise(basePaise + extra),
    discountedPrice: product.DiscountedPrice === null ? null : fromPaise(toPaise(product.DiscountedPrice) + extra),
  };
}

/** The options behind the shopper's selection, for composePrice. */
export function selectedOptionsOf<T extends Pick<ProductAttributeOption, 'ProductAttributeID' | 'PrimaryKeyValue'>>(
  options: readonly T[],
  selected: readonly Pick<SelectedAttribute, 'ProductAttributeID' | 'PrimaryKeyValue'>[],
): T[] {
  return options.filter((o) =>
    selected.some((s) => s.ProductAttributeID === o.ProductAttributeID && s.PrimaryKeyValue === o.PrimaryKeyValue));
}

export interface QuantityStep {
  quantity: number;
  /** Set when plus was refused at the cap: the cart shows it; the detail counter may too. */
  refusal: ShopFailure | null;
}

/**
 * One press of a quantity counter (docs/rules.md R4). Starts at 1 and minus stops at 1;
 * plus stops at `max` = maxQuantity(OrderMaximumQuantity, stock) from contract/shop-rules
 * (10 unless OrderMaximumQuantity is positive, never above stock) and says why.
 */
export function quantityStep(current: number, delta: number, max: number): QuantityStep {
  const from = Number.isInteger(current) && current >= 1 ? current : 1;
  const next = from + delta;
  if (delta <= 0) return { quantity: Math.max(1, next), refusal: null };
  if (max < 1) return { quantity: from, refusal: fail(SHOP_MESSAGE.outOfStock) };
  if (next > max) return { quantity: from, refusal: fail(SHOP_MESSAGE.overMax, { max }) };
  return { quantity: next, refusal: null };
}
