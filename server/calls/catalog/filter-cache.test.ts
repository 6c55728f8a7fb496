import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterCache } from './filter-cache.ts';

beforeAll(() => roaringLibraryInitialize());

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the listing index filter cache', () => {
  it('makes a bitmap once per key and keeps it, dropping the least recently used past its cap, released only after the turn', async () => {
    const range = (n: number) => new RoaringBitmap32().addRange(0, n);
    const bytes = range(1000).getSerializationSizeInBytes('portable');
    const cache = new FilterCache(2 * bytes + 1);
    let made = 0;
    const make = () => { made++; return range(1000); };
    const a = cache.kept('a', make);
    expect(cache.kept('a', make)).toBe(a);
    expect(made).toBe(1);
    const b = cache.kept('b', make);
    cache.kept('a', make); // a is now the more recently used
    const c = cache.kept('c', make); // drops b
    expect(made).toBe(3);
    expect(b.size).toBe(1000); // still usable in this turn
    expect(cache.calculatedSize).toBe(2 * bytes);
    await nextTurn();
    expect(b.isDisposed).toBe(true);
    cache.kept('b', make);
    expect(made).toBe(4); // b was dropped: made again
    const held = cache.calculatedSize;
    // Larger than the whole cap: used by this listing, not kept.
    const huge = cache.kept('huge', () => new RoaringBitmap32(Array.from({ length: 100_000 }, (_, i) => 2 * i)));
    expect(huge.size).toBe(100_000);
    expect(cache.calculatedSize).toBe(held);
    await nextTurn();
    expect(huge.isDisposed).toBe(true);
    expect(a.isDisposed).toBe(true); // the least recently used when b came back
    expect(c.size).toBe(1000);
    cache.clear();
    expect(cache.calculatedSize).toBe(0);
  });
});
