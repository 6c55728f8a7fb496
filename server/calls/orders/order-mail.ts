// The order confirmation mail: the items and the totals, in plain text.
import type { Mail } from '../../mail/mailer.ts';
import type { LineDetail } from './cart-pricing.ts';

const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;

export interface OrderMailInput {
  to: string; firstName: string; orderNumber: string; lines: LineDetail[];
  subtotalPaise: number; discountPaise: number; shippingPaise: number; totalPaise: number;
}

export function orderConfirmationMail(o: OrderMailInput): Mail {
  const items = o.lines.map((l) => {
    const line = l.line!;
    const options = line.SelectedAttributesDisplay.map((s) => `${s.AttributeDisplayName}: ${s.PrimaryKeyDisplayValue}`).join(', ');
    return `- ${line.Quantity} x ${line.ProductName}${options ? ` (${options})` : ''}: ${rupees(l.itemPaise)}`;
  });
  const text = [
    `Hello ${o.firstName},`,
    '',
    `Thank you for your order ${o.orderNumber}. We will deliver it and you pay cash on delivery.`,
    '',
    ...items,
    '',
    `Subtotal: ${rupees(o.subtotalPaise)}`,
    ...(o.discountPaise > 0 ? [`Coupon discount: -${rupees(o.discountPaise)}`] : []),
    `Shipping: ${rupees(o.shippingPaise)}`,
    `Total: ${rupees(o.totalPaise)}`,
    '',
    'Tohfa',
  ].join('\n');
  return { to: o.to, subject: `Your Tohfa order ${o.orderNumber}`, text, kind: 'order-confirmation' };
}
