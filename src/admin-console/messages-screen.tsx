// Messages: seller requests (approve or reject a pending one), contact messages, and the
// newsletter's subscribers as CSV.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enqueueSnackbar } from 'notistack';
import { consoleGet } from './console-api.ts';
import { errorText, Loading, QueryProblem } from './console-error.tsx';
import { consoleKeys, contactMessagesQuery, sellerRequestsQuery, type SellerRequest } from './console-queries.ts';
import { saveBlob } from './download.ts';
import { sendOrQueue } from './outbox.ts';
import { useConsoleT } from './use-console-t.ts';

/** Subscribers as CSV, made here from the admin API's pages (RFC 4180 quoting). */
export function subscribersCsv(rows: Array<{ email: string; createdAt: string }>): string {
  const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return ['email,subscribedAt', ...rows.map((r) => `${cell(r.email)},${cell(r.createdAt)}`)].join('\r\n') + '\r\n';
}

async function exportSubscribers(): Promise<void> {
  const rows: Array<{ email: string; createdAt: string }> = [];
  for (let page = 1; ; page++) {
    const { subscribers } = await consoleGet<{ subscribers: Array<{ email: string; createdAt: string }> }>('subscribers', { page, pageSize: 500 });
    rows.push(...subscribers);
    if (subscribers.length < 500) break;
  }
  saveBlob(new Blob([subscribersCsv(rows)], { type: 'text/csv' }), 'subscribers.csv');
}

export function MessagesScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const sellers = useQuery(sellerRequestsQuery());
  const contact = useQuery(contactMessagesQuery());
  return (
    <section aria-labelledby="messages-title" className="c-screen">
      <div className="c-screen__head">
        <h1 id="messages-title">{t('messages.title')}</h1>
        <button
          type="button"
          className="c-button c-button--quiet"
          onClick={() => exportSubscribers().catch((err: unknown) => enqueueSnackbar(errorText(t, err), { variant: 'error' }))}
        >
          {t('messages.exportSubscribers')}
        </button>
      </div>
      <h2 id="sellers">{t('messages.sellers')}</h2>
      {sellers.isPending ? (
        <Loading />
      ) : sellers.isError ? (
        <QueryProblem error={sellers.error} onRetry={() => void sellers.refetch()} />
      ) : sellers.data.length === 0 ? (
        <p className="c-muted">{t('messages.none')}</p>
      ) : (
        <ul className="c-stack">
          {sellers.data.map((r) => (
            <SellerCard key={r.id} request={r} />
          ))}
        </ul>
      )}
      <h2 id="contact">{t('messages.contact')}</h2>
      {contact.isPending ? (
        <Loading />
      ) : contact.isError ? (
        <QueryProblem error={contact.error} onRetry={() => void contact.refetch()} />
      ) : contact.data.length === 0 ? (
        <p className="c-muted">{t('messages.none')}</p>
      ) : (
        <ul className="c-stack">
          {contact.data.map((m) => (
            <li key={m.id} className="c-card">
              <article aria-label={m.subject || m.fullName}>
                <p className="c-line__head">
                  <strong dir="auto">{m.subject}</strong>
                  <span className="c-muted">{intl.formatDate(m.createdAt, { dateStyle: 'medium' })}</span>
                </p>
                <p className="c-message" dir="auto">{m.message}</p>
                <p className="c-muted">
                  {m.fullName} · <bdi dir="ltr">{m.email}</bdi> {m.phoneNumber && <>· <bdi dir="ltr">{m.phoneNumber}</bdi></>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SellerCard({ request }: { request: SellerRequest }) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState(false);
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') => sendOrQueue({ path: `seller-requests/${request.id}/${action}`, method: 'post', body: {}, refresh: 'inbox' }),
    onSuccess: (sent, action) => {
      if (sent.queued) {
        setQueued(true);
        enqueueSnackbar(t('queue.queued'), { variant: 'info' });
        return;
      }
      enqueueSnackbar(t(action === 'approve' ? 'messages.approved' : 'messages.rejected'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.today() });
    },
    onError: (err) => enqueueSnackbar(errorText(t, err), { variant: 'error' }),
  });
  const name = `${request.firstName} ${request.lastName}`.trim();
  const status = request.status === 'pending' ? t('messages.pending') : t(request.status === 'approved' ? 'messages.status.approved' : 'messages.status.rejected');
  return (
    <li className="c-card">
      <article aria-label={name}>
        <p className="c-line__head">
          <strong>{name}</strong>
          <span className={`c-badge${request.status === 'pending' ? ' c-badge--warn' : ''}`}>{status}</span>
        </p>
        <p className="c-muted">
          <bdi dir="ltr">{request.email}</bdi> · <bdi dir="ltr">{request.mobileNo}</bdi>
        </p>
        <p className="c-muted" dir="auto">{[request.address, request.postalCode, request.country].filter(Boolean).join(', ')}</p>
        {request.status === 'pending' && !queued && (
          <div className="c-actions">
            <button type="button" className="c-button c-button--primary" disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
              {t('messages.approve')}
            </button>
            <button type="button" className="c-button c-button--quiet" disabled={decide.isPending} onClick={() => decide.mutate('reject')}>
              {t('messages.reject')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
