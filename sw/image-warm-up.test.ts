// The worker's side of the image warm-up: what it accepts from a page, and how it fills the
// image cache (only free room below the ceiling, so nothing the shopper saw is evicted).
import { describe, expect, it } from 'vitest';
import { WARM_IMAGES_PER_VISIT } from '../contract/sw-messages.ts';
import { IMAGE_CACHE_MAX_ENTRIES } from './image-cache.ts';
import { WARM_UP_CEILING, acceptedImageUrls, warmImages, type ImageCacheAccess } from './image-warm-up.ts';

const ORIGIN = 'https://shop.example';

/** An image cache in memory; `store` fails for URLs containing "broken". */
function fakeCache(held: string[]) {
  const entries = new Set(held);
  const fetched: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const access: ImageCacheAccess = {
    isCached: async (url) => entries.has(url),
    count: async () => entries.size,
    async store(url) {
      fetched.push(url);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      if (url.includes('broken')) return false;
      entries.add(url);
      return true;
    },
  };
  return { access, entries, fetched, maxInFlight: () => maxInFlight };
}

const urls = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `${ORIGIN}/media/v1/p/${from + i}.svg`);

describe('what the worker accepts from a page', () => {
  it('takes same-origin /media/ images only, as absolute URLs, each once', () => {
    expect(
      acceptedImageUrls(
        ['/media/a.svg', `${ORIGIN}/media/a.svg`, 'https://elsewhere.example/media/b.svg', '/api/x', '/assets/app.js', 42, null, 'http://[bad', '/media/c.svg?v=2'],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/media/a.svg`, `${ORIGIN}/media/c.svg?v=2`]);
  });

  it('takes nothing that is not a list, and at most a visit’s worth', () => {
    expect(acceptedImageUrls('/media/a.svg', ORIGIN)).toEqual([]);
    expect(acceptedImageUrls(undefined, ORIGIN)).toEqual([]);
    expect(acceptedImageUrls(urls(WARM_IMAGES_PER_VISIT + 50), ORIGIN)).toHaveLength(WARM_IMAGES_PER_VISIT);
  });
});

describe('warming the image cache', () => {
  it('fetches only the images it does not hold, a few at a time', async () => {
    const cache = fakeCache(urls(3));
    const result = await warmImages(urls(10), cache.access);
    expect(cache.fetched).toEqual(urls(7, 3));
    expect(result).toEqual({ stored: 7, alreadyCached: 3, failed: 0, skipped: 0 });
    expect(cache.maxInFlight()).toBeLessThanOrEqual(4);
  });

  it('stops below the ceiling, so it never makes the cache evict an image the shopper saw', async () => {
    expect(WARM_UP_CEILING).toBeLessThan(IMAGE_CACHE_MAX_ENTRIES);
    const seen = urls(WARM_UP_CEILING - 5, 1000);
    const cache = fakeCache(seen);
    const result = await warmImages(urls(20), cache.access);
    expect(cache.entries.size).toBe(WARM_UP_CEILING);
    expect(result).toEqual({ stored: 5, alreadyCached: 0, failed: 0, skipped: 15 });
    for (const url of seen) expect(cache.entries.has(url)).toBe(true);
  });

  it('fetches nothing when the cache is already at the ceiling', async () => {
    const cache = fakeCache(urls(WARM_UP_CEILING, 1000));
    expect(await warmImages(urls(4), cache.access)).toEqual({ stored: 0, alreadyCached: 0, failed: 0, skipped: 4 });
    expect(cache.fetched).toEqual([]);
  });

  it('counts an image that fails to load and goes on with the rest', async () => {
    const cache = fakeCache([]);
    const list = [`${ORIGIN}/media/broken.svg`, ...urls(2)];
    expect(await warmImages(list, cache.access)).toEqual({ stored: 2, alreadyCached: 0, failed: 1, skipped: 0 });
  });

  it('counts a store that throws as failed', async () => {
    const cache = fakeCache([]);
    cache.access.store = async () => {
      throw new Error('quota');
    };
    expect(await warmImages(urls(2), cache.access)).toEqual({ stored: 0, alreadyCached: 0, failed: 2, skipped: 0 });
  });

  it('stops when told: the fetches under way see the signal, and no new one starts', async () => {
    const cache = fakeCache([]);
    const stop = new AbortController();
    const signals: boolean[] = [];
    const store = cache.access.store;
    cache.access.store = async (url) => {
      // The first batch is under way when the shopper presses Reload.
      if (cache.fetched.length === 3) stop.abort();
      const ok = await store(url);
      signals.push(stop.signal.aborted);
      return ok;
    };
    const result = await warmImages(urls(12), cache.access, stop.signal);
    expect(cache.fetched).toEqual(urls(4));
    expect(result).toEqual({ stored: 4, alreadyCached: 0, failed: 0, skipped: 8 });
    expect(signals).toEqual([true, true, true, true]);
  });

  it('fetches nothing once stopped', async () => {
    const cache = fakeCache([]);
    const stop = new AbortController();
    stop.abort();
    expect(await warmImages(urls(4), cache.access, stop.signal)).toEqual({ stored: 0, alreadyCached: 0, failed: 0, skipped: 4 });
    expect(cache.fetched).toEqual([]);
  });
});
