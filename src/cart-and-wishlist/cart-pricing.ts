// Cart pricing for the cart and the checkout (docs/rules.md R7, GET_CUSTOMER_CART_ITEMS):
// the server prices every line from the database; the stored cart keeps the last known
// prices for offline display and is corrected when the server caps or drops a line
// (docs/rules.md R12.6).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CartLineInput, CartLinePriced, CartPricing, LangCode } from '../../contract/models.ts';
import { salePrice } from '../../contract/money.ts';
import { fromPaise, toPaise } from '../../contract/shop-rules.ts';
import { queryApi } from '../lib/api-client.ts';
import { attributesKey, cartItemFromPriced, cartLineInputs, cartLineKey, normaliseCartItems, type CartItem } from './shopping-items.ts';

export const cartKeys = {
  all: ['cart'] as const,
  pricing: (lang: LangCode, lines: readonly CartLineInput[]) => [...cartKeys.all, 'pricing', lang, cartSignature(lines)] as const,
};

/** The cart's contents as one string: the same lines in any order give the same text. */
export function cartSignature(lines: readonly CartLineInput[]): string {
  return lines
    .map((l) => `${l.ProductId}|${attributesKey(l.productSelectedAttributes)}|${l.Quantity}`)
    .sort()
    .join(';');
}

export const cartPricingQuery = (lang: LangCode, items: readonly CartItem[]) => {
  const lines = cartLineInputs(items);
  return queryOptions({
    queryKey: cartKeys.pricing(lang, lines),
    queryFn: () => queryApi('GET_CUSTOMER_CART_ITEMS', { cartJsonData: JSON.stringify(lines) }, lang),
    enabled: lines.length > 0,
    // Prices change: always ask again when the screen opens; keep the last answer on screen meanwhile.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};

export interface ShownLine {
  key: string;
  item: CartItem;
  /** The server's line, when the current pricing has it. */
  priced: CartLinePriced | null;
  unitPrice: number;
  lineTotal: number;
}

export interface ShownCart {
  lines: ShownLine[];
  subtotal: number;
  shipping: number;
  total: number;
  /** True when the figures come from the server for exactly these lines. */
  fresh: boolean;
  /**
   * The shop's free-delivery rule against this cart, from the server's answer for these
   * lines: the amount and what is still missing (0 once reached). Null when the shop has
   * no rule, the figures are not fresh, or nothing is charged for delivery below it anyway.
   */
  freeDelivery: { from: number; left: number } | null;
}

const unitOf = (i: Pick<CartItem, 'Price' | 'DiscountedPrice'>) => salePrice(i).now;

/**
 * What the cart shows: the server's figures when its answer is for these very lines,
 * else the stored last known prices (offline, or while re-pricing).
 */
export function shownCart(items: readonly CartItem[], pricing: CartPricing | undefined): ShownCart {
  const sameLines = !!pricing && cartSignature(cartLineInputs(items)) === cartSignature(pricing.productsData);
  const byProduct = new Map((pricing?.productsData ?? []).map((p) => [p.ProductId, p]));
  const lines = items.map((item): ShownLine => {
    const key = cartLineKey(item);
    const priced = sameLines ? byProduct.get(item.ProductId) ?? null : null;
    const unitPrice = priced ? priced.UnitPrice : unitOf(item);
    const lineTotal = priced ? priced.ItemTotal : fromPaise(toPaise(unitPrice) * item.Quantity);
    return { key, item, priced, unitPrice, lineTotal };
  });
  if (sameLines && pricing) {
    return {
      lines, subtotal: pricing.cartSubTotal, shipping: pricing.shippingSubTotal, total: pricing.orderTotal, fresh: true,
      freeDelivery: freeDeliveryOf(pricing),
    };
  }
  const subtotal = fromPaise(lines.reduce((s, l) => s + toPaise(l.lineTotal), 0));
  return { lines, subtotal, shipping: 0, total: subtotal, fresh: false, freeDelivery: null };
}

function freeDeliveryOf(pricing: CartPricing): ShownCart['freeDelivery'] {
  const from = pricing.freeDeliveryFrom;
  if (from === undefined || from === null) return null;
  const left = Math.max(0, toPaise(from) - toPaise(pricing.cartSubTotal));
  // Below the amount with nothing charged (every line ships free already): nothing to earn.
  if (left > 0 && pricing.shippingSubTotal === 0) return null;
  return { from, left: fromPaise(left) };
}

export interface PricingCorrection {
  /** The cart to store, or null when the stored cart already matches the server. */
  next: CartItem[] | null;
  capped: { name: string; max: number }[];
  dropped: string[];
}

/**
 * Compares the stored cart with the server's answer: lines the server capped or dropped,
 * and the last known prices to keep for offline display. A pricing for other lines
 * (the shopper changed the cart meanwhile) changes nothing.
 */
export function pricingCorrection(items: readonly CartItem[], pricing: CartPricing): PricingCorrection {
  // One line per product (duplicates are refused by ProductId, docs/rules.md R5), so the
  // product id pairs a line with its answer even when the server removed an option.
  const answered = new Map(pricing.productsData.map((p) => [p.ProductId, p]));
  const droppedItems = items.filter((i) => pricing.droppedProductIds.includes(i.ProductId) && !answered.has(i.ProductId));
  const capped: { name: string; max: number }[] = [];
  const next = items.flatMap((item): CartItem[] => {
    if (droppedItems.includes(item)) return [];
    const p = answered.get(item.ProductId);
    if (!p) return [item];
    if (p.Notice?.code === 'QUANTITY_CAPPED') capped.push({ name: p.ProductName, max: p.Notice.max ?? p.MaxQuantity });
    return [cartItemFromPriced(p, item)];
  });
  // Compared in stored form, so an answer that changes nothing writes nothing.
  const changed = JSON.stringify(normaliseCartItems(next)) !== JSON.stringify(normaliseCartItems(items));
  return { next: changed ? next : null, capped, dropped: droppedItems.map((i) => i.ProductName || `#${i.ProductId}`) };
}
