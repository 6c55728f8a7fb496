// Where a listing's time goes when its answer is not cached, phase by phase, in process on an
// already seeded database (bench/README.md, "Listing"). For the listing bench's 200 bodies
// (bench/listing-bodies.ts), after one round that warms the database's caches:
//   family   the category filter's family (one statement; the document cache keeps it per version);
//   index    the filters' bitmaps, the count and the page's ids (listing-index-query.ts);
//   rows     the page's rows built from products by primary key, as before decision 0029
//            (one statement with a sub-query per card for its photos, then JSON.stringify);
//   cards    the same page from the listing's cards table (migrations 0026, 0028), joined as texts
//            escaped for the envelope;
//   envelope the answer's text (the envelope joined around the data, as call-route.ts sends it).
// What HTTP adds is the listing bench's sequential figure less these.
// Run: node --import tsx bench/listing-phases.ts --database-url URL
import os from 'node:os';
import { envelopeText } from '../server/http/envelope.ts';
import { createListingIndex } from '../server/calls/catalog/listing-index.ts';
import { countBits, indexMatches, pageIds } from '../server/calls/catalog/listing-index-query.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { categoryFamily } from '../server/calls/catalog/product-listing.ts';
import { boundedWindow, listingCardsInEnvelope, productRowsByIds } from '../server/calls/catalog/product-list-rows.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { summarise, withDb } from './support.ts';

const i = process.argv.indexOf('--database-url');
const url = i > 0 ? process.argv[i + 1] : undefined;
if (!url) throw new Error('--database-url URL (a seeded catalogue)');

await withDb(url, async (db) => {
  const bodies = listingBodies(await vocabulary(db), 200);
  const t0 = performance.now();
  const index = createListingIndex(db);
  await index.warm();
  const version = Number((await db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
  console.log(`index of ${index.stats.products} products loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s (load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')})`);
  const phases = { family: [] as number[], index: [] as number[], rows: [] as number[], cards: [] as number[], envelope: [] as number[] };
  let rows = 0;
  let n = 0;
  for (let round = 0; round < 2; round++) {
    for (const body of bodies) {
      const f = listingFilters(body);
      const lang = body.languageCode === 'ar' ? 'ar' : 'en';
      const a = performance.now();
      const family = f.categoryIds.length ? await categoryFamily(db, f.categoryIds) : null;
      const b = performance.now();
      const found = await indexMatches(index, version, { ...f, categoryFamily: family }, f.searchTerm);
      if (!found) continue; // a search the words cannot answer: SQL's
      const { d, bits } = found;
      const { offset, limit } = boundedWindow((f.pageNo - 1) * f.pageSize, f.pageSize);
      const count = countBits(d, bits);
      const ids = pageIds(d, bits, f.sort, offset, limit);
      bits?.dispose();
      const c = performance.now();
      // Both ways on the same ids, each first for every other listing (the second may find pages the first read).
      const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
        const t = performance.now();
        const out = await fn();
        return [out, performance.now() - t];
      };
      const rowsWay = () => timed(async () => JSON.stringify(await productRowsByIds(db, lang, ids, count)));
      const cardsWay = () => timed(() => listingCardsInEnvelope(db, lang, ids, count));
      let rowsMs: number;
      let cardsMs: number;
      let json: string;
      if (n++ % 2 === 0) {
        [, rowsMs] = await rowsWay();
        [json, cardsMs] = await cardsWay();
      } else {
        [json, cardsMs] = await cardsWay();
        [, rowsMs] = await rowsWay();
      }
      const g = performance.now();
      envelopeText(200, {}, json);
      const h = performance.now();
      if (round === 0) continue;
      rows += ids.length;
      if (family) phases.family.push(b - a);
      phases.index.push(c - b);
      phases.rows.push(rowsMs);
      phases.cards.push(cardsMs);
      phases.envelope.push(h - g);
    }
  }
  console.log(`${bodies.length} listings, ${rows} cards in all; per listing, ms:`);
  for (const [name, ms] of Object.entries(phases)) {
    const s = summarise(ms);
    console.log(`  ${name.padEnd(9)} n ${String(ms.length).padStart(3)}  p50 ${s.p50}  p95 ${s.p95}  p99 ${s.p99}  max ${s.max}`);
  }
  console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
});
