// The offline layer the app layout mounts once, lazily: registers the service
// worker, shows the offline banner, the update offer and the queued-post count, and
// toasts the queue's news through the app's one toast channel (lib/notify.ts); once idle,
// it starts the image warm-up for offline visits.
// Default export for React.lazy.
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../i18n/failure-message.ts';
import { applyUpdate, onQueueMessage, startServiceWorker } from '../service-worker.ts';
import { setOfflineState, useOfflineState } from '../offline-store.ts';
import { offlineMessages, refusedMessage } from '../offline-messages.ts';
import type { WorkerMessage } from '../../../../contract/sw-messages.ts';
import type { ApiFailure } from '../../../lib/api-client.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdateOffer } from './update-offer.tsx';
import { QueuedPostsIndicator } from './queued-posts-indicator.tsx';
import '../install-prompt.ts';
import '../offline.css';

function deliveredText(intl: IntlShape, call: string | null): string {
  if (call === 'INSERT_PRODUCT_REVIEW') return intl.formatMessage(offlineMessages.deliveredReview);
  if (call === 'INSERT_SUBSCRIBER') return intl.formatMessage(offlineMessages.deliveredSubscriber);
  return intl.formatMessage(offlineMessages.deliveredContact);
}

function refusedText(intl: IntlShape, message: Extract<WorkerMessage, { type: 'QUEUE_REFUSED' }>): string {
  // The server's reason in the shopper's language (by errorCode), as for any failed call.
  const reason = message.errorCode || message.errorMessage.trim()
    ? failureMessage(intl, { code: (message.errorCode ?? '') as ApiFailure['code'], message: message.errorMessage.trim(), params: message.errorParams ?? {} })
    : '';
  return reason
    ? intl.formatMessage(refusedMessage, { reason })
    : intl.formatMessage(offlineMessages.refusedNoReason);
}

export default function OfflineLayer() {
  const intl = useIntl();
  const client = useQueryClient();
  const { online, updateReady, queuedPosts } = useOfflineState();

  useEffect(() => {
    const sync = () => setOfflineState({ online: navigator.onLine });
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  }, []);

  useEffect(() => {
    void startServiceWorker().catch((err: unknown) => console.warn('service worker registration failed', err));
  }, []);

  // The image warm-up (image-warm-up.ts) is fetched only once the page is idle.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () =>
      void import('../image-warm-up.ts').then(
        (m) => (cancelled ? undefined : (stop = m.startImageWarmUp(client))),
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, 200);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);

  useEffect(
    () =>
      onQueueMessage((message) => {
        // QUEUE_ADDED is not toasted here: the form that posted gets the 202 {queued: true}
        // answer and says 'It will be sent when you are back online' itself (contact,
        // review, newsletter); saying it here too showed the same toast twice.
        if (message.type === 'QUEUE_DELIVERED') {
          notify({ message: deliveredText(intl, message.call), variant: 'success' });
          // A delivered review changes the list, count and rating of the product on screen,
          // which React Query's own refetch on reconnect may have read before the review
          // landed. Features do not know each other, so refresh what is on screen.
          if (message.call === 'INSERT_PRODUCT_REVIEW') void client.refetchQueries({ type: 'active' });
        } else if (message.type === 'QUEUE_REFUSED') {
          notify({ message: refusedText(intl, message), variant: 'error' });
        }
      }),
    [intl, client],
  );

  return (
    <div className="offline-layer">
      <OfflineBanner online={online} />
      <UpdateOffer ready={updateReady} onReload={() => void applyUpdate()} />
      <QueuedPostsIndicator count={queuedPosts} />
    </div>
  );
}
