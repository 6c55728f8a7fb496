// One order: who and where, its lines, totals and status history; the status changed here
// (queued when offline, sent once with its Idempotency-Key), and its packing slip and invoice.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { enqueueSnackbar } from 'notistack';
import { errorText, Loading, QueryProblem } from './console-error.tsx';
import { consoleKeys, orderQuery, type OrderDetail } from './console-queries.ts';
import { openPrintable } from './download.ts';
import { OrderLines } from './order-lines.tsx';
import { sendOrQueue } from './outbox.ts';
import { StatusBadge, STATUS_IDS, statusLabel } from './status-badge.tsx';
import { useConsoleLang, useMoney } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

function addressText(address: unknown): string {
  if (typeof address === 'string') return address;
  if (!address || typeof address !== 'object') return '';
  return Object.values(address as Record<string, unknown>)
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .join(', ');
}

export function OrderScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const lang = useConsoleLang();
  const money = useMoney();
  const { orderId } = useParams({ from: '/admin/$lang/orders/$orderId' });
  const id = Number(orderId);
  const order = useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });

  return (
    <section aria-labelledby="order-title" className="c-screen">
      <Link to="/admin/$lang/orders" params={{ lang }} className="c-back">
        {t('order.back')}
      </Link>
      {order.isPending ? (
        <Loading />
      ) : order.isError ? (
        <QueryProblem error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <div className="c-screen__head">
            <h1 id="order-title">{t('order.title', { number: order.data.orderNumber })}</h1>
            <StatusBadge statusId={order.data.statusId} />
          </div>
          <p className="c-muted">{intl.formatDate(order.data.orderDate, { dateStyle: 'full', timeStyle: 'short' })}</p>
          <div className="c-actions">
            <button type="button" className="c-button c-button--quiet" onClick={() => void openPrintable(`orders/${id}/packing-slip`)}>
              {t('order.packingSlip')}
            </button>
            <button type="button" className="c-button c-button--quiet" onClick={() => void openPrintable(`orders/${id}/invoice`)}>
              {t('order.invoice')}
            </button>
          </div>
          <div className="c-order-grid">
            <StatusForm order={order.data} />
            <div className="c-card">
              <h2>{t('order.customer')}</h2>
              <p dir="auto">{order.data.shippingName}</p>
              {order.data.customerEmail && (
                <p>
                  <bdi dir="ltr">{order.data.customerEmail}</bdi>
                </p>
              )}
              {order.data.customerPhone && (
                <p>
                  <a href={`tel:${order.data.customerPhone.replace(/[^\d+]/g, '')}`}>
                    <bdi dir="ltr">{order.data.customerPhone}</bdi>
                  </a>
                </p>
              )}
              {order.data.paymentMethod && <p className="c-muted">{order.data.paymentMethod}</p>}
              <h3>{t('order.shipTo')}</h3>
              <p dir="auto">{addressText(order.data.shippingAddress)}</p>
              {order.data.note && (
                <>
                  <h3>{t('order.note')}</h3>
                  <p dir="auto">{order.data.note}</p>
                </>
              )}
            </div>
            <div className="c-card">
              <h2>{t('order.items')}</h2>
              <OrderLines items={order.data.items} />
              <dl className="c-totals">
                <div>
                  <dt>{t('order.subtotal')}</dt>
                  <dd>{money(order.data.subtotal)}</dd>
                </div>
                {order.data.discount > 0 && (
                  <div>
                    <dt>
                      {t('order.discount')}
                      {order.data.couponCode && <> (<bdi dir="ltr">{order.data.couponCode}</bdi>)</>}
                    </dt>
                    <dd><bdi dir="ltr">−{money(order.data.discount)}</bdi></dd>
                  </div>
                )}
                <div>
                  <dt>{t('order.shipping')}</dt>
                  <dd>{money(order.data.shipping)}</dd>
                </div>
                <div className="c-totals__grand">
                  <dt>{t('order.total')}</dt>
                  <dd>{money(order.data.orderTotal)}</dd>
                </div>
              </dl>
            </div>
            <div className="c-card">
              <h2>{t('order.history')}</h2>
              <ol className="c-history">
                {order.data.history.map((h, i) => (
                  <li key={`${h.at}-${i}`}>
                    <StatusBadge statusId={h.statusId} />
                    <span className="c-muted">{intl.formatDate(h.at, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                    {h.note && <p dir="auto">{h.note}</p>}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function StatusForm({ order }: { order: OrderDetail & { version?: number } }) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const [statusId, setStatusId] = useState(order.statusId);
  const [note, setNote] = useState('');
  const change = useMutation({
    mutationFn: () =>
      sendOrQueue({
        path: `orders/${order.id}/status`,
        method: 'post',
        body: { statusId, ...(note.trim() ? { note: note.trim() } : {}), ...(order.version !== undefined ? { version: order.version } : {}) },
        refresh: 'orders',
      }),
    onSuccess: (sent) => {
      setNote('');
      if (sent.queued) {
        enqueueSnackbar(t('queue.queued'), { variant: 'info' });
        return;
      }
      enqueueSnackbar(t('order.saved', { status: t(statusLabel(statusId)) }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.today() });
    },
    onError: (err) => enqueueSnackbar(errorText(t, err), { variant: 'error' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate();
  };
  return (
    <form className="c-card c-status-form" onSubmit={submit} aria-labelledby="status-form-title">
      <h2 id="status-form-title">{t('order.changeStatus')}</h2>
      <label className="c-field">
        <span>{t('order.newStatus')}</span>
        <select value={statusId} onChange={(e) => setStatusId(Number(e.target.value))}>
          {STATUS_IDS.map((s) => (
            <option key={s} value={s}>
              {t(statusLabel(s))}
            </option>
          ))}
        </select>
      </label>
      <label className="c-field">
        <span>{t('order.statusNote')}</span>
        <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
      </label>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={change.isPending || statusId === order.statusId}>
        {change.isPending ? t('order.saving') : t('order.save')}
      </button>
    </form>
  );
}
