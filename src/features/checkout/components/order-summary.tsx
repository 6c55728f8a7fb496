// The checkout's order table (docs/rules.md R2): each line (name cut to 50) with its
// quantity and total, then subtotal, the coupon's discount once applied, shipping and
// the total to pay.
import { useIntl, type IntlShape } from 'react-intl';
import { TRUNCATE, fromPaise, toPaise, truncate } from '../../../../contract/shop-rules.ts';
import type { ShownCart } from '../../../cart-and-wishlist/cart-pricing.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ltrText } from '../../../../contract/bidi.ts';
import { useT } from '../../../i18n/use-t.ts';

export interface AppliedCoupon { code: string; discount: number }

/**
 * An amount taken off ("−₹50.00"): the minus inside the amount's left-to-right piece, so in
 * Arabic it stays before the sign instead of moving to the digits' other side (docs/decisions/0017).
 */
function formatTakenOff(intl: Pick<IntlShape, 'locale'>, amount: number): string {
  return ltrText(`−${formatMoney(intl, amount).replace(/[\u2066\u2069]/g, '')}`, intl.locale);
}

/** The total to pay: the server's total less the coupon's discount (docs/rules.md R12.7). */
export function totalAfterCoupon(cart: Pick<ShownCart, 'total'>, coupon: AppliedCoupon | null): number {
  return coupon ? fromPaise(Math.max(0, toPaise(cart.total) - toPaise(coupon.discount))) : cart.total;
}

export function OrderSummary({ cart, coupon }: { cart: ShownCart; coupon: AppliedCoupon | null }) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <table className="order-table">
        <caption className="visually-hidden">{t('lbl_checkout_your_order')}</caption>
        <thead>
          <tr><th scope="col">{t('cart.product')}</th><th scope="col" className="num">{t('cart.lineTotal')}</th></tr>
        </thead>
        <tbody>
          {cart.lines.map((l) => {
            const name = l.priced?.ProductName ?? l.item.ProductName;
            return (
              <tr key={l.key}>
                <td>
                  <span title={name}>{truncate(name, TRUNCATE.checkoutName)}</span>
                  <span className="order-table__qty"> × {l.item.Quantity}</span>
                </td>
                <td className="num">{formatMoney(intl, l.lineTotal)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="totals" aria-live="polite">
        <div><dt>{t('lbl_cart_subtotal')}</dt><dd data-testid="checkout-subtotal">{formatMoney(intl, cart.subtotal)}</dd></div>
        {coupon && (
          <div className="totals__discount">
            <dt>{t('checkout.couponDiscount', { code: ltrText(coupon.code, intl.locale) })}</dt>
            <dd data-testid="checkout-discount">{formatTakenOff(intl, coupon.discount)}</dd>
          </div>
        )}
        <div><dt>{t('lbl_cart_shipping')}</dt><dd data-testid="checkout-shipping">{formatMoney(intl, cart.shipping)}</dd></div>
        <div className="totals__grand"><dt>{t('lbl_cart_total')}</dt><dd data-testid="checkout-total">{formatMoney(intl, totalAfterCoupon(cart, coupon))}</dd></div>
      </dl>
    </>
  );
}
