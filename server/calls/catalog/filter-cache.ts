// The listing index's filter cache (Solr's filterCache): bitmaps made of the index's own (ORed values, a search) kept by
// key for the next listing, the least recently used dropped past a cap in bytes and released after the turn that got them.
import { LRUCache } from 'lru-cache';
import type { RoaringBitmap32 } from 'roaring-wasm';

/** 24 MB of bitmaps (their portable size): the WebAssembly heap, which never shrinks, stays within 72 MB at a million products (decision 0038). */
export const FILTER_CACHE_BYTES = 24 * 1024 * 1024;

const releaseLater = (bits: RoaringBitmap32) => { setImmediate(() => bits.dispose()); };

export class FilterCache extends LRUCache<string, RoaringBitmap32> {
  constructor(maxBytes = FILTER_CACHE_BYTES) {
    super({ maxSize: maxBytes, sizeCalculation: (bits) => Math.max(1, bits.getSerializationSizeInBytes('portable')), dispose: releaseLater });
  }

  /** The bitmap kept under `key`, else made by `make` and kept (unless larger than the cap); valid for this turn. */
  kept(key: string, make: () => RoaringBitmap32): RoaringBitmap32 {
    let bits = this.get(key);
    if (!bits) {
      bits = make();
      bits.runOptimize();
      if (!this.set(key, bits).has(key)) releaseLater(bits);
    }
    return bits;
  }
}
