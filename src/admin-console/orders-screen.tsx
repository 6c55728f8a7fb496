// Orders: newest first, filtered by status and dates and searched by number, email or phone, paged;
// each opens its detail. The export takes the same filter.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { enqueueSnackbar } from 'notistack';
import { errorText, Loading, QueryProblem } from './console-error.tsx';
import { ORDERS_PAGE_SIZE, ordersQuery } from './console-queries.ts';
import { downloadFile } from './download.ts';
import { StatusBadge, STATUS_IDS, statusLabel } from './status-badge.tsx';
import { useConsoleLang, useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

export function OrdersScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const lang = useConsoleLang();
  const money = useMoney();
  const search = useSearch({ from: '/admin/$lang/orders' });
  const navigate = useNavigate({ from: '/admin/$lang/orders' });
  const [q, setQ] = useState(search.q ?? '');
  const [from, setFrom] = useState(search.from ?? '');
  const [to, setTo] = useState(search.to ?? '');
  const [exporting, setExporting] = useState(false);
  const orders = useQuery({ ...ordersQuery(search), placeholderData: keepPreviousData });
  const page = search.page ?? 1;
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / ORDERS_PAGE_SIZE)) : 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ search: (s) => ({ ...s, q: q.trim() || undefined, page: undefined }) });
  };
  // A picked day filters at once, as the status chips do.
  const pickDay = (which: 'from' | 'to', day: string) => {
    (which === 'from' ? setFrom : setTo)(day);
    void navigate({ search: (s) => ({ ...s, [which]: day || undefined, page: undefined }) });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile('orders.csv', 'orders.csv', { status: search.status, q: search.q, from: search.from, to: search.to });
      enqueueSnackbar(t('orders.exported'), { variant: 'success' });
    } catch (err) {
      enqueueSnackbar(errorText(t, err), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="orders-title" className="c-screen">
      <div className="c-screen__head">
        <h1 id="orders-title">{t('orders.title')}</h1>
        <button type="button" className="c-button c-button--quiet" onClick={() => void exportCsv()} disabled={exporting}>
          {t('orders.export')}
        </button>
      </div>
      <form role="search" className="c-orders-search" onSubmit={submit}>
        <div className="c-search">
          <label className="c-visually-hidden" htmlFor="orders-q">
            {t('orders.search')}
          </label>
          <input id="orders-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('orders.search')} maxLength={100} />
          <button type="submit" className="c-button c-button--primary">
            {t('orders.searchButton')}
          </button>
        </div>
        <div className="c-dates">
          <label className="c-field">
            <span>{t('orders.from')}</span>
            <input type="date" value={from} max={to || undefined} onChange={(e) => pickDay('from', e.target.value)} />
          </label>
          <label className="c-field">
            <span>{t('orders.to')}</span>
            <input type="date" value={to} min={from || undefined} onChange={(e) => pickDay('to', e.target.value)} />
          </label>
        </div>
      </form>
      <nav className="c-chips" aria-label={t('orders.filter')}>
        {[undefined, ...STATUS_IDS].map((id) => (
          <Link
            key={id ?? 'all'}
            to="/admin/$lang/orders"
            params={{ lang }}
            search={{ ...search, status: id, page: undefined }}
            className="c-chip"
            aria-current={search.status === id ? 'page' : undefined}
            // The router marks a link current only when its whole search matches; the
            // filter is current on every page of it too (aria-current above).
            activeOptions={{ exact: true }}
          >
            {id === undefined ? t('orders.all') : t(statusLabel(id))}
          </Link>
        ))}
      </nav>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <QueryProblem error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <p className="c-muted" role="status">
            {t('orders.count', { count: orders.data.total })}
          </p>
          {orders.data.orders.length === 0 ? (
            <p>{t('orders.none')}</p>
          ) : (
            <ul className="c-orders">
              {orders.data.orders.map((o) => (
                <li key={o.id}>
                  <Link to="/admin/$lang/orders/$orderId" params={{ lang, orderId: String(o.id) }} className="c-card c-order-card">
                    <span className="c-order-card__top">
                      <span className="c-order-card__number" dir="ltr">{o.orderNumber}</span>
                      <StatusBadge statusId={o.statusId} />
                    </span>
                    <span className="c-order-card__who">{o.shippingName || o.customerEmail}</span>
                    <span className="c-order-card__meta">
                      <span>{intl.formatDate(o.orderDate, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                      <span>{t('orders.items', { count: o.totalItems })}</span>
                      <span className="c-order-card__total">{money(o.orderTotal)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="c-pager" aria-label={t('orders.page', { page, pages })}>
              <Link to="/admin/$lang/orders" params={{ lang }} search={{ ...search, page: page > 2 ? page - 1 : undefined }} className="c-button c-button--quiet" disabled={page <= 1}>
                {t('orders.previous')}
              </Link>
              <span>{t('orders.page', { page, pages })}</span>
              <Link to="/admin/$lang/orders" params={{ lang }} search={{ ...search, page: page + 1 }} className="c-button c-button--quiet" disabled={page >= pages}>
                {t('orders.next')}
              </Link>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
