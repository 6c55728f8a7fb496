// The image route's cache (sw/README.md): cache-first with an entry and age limit. One
// strategy object serves both the route and the warm-up (image-warm-up.ts), so warmed
// images go through the same ExpirationPlugin and count against the same limits.
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';

export const IMAGE_CACHE = 'tohfa-images';
export const IMAGE_CACHE_MAX_ENTRIES = 300;

/** Caches 200s and opaque (0) answers only, like workbox-cacheable-response {statuses: [0, 200]}. */
const cacheableResponse: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 || response.status === 0 ? response : null),
};

export const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    cacheableResponse,
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
