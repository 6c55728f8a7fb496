// Listings stay right while the catalogue version is kept in memory and TotalRecords is
// counted once per filter set and version (server/http/answer-cache.ts,
// product-list-rows.ts): a review and a shop owner's change show on the next listing, an
// order within LISTING_SALES_LAG_MS (docs/decisions/0030-listing-answers-outlive-orders-briefly.md); counts are never shared between different filters; a second instance on the
// same database sees a write within VERSION_REFRESH_MS. Expected figures come from the
// small shop of order-fixtures.ts (five published products), not from SQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../../contract/calls.ts';
import { requestBody } from '../../../contract/envelope.ts';
import type { OrderPlacedRow, ProductListItem } from '../../../contract/models.ts';
import { buildApp } from '../../app.ts';
import { VERSION_REFRESH_MS } from '../../http/answer-cache.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { rateLimits: { login: 100, otp: 100, forms: 1000 } } });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  // A second server instance on the same database, with its own answer cache.
  second = (await buildApp({ db: t.db, config: t.config, downloadSecret: 'test-download-secret', adminToken: t.adminToken, logger: false })).app;
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const PUBLISHED = 5; // mug, frame, ebook, lamp, sold-out scarf (the vase is hidden)

async function listOn(app: FastifyInstance, fields: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody({ PageSize: 100, ...fields }) });
  expect(res.statusCode).toBe(200);
  const rows = JSON.parse((res.json() as { data: string }).data) as ProductListItem[];
  const totals = [...new Set(rows.map((r) => r.TotalRecords))];
  expect(totals.length).toBeLessThanOrEqual(1); // every row carries the same total
  return { ids: rows.map((r) => r.ProductId), total: totals[0] ?? 0, rows, cache: res.headers['x-cache'] };
}
const list = (fields: Record<string, unknown>) => listOn(t.app, fields);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let ip = 0;

describe('listings after catalogue writes', () => {
  it('a review shows at once: the product now passes a minimum rating, and the count says so', async () => {
    expect(await list({ Rating: 4 })).toMatchObject({ ids: [], total: 0 }); // nothing is rated yet
    const r = await t.call('INSERT_PRODUCT_REVIEW',
      { ReviewerName: 'Meera', ReviewerEmail: 'meera@example.test', ReviewTitle: 'Lovely', ReviewBody: 'Beautiful frame.', ProductId: s.frame, ReviewRating: 5 },
      { 'x-forwarded-for': `10.1.0.${++ip}` });
    expect(r.status).toBe(200);
    const after = await list({ Rating: 4 });
    expect(after).toMatchObject({ ids: [s.frame], total: 1 });
    expect(after.rows[0]).toMatchObject({ Rating: 5, TotalReviews: 1 });
    // The same filter on another page size and sort: the new count, not the old one.
    expect((await list({ Rating: 4, PageSize: 5, OrderByColumnName: 'Price DESC' })).total).toBe(1);
  });

  it('an order keeps the cached listing at most LISTING_SALES_LAG_MS, then its new stock shows; a catalogue write after it shows at once', async () => {
    expect(t.config.listingSalesLagMs).toBe(2000);
    const before = await list({ PageSize: 50 });
    expect(before.total).toBe(PUBLISHED);
    expect(before.rows.find((p) => p.ProductId === s.frame)!.StockQuantity).toBe(10);
    const placed = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.frame, Quantity: 2 }]),
      { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect(placed.status).toBe(200);
    expect(placed.data[0]!.ResponseMsg).toBe('Order Placed Successfully');
    const placedAt = Date.now();
    // The order did not empty the listings' answers: the same answer while it is young.
    const right = await list({ PageSize: 50 });
    if (Date.now() - placedAt < 1000) expect(right.cache).toBe('hit');
    // Within the lag, the new stock shows: the answer is made again.
    await expect.poll(async () => (await list({ PageSize: 50 })).rows.find((p) => p.ProductId === s.frame)!.StockQuantity,
      { timeout: 15_000, interval: 100 }).toBe(8);
    expect(Date.now() - placedAt).toBeLessThan(15_000);
    expect((await list({ PageSize: 50 })).total).toBe(PUBLISHED);
    // Another order, then a catalogue write (a price change): the write shows on the next listing.
    await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.frame, Quantity: 1 }]),
      { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET price = price + 1 WHERE id = $1', [s.frame]);
      await bumpCatalogueVersion(tx);
    });
    const written = await list({ PageSize: 50 });
    expect(written.cache).toBe('miss');
    expect(written.rows.find((p) => p.ProductId === s.frame)!.StockQuantity).toBe(7);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET price = price - 1 WHERE id = $1', [s.frame]);
      await bumpCatalogueVersion(tx);
    });
  });

  it('a product page shows an order\'s new stock at once (only product lists may lag)', async () => {
    const detail = async () => {
      const res = await t.app.inject({ method: 'POST', url: callPath('GET_PRODUCT_DETAIL'), payload: requestBody({ ProductId: s.frame }) });
      return JSON.parse((res.json() as { data: string }).data) as { StockQuantity: number }[];
    };
    const stock = (await detail())[0]!.StockQuantity;
    await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.frame, Quantity: 1 }]),
      { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect((await detail())[0]!.StockQuantity).toBe(stock - 1);
  });

  it('a shop owner\'s change (with its version bump) shows at once on every page of a filter already counted', async () => {
    expect((await list({ PageSize: 2 })).total).toBe(PUBLISHED);
    expect((await list({ PageSize: 2, PageNo: 2 })).total).toBe(PUBLISHED);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET is_published = false WHERE id = $1', [s.lamp]);
      await bumpCatalogueVersion(tx);
    });
    for (const page of [1, 2, 3]) {
      const r = await list({ PageSize: 2, PageNo: page });
      if (page < 3) expect(r.total).toBe(PUBLISHED - 1);
      expect(r.ids).not.toContain(s.lamp);
    }
    const all = await list({});
    expect(all.total).toBe(PUBLISHED - 1);
    expect(all.ids.length).toBe(PUBLISHED - 1);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET is_published = true WHERE id = $1', [s.lamp]);
      await bumpCatalogueVersion(tx);
    });
    expect((await list({ PageSize: 2 })).total).toBe(PUBLISHED);
  });
});

describe('the listing cards and the document cache (category families per catalogue version)', () => {
  const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json() as {
    listingIndex: string; caches: Record<'answers' | 'docs', { mb: number; capMb: number; entries: number; hits: number }>;
  };

  it('a category renamed shows at once on the cards the index path serves, and /readyz prints the caches', async () => {
    // A listing starts the index's load (SQL answers meanwhile); one thrown away because the previous
    // test's write landed while it read is started again by the next listing, as a shopper's would
    // (each a new page size: a repeat would be answered from the answer cache, not the index).
    let size = 0;
    await expect.poll(async () => {
      await list({ PageSize: ++size });
      return (await readyz()).listingIndex;
    }, { timeout: 30_000 }).toBe('loaded');
    // A category filter's family is read once per version, then taken from the document cache.
    const category = (await t.db.query<{ id: number }>('SELECT category_id AS id FROM products WHERE id = $1', [s.mug]))[0]!.id;
    const hitsBefore = (await readyz()).caches.docs.hits;
    for (const size of [50, 49]) await list({ PageSize: size, CategoryID: String(category), OrderByColumnName: 'Price ASC' });
    expect((await readyz()).caches.docs.hits).toBeGreaterThan(hitsBefore);
    const mugs = (await list({ PageSize: 50, OrderByColumnName: 'Price ASC' })).rows.find((p) => p.ProductId === s.mug)!;
    expect(mugs.CategoryName).toBe('Mugs');
    const { caches } = await readyz();
    expect(caches.docs.mb).toBeLessThanOrEqual(caches.docs.capMb);
    expect(caches.answers.entries).toBeGreaterThan(0);
    await t.db.tx(async (tx) => {
      await tx.query("UPDATE categories SET name = 'Mugs and Cups' WHERE id = (SELECT category_id FROM products WHERE id = $1)", [s.mug]);
      await bumpCatalogueVersion(tx);
    });
    for (const sort of ['Price ASC', 'Price DESC']) {
      const after = (await list({ PageSize: 50, OrderByColumnName: sort })).rows.find((p) => p.ProductId === s.mug)!;
      expect(after, sort).toMatchObject({ CategoryName: 'Mugs and Cups', CategorySlug: 'mugs-and-cups' });
    }
    expect((await readyz()).listingIndex).toBe('loaded'); // a category's name is no filter data: the index stayed
    await t.db.tx(async (tx) => {
      await tx.query("UPDATE categories SET name = 'Mugs' WHERE id = (SELECT category_id FROM products WHERE id = $1)", [s.mug]);
      await bumpCatalogueVersion(tx);
    });
  });
});

describe('the count cache', () => {
  it('counts each filter set on its own: the same WHERE with other values, or another WHERE, gets its own count', async () => {
    // sale prices: mug 449, frame 1250, ebook 199, lamp 800, scarf 350
    expect((await list({ MinPrice: 1000 })).total).toBe(1);
    expect((await list({ MinPrice: 500 })).total).toBe(2);
    expect((await list({ MinPrice: 300 })).total).toBe(4);
    expect((await list({ MaxPrice: 300 })).total).toBe(1);
    expect((await list({ MinPrice: 1000, OrderByColumnName: 'Date DESC' })).total).toBe(1);
    expect((await list({ SearchTerm: 'mug' })).total).toBe(1);
    expect((await list({ SearchTerm: 'l' })).total).toBe(3); // Recipe eBook: Family Classics, Limited Lamp, Sold Out Scarf
  });

  it('a search pages through its matches with one count, also past the last page', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ SearchTerm: 'L', PageSize: 2, PageNo: page, OrderByColumnName: 'Price ASC' }));
    expect(pages.map((p) => p.ids)).toEqual([[s.ebook, s.soldOut], [s.lamp], []]); // 199, 350, 800
    expect(pages.map((p) => p.total)).toEqual([3, 3, 0]); // an empty page has no rows to carry a total
    expect(pages[0]!.rows[0]).toMatchObject({ ProductName: 'Recipe eBook: Family Classics', Price: 199, TotalRecords: 3 });
    expect(Object.keys(pages[0]!.rows[0]!)).not.toContain('CatalogueVersion');
  });

  it('paging and re-sorting one filter set reuse its count; a write that bumps the version recounts', async () => {
    expect((await list({ PageSize: 3 })).total).toBe(PUBLISHED);
    // A product added WITHOUT a version bump (breaking the write rule on purpose) shows
    // whether the count was reused: the page is read afresh, the count is not.
    const added = (await t.db.query<{ id: number }>(
      "INSERT INTO products (name, name_ar, category_id, price, stock_quantity) SELECT 'Quiet Candlé', 'شمعة', category_id, 120, 5 FROM products WHERE id = $1 RETURNING id",
      [s.mug],
    ))[0]!.id;
    const resorted = await list({ PageSize: 3, PageNo: 1, OrderByColumnName: 'Price ASC' });
    expect(resorted.cache).toBe('miss');
    // Whether this page already shows the new product depends on whether the filter index
    // had loaded before the insert (it answers for the catalogue version it was loaded at,
    // and the write rule was broken on purpose): only the count is certain.
    expect(resorted.total).toBe(PUBLISHED); // the count of this filter set was reused
    // A filter never counted before is counted afresh (by SQL: the in-memory index, which may
    // hold the catalogue from before the insert, leaves terms with cased letters beyond ASCII to it).
    expect((await list({ SearchTerm: 'candlé' })).total).toBe(1);
    await t.db.tx(async (tx) => bumpCatalogueVersion(tx));
    const bumped = await list({ PageSize: 3, OrderByColumnName: 'Price ASC' });
    expect(bumped.total).toBe(PUBLISHED + 1);
    expect(bumped.ids[0]).toBe(added); // after the bump the page is fresh (the cheapest product)
    await t.db.tx(async (tx) => {
      await tx.query('DELETE FROM products WHERE id = $1', [added]);
      await bumpCatalogueVersion(tx);
    });
    expect((await list({ PageSize: 3 })).total).toBe(PUBLISHED);
  });
});

describe('two instances on one database', () => {
  it('the second instance sees the first one\'s writes within the refresh interval', async () => {
    const body = { PageSize: 3, OrderByColumnName: 'Date ASC' };
    expect((await listOn(second, body)).total).toBe(PUBLISHED);
    expect((await listOn(second, body)).cache).toBe('hit');
    // Written the way another process writes: this process is not told (a bump through
    // bumpCatalogueVersion here would tell every instance in this process at once).
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET is_published = false WHERE id = $1', [s.ebook]);
      await tx.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
    });
    await sleep(VERSION_REFRESH_MS + 30);
    const seen = await listOn(second, body);
    expect(seen.total).toBe(PUBLISHED - 1);
    expect(seen.ids).not.toContain(s.ebook);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET is_published = true WHERE id = $1', [s.ebook]);
      await tx.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
    });
    await sleep(VERSION_REFRESH_MS + 30);
    expect((await listOn(second, body)).total).toBe(PUBLISHED);
    expect((await list(body)).total).toBe(PUBLISHED);
  });

  it('a review through the first instance shows on the second within the refresh interval', async () => {
    expect((await listOn(second, { Rating: 3 })).ids).toEqual([s.frame]);
    const r = await t.call('INSERT_PRODUCT_REVIEW',
      { ReviewerName: 'Ravi', ReviewerEmail: 'ravi@example.test', ReviewTitle: 'Good', ReviewBody: 'A good lamp.', ProductId: s.lamp, ReviewRating: 4 },
      { 'x-forwarded-for': `10.1.0.${++ip}` });
    expect(r.status).toBe(200);
    await sleep(VERSION_REFRESH_MS + 30);
    const seen = await listOn(second, { Rating: 3 });
    expect(seen.total).toBe(2);
    expect(seen.ids.sort((a, b) => a - b)).toEqual([s.frame, s.lamp].sort((a, b) => a - b));
  });
});
