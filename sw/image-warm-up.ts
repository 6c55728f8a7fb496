// Warming the image cache for offline visits (sw/README.md): a page sends the images its
// persisted answers show (WARM_IMAGES), among them lazy ones the shopper never scrolled to;
// the worker fetches those it does not hold through the image route's own strategy, so
// the ExpirationPlugin's limits apply. It only fills free room, below a ceiling: a warm-up
// never makes the plugin evict an image the shopper actually saw.
import { WARM_IMAGES_PER_VISIT, type WorkerMessage } from '../contract/sw-messages.ts';
import { IMAGE_CACHE, IMAGE_CACHE_MAX_ENTRIES, imageStrategy } from './image-cache.ts';

/** Warm-ups stop at 80 % of the entry limit; the rest stays free for images the shopper sees. */
export const WARM_UP_CEILING = Math.floor(IMAGE_CACHE_MAX_ENTRIES * 0.8);
/** Fetches at a time: the warm-up runs while the shopper may be browsing. */
const PARALLEL = 4;

export type WarmUpResult = Omit<Extract<WorkerMessage, { type: 'IMAGES_WARMED' }>, 'type'>;

/** The page's list as the worker takes it: same-origin `/media/` URLs, each once, at most a visit's worth. */
export function acceptedImageUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const accepted = new Set<string>();
  for (const raw of urls) {
    if (accepted.size >= WARM_IMAGES_PER_VISIT) break;
    if (typeof raw !== 'string') continue;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin === origin && url.pathname.startsWith('/media/')) accepted.add(url.href);
  }
  return [...accepted];
}

export interface ImageCacheAccess {
  isCached(url: string): Promise<boolean>;
  /** Entries in the image cache now (the shopper's own images keep arriving meanwhile). */
  count(): Promise<number>;
  /** Fetches into the image cache; true when stored. */
  store(url: string): Promise<boolean>;
}

/**
 * Fetches the missing ones, a few at a time, while the cache has room below the ceiling.
 * `stop` ends it early: the fetches under way are cancelled (through `cache.store`) and no
 * new one starts.
 */
export async function warmImages(urls: string[], cache: ImageCacheAccess, stop?: AbortSignal, ceiling = WARM_UP_CEILING): Promise<WarmUpResult> {
  const missing: string[] = [];
  let checked = 0;
  for (const url of urls) {
    if (stop?.aborted) break;
    checked++;
    if (!(await cache.isCached(url))) missing.push(url);
  }
  const alreadyCached = checked - missing.length;
  let stored = 0;
  let failed = 0;
  let next = 0;
  while (next < missing.length && !stop?.aborted) {
    const room = ceiling - (await cache.count());
    if (room <= 0) break;
    const batch = missing.slice(next, next + Math.min(PARALLEL, room));
    next += batch.length;
    const done = await Promise.all(batch.map((url) => cache.store(url).catch(() => false)));
    stored += done.filter(Boolean).length;
    failed += done.filter((ok) => !ok).length;
  }
  return { stored, alreadyCached, failed, skipped: urls.length - alreadyCached - next };
}

/**
 * The real image cache, written through the image route's strategy within `event`'s
 * lifetime; `stop` cancels the fetches under way.
 */
export function imageCacheAccess(event: ExtendableEvent, stop: AbortSignal): ImageCacheAccess {
  const open = () => caches.open(IMAGE_CACHE);
  return {
    // A direct look, not the strategy: a hit through the strategy would mark the entry as
    // just used and reorder what the plugin evicts first.
    isCached: async (url) => Boolean(await (await open()).match(url)),
    count: async () => (await (await open()).keys()).length,
    async store(url) {
      const request = new Request(url, { credentials: 'same-origin', priority: 'low', signal: stop });
      const [response, done] = imageStrategy.handleAll({ request, event });
      const ok = await response.then((r) => r.status === 200, () => false);
      await done.catch(() => undefined);
      return ok;
    },
  };
}
