// The filter cache's hit rate and the bitmaps' WebAssembly heap by the cache's cap, in process on an
// already seeded database (bench/README.md, "Listing"; decision 0038): loads the index, gives it an
// empty filter cache of --cache-mb MB, then runs the listing bench's distinct bodies (every one a
// cache-missed listing over HTTP) through the index, and prints the hits, the index's time per
// listing, and the heap's high-water mark (it never shrinks: one cap per process).
// Run: node --import tsx bench/filter-cache-hits.ts --database-url URL --cache-mb 32 [--bodies 20000]
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { createListingIndex } from '../server/calls/catalog/listing-index.ts';
import { bitmapHeapBytes } from '../server/calls/catalog/listing-index-data.ts';
import { countBits, indexMatches, pageIds } from '../server/calls/catalog/listing-index-query.ts';
import { FilterCache } from '../server/calls/catalog/filter-cache.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { categoryFamily } from '../server/calls/catalog/product-listing.ts';
import { boundedWindow } from '../server/calls/catalog/product-list-rows.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { summarise, withDb } from './support.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = arg('database-url');
if (!url) throw new Error('--database-url URL (a seeded catalogue)');
const cacheMb = Number(arg('cache-mb') ?? 32);
const n = Number(arg('bodies') ?? 20_000);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

await withDb(url, async (db) => {
  const bodies = listingBodies(await vocabulary(db), n);
  const index = createListingIndex(db);
  await index.warm();
  const version = Number((await db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
  const heapAtLoad = bitmapHeapBytes();
  let hits = 0;
  let misses = 0;
  const cache = new FilterCache(cacheMb * 2 ** 20);
  (await index.at(version))!.filterCache = cache;
  const kept = cache.kept.bind(cache);
  cache.kept = (key, make) => {
    if (cache.has(key)) hits++;
    else misses++;
    return kept(key, make);
  };
  const ms: number[] = [];
  for (const body of bodies) {
    const f = listingFilters(body);
    const family = f.categoryIds.length ? await categoryFamily(db, f.categoryIds) : null;
    const t = performance.now();
    const found = await indexMatches(index, version, { ...f, categoryFamily: family }, f.searchTerm);
    if (!found) continue; // a search the words cannot answer: SQL's
    const { d, bits } = found;
    const { offset, limit } = boundedWindow((f.pageNo - 1) * f.pageSize, f.pageSize);
    pageIds(d, bits, f.sort, offset, limit);
    countBits(d, bits);
    bits?.dispose();
    ms.push(performance.now() - t);
  }
  const s = summarise(ms);
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;
  console.log(`filter cache ${cacheMb} MB, ${bodies.length} listings: hits ${hits} of ${hits + misses} (${((100 * hits) / (hits + misses)).toFixed(1)} %), held ${mb(index.filterCache().bytes)} MB`);
  console.log(`  index per listing mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2)} / p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms; bitmaps' heap ${mb(heapAtLoad)} MB at load, ${mb(bitmapHeapBytes())} MB after; resident peak ${peak.toFixed(0)} MB; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
});
