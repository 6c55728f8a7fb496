// The offline layer the app layout mounts once, lazily: registers the service
// worker, shows the offline banner, the update offer and the queued-post count, and
// toasts the queue's news through the app's one toast channel (lib/notify.ts); once idle,
// it starts the image warm-up for offline visits.
// Default export for React.lazy.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify.ts';
import { applyUpdate, onQueueMessage, startServiceWorker } from '../service-worker.ts';
import { setOfflineState, useOfflineState } from '../offline-store.ts';
import { queueNews, type Refused } from '../queue-news.ts';
import type { CallName } from '../../../../contract/calls.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { UpdateOffer } from './update-offer.tsx';
import { QueuedPostsIndicator } from './queued-posts-indicator.tsx';
import '../install-prompt.ts';
// offline.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

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

  useEffect(() => {
    // A drain's news is told once it ends (its QUEUE_SIZE or QUEUE_KEPT comes after the
    // posts it delivered or dropped): one toast for all of them (queue-news.ts).
    let delivered: (CallName | null)[] = [];
    let refused: Refused[] = [];
    return onQueueMessage((message) => {
      // QUEUE_ADDED is not toasted here: the form that posted gets the 202 {queued: true}
      // answer and says 'It will be sent when you are back online' itself (contact,
      // review, newsletter); saying it here too showed the same toast twice.
      if (message.type === 'QUEUE_DELIVERED') {
        delivered.push(message.call);
        // A delivered review changes the list, count and rating of the product on screen,
        // which React Query's own refetch on reconnect may have read before the review
        // landed. Features do not know each other, so refresh what is on screen.
        if (message.call === 'INSERT_PRODUCT_REVIEW') void client.refetchQueries({ type: 'active' });
      } else if (message.type === 'QUEUE_REFUSED') {
        refused.push(message);
      } else if (message.type === 'QUEUE_SIZE' || message.type === 'QUEUE_KEPT') {
        const news = queueNews(intl, delivered, refused);
        delivered = [];
        refused = [];
        if (news) notify(news);
      }
    });
  }, [intl, client]);

  return (
    <div className="offline-layer">
      <OfflineBanner online={online} />
      <UpdateOffer ready={updateReady} onReload={() => void applyUpdate()} />
      <QueuedPostsIndicator count={queuedPosts} />
    </div>
  );
}
