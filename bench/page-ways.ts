// The two ways pageIds finds a page in the date or featured order (listing-index-query.ts:
// sort the matches' places, or walk asking the bitmap), timed on a million positions for
// matches of several sizes and pages of several ends.
// Run: node --import tsx bench/page-ways.ts
import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { pageIds, type PageWay } from '../server/calls/catalog/listing-index-query.ts';
import type { ListingIndexData } from '../server/calls/catalog/listing-index-data.ts';

await roaringLibraryInitialize();
const SIZE = 1_000_000;
const ids = Int32Array.from({ length: SIZE }, (_, i) => i + 1);
// A shuffled order (the date order is not the price order).
const dateOrder = Int32Array.from({ length: SIZE }, (_, i) => i);
for (let i = SIZE - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [dateOrder[i], dateOrder[j]] = [dateOrder[j]!, dateOrder[i]!];
}
const d = { size: SIZE, ids, dateOrder } as unknown as ListingIndexData;
console.log('matches  page end   sort / ask (µs a page, best of 5 rounds of 20)');
for (const total of [200, 2_000, 20_000, 200_000, 800_000]) {
  const positions = new Int32Array(total);
  for (let i = 0; i < total; i++) positions[i] = Math.floor((i * SIZE) / total);
  const bits = new RoaringBitmap32(positions);
  for (const end of [20, 200, 2_000]) {
    if (end > total) continue;
    const times = (['sort', 'ask'] as PageWay[]).map((way) => {
      let best = Infinity;
      for (let round = 0; round < 5; round++) {
        const t0 = performance.now();
        for (let i = 0; i < 20; i++) pageIds(d, bits, 'Date ASC', end - 20, 20, way);
        best = Math.min(best, ((performance.now() - t0) * 1000) / 20);
      }
      return best.toFixed(0);
    });
    console.log(`${String(total).padStart(7)}  ${String(end).padStart(8)}   ${times.join(' / ')}`);
  }
  bits.dispose();
}
