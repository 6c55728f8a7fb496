import { MSG, overMaxMessage, selectVariantMessage } from '../../contract/messages.ts';

// Message ids the cart, wish list and add-to-cart rules answer with. The UI translates
// them (react-intl ids); every id except the two templated ones is a key of contract MSG,
// so the English text is the spec's word for word (docs/rules.md R5 and R8).
export const SHOP_MESSAGE = {
  invalidProduct: 'invalidProduct',
  outOfStock: 'outOfStock',
  selectSize: 'selectSize',
  selectColor: 'selectColor',
  /** values: { name } — 'Please select {name} variant!' */
  selectVariant: 'selectVariant',
  selectQuantity: 'selectQuantity',
  /** values: { max } — 'Can not add more than {max} for this product.' */
  overMax: 'overMax',
  cartDuplicate: 'cartDuplicate',
  wishlistDuplicate: 'wishlistDuplicate',
  addedToCart: 'addedToCart',
  addedToWishlist: 'addedToWishlist',
} as const;

export type ShopMessageId = (typeof SHOP_MESSAGE)[keyof typeof SHOP_MESSAGE];
export type ShopSuccessId = typeof SHOP_MESSAGE.addedToCart | typeof SHOP_MESSAGE.addedToWishlist;
export type ShopFailureId = Exclude<ShopMessageId, ShopSuccessId>;

// Fails the type check if a plain id stops being a contract message key.
type PlainId = Exclude<ShopMessageId, 'selectVariant' | 'overMax'>;
const plainIdsAreContractKeys: Record<PlainId, keyof typeof MSG> = {
  invalidProduct: 'invalidProduct', outOfStock: 'outOfStock', selectSize: 'selectSize',
  selectColor: 'selectColor', selectQuantity: 'selectQuantity', cartDuplicate: 'cartDuplicate',
  wishlistDuplicate: 'wishlistDuplicate', addedToCart: 'addedToCart', addedToWishlist: 'addedToWishlist',
};

export type MessageValues = Record<string, string | number>;

export interface ShopFailure { ok: false; messageId: ShopFailureId; values: MessageValues }
/** messageId null: the change needs no toast (quantity steps, removals). */
export interface ShopSuccess { ok: true; messageId: ShopSuccessId | null }
export type ShopResult = ShopSuccess | ShopFailure;

export function fail(messageId: ShopFailureId, values: MessageValues = {}): ShopFailure {
  return { ok: false, messageId, values };
}

export function succeed(messageId: ShopSuccessId | null = null): ShopSuccess {
  return { ok: true, messageId };
}

/** The spec's English text for a result: the react-intl defaultMessage and what tests assert. */
export function shopMessageText(messageId: ShopMessageId, values: MessageValues = {}): string {
  if (messageId === 'selectVariant') return selectVariantMessage(String(values.name ?? ''));
  if (messageId === 'overMax') return overMaxMessage(Number(values.max ?? 0));
  return MSG[plainIdsAreContractKeys[messageId]];
}
