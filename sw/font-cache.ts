// The personalisation's print fonts (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md):
// hashed files under /assets/, fetched only by a page that shows a preview (never precached,
// so never part of a first visit), then kept cache-first: the preview draws in them offline.
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheableResponse } from './image-cache.ts';

export const FONT_CACHE = 'tohfa-fonts';

export const fontStrategy = new CacheFirst({
  cacheName: FONT_CACHE,
  plugins: [
    cacheableResponse,
    // A few files a version; a new version's fonts have new names, the old ones age out.
    new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

/** Route: a same-origin font (a FontFace's fetch). */
export function isFont({ url, request }: { url: URL; request: Request }): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && request.destination === 'font';
}
