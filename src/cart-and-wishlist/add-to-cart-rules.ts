import { ATTRIBUTE } from '../../contract/models.ts';
import type { ProductAttributeOption, ProductDetail, SelectedAttribute } from '../../contract/models.ts';
import { maxQuantity } from '../../contract/shop-rules.ts';
import { SHOP_MESSAGE, fail } from './shop-messages.ts';
import type { ShopFailure } from './shop-messages.ts';

export interface AddToCartInput {
  product: Pick<ProductDetail, 'ProductId' | 'StockQuantity' | 'OrderMaximumQuantity' | 'ProductSizesJson' | 'ProductColorsJson'>;
  /** Every option of the product (GET_PRODUCT_ALL_ATTRIBUTES_BY_ID). */
  options: readonly Pick<ProductAttributeOption, 'ProductAttributeID' | 'AttributeDisplayName' | 'IsRequiredAttribute'>[];
  /** What the shopper chose; colour and size are the attributes 1 and 2 (docs/rules.md R3). */
  selected: readonly Pick<SelectedAttribute, 'ProductAttributeID'>[];
  quantity: number;
}

const isSpecial = (attributeId: number): boolean => attributeId === ATTRIBUTE.Color || attributeId === ATTRIBUTE.Size;

/**
 * The add-to-cart rules of docs/rules.md R5, in the spec's order; the first that fails is
 * the message the shopper sees. null when the product may be added.
 */
export function checkAddToCart({ product, options, selected, quantity }: AddToCartInput): ShopFailure | null {
  const chose = (attributeId: number): boolean => selected.some((s) => s.ProductAttributeID === attributeId);
  const offers = (attributeId: number, list: readonly unknown[]): boolean =>
    list.length > 0 || options.some((o) => o.ProductAttributeID === attributeId);

  if (!Number.isInteger(product.ProductId) || product.ProductId < 1) return fail(SHOP_MESSAGE.invalidProduct);
  if (!(product.StockQuantity >= 1)) return fail(SHOP_MESSAGE.outOfStock);
  if (offers(ATTRIBUTE.Size, product.ProductSizesJson) && !chose(ATTRIBUTE.Size)) return fail(SHOP_MESSAGE.selectSize);
  if (offers(ATTRIBUTE.Color, product.ProductColorsJson) && !chose(ATTRIBUTE.Color)) return fail(SHOP_MESSAGE.selectColor);
  // Colour and size have their own rules above; the rest are variants, checked in the
  // order the product lists them.
  const missing = options.find((o) => o.IsRequiredAttribute && !isSpecial(o.ProductAttributeID) && !chose(o.ProductAttributeID));
  if (missing) return fail(SHOP_MESSAGE.selectVariant, { name: missing.AttributeDisplayName });
  if (!Number.isInteger(quantity) || quantity < 1) return fail(SHOP_MESSAGE.selectQuantity);
  const max = maxQuantity(product.OrderMaximumQuantity, product.StockQuantity);
  if (quantity > max) return fail(SHOP_MESSAGE.overMax, { max });
  return null;
}
