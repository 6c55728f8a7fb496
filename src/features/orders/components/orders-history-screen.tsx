// Orders History (docs/rules.md R2, R7): the user's orders (number, date dd-mm-yyyy in
// India time, status, items, total) and a detail view that scrolls to the items. Without
// a logged-in user it goes to the login page.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LABEL_ENTITY } from '../../../../contract/shop-rules.ts';
import { formatDate, formatMoney } from '../../../lib/money.ts';
import { ltrText } from '../../../../contract/bidi.ts';
import { useSession } from '../../../lib/session.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useLang } from '../../../i18n/use-lang.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ordersQuery } from '../orders-api.ts';
import { OrderItems } from './order-items.tsx';
// shop-ui.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).
import '../orders.css';

function OrdersList({ userId }: { userId: number }) {
  const t = useT();
  const intl = useIntl();
  const lang = useLang();
  const query = useQuery(ordersQuery(lang, userId));
  const [selected, setSelected] = useState(0);
  const details = useRef<HTMLElement>(null);
  const order = query.data?.find((o) => o.OrderId === selected);

  // docs/rules.md R2: the detail view scrolls to the items.
  useEffect(() => {
    if (selected > 0) {
      details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      details.current?.focus({ preventScroll: true });
    }
  }, [selected]);

  return (
    <QueryState query={query} skeleton={<div className="skeleton orders-skeleton" aria-hidden="true" />}>
      {query.data && query.data.length === 0 ? (
        <div className="empty-state card">
          <p className="empty-state__title">{t('orders.none')}</p>
          <Link to="/$lang/all-products/$categoryId/$slug" params={{ lang, categoryId: 0, slug: 'all-categories' }} className="btn btn--primary">
            {t('lbl_cart_continue_shopping')}
          </Link>
        </div>
      ) : (
        <table className="data-table orders-table">
          <caption className="visually-hidden">{t('lbl_orders_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lbl_orders_order_number')}</th>
              <th scope="col">{t('lbl_orders_date')}</th>
              <th scope="col">{t('lbl_orders_status')}</th>
              <th scope="col" className="num">{t('orders.items')}</th>
              <th scope="col" className="num">{t('lbl_orders_total')}</th>
              <th scope="col"><span className="visually-hidden">{t('orders.details')}</span></th>
            </tr>
          </thead>
          <tbody>
            {(query.data ?? []).map((o) => (
              <tr key={o.OrderId} aria-current={o.OrderId === selected || undefined}>
                <th scope="row" data-label={t('lbl_orders_order_number')}><span dir="ltr">{o.OrderNumber}</span></th>
                <td data-label={t('lbl_orders_date')}><span dir="ltr">{formatDate(o.OrderDateUTC)}</span></td>
                <td data-label={t('lbl_orders_status')}><span className={`status status--${o.LatestStatusID}`}>{o.LatestStatusName}</span></td>
                <td className="num" data-label={t('orders.items')}>{o.TotalItems}</td>
                <td className="num" data-label={t('lbl_orders_total')}><strong>{formatMoney(intl, o.OrderTotal)}</strong></td>
                <td>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setSelected(o.OrderId)} aria-expanded={o.OrderId === selected}
                    aria-label={t('orders.viewOf', { number: ltrText(o.OrderNumber, intl.locale) })}>
                    {t('orders.view')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order && (
        <section ref={details} tabIndex={-1} className="order-detail card" aria-labelledby="order-detail-title">
          <h2 id="order-detail-title">{t('orders.detailTitle', { number: ltrText(order.OrderNumber, intl.locale) })}</h2>
          <p className="order-detail__meta">
            <span>{t('lbl_orders_date')}: <span dir="ltr">{formatDate(order.OrderDateUTC)}</span></span>
            <span>{t('lbl_orders_status')}: {order.LatestStatusName}</span>
            <span>{t('lbl_orders_total')}: <strong>{formatMoney(intl, order.OrderTotal)}</strong></span>
          </p>
          <OrderItems lang={lang} userId={userId} orderId={order.OrderId} />
        </section>
      )}
    </QueryState>
  );
}

function OrdersHistory() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  useEffect(() => {
    if (!user) void navigate({ to: '/$lang/login', params: { lang }, replace: true });
  }, [user, lang, navigate]);
  return (
    <>
      <PageTitleBar title={t('lbl_orders_title')} />
      <div className="container section orders">{user && <OrdersList userId={user.UserID} />}</div>
    </>
  );
}

export function OrdersHistoryScreen() {
  return <LabelScope entity={LABEL_ENTITY.OrdersHistory}><OrdersHistory /></LabelScope>;
}
