// A catalogue past the count limit (COUNT_LIMIT, 10,000): the listing counts exactly up to it,
// beyond it says 10,000 with TotalRecordsRelation 'gte' (the PWA shows "10,000+"), pages
// through 10,000 matches and no further, and answers the same from the in-memory index as
// from SQL. A process whose index is over its memory cap, under memory pressure (over its
// resident limit), or still loading, answers by SQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../../contract/calls.ts';
import { requestBody } from '../../../contract/envelope.ts';
import { COUNT_LIMIT } from '../../../contract/shop-rules.ts';
import type { ProductListItem } from '../../../contract/models.ts';
import { buildApp } from '../../app.ts';
import { seedGeneratedProducts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createListingIndex } from './listing-index.ts';
import { listingFilters } from './listing-filters.ts';
import { categoryFamily, listingQuery } from './product-listing.ts';
import { listedFromIndex } from '../../test-support/listed-from-index.ts';
import { boundedCount } from './product-list-rows.ts';

let t: TestApp;
/** The same database, the in-memory index off: every listing by SQL. */
let sqlOnly: FastifyInstance;
/** The same database, an index cap the catalogue does not fit. */
let tooSmall: FastifyInstance;
let published = 0;

const readyz = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/readyz' })).json() as {
  listingIndex: string; listingIndexMemory: { products: number; mb: number; capMb: number; filterCacheMb: number; filterCacheCapMb: number };
};

async function list(app: FastifyInstance, fields: Record<string, unknown>, name: 'GET_All_PRODUCTS' | 'GET_POPULAR_PRODUCTS_LIST' = 'GET_All_PRODUCTS') {
  // A nonce the server ignores: each call misses the answer cache and reaches its path.
  const res = await app.inject({ method: 'POST', url: callPath(name), payload: requestBody({ ...fields, Nonce: Math.random() }) });
  expect(res.statusCode).toBe(200);
  return JSON.parse((res.json() as { data: string }).data) as ProductListItem[];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedGeneratedProducts(t.db, COUNT_LIMIT + 400);
  await t.db.exec('VACUUM ANALYZE');
  published = Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE is_published'))[0]!.n);
  const build = async (mb: number) => {
    const { app } = await buildApp({ db: t.db, config: { ...t.config, listingIndexBytes: mb * 1024 * 1024 }, downloadSecret: 'test-download-secret', adminToken: t.adminToken, logger: false });
    await app.ready();
    return app;
  };
  sqlOnly = await build(0);
  tooSmall = await build(0.3);
  // The first listings start each index's load; wait (bounded) until the test app's is loaded.
  await list(t.app, {});
  await list(tooSmall, {});
  const deadline = Date.now() + 120_000;
  while ((await readyz(t.app)).listingIndex !== 'loaded' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  while ((await readyz(tooSmall)).listingIndex !== 'over-cap' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}, 300_000);
afterAll(async () => {
  await sqlOnly?.close();
  await tooSmall?.close();
  await t?.close();
});

describe('the bounded count', () => {
  it('says 10,000 and more past the limit, exact below it, at the boundary too', () => {
    expect(boundedCount(0)).toEqual({ TotalRecords: 0, TotalRecordsRelation: 'eq' });
    expect(boundedCount(COUNT_LIMIT)).toEqual({ TotalRecords: COUNT_LIMIT, TotalRecordsRelation: 'eq' });
    expect(boundedCount(COUNT_LIMIT + 1)).toEqual({ TotalRecords: COUNT_LIMIT, TotalRecordsRelation: 'gte' });
  });

  it('a catalogue past 10,000 lists "10,000 and more", the same page from memory and from SQL, for every sort', async () => {
    expect(published).toBeGreaterThan(COUNT_LIMIT);
    expect((await readyz(t.app)).listingIndex).toBe('loaded');
    for (const sort of ['', 'Price ASC', 'Price DESC', 'Date ASC', 'Date DESC']) {
      const fromIndex = await list(t.app, { OrderByColumnName: sort, PageSize: 36 });
      expect(fromIndex).toHaveLength(36);
      expect(fromIndex[0]).toMatchObject({ TotalRecords: COUNT_LIMIT, TotalRecordsRelation: 'gte' });
      expect(await list(sqlOnly, { OrderByColumnName: sort, PageSize: 36 }), sort).toEqual(fromIndex);
    }
    const popular = await list(sqlOnly, { PageSize: 5 }, 'GET_POPULAR_PRODUCTS_LIST');
    expect(popular[0]).toMatchObject({ TotalRecords: COUNT_LIMIT, TotalRecordsRelation: 'gte' });
  });

  it('a filter with fewer matches is counted exactly, the same on both paths', async () => {
    const category = Number((await t.db.query<{ id: number }>('SELECT category_id AS id FROM products WHERE is_published GROUP BY 1 ORDER BY count(*) DESC LIMIT 1'))[0]!.id);
    const family = await categoryFamily(t.db, [category]);
    const exact = Number((await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE is_published AND category_id IN (${family.join(',')})`))[0]!.n);
    expect(exact).toBeLessThan(COUNT_LIMIT);
    const body = { CategoryID: category, OrderByColumnName: 'Price DESC', PageSize: 9, PageNo: 2 };
    const fromIndex = await list(t.app, body);
    expect(fromIndex[0]).toMatchObject({ TotalRecords: exact, TotalRecordsRelation: 'eq' });
    expect(await list(sqlOnly, body)).toEqual(fromIndex);
  });

  it('pages through the first 10,000 matches and no further, on both paths', async () => {
    for (const [page, size, rows] of [[100, 100, 100], [101, 100, 0], [278, 36, 10_000 - 277 * 36], [279, 36, 0]] as const) {
      for (const sort of ['Price ASC', 'Date DESC']) {
        const body = { OrderByColumnName: sort, PageNo: page, PageSize: size };
        const fromIndex = await list(t.app, body);
        expect(fromIndex, `${sort} page ${page} of ${size}`).toHaveLength(rows);
        expect(await list(sqlOnly, body)).toEqual(fromIndex);
      }
    }
    expect(await list(sqlOnly, { PageNo: 101, PageSize: 100 }, 'GET_POPULAR_PRODUCTS_LIST')).toEqual([]);
  });
});

describe('the in-memory index\'s memory', () => {
  it('/readyz prints the index\'s products and memory against its cap', async () => {
    const r = await readyz(t.app);
    expect(r.listingIndexMemory.products).toBe(published);
    expect(r.listingIndexMemory.mb).toBeGreaterThan(0);
    expect(r.listingIndexMemory.mb).toBeLessThanOrEqual(r.listingIndexMemory.capMb);
    // The filter cache's bitmaps beside it, against their own cap (filter-cache.ts).
    expect(r.listingIndexMemory.filterCacheCapMb).toBe(24);
    expect(r.listingIndexMemory.filterCacheMb).toBeGreaterThanOrEqual(0);
    expect(r.listingIndexMemory.filterCacheMb).toBeLessThanOrEqual(r.listingIndexMemory.filterCacheCapMb);
    expect(await readyz(sqlOnly)).toMatchObject({ listingIndex: 'off' });
  });

  it('a process whose catalogue does not fit the cap answers by SQL, the same answers', async () => {
    expect(await readyz(tooSmall)).toMatchObject({ listingIndex: 'over-cap', listingIndexMemory: { products: 0, mb: 0, capMb: 0.3 } });
    for (const body of [{ PageSize: 20 }, { OrderByColumnName: 'Date ASC', MinPrice: 100, MaxPrice: 500 }, { SearchTerm: 'mug', OrderByColumnName: 'Price ASC' }]) {
      expect(await list(tooSmall, body)).toEqual(await list(t.app, body));
    }
    const index = createListingIndex(t.db, 0.3 * 1024 * 1024);
    await index.warm();
    expect(index.stats.state).toBe('over-cap');
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    expect(await index.at(version)).toBeUndefined();
  });

  it('a process under memory pressure releases its index and answers by SQL, the same answers, and loads again once under its limit', async () => {
    const { app: pressed } = await buildApp({ db: t.db, config: { ...t.config, listingIndexMaxResidentBytes: 1 }, downloadSecret: 'test-download-secret', adminToken: t.adminToken, logger: false });
    try {
      await pressed.ready();
      const body = { OrderByColumnName: 'Price DESC', ColorID: 1, PageSize: 24 };
      expect(await list(pressed, body)).toEqual(await list(t.app, body));
      expect(await readyz(pressed)).toMatchObject({ listingIndex: 'memory-pressure', listingIndexMemory: { products: 0, mb: 0 } });
    } finally {
      await pressed.close();
    }
    let resident = 0;
    const index = createListingIndex(t.db, Infinity, 1000, () => resident);
    await index.warm();
    expect(index.stats.state).toBe('loaded');
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    expect(await index.at(version)).toBeDefined();
    resident = 2000;
    // The resident memory is looked at once a second at most.
    const deadline = Date.now() + 10_000;
    while ((await index.at(version)) !== undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(index.stats).toMatchObject({ state: 'memory-pressure', products: 0, bytes: 0 });
    resident = 0;
    await index.warm();
    expect(index.stats.state).toBe('loaded');
    expect(await index.at(version)).toBeDefined();
  });

  it('an index still loading leaves the listing to SQL, then answers the same itself', async () => {
    const index = createListingIndex(t.db);
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    const f = listingFilters({ OrderByColumnName: 'Price ASC', PageSize: 12, ColorID: 1 });
    // The first request starts the load and is answered by SQL (listingFromIndex gives nothing).
    expect(index.stats.state).toBe('loading');
    expect(await listedFromIndex(index, t.db, f, null, version)).toBeUndefined();
    await index.warm();
    expect(index.stats.state).toBe('loaded');
    const fromIndex = await listedFromIndex(index, t.db, f, null, version);
    expect(fromIndex).toHaveLength(12);
    expect(await list(sqlOnly, { OrderByColumnName: 'Price ASC', PageSize: 12, ColorID: 1 })).toEqual(fromIndex);
  });
});

describe('search in Arabic', () => {
  it('finds an Arabic name by SQL through the listing table trigrams (migrations 0011, 0018), as the in-memory index finds it', async () => {
    const product = (await t.db.query<{ id: number; name_ar: string }>(
      "SELECT id, name_ar FROM products WHERE is_published AND name_ar <> '' ORDER BY id DESC LIMIT 1"))[0]!;
    // Its Arabic name less the first word: a term of Arabic letters only.
    const term = product.name_ar.split(' ').slice(1).join(' ');
    expect(term).toMatch(/^[\u0600-\u06FF -]+$/);
    const exact = Number((await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE is_published AND strpos(search_text, $1) > 0", [term]))[0]!.n);
    expect(exact).toBeGreaterThan(0);
    const body = { SearchTerm: term, PageSize: 100, OrderByColumnName: 'Price ASC' };
    const bySql = await list(sqlOnly, body);
    expect(bySql[0]?.TotalRecords).toBe(exact);
    if (exact <= 100) expect(bySql.map((r) => r.ProductId)).toContain(Number(product.id));
    expect(await list(t.app, body)).toEqual(bySql);
    const q = listingQuery(listingFilters(body), null);
    const plan = await t.db.query<Record<string, unknown>>(`EXPLAIN SELECT count(*) FROM product_listing l WHERE ${q.where.join(' AND ')}`, q.params.values);
    expect(JSON.stringify(plan)).toContain('product_listing_filter_idx');
  });
});
