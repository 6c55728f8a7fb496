// Prices a cart from the database (docs/decisions/0007-envelope-and-status-codes.md, docs/rules.md R12): the client never sets a
// price. Used by the cart call and, on the order's transaction, by the order call, so
// the order total is exactly what the cart showed. Money in integer paise.
import type { CartLineInput, CartLinePriced, CartPricing, ImageRow, LangCode, SelectedAttribute } from '../../../contract/models.ts';
import { ATTRIBUTE } from '../../../contract/models.ts';
import { QUANTITY_CAP, composedPaise, fromPaise, maxQuantity, toPaise } from '../../../contract/shop-rules.ts';
import { overMaxMessage } from '../../../contract/messages.ts';
import { checkPersonalisation, missingRequired, type PersonalisationField, type PersonalisationValues } from '../../../contract/personalisation.ts';
import type { Queryable } from '../../db/database.ts';
import { Failure, badInput } from '../../http/failure.ts';
import { personalisationFields } from '../catalog/personalisation-fields.ts';
import { productSlugs } from '../../../contract/markup.ts';

interface ProductRow {
  id: number; name: string; name_en: string; category_name_en: string; price: number; discounted_price: number | null; stock_quantity: number;
  order_maximum_quantity: number; is_published: boolean; is_digital: boolean; is_shipping_free: boolean; shipping_charges: number;
}
interface OptionRow {
  product_id: number; attribute_id: number; value_id: number; price_type: number; additional_price: number; is_required: boolean;
  attribute_name: string; display_value: string; color_name: string | null; size_short_name: string | null;
}
interface ImageDbRow { product_id: number; url: string; color_id: number | null }

/** What the order call needs beyond the answer row. */
export interface LineDetail {
  input: CartLineInput;
  /** missing: no such product; unavailable: unpublished or stock 0. */
  state: 'ok' | 'missing' | 'unavailable';
  productName: string | null;
  stock: number;
  /** min(10, OrderMaximumQuantity when positive): the cap before stock. */
  productLimit: number;
  /**
   * The quantity asked for this product on every line of the cart: lines of one product
   * with different options are still that product, and the cap and the stock are per product.
   */
  productTotal: number;
  /** How many lines of the cart are this product. */
  productLines: number;
  /** Required attributes (colour, size, is_required) with no selected option. */
  missingAttributes: { id: number; name: string }[];
  /** The priced line; null when the line was dropped. */
  line: CartLinePriced | null;
  unitPaise: number;
  itemPaise: number;
  shippingPaise: number;
  /** Nothing of it ships: a digital item, or a product marked free delivery. */
  freeShipping: boolean;
  selected: (SelectedAttribute & { AttributeDisplayName: string; PrimaryKeyDisplayValue: string })[];
  /** The product's personalisation fields (docs/shop-rules.md P1) and the line's checked values. */
  fields: PersonalisationField[];
  personalisation: PersonalisationValues;
  /** Required fields without a value: the order marks the line "personalisation to follow" (P8). */
  missingPersonalisation: string[];
}

export interface PricedCart {
  pricing: CartPricing;
  lines: LineDetail[];
  subtotalPaise: number;
  shippingPaise: number;
}

function placeholders(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
}

/** The app_config key of the shop's free-delivery threshold in rupees (docs/shop-rules.md, Delivery). */
export const FREE_DELIVERY_KEY = 'free_delivery_from';
/** The app_config key of the shop's flat delivery charge below that threshold, in rupees (docs/shop-rules.md, Delivery). */
export const DELIVERY_CHARGE_KEY = 'delivery_charge';

/** The shop's delivery rule, in paise; null where it has none (or an unreadable value). */
interface DeliveryRule { freeFromPaise: number | null; flatPaise: number | null }

/** An amount in rupees as app_config keeps it, in paise; null when unreadable (never an error). */
export function configPaise(value: string | undefined): number | null {
  const v = value?.trim() ?? '';
  return /^\d{1,9}(\.\d{1,2})?$/.test(v) ? toPaise(Number(v)) : null;
}

async function deliveryRule(q: Queryable): Promise<DeliveryRule> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM app_config WHERE key = ANY($1::text[])', [[FREE_DELIVERY_KEY, DELIVERY_CHARGE_KEY]]);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return { freeFromPaise: configPaise(value(FREE_DELIVERY_KEY)), flatPaise: configPaise(value(DELIVERY_CHARGE_KEY)) };
}

export async function priceCart(q: Queryable, inputs: readonly CartLineInput[], lang: LangCode): Promise<PricedCart> {
  const { freeFromPaise, flatPaise } = await deliveryRule(q);
  const ids = [...new Set(inputs.map((l) => l.ProductId))];
  const products = new Map<number, ProductRow>();
  const options = new Map<number, OptionRow[]>();
  const images = new Map<number, ImageDbRow[]>();
  let fields = new Map<number, PersonalisationField[]>();
  if (ids.length > 0) {
    const inList = placeholders(2, ids.length);
    const [productRows, optionRows, imageRows] = [
      await q.query<ProductRow>(
        `SELECT id, COALESCE(NULLIF(CASE WHEN $1 = 'ar' THEN name_ar END, ''), name) AS name, price, discounted_price,
                name AS name_en, (SELECT c.name FROM categories c WHERE c.id = products.category_id) AS category_name_en,
                stock_quantity, order_maximum_quantity, is_published, is_digital, is_shipping_free, shipping_charges
         FROM products WHERE id IN (${inList})`,
        [lang, ...ids],
      ),
      await q.query<OptionRow>(
        `SELECT o.product_id, o.attribute_id, o.value_id, o.price_type, o.additional_price, o.is_required,
                COALESCE(NULLIF(CASE WHEN $1 = 'ar' THEN a.name_ar END, ''), a.name) AS attribute_name,
                COALESCE(NULLIF(CASE WHEN $1 = 'ar' THEN o.display_value_ar END, ''), o.display_value) AS display_value,
                COALESCE(NULLIF(CASE WHEN $1 = 'ar' THEN c.name_ar END, ''), c.name) AS color_name,
                s.short_name AS size_short_name
         FROM product_attribute_options o
         JOIN attributes a ON a.id = o.attribute_id
         LEFT JOIN colors c ON o.attribute_id = ${ATTRIBUTE.Color} AND c.id = o.value_id
         LEFT JOIN sizes s ON o.attribute_id = ${ATTRIBUTE.Size} AND s.id = o.value_id
         WHERE o.product_id IN (${inList})
         ORDER BY o.product_id, o.attribute_id, o.sort_order, o.id`,
        [lang, ...ids],
      ),
      await q.query<ImageDbRow>(
        `SELECT product_id, url, color_id FROM product_images WHERE product_id IN (${placeholders(1, ids.length)})
         ORDER BY product_id, sort_order, id`,
        ids,
      ),
    ];
    fields = await personalisationFields(q, ids, lang);
    for (const p of productRows) products.set(p.id, p);
    for (const o of optionRows) options.set(o.product_id, [...(options.get(o.product_id) ?? []), o]);
    for (const i of imageRows) images.set(i.product_id, [...(images.get(i.product_id) ?? []), i]);
  }

  const totals = new Map<number, { quantity: number; lines: number }>();
  for (const l of inputs) {
    const t = totals.get(l.ProductId) ?? { quantity: 0, lines: 0 };
    totals.set(l.ProductId, { quantity: t.quantity + l.Quantity, lines: t.lines + 1 });
  }
  const lines = inputs.map((input) => ({
    ...priceLine(input, products.get(input.ProductId), options.get(input.ProductId) ?? [], images.get(input.ProductId) ?? [], fields.get(input.ProductId) ?? []),
    productTotal: totals.get(input.ProductId)!.quantity,
    productLines: totals.get(input.ProductId)!.lines,
  }));
  const kept = lines.filter((l) => l.line !== null);
  const subtotalPaise = kept.reduce((sum, l) => sum + l.itemPaise, 0);
  // The shop's rule (docs/shop-rules.md, Delivery): a subtotal (item prices after product
  // discounts, before a coupon) that reaches the threshold ships free, every line of it.
  // Before the coupon, so a coupon never brings a delivery charge back. Below it, the
  // shop's flat charge once per order when it has one (carried by the first line that
  // ships, so the lines still add up to the total; nothing when no line ships: digital
  // items and products marked free), else each line pays its product's charge.
  const free = freeFromPaise !== null && subtotalPaise >= freeFromPaise;
  const carrier = free || flatPaise === null ? undefined : kept.find((l) => !l.freeShipping);
  if (free || flatPaise !== null) {
    for (const l of kept) {
      l.shippingPaise = l === carrier ? flatPaise! : 0;
      l.line!.ShippingCharges = fromPaise(l.shippingPaise);
    }
  }
  const shippingPaise = kept.reduce((sum, l) => sum + l.shippingPaise, 0);
  return {
    lines,
    subtotalPaise,
    shippingPaise,
    pricing: {
      productsData: kept.map((l) => l.line!),
      droppedProductIds: [...new Set(lines.filter((l) => l.line === null).map((l) => l.input.ProductId))],
      cartSubTotal: fromPaise(subtotalPaise),
      shippingSubTotal: fromPaise(shippingPaise),
      orderTotal: fromPaise(subtotalPaise + shippingPaise),
      freeDeliveryFrom: freeFromPaise === null ? null : fromPaise(freeFromPaise),
    },
  };
}

/**
 * Refuses a cart that holds one product on several lines adding up to more than the
 * product allows (or than is in stock). One line over its cap is the shop's own change
 * since the shopper added it (a lower maximum, less stock): priceLine caps it with a notice.
 * Several lines of one product (different options or personalisation, docs/shop-rules.md
 * P1) share the product's cap: over it they are refused rather than shared out.
 */
export function checkProductTotals(priced: PricedCart): void {
  for (const l of priced.lines) {
    if (l.state !== 'ok' || l.productLines < 2) continue;
    if (l.productTotal > l.productLimit) throw overLimit(l);
    if (l.productTotal > l.stock) throw outOfStock(l.productName ?? '', l.stock);
  }
}

/** 409 with the spec's message: 'Can not add more than {max} for this product.', naming the product. */
export function overLimit(l: LineDetail): Failure {
  const product = l.productName ?? '';
  return new Failure(409, 'OVER_LIMIT', `${product}: ${overMaxMessage(l.productLimit)}`, { n: l.productLimit, max: l.productLimit, product });
}

export function outOfStock(product: string, left = 0): Failure {
  const message = left > 0 ? `Only ${left} of ${product} left in stock.` : `${product} is out of stock.`;
  return new Failure(409, 'OUT_OF_STOCK', message, { product, n: left });
}

/**
 * The line's personalisation checked against the product's fields (P2-P4): a value too long
 * or unprintable is refused; a key the product no longer has (the shop changed its fields)
 * is dropped with a notice, as an option is.
 */
function linePersonalisation(input: CartLineInput, productName: string, fields: readonly PersonalisationField[]): { values: PersonalisationValues; dropped: boolean } {
  const values: PersonalisationValues = {};
  let dropped = false;
  for (const [key, value] of Object.entries(input.Personalisation ?? {})) {
    if (fields.some((f) => f.Key === key)) values[key] = value;
    else dropped = true;
  }
  const problem = checkPersonalisation(fields, values, { requireAll: false })[0];
  if (problem) throw badInput(`${productName}: ${problem.message}`, { product: productName, field: problem.params.field, code: problem.code });
  return { values, dropped };
}

function priceLine(input: CartLineInput, product: ProductRow | undefined, productOptions: OptionRow[], productImages: ImageDbRow[], fields: PersonalisationField[]): Omit<LineDetail, 'productTotal' | 'productLines'> {
  const empty = { missingAttributes: [], line: null, unitPaise: 0, itemPaise: 0, shippingPaise: 0, freeShipping: true, selected: [], fields, personalisation: {}, missingPersonalisation: [] };
  if (!product) return { input, state: 'missing', productName: null, stock: 0, productLimit: 0, ...empty };
  const productLimit = product.order_maximum_quantity > 0 ? Math.min(QUANTITY_CAP, product.order_maximum_quantity) : QUANTITY_CAP;
  const base = { input, productName: product.name, stock: product.stock_quantity, productLimit };
  if (!product.is_published || product.stock_quantity < 1) return { ...base, state: 'unavailable', ...empty };

  const personal = linePersonalisation(input, product.name, fields);
  // Keep options that exist for this product, one per attribute (the first wins).
  let optionRemoved = personal.dropped;
  const chosen: OptionRow[] = [];
  for (const sel of input.productSelectedAttributes) {
    const match = sel.ProductId === product.id
      ? productOptions.find((o) => o.attribute_id === sel.ProductAttributeID && o.value_id === sel.PrimaryKeyValue)
      : undefined;
    if (!match || chosen.some((c) => c.attribute_id === match.attribute_id)) optionRemoved = true;
    else chosen.push(match);
  }
  const requiredIds = new Set(
    productOptions.filter((o) => o.is_required || o.attribute_id === ATTRIBUTE.Color || o.attribute_id === ATTRIBUTE.Size).map((o) => o.attribute_id),
  );
  const missingAttributes = [...requiredIds]
    .filter((id) => !chosen.some((c) => c.attribute_id === id))
    .map((id) => ({ id, name: productOptions.find((o) => o.attribute_id === id)!.attribute_name }));

  // The same composition the detail page shows (contract/shop-rules.ts composedPaise).
  const { pricePaise, discountedPaise } = composedPaise(
    { Price: product.price, DiscountedPrice: product.discounted_price },
    chosen.map((o) => ({ AdditionalPrice: o.additional_price, PriceType: o.price_type })),
  );
  const unitPaise = discountedPaise ?? pricePaise;
  const max = maxQuantity(product.order_maximum_quantity, product.stock_quantity);
  const quantity = Math.min(input.Quantity, max);
  const itemPaise = unitPaise * quantity;
  // Per line: the unit charge times the quantity, so the lines add up to shippingSubTotal.
  const shippingPaise = product.is_shipping_free ? 0 : toPaise(product.shipping_charges) * quantity;

  const color = chosen.find((o) => o.attribute_id === ATTRIBUTE.Color);
  const size = chosen.find((o) => o.attribute_id === ATTRIBUTE.Size);
  // The selected colour's images first (docs/rules.md R4), then the rest in their order.
  const imageRows: ImageRow[] = [...productImages]
    .sort((a, b) => Number(color !== undefined && b.color_id === color.value_id) - Number(color !== undefined && a.color_id === color.value_id))
    .map((i) => ({ AttachmentURL: i.url, ColorID: i.color_id }));
  const selected = chosen.map((o) => ({
    ProductId: product.id, ProductAttributeID: o.attribute_id, PrimaryKeyValue: o.value_id,
    AttributeDisplayName: o.attribute_name, PrimaryKeyDisplayValue: o.display_value,
  }));
  const line: CartLinePriced = {
    ProductId: product.id,
    ProductName: product.name,
    ...productSlugs(product.name_en, product.category_name_en),
    Price: fromPaise(pricePaise),
    DiscountedPrice: discountedPaise === null ? null : fromPaise(discountedPaise),
    UnitPrice: fromPaise(unitPaise),
    Quantity: quantity,
    ItemTotal: fromPaise(itemPaise),
    ShippingCharges: fromPaise(shippingPaise),
    ColorName: color ? (color.color_name ?? color.display_value) : null,
    SizeShortName: size ? (size.size_short_name ?? size.display_value) : null,
    OrderMaximumQuantity: product.order_maximum_quantity,
    StockQuantity: product.stock_quantity,
    MaxQuantity: max,
    IsDigitalProduct: product.is_digital,
    ProductImagesJson: imageRows,
    productSelectedAttributes: selected.map(({ ProductId, ProductAttributeID, PrimaryKeyValue }) => ({ ProductId, ProductAttributeID, PrimaryKeyValue })),
    SelectedAttributesDisplay: selected.map(({ AttributeDisplayName, PrimaryKeyDisplayValue }) => ({ AttributeDisplayName, PrimaryKeyDisplayValue })),
  };
  const missingPersonalisation = missingRequired(fields, personal.values);
  if (Object.keys(personal.values).length > 0) line.Personalisation = personal.values;
  if (fields.length > 0) line.PersonalisationMissing = missingPersonalisation;
  // One Notice per line: a capped quantity matters most (it carries the new maximum).
  if (quantity < input.Quantity) line.Notice = { code: 'QUANTITY_CAPPED', max };
  else if (optionRemoved) line.Notice = { code: 'OPTION_REMOVED' };
  return { ...base, state: 'ok', missingAttributes, line, unitPaise, itemPaise, shippingPaise, freeShipping: product.is_shipping_free || product.is_digital, selected, fields, personalisation: personal.values, missingPersonalisation };
}
