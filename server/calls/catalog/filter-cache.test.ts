import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterCache } from './filter-cache.ts';

beforeAll(() => roaringLibraryInitialize());

describe('the listing index filter cache', () => {
  it('makes a bitmap once per key and keeps it, dropping the least recently used past its cap, released only by release()', () => {
    const range = (n: number) => new RoaringBitmap32().addRange(0, n);
    const bytes = range(1000).getSerializationSizeInBytes('portable');
    const cache = new FilterCache(2 * bytes + 1);
    let made = 0;
    const make = () => { made++; return range(1000); };
    const a = cache.get('a', make);
    expect(cache.get('a', make)).toBe(a);
    expect(made).toBe(1);
    cache.get('b', make);
    cache.get('a', make); // a is now the more recently used
    const c = cache.get('c', make); // drops b
    expect(made).toBe(3);
    expect(a.size).toBe(1000);
    expect(cache.bytes).toBe(2 * bytes);
    cache.release();
    cache.get('b', make);
    expect(made).toBe(4); // b was dropped: made again
    const held = cache.bytes;
    // Larger than the whole cap: used by this listing, not kept.
    const huge = cache.get('huge', () => new RoaringBitmap32(Array.from({ length: 100_000 }, (_, i) => 2 * i)));
    expect(huge.size).toBe(100_000);
    expect(cache.bytes).toBe(held);
    cache.release();
    expect(c.size).toBe(1000);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
