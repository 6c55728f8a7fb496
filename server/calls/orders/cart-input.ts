// Reading cartJsonData (docs/rules.md R3's cart item): a JSON list, as a string or an
// array, of {ProductId, productSelectedAttributes, Quantity, Personalisation?}. Anything else is a 400
// with a clear message; the database never sees an unchecked value.
import type { CartLineInput, SelectedAttribute } from '../../../contract/models.ts';
import { MAX_PERSONALISATION_FIELDS, normaliseText, type PersonalisationValues } from '../../../contract/personalisation.ts';
import { Failure, badInput } from '../../http/failure.ts';

export const MAX_CART_LINES = 100;
const MAX_OPTIONS_PER_LINE = 20;
const MAX_INT = 2_147_483_647;

function intValue(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d{1,10}\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(n) && Math.abs(n) <= MAX_INT ? n : null;
}

function lineError(index: number, what: string): Failure {
  return badInput(`Cart line ${index + 1}: ${what}`, { line: index + 1 });
}

function readOption(raw: unknown, index: number): SelectedAttribute {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw lineError(index, 'each selected attribute must be an object');
  const o = raw as Record<string, unknown>;
  const attributeId = intValue(o.ProductAttributeID);
  const valueId = intValue(o.PrimaryKeyValue);
  if (attributeId === null || valueId === null) {
    throw lineError(index, 'ProductAttributeID and PrimaryKeyValue must be whole numbers');
  }
  // The cart stores the product id on each option; a missing one means "this line's product".
  const productId = o.ProductId === undefined || o.ProductId === null || o.ProductId === '' ? null : intValue(o.ProductId);
  if (productId === null && o.ProductId !== undefined && o.ProductId !== null && o.ProductId !== '') {
    throw lineError(index, 'an attribute ProductId must be a whole number');
  }
  return { ProductId: productId ?? -1, ProductAttributeID: attributeId, PrimaryKeyValue: valueId };
}

const FIELD_KEY_RE = /^[a-z][a-z0-9_]{0,19}$/;
/** Longer than any field allows; the field's own limit is checked against the product (P2). */
const MAX_VALUE_CHARS = 400;

/**
 * A line's personalisation (docs/shop-rules.md P2, P3): an object of field key to text or
 * upload id, texts normalised; empty values dropped. Its fit to the product is checked
 * once the product's fields are read (cart-pricing.ts).
 */
function readPersonalisation(raw: unknown, index: number): PersonalisationValues | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw lineError(index, 'Personalisation must be an object');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_PERSONALISATION_FIELDS) throw lineError(index, 'Invalid personalisation!');
  const out: PersonalisationValues = {};
  for (const [key, value] of entries) {
    if (!FIELD_KEY_RE.test(key) || typeof value !== 'string' || value.length > MAX_VALUE_CHARS) throw lineError(index, 'Invalid personalisation!');
    const text = normaliseText(value);
    if (text !== '') out[key] = text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The cart lines of a request (cartJsonData, a list after the call's check); `[]` is a valid (empty) cart. */
export function parseCartLines(list: readonly unknown[]): CartLineInput[] {
  if (list.length > MAX_CART_LINES) throw badInput(`The cart can hold at most ${MAX_CART_LINES} lines.`);
  return list.map((raw, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw lineError(index, 'each line must be an object');
    const line = raw as Record<string, unknown>;
    const productId = intValue(line.ProductId);
    if (productId === null || productId < 1) throw lineError(index, 'ProductId must be a whole number of at least 1');
    const quantity = intValue(line.Quantity);
    if (quantity === null) throw lineError(index, 'Quantity must be a whole number');
    if (quantity < 1) throw lineError(index, 'Quantity must be at least 1');
    const rawOptions = line.productSelectedAttributes ?? [];
    if (!Array.isArray(rawOptions)) throw lineError(index, 'productSelectedAttributes must be a list');
    if (rawOptions.length > MAX_OPTIONS_PER_LINE) throw lineError(index, `at most ${MAX_OPTIONS_PER_LINE} selected attributes`);
    const options = rawOptions.map((o) => readOption(o, index)).map((o) => (o.ProductId === -1 ? { ...o, ProductId: productId } : o));
    const personalisation = readPersonalisation(line.Personalisation, index);
    return { ProductId: productId, productSelectedAttributes: options, Quantity: quantity, ...(personalisation ? { Personalisation: personalisation } : {}) };
  });
}
