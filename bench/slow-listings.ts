// Where a cache-missed listing spends its time (diagnosis for bench/README.md): runs the 200
// varied listing bodies of bench/listing-bodies.ts through the server's own query builder
// (productPage, default count strategy) on an already seeded database, timing each SQL
// statement it sends; prints the share of the count and page statements, the slowest
// bodies, and EXPLAIN (ANALYZE, BUFFERS) of the slowest statements.
// Run: node --import tsx bench/slow-listings.ts --database-url URL [--explain 4]
import type { Queryable } from '../server/db/database.ts';
import { categoryFamily, listingQuery } from '../server/calls/catalog/product-listing.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { productPage } from '../server/calls/catalog/product-list-rows.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { summarise, withDb } from './support.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = argValue('database-url');
if (!url) throw new Error('--database-url of a seeded database is required');
const EXPLAIN = Number(argValue('explain') ?? 4);

interface Statement { kind: 'count' | 'page' | 'family'; sql: string; params: readonly unknown[]; ms: number }
interface Measured { body: Record<string, unknown>; total: number; statements: Statement[] }

await withDb(url, async (db) => {
  const bodies = listingBodies(await vocabulary(db), 200);
  const measured: Measured[] = [];
  for (let round = 0; round < 2; round++) {
    for (const body of bodies) {
      const statements: Statement[] = [];
      // Records and times each statement the builder sends (they may overlap: count and page run at once).
      const recording: Queryable = {
        async query<T>(sql: string, params?: readonly unknown[]) {
          const t0 = performance.now();
          const rows = await db.query<T>(sql, params);
          const kind = sql.startsWith('SELECT count(*)') ? 'count' : sql.includes('ProductImagesJson') ? 'page' : 'family';
          statements.push({ kind, sql, params: params ?? [], ms: performance.now() - t0 });
          return rows;
        },
        exec: (sql: string) => db.exec(sql),
      };
      const t0 = performance.now();
      const f = listingFilters(body);
      const q = listingQuery(f, f.categoryIds.length ? await categoryFamily(recording, f.categoryIds) : null);
      await productPage(recording, body.languageCode === 'ar' ? 'ar' : 'en', q);
      if (round === 1) measured.push({ body, total: performance.now() - t0, statements });
    }
  }
  const of = (kind: Statement['kind']) => measured.flatMap((m) => m.statements.filter((s) => s.kind === kind).map((s) => s.ms));
  const round1 = (x: number) => Math.round(x * 10) / 10;
  console.log('whole listing on the database:', summarise(measured.map((m) => m.total)));
  console.log('count statement:', summarise(of('count')), ' page statement:', summarise(of('page')));
  const countSlower = measured.filter((m) => {
    const c = m.statements.find((s) => s.kind === 'count')?.ms ?? 0;
    const p = m.statements.find((s) => s.kind === 'page')?.ms ?? 0;
    return c > p;
  }).length;
  console.log(`the count is the slower of the two in ${countSlower} of ${measured.length} listings`);
  // A count depends only on the filters (not on sort, page, page size or language): how much
  // of the counting a per-filter-set count cache would save on this mix.
  const seen = new Set<string>();
  let repeatedMs = 0;
  for (const s of measured.flatMap((m) => m.statements.filter((x) => x.kind === 'count'))) {
    const key = `${s.sql}\n${JSON.stringify(s.params)}`;
    if (seen.has(key)) repeatedMs += s.ms;
    seen.add(key);
  }
  const countMs = of('count').reduce((a, b) => a + b, 0);
  console.log(`distinct filter sets (count statements): ${seen.size} of ${measured.length}; counts repeating an earlier filter set: ${round1((100 * repeatedMs) / countMs)} % of all count time`);
  const slowest = [...measured].sort((a, b) => b.total - a.total).slice(0, 10);
  console.log('\nslowest 10 listings:');
  for (const m of slowest) {
    console.log(`  ${round1(m.total)} ms  ${JSON.stringify(m.body)}  ` + m.statements.map((s) => `${s.kind} ${round1(s.ms)} ms`).join(', '));
  }
  const statements = measured.flatMap((m) => m.statements.filter((s) => s.kind !== 'family')).sort((a, b) => b.ms - a.ms).slice(0, EXPLAIN);
  for (const s of statements) {
    // Parameters are inlined for EXPLAIN as PostgreSQL would see them in a custom plan.
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
    console.log(`\n--- ${s.kind} statement, ${round1(s.ms)} ms in the run; params ${JSON.stringify(s.params)}\n${s.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  }
});
