import type { CartLineInput, CartLinePriced, SelectedAttribute } from '../../contract/models.ts';
import { MAX_PERSONALISATION_FIELDS, type PersonalisationField, type PersonalisationValues } from '../../contract/personalisation.ts';
import { QUANTITY_CAP, maxQuantity } from '../../contract/shop-rules.ts';

export interface SelectedAttributeDisplay { AttributeDisplayName: string; PrimaryKeyDisplayValue: string }

/**
 * A cart line as stored under `cartItems` (docs/rules.md R3), plus the last known display
 * fields so the cart screen can show it offline before the server re-prices it.
 */
export interface CartItem {
  ProductId: number;
  productSelectedAttributes: SelectedAttribute[];
  Quantity: number;
  ShippingCharges: number; // always stored as 0 (docs/rules.md R9)
  DefaultImage: string;
  ProductName: string;
  Price: number;
  DiscountedPrice: number | null;
  ColorName: string | null;
  SizeShortName: string | null;
  OrderMaximumQuantity: number;
  StockQuantity: number;
  SelectedAttributesDisplay: SelectedAttributeDisplay[];
  /** The shopper's text and photo ids for a personalisable product (docs/shop-rules.md P1). */
  Personalisation?: PersonalisationValues;
  /** The product's fields when it was added, for the line's labels and preview offline (never sent). */
  PersonalisationFields?: PersonalisationField[];
}

/** A wish-list entry as stored under `customerWishList` (docs/rules.md R3), movable to the cart. */
export interface WishListItem {
  ProductId: number;
  ProductName: string;
  Price: number;
  DiscountedPrice: number | null;
  DiscountId: number | null;
  IsDiscountCalculated: boolean;
  CouponCode: string | null;
  SizeId: number | null;
  SizeShortName: string | null;
  ColorId: number | null;
  ColorName: string | null;
  Quantity: number;
  ShippingCharges: number; // always stored as 0 (docs/rules.md R9)
  DefaultImage: string;
  productSelectedAttributes: SelectedAttribute[];
  OrderMaximumQuantity: number;
  StockQuantity: number;
  SelectedAttributesDisplay: SelectedAttributeDisplay[];
}

/** The selected options in a stable order, so the same choice gives the same key. */
export function attributesKey(attributes: readonly SelectedAttribute[]): string {
  return attributes
    .map((a) => `${a.ProductAttributeID}:${a.PrimaryKeyValue}`)
    .sort()
    .join(',');
}

/** The personalisation in a stable order ('' without one). */
export function personalisationKey(values: PersonalisationValues | undefined): string {
  const entries = Object.entries(values ?? {}).filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? '' : JSON.stringify(entries);
}

/**
 * A line within its product: the options and the personalisation (docs/shop-rules.md P1;
 * without a personalisation, the options alone, as before).
 */
export function lineOptionsKey(item: Pick<CartItem, 'productSelectedAttributes' | 'Personalisation'>): string {
  const p = personalisationKey(item.Personalisation);
  return p === '' ? attributesKey(item.productSelectedAttributes) : `${attributesKey(item.productSelectedAttributes)}|${p}`;
}

/** Identifies one cart line: the product, its selected options and its personalisation. */
export function cartLineKey(item: Pick<CartItem, 'ProductId' | 'productSelectedAttributes' | 'Personalisation'>): string {
  return `${item.ProductId}|${lineOptionsKey(item)}`;
}

/** The most this line may hold: min(10, OrderMaximumQuantity when positive, stock) (docs/rules.md R12.6). */
export function cartLineMax(item: Pick<CartItem, 'OrderMaximumQuantity' | 'StockQuantity'>): number {
  return maxQuantity(item.OrderMaximumQuantity, item.StockQuantity);
}

/** What GET_CUSTOMER_CART_ITEMS and POST_CUSTOMER_ORDER send as cartJsonData. */
export function cartLineInputs(items: readonly CartItem[]): CartLineInput[] {
  return items.map((i) => ({
    ProductId: i.ProductId, productSelectedAttributes: i.productSelectedAttributes, Quantity: i.Quantity,
    ...(i.Personalisation ? { Personalisation: i.Personalisation } : {}),
  }));
}

/** A cart line corrected by the server's pricing, keeping the image the shopper saw. */
export function cartItemFromPriced(line: CartLinePriced, previous?: CartItem): CartItem {
  return {
    ProductId: line.ProductId,
    productSelectedAttributes: line.productSelectedAttributes,
    Quantity: line.Quantity,
    ShippingCharges: 0,
    DefaultImage: line.ProductImagesJson[0]?.AttachmentURL ?? previous?.DefaultImage ?? '',
    ProductName: line.ProductName,
    Price: line.Price,
    DiscountedPrice: line.DiscountedPrice,
    ColorName: line.ColorName,
    SizeShortName: line.SizeShortName,
    OrderMaximumQuantity: line.OrderMaximumQuantity,
    StockQuantity: line.StockQuantity,
    SelectedAttributesDisplay: line.SelectedAttributesDisplay,
    ...(line.Personalisation ? { Personalisation: line.Personalisation } : {}),
    ...(line.Personalisation && previous?.PersonalisationFields ? { PersonalisationFields: previous.PersonalisationFields } : {}),
  };
}

export function cartItemFromWishList(item: WishListItem): CartItem {
  return {
    ProductId: item.ProductId,
    productSelectedAttributes: item.productSelectedAttributes,
    Quantity: Math.max(1, Math.min(item.Quantity, cartLineMax(item) || 1)),
    ShippingCharges: 0,
    DefaultImage: item.DefaultImage,
    ProductName: item.ProductName,
    Price: item.Price,
    DiscountedPrice: item.DiscountedPrice,
    ColorName: item.ColorName,
    SizeShortName: item.SizeShortName,
    OrderMaximumQuantity: item.OrderMaximumQuantity,
    StockQuantity: item.StockQuantity,
    SelectedAttributesDisplay: item.SelectedAttributesDisplay,
  };
}

// Stored data comes from local storage or IndexedDB: older versions, other code or a
// shopper's devtools may have written it, so it is checked field by field on the way in.

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;

function selectedAttributes(v: unknown, productId: number): SelectedAttribute[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isRow).flatMap((a) =>
    isId(a.ProductAttributeID) && typeof a.PrimaryKeyValue === 'number' && Number.isInteger(a.PrimaryKeyValue)
      ? [{ ProductId: productId, ProductAttributeID: a.ProductAttributeID, PrimaryKeyValue: a.PrimaryKeyValue }]
      : [],
  );
}

function attributesDisplay(v: unknown): SelectedAttributeDisplay[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isRow).map((d) => ({ AttributeDisplayName: str(d.AttributeDisplayName), PrimaryKeyDisplayValue: str(d.PrimaryKeyDisplayValue) }));
}

function personalisationOf(v: unknown): PersonalisationValues | undefined {
  if (!isRow(v)) return undefined;
  const entries = Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '').slice(0, MAX_PERSONALISATION_FIELDS);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The stored fields of a line, each checked for what the preview draws; none: no preview. */
function fieldsOf(v: unknown): PersonalisationField[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const fields = v.filter((f): f is PersonalisationField => isRow(f) && typeof f.Key === 'string' && (f.Kind === 'text' || f.Kind === 'photo')
    && typeof f.Label === 'string' && (f.Font === 'sans' || f.Font === 'serif') && typeof f.Color === 'string' && /^#[0-9A-Fa-f]{6}$/.test(f.Color)
    && isRow(f.Area) && finite(f.Area.x) && finite(f.Area.y) && finite(f.Area.w) && finite(f.Area.h)).slice(0, MAX_PERSONALISATION_FIELDS);
  return fields.length > 0 ? fields : undefined;
}

function quantity(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? Math.min(v, QUANTITY_CAP) : 1;
}

/** Keeps the first entry per ProductId: duplicates are refused by ProductId (docs/rules.md R5). */
function firstPerProduct<T extends { ProductId: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((i) => {
    if (seen.has(i.ProductId)) return false;
    seen.add(i.ProductId);
    return true;
  });
}

/**
 * Keeps the first entry per product and personalisation: the duplicate rule keys on the
 * product (docs/rules.md R5), and on product + personalisation for a personalised gift
 * (docs/shop-rules.md P1).
 */
function firstPerPersonalisedProduct(items: CartItem[]): CartItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.ProductId}|${personalisationKey(i.Personalisation)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function normaliseCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return firstPerPersonalisedProduct(
    value.filter(isRow).flatMap((r): CartItem[] => {
      if (!isId(r.ProductId)) return [];
      const personalisation = personalisationOf(r.Personalisation);
      const fields = personalisation ? fieldsOf(r.PersonalisationFields) : undefined;
      return [{
        ProductId: r.ProductId,
        productSelectedAttributes: selectedAttributes(r.productSelectedAttributes, r.ProductId),
        Quantity: quantity(r.Quantity),
        ShippingCharges: 0,
        DefaultImage: str(r.DefaultImage),
        ProductName: str(r.ProductName),
        Price: num(r.Price, 0),
        DiscountedPrice: numOrNull(r.DiscountedPrice),
        ColorName: strOrNull(r.ColorName),
        SizeShortName: strOrNull(r.SizeShortName),
        OrderMaximumQuantity: num(r.OrderMaximumQuantity, 0),
        // Unknown stock (an entry written by the original app) must not block the line;
        // the server's re-pricing caps it.
        StockQuantity: num(r.StockQuantity, QUANTITY_CAP),
        SelectedAttributesDisplay: attributesDisplay(r.SelectedAttributesDisplay),
        ...(personalisation ? { Personalisation: personalisation } : {}),
        ...(fields ? { PersonalisationFields: fields } : {}),
      }];
    }),
  );
}

export function normaliseWishList(value: unknown): WishListItem[] {
  if (!Array.isArray(value)) return [];
  return firstPerProduct(
    value.filter(isRow).flatMap((r): WishListItem[] => {
      if (!isId(r.ProductId)) return [];
      return [{
        ProductId: r.ProductId,
        ProductName: str(r.ProductName),
        Price: num(r.Price, 0),
        DiscountedPrice: numOrNull(r.DiscountedPrice),
        DiscountId: numOrNull(r.DiscountId),
        IsDiscountCalculated: r.IsDiscountCalculated === true,
        CouponCode: strOrNull(r.CouponCode),
        SizeId: numOrNull(r.SizeId),
        SizeShortName: strOrNull(r.SizeShortName),
        ColorId: numOrNull(r.ColorId),
        ColorName: strOrNull(r.ColorName),
        Quantity: quantity(r.Quantity),
        ShippingCharges: 0,
        DefaultImage: str(r.DefaultImage),
        productSelectedAttributes: selectedAttributes(r.productSelectedAttributes, r.ProductId),
        OrderMaximumQuantity: num(r.OrderMaximumQuantity, 0),
        StockQuantity: num(r.StockQuantity, QUANTITY_CAP),
        SelectedAttributesDisplay: attributesDisplay(r.SelectedAttributesDisplay),
      }];
    }),
  );
}
