// The service worker (DESIGN section 5, issue 7), built by vite-plugin-pwa injectManifest.
// Caches only what is public and safe to serve stale: the hashed shell and images. API
// answers are never cached here (offline reads come from the persisted query cache).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { broadcast, drainQueue, isQueuedPath, queueSize, sendOrQueue } from './offline-queue.ts';
import { keepCurrentAssets, matchesPreviousAsset, servePreviousAsset } from './previous-assets.ts';
import { isPageMessage } from '../contract/sw-messages.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// Copy the old version's chunks before the new precache's activate step removes them.
self.addEventListener('install', (event) => event.waitUntil(keepCurrentAssets()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app navigation (/{lang}/..., and unprefixed paths the router redirects) gets
// the precached shell; the server's own areas and files are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/admin(\/|$)/, /^\/media\//, /^\/[^/]+\.[a-z0-9]+$/i],
  }),
);

// The old version's hashed chunks, for tabs still showing it after an update.
registerRoute(matchesPreviousAsset, servePreviousAsset);

/** Caches 200s and opaque (0) answers only, like workbox-cacheable-response {statuses: [0, 200]}. */
const cacheableResponse: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 || response.status === 0 ? response : null),
};

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/media/') || request.destination === 'image'),
  new CacheFirst({
    cacheName: 'tohfa-images',
    plugins: [
      cacheableResponse,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Workbox routes GET only unless told; these are the queued form posts.
registerRoute(({ url }) => url.origin === self.location.origin && isQueuedPath(url.pathname), sendOrQueue, 'POST');

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isPageMessage(data)) return;
  switch (data.type) {
    case 'SKIP_WAITING':
      // Only on the shopper's "Reload": an open page never switches version by itself.
      void self.skipWaiting();
      break;
    case 'REPLAY_QUEUE':
      event.waitUntil(drainQueue().then(() => undefined));
      break;
    case 'GET_QUEUE_SIZE':
      event.waitUntil(queueSize().then((count) => broadcast({ type: 'QUEUE_SIZE', count })));
      break;
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
