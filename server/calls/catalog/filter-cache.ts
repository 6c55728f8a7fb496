// The listing index's filter cache (Solr's filterCache): bitmaps made of the index's own (a
// filter's values ORed, a minimum rating, a searched word) kept by key for the next listing
// that asks, the least recently used dropped past a cap in bytes. A bitmap dropped while a
// listing still holds it is released when that listing is done (release()), never under it.
import { LRUCache } from 'lru-cache';
import type { RoaringBitmap32 } from 'roaring-wasm';

/** 32 MB of bitmaps (in their portable size, about what they hold in WebAssembly memory). */
export const FILTER_CACHE_BYTES = 32 * 1024 * 1024;

export class FilterCache {
  private dropped: RoaringBitmap32[] = [];
  private readonly kept: LRUCache<string, RoaringBitmap32>;

  constructor(maxBytes = FILTER_CACHE_BYTES) {
    this.kept = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (bits) => Math.max(1, bits.getSerializationSizeInBytes('portable')),
      dispose: (bits) => { this.dropped.push(bits); },
    });
  }

  /** The bitmap kept under `key`, else made by `make` and kept. Valid until release(). */
  get(key: string, make: () => RoaringBitmap32): RoaringBitmap32 {
    let bits = this.kept.get(key);
    if (!bits) {
      bits = make();
      bits.runOptimize();
      this.kept.set(key, bits);
      // Larger than the whole cap: not kept, released with the dropped ones.
      if (!this.kept.has(key) && !this.dropped.includes(bits)) this.dropped.push(bits);
    }
    return bits;
  }

  has(key: string): boolean {
    return this.kept.has(key);
  }

  /** Releases the bitmaps dropped since the last call: a listing is done with what get() gave it. */
  release(): void {
    for (const bits of this.dropped) bits.dispose();
    this.dropped = [];
  }

  get bytes(): number {
    return this.kept.calculatedSize;
  }

  clear(): void {
    this.kept.clear();
    this.release();
  }
}
