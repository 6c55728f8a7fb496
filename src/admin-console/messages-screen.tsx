// Messages: seller requests (approve or reject a pending one), contact messages, and the
// newsletter's subscribers as CSV.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { enqueueSnackbar } from 'notistack';
import { errorText, Loading, QueryProblem } from './console-error.tsx';
import { consoleKeys, contactMessagesQuery, reviewsQuery, sellerRequestsQuery, type Review, type SellerRequest } from './console-queries.ts';
import { downloadFile } from './download.ts';
import { sendOrQueue } from './outbox.ts';
import { useConsoleT } from './use-console-t.ts';

export function MessagesScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const sellers = useQuery(sellerRequestsQuery());
  const contact = useQuery(contactMessagesQuery());
  const reviews = useQuery(reviewsQuery());
  return (
    <section aria-labelledby="messages-title" className="c-screen">
      <div className="c-screen__head">
        <h1 id="messages-title">{t('messages.title')}</h1>
        <button
          type="button"
          className="c-button c-button--quiet"
          onClick={() => downloadFile('subscribers.csv', 'subscribers.csv').catch((err: unknown) => enqueueSnackbar(errorText(t, err), { variant: 'error' }))}
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
      <h2 id="reviews">{t('messages.reviews')}</h2>
      {reviews.isPending ? (
        <Loading />
      ) : reviews.isError ? (
        <QueryProblem error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <p className="c-muted">{t('messages.none')}</p>
      ) : (
        <ul className="c-stack">
          {reviews.data.map((r) => (
            <ReviewCard key={r.id} review={r} />
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

function ReviewCard({ review }: { review: Review }) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => sendOrQueue({ path: `reviews/${review.id}`, method: 'put', body: { hidden: !review.hidden }, refresh: 'inbox' }),
    onSuccess: (sent) => {
      if (sent.queued) {
        enqueueSnackbar(t('queue.queued'), { variant: 'info' });
        return;
      }
      enqueueSnackbar(t(review.hidden ? 'messages.reviewShown' : 'messages.reviewHidden'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.reviews() });
    },
    onError: (err) => enqueueSnackbar(errorText(t, err), { variant: 'error' }),
  });
  return (
    <li className="c-card">
      <article aria-label={`${review.reviewerName}: ${review.title}`}>
        <p className="c-line__head">
          <strong dir="auto">{review.title}</strong>
          <span>
            <span className="c-badge">{t('messages.rating', { rating: review.rating })}</span>
            {review.hidden && <span className="c-badge c-badge--danger">{t('messages.hidden')}</span>}
          </span>
        </p>
        <p className="c-muted" dir="auto">
          {review.productName} · {review.reviewerName}
        </p>
        <p className="c-message" dir="auto">
          {review.body}
        </p>
        <div className="c-actions">
          <button type="button" className="c-button c-button--quiet" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
            {t(review.hidden ? 'messages.show' : 'messages.hide')}
          </button>
        </div>
      </article>
    </li>
  );
}
