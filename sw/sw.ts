// The service worker (docs/architecture.md), built by vite-plugin-pwa injectManifest.
// Caches only what is public and safe to serve stale: the hashed shell and images. API
// answers are never cached here (offline reads come from the persisted query cache).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { broadcast, drainQueue, isQueuedPath, queueSize, sendOrQueue } from './offline-queue.ts';
import { keepCurrentAssets, matchesPreviousAsset, servePreviousAsset } from './previous-assets.ts';
import { imageHandler } from './image-cache.ts';
import { fontStrategy, isFont } from './font-cache.ts';
import { acceptedImageUrls, imageCacheAccess, warmImages } from './image-warm-up.ts';
import { isPageMessage, type WorkerMessage } from '../contract/sw-messages.ts';

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

// The print fonts, before the route below takes every /assets/ file (font-cache.ts).
registerRoute(isFont, fontStrategy);

// The old version's hashed chunks, for tabs still showing it after an update.
registerRoute(matchesPreviousAsset, servePreviousAsset);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/media/') || request.destination === 'image'),
  imageHandler,
);

// Workbox routes GET only unless told; these are the queued form posts.
registerRoute(({ url }) => url.origin === self.location.origin && isQueuedPath(url.pathname), sendOrQueue, 'POST');

/** One warm-up at a time: each measures the room the previous one left. */
let warming: Promise<unknown> = Promise.resolve();
/**
 * Aborted for good, in the worker in control, once a shopper asks for the new version. The
 * browser activates a new worker only when this one has no event still running, even after
 * skipWaiting(), and a warm-up keeps its message event running for as long as its fetches
 * take: on a slow network the shopper's Reload would wait that long (sw/README.md, "Updates").
 */
const warmUps = new AbortController();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isPageMessage(data)) return;
  switch (data.type) {
    case 'SKIP_WAITING':
      // Only on the shopper's "Reload": an open page never switches version by itself. The
      // page sends it to the waiting worker (installed), which takes over and goes on warming
      // once in control, and to the one in control, which stops warming so the takeover need
      // not wait for it.
      if (self.serviceWorker.state === 'installed') void self.skipWaiting();
      else warmUps.abort();
      break;
    case 'REPLAY_QUEUE':
      event.waitUntil(drainQueue().then(() => undefined));
      break;
    case 'GET_QUEUE_SIZE':
      event.waitUntil(queueSize().then((count) => broadcast({ type: 'QUEUE_SIZE', count })));
      break;
    case 'WARM_IMAGES': {
      if (warmUps.signal.aborted) break;
      const urls = acceptedImageUrls(data.urls, self.location.origin);
      const source = event.source;
      warming = warming
        .then(() => warmImages(urls, imageCacheAccess(event, warmUps.signal), warmUps.signal))
        .then((result) => {
          const reply: WorkerMessage = { type: 'IMAGES_WARMED', ...result };
          if (source && 'postMessage' in source) source.postMessage(reply);
        })
        .catch(() => undefined);
      event.waitUntil(warming);
      break;
    }
  }
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
