// An option with a single value is chosen for the shopper: nothing to decide, and the
// add-to-cart rules (docs/rules.md R5) would otherwise ask for it. The shopper's own
// choices are kept; a single value cannot be un-chosen.
import { ATTRIBUTE, type ProductAttributeOption, type ProductDetail, type SelectedAttribute } from '../../../contract/models.ts';

type Product = Pick<ProductDetail, 'ProductId' | 'ProductColorsJson' | 'ProductSizesJson'>;

/** Every option group of the product: its attribute id and the values it offers. */
export function optionValues(p: Product, options: readonly Pick<ProductAttributeOption, 'ProductAttributeID' | 'PrimaryKeyValue'>[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  const add = (attributeId: number, value: number) => {
    const values = groups.get(attributeId) ?? [];
    if (!values.includes(value)) values.push(value);
    groups.set(attributeId, values);
  };
  p.ProductColorsJson.forEach((c) => add(ATTRIBUTE.Color, c.ColorID));
  p.ProductSizesJson.forEach((s) => add(ATTRIBUTE.Size, s.SizeID));
  for (const o of options) {
    // Colour and size offer what the product lists; the options only price them.
    if (o.ProductAttributeID === ATTRIBUTE.Color && p.ProductColorsJson.length) continue;
    if (o.ProductAttributeID === ATTRIBUTE.Size && p.ProductSizesJson.length) continue;
    add(o.ProductAttributeID, o.PrimaryKeyValue);
  }
  return groups;
}

export function withSingleChoices(
  selected: readonly SelectedAttribute[],
  p: Product | null | undefined,
  options: readonly Pick<ProductAttributeOption, 'ProductAttributeID' | 'PrimaryKeyValue'>[],
): SelectedAttribute[] {
  if (!p) return [...selected];
  const next = [...selected];
  for (const [attributeId, values] of optionValues(p, options)) {
    if (values.length === 1 && !next.some((s) => s.ProductAttributeID === attributeId)) {
      next.push({ ProductId: p.ProductId, ProductAttributeID: attributeId, PrimaryKeyValue: values[0]! });
    }
  }
  return next;
}
