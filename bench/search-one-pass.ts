// Searches for common words: TotalRecords and the page from one pass over the matches
// (product-list-rows.ts countAndPageOnce) against the two statements run side by side
// before (a count and a page, each rescanning the matches), and the same two one after
// the other (their summed cost: what they take from the cores under load). Straight on
// the database, no count cache, 5 rounds interleaved, median per term and sort.
// Run: node --import tsx bench/search-one-pass.ts --database-url URL (a seeded PostgreSQL)
import { openDatabase } from '../server/db/database.ts';
import { listingQuery } from '../server/calls/catalog/product-listing.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { productPage, type CachedCounts } from '../server/calls/catalog/product-list-rows.ts';

const i = process.argv.indexOf('--database-url');
const url = i > 0 ? process.argv[i + 1] : undefined;
if (!url) throw new Error('--database-url URL is required');
const db = await openDatabase({ databaseUrl: url, poolSize: 4 });
// A store that claims to know every count: productPage then runs the page statement only.
const pageOnly: CachedCounts = { version: 0, store: { getCount: () => 0, setCount: () => {}, getDoc: () => undefined, setDoc: () => {} } };
type Mode = 'two' | 'serial' | 'one';
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const all: Record<Mode, number[]> = { two: [], serial: [], one: [] };
try {
  for (const term of ['with', 'ever', 'بالاسم', 'gift', 'rose', 'tumb']) {
    for (const sort of ['', 'Price ASC', 'Date DESC']) {
      const ms: Record<Mode, number[]> = { two: [], serial: [], one: [] };
      let total = 0;
      for (let round = 0; round < 5; round++) {
        for (const mode of ['two', 'serial', 'one'] as const) {
          const q = listingQuery(listingFilters({ SearchTerm: term, OrderByColumnName: sort, PageNo: 2, PageSize: 12 }), null);
          const where = q.where.join(' AND ');
          const values = [...q.params.values];
          const t0 = performance.now();
          if (mode === 'two') {
            await Promise.all([db.query(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, values), productPage(db, 'en', q, pageOnly)]);
          } else if (mode === 'serial') {
            await db.query(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, values);
            await productPage(db, 'en', q, pageOnly);
          } else {
            total = (await productPage(db, 'en', q))[0]?.TotalRecords ?? 0;
          }
          ms[mode].push(performance.now() - t0);
        }
      }
      for (const m of ['two', 'serial', 'one'] as const) all[m].push(...ms[m]);
      console.log(`${term.padEnd(8)} ${JSON.stringify(sort).padEnd(12)} ${String(total).padStart(6)} matches: two statements side by side ${med(ms.two).toFixed(1)} ms, one after the other ${med(ms.serial).toFixed(1)} ms, one pass ${med(ms.one).toFixed(1)} ms`);
    }
  }
  console.log(`all: two statements side by side median ${med(all.two).toFixed(1)} ms, one after the other ${med(all.serial).toFixed(1)} ms, one pass median ${med(all.one).toFixed(1)} ms`);
} finally {
  await db.close();
}
