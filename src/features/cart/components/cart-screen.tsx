// The cart (docs/rules.md R2, Cart): lines priced by the server, Subtotal, Shipping and
// Total, Continue Shopping, Proceed to Checkout and the WhatsApp note. Offline it shows
// the last known prices and says it will re-price when back online.
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCartPricing } from '../../../cart-and-wishlist/use-cart-pricing.ts';
import { useWhatsappLink } from '../../../lib/whatsapp.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { CartIcon, WhatsAppIcon } from '../../../components/ui/icons.tsx';
import { CartLineRow } from './cart-line-row.tsx';
import '../cart.css';

function EmptyCart() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="empty-state card">
      <CartIcon size={40} />
      <p className="empty-state__title">{t('msg.cartEmpty')}</p>
      <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: 0, slug: 'all-categories' }} className="btn btn--primary">
        {t('lbl_cart_continue_shopping')}
      </Link>
    </div>
  );
}

/** The shop's free-delivery rule against this cart: how much more earns it, or that it is earned. */
function FreeDeliveryNote({ from, left }: { from: number; left: number }) {
  const t = useT();
  const intl = useIntl();
  const done = Math.min(100, Math.round(((from - left) / from) * 100));
  return (
    <div className={`free-delivery${left === 0 ? ' free-delivery--reached' : ''}`} role="status">
      <p>{left > 0 ? t('cart.freeDeliveryLeft', { amount: formatMoney(intl, left) }) : t('cart.freeDeliveryReached')}</p>
      <span className="free-delivery__bar" aria-hidden="true"><span style={{ inlineSize: `${done}%` }} /></span>
    </div>
  );
}

function Cart() {
  const t = useT();
  const whatsappLink = useWhatsappLink();
  const intl = useIntl();
  const lang = useLang();
  const cart = useCartPricing(lang);

  let body;
  if (cart.items.length === 0) {
    body = cart.ready ? <EmptyCart /> : <div className="skeleton cart-skeleton" aria-hidden="true" />;
  } else {
    body = (
      <div className="cart">
        <div className="cart__lines">
          {!cart.online && <p className="notice notice--offline" role="status">{t('cart.offlinePrices')}</p>}
          {cart.online && cart.failed && (
            <div className="notice" role="alert">
              <p>{t('cart.pricingFailed')}</p>
              <button type="button" className="btn btn--ghost" onClick={() => void cart.refetch()}>{t('page.retry')}</button>
            </div>
          )}
          <table className="cart-table">
            <caption className="visually-hidden">{t('lbl_cart_title')}</caption>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">{t('cart.image')}</span></th>
                <th scope="col">{t('cart.product')}</th>
                <th scope="col">{t('cart.price')}</th>
                <th scope="col">{t('cart.quantity')}</th>
                <th scope="col">{t('cart.lineTotal')}</th>
                <th scope="col"><span className="visually-hidden">{t('cart.removeColumn')}</span></th>
              </tr>
            </thead>
            <tbody aria-busy={cart.pricing}>
              {cart.lines.map((line) => <CartLineRow key={line.key} line={line} lang={lang} />)}
            </tbody>
          </table>
        </div>
        <aside className="cart__summary card" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t('cart.summary')}</h2>
          <dl className="totals" aria-live="polite" aria-busy={cart.pricing}>
            <div><dt>{t('lbl_cart_subtotal')}</dt><dd data-testid="cart-subtotal">{formatMoney(intl, cart.subtotal)}</dd></div>
            <div><dt>{t('lbl_cart_shipping')}</dt><dd data-testid="cart-shipping">{formatMoney(intl, cart.shipping)}</dd></div>
            <div className="totals__grand"><dt>{t('lbl_cart_total')}</dt><dd data-testid="cart-total">{formatMoney(intl, cart.total)}</dd></div>
          </dl>
          {cart.freeDelivery && <FreeDeliveryNote from={cart.freeDelivery.from} left={cart.freeDelivery.left} />}
          {!cart.fresh && cart.online && <p className="field__hint" role="status">{t('cart.repricing')}</p>}
          <div className="cart__actions">
            <Link to="/$lang/checkout" params={{ lang }} className="btn btn--primary">{t('lbl_cart_proceed_checkout')}</Link>
            <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: 0, slug: 'all-categories' }} className="btn btn--ghost">
              {t('lbl_cart_continue_shopping')}
            </Link>
          </div>
        </aside>
      </div>
    );
  }

  return (
    <>
      <PageTitleBar title={t('lbl_cart_title')} />
      <div className="container section">
        {body}
        <p className="whatsapp-note">
          <WhatsAppIcon size={22} />
          <span>
            {t('lbl_cart_whatsapp_note')}{' '}
            {/* A link once the shop's number is known (lib/whatsapp.ts); the same words meanwhile. */}
            <a href={whatsappLink?.(t('cart.whatsappMessage'))} target="_blank" rel="noopener noreferrer">{t('cart.whatsappLink')}</a>
          </span>
        </p>
      </div>
    </>
  );
}

export function CartScreen() {
  return <LabelScope entity={LABEL_ENTITY.Cart}><Cart /></LabelScope>;
}
