import type { ProductAttributeOption, SelectedAttribute } from '../../contract/models.ts';
import { composedPaise, fromPaise, type PricedOption } from '../../contract/shop-rules.ts';
import { SHOP_MESSAGE, fail } from './shop-messages.ts';
import type { ShopFailure } from './shop-messages.ts';

export interface ComposedPrice { price: number; discountedPrice: number | null }

/**
 * The price shown on the detail page for the chosen options (docs/rules.md R4, docs/rules.md
 * R12.5): base plus each option's AdditionalPrice, added to both Price and
 * DiscountedPrice; the options themselves are not discounted. Integer paise inside, the
 * same function the server's cart pricing uses (contract/shop-rules.ts composedPaise).
 */
export function composePrice(
  product: { Price: number; DiscountedPrice: number | null },
  selectedOptions: readonly PricedOption[],
): ComposedPrice {
  const { pricePaise, discountedPaise } = composedPaise(product, selectedOptions);
  return { price: fromPaise(pricePaise), discountedPrice: discountedPaise === null ? null : fromPaise(discountedPaise) };
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
