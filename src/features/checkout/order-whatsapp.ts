// After an order, the shopper sends photos and details on WhatsApp (docs/rules.md R1;
// docs/rules.md R12.11): the message is prefilled with the order number and the items.
import { TRUNCATE, truncate } from '../../../contract/shop-rules.ts';
import type { CartItem } from '../../cart-and-wishlist/shopping-items.ts';

export function orderItemsText(items: readonly CartItem[]): string {
  return items.map((i) => `${i.Quantity} × ${truncate(i.ProductName, TRUNCATE.checkoutName)}`).join(', ');
}
