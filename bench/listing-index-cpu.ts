// The listing index's CPU a listing (the filters' bitmaps, the count and the page's ids:
// listing-index-query.ts), this checkout's code beside another's on one loaded index, in
// alternating rounds (decision 0044's way: it holds under load where the HTTP bench cannot
// tell the two apart). Each round runs the listing bench's bodies (bench/listing-bodies.ts)
// through one side, CPU from process.cpuUsage, and both sides' pages are checked equal. Only the
// bodies this checkout's index answers are run (since decision 0064 a search the words cannot
// answer is the SQL path's); a code before it is given its search as the SQL path's conditions.
// Run: node --import tsx bench/listing-index-cpu.ts --database-url URL --before /tmp/ci16 [--bodies 2000] [--rounds 6]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RoaringBitmap32 } from 'roaring-wasm';
import { createListingIndex } from '../server/calls/catalog/listing-index.ts';
import type { ListingIndexData } from '../server/calls/catalog/listing-index-data.ts';
import * as after from '../server/calls/catalog/listing-index-query.ts';
import type { SortOption } from '../contract/shop-rules.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { categoryFamily, listingQuery } from '../server/calls/catalog/product-listing.ts';
import { boundedWindow } from '../server/calls/catalog/product-list-rows.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { withDb } from './support.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = arg('database-url');
const dir = arg('before');
if (!url || !dir) throw new Error('--database-url URL (a seeded catalogue) --before DIR (a checkout of the code before)');
// The code before's query module is copied beside this one, so its imports resolve here: both
// sides use one instance of the bitmap library (a bitmap of one instance means nothing to
// another) and this checkout's index.
const copy = fileURLToPath(new URL('../server/calls/catalog/listing-index-query.before.ts', import.meta.url));
// Before decision 0064 it imported bitmapOf (for the searches read from PostgreSQL, which are not run here): defined beside it.
const source = readFileSync(`${dir}/server/calls/catalog/listing-index-query.ts`, 'utf8');
writeFileSync(copy, /\bbitmapOf, /.test(source) ? `${source.replace(/\bbitmapOf, /, '')}\nfunction bitmapOf(values: Int32Array) { return new RoaringBitmap32(values); }\n` : source);
/**
 * The query module before: before decision 0064 indexMatches took the database and the search as the SQL path's
 * conditions; before decision 0066 the index gave its data and featured order apart (`view`), and pageIds took both.
 */
type View = { data: ListingIndexData; featured: ListingIndexData['featured'] | undefined };
const before = (await import(pathToFileURL(copy).href).finally(() => rmSync(copy))) as {
  indexMatches: (...args: unknown[]) => Promise<{ view: View; bits: RoaringBitmap32 | null }>;
  countBits: (d: ListingIndexData, bits: RoaringBitmap32 | null) => number;
  pageIds: (d: ListingIndexData, featured: View['featured'], ...rest: Parameters<typeof after.pageIds> extends [unknown, ...infer R] ? R : never) => number[] | null;
};
const beforeTakesDb = before.indexMatches.length > 4;
const loadAverage = () => os.loadavg().map((x) => x.toFixed(1)).join(' ');

await withDb(url, async (db) => {
  const bodies = listingBodies(await vocabulary(db), Number(arg('bodies') ?? 2000));
  const index = createListingIndex(db);
  await index.warm();
  const indexBefore = { ...index, at: async (v: number) => { const d = await index.at(v); return d && { data: d, featured: d.featured }; } };
  const version = Number((await db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
  console.log(`index of ${index.stats.products} products, ${(index.stats.bytes / 1048576).toFixed(1)} MB (load average ${loadAverage()})`);
  const listings: { f: Parameters<typeof after.indexMatches>[2] & { sort: SortOption; searchTerm: string }; args: unknown[]; offset: number; limit: number }[] = [];
  for (const body of bodies) {
    const f = listingFilters(body);
    const family = f.categoryIds.length ? await categoryFamily(db, f.categoryIds) : null;
    const found = await after.indexMatches(index, version, { ...f, categoryFamily: family }, f.searchTerm);
    if (!found) continue;
    found.bits?.dispose();
    const q = listingQuery({ ...f, categoryIds: [], sizeIds: [], colorIds: [], tagIds: [], manufacturerIds: [], minPrice: null, maxPrice: null, rating: null }, null);
    const search = f.searchTerm ? { term: f.searchTerm, key: `search:${f.searchTerm}`, where: q.where, values: q.params.values } : null;
    const g = { ...f, categoryFamily: family };
    const args = beforeTakesDb ? [indexBefore, db, version, true, g, search] : [indexBefore, version, g, f.searchTerm];
    listings.push({ f: g, args, ...boundedWindow((f.pageNo - 1) * f.pageSize, f.pageSize) });
  }
  /** One round through `side`: its CPU a listing (ms) and the pages it found. */
  const round = async (name: 'before' | 'after') => {
    const pages: string[] = [];
    const cpu = process.cpuUsage();
    for (const l of listings) {
      if (name === 'before') {
        const { view, bits } = await before.indexMatches(...l.args);
        before.countBits(view.data, bits);
        pages.push(String(before.pageIds(view.data, view.featured, bits, l.f.sort, l.offset, l.limit)));
        bits?.dispose();
        continue;
      }
      const { d, bits } = (await after.indexMatches(index, version, l.f, l.f.searchTerm))!;
      after.countBits(d, bits);
      pages.push(String(after.pageIds(d, bits, l.f.sort, l.offset, l.limit)));
      bits?.dispose();
    }
    const used = process.cpuUsage(cpu);
    return { ms: (used.user + used.system) / 1000 / listings.length, pages };
  };
  const [a, b] = [await round('before'), await round('after')];
  const differ = a.pages.findIndex((page, i) => page !== b.pages[i]);
  if (differ >= 0) throw new Error(`the pages differ for ${JSON.stringify(bodies[differ])}`);
  const ms: { before: number[]; after: number[] } = { before: [], after: [] };
  for (let r = 0; r < Number(arg('rounds') ?? 6); r++) {
    // Each side first in every other round.
    for (const side of r % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) ms[side].push((await round(side)).ms);
  }
  for (const [side, xs] of Object.entries(ms)) {
    console.log(`${side.padEnd(6)} ${xs.map((x) => x.toFixed(3)).join(' ')}  mean ${(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(3)} ms a listing`);
  }
  console.log(`${listings.length} listings a round; load average ${loadAverage()}`);
});
