// The image route's cache (sw/README.md): cache-first with an entry and age limit. One
// strategy object serves both the route and the warm-up (image-warm-up.ts), so warmed
// images go through the same ExpirationPlugin and count against the same limits.
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core';
import { pickSibling } from './image-siblings.ts';

export const IMAGE_CACHE = 'tohfa-images';
export const IMAGE_CACHE_MAX_ENTRIES = 300;

/** Caches 200s and opaque (0) answers only, like workbox-cacheable-response {statuses: [0, 200]}. */
export const cacheableResponse: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 || response.status === 0 ? response : null),
};

export const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    cacheableResponse,
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

/**
 * The image route: the strategy, and when it has no answer (offline, not cached) another
 * size or format of the same product photograph from the cache (image-siblings.ts).
 */
export const imageHandler: RouteHandlerCallback = async (options) => {
  const standIn = async () => {
    const cache = await caches.open(IMAGE_CACHE);
    const sibling = pickSibling(options.url.href, (await cache.keys()).map((r) => r.url));
    return sibling ? cache.match(sibling) : undefined;
  };
  try {
    const response = await imageStrategy.handle(options);
    if (response.ok || response.status === 0) return response;
    return (await standIn()) ?? response;
  } catch (error) {
    const found = await standIn();
    if (found) return found;
    throw error;
  }
};
