// The listing's filter index answers exactly what the SQL path answers: the same
// TotalRecords and the same page for random filter sets (searches too) on a seeded
// catalogue, and again after a review, a price change, an unpublished product, a rename, a
// new tag, a removed colour and an order (which keeps the index). The default (featured)
// sort too, from memory after orders that change the ranking (ties on units_sold, featured
// flags, many products at once, an order through the call). Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS, PRICE_BANDS, type SortOption } from '../../../contract/shop-rules.ts';
import type { LangCode, OrderPlacedRow, ProductListItem } from '../../../contract/models.ts';
import { insertShop, insertShopper, orderFields } from '../../test-support/order-fixtures.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { seedGeneratedProducts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createListingIndex } from './listing-index.ts';
import { indexMatches, pageIds } from './listing-index-query.ts';
import { categoryFamily, listingQuery } from './product-listing.ts';
import { listingFilters } from './listing-filters.ts';
import { listingCardsInEnvelope, productPage, productRowsByIds } from './product-list-rows.ts';
import type { Services } from '../../services.ts';
import type { Db } from '../../db/database.ts';
import { createAnswerCache } from '../../http/answer-cache.ts';
import { listedFromIndex, parseInEnvelope } from '../../test-support/listed-from-index.ts';

let t: TestApp;
const vocab = { words: [] as string[], categories: [] as number[], sizes: [] as number[], colors: [] as number[], tags: [] as number[], manufacturers: [] as number[] };
beforeAll(async () => {
  t = await createTestApp();
  await seedGeneratedProducts(t.db, 1200);
  await t.db.exec('VACUUM ANALYZE');
  const ids = async (sql: string) => (await t.db.query<{ id: number }>(sql)).map((r) => Number(r.id));
  // Words of names in both languages, as typed (any case), parts of words, and terms with
  // characters whose case depends on the database's locale (é, ß) or that LIKE treats apart (%, _).
  const names = await t.db.query<{ name: string; name_ar: string }>('SELECT name, name_ar FROM products ORDER BY id');
  const words = [...new Set(names.flatMap((n) => `${n.name} ${n.name_ar}`.split(/\s+/)).filter((w) => [...w].length >= 3))];
  // Pieces across words too.
  const across = names.slice(0, 12).flatMap((n) => [n.name.slice(2, 15), n.name_ar.slice(3, 14), ` ${n.name.split(' ')[1] ?? ''} `]);
  vocab.words = [...words.slice(0, 40), ...words.slice(0, 20).map((w) => w.slice(1, 4).toUpperCase()), ...across, 'Café', 'MUG', '%', 'a_b', 'e m', 'ß', ' - '];
  vocab.categories = await ids('SELECT id FROM categories ORDER BY id');
  vocab.sizes = await ids('SELECT DISTINCT value_id AS id FROM product_attribute_options WHERE attribute_id = 2 ORDER BY 1');
  vocab.colors = await ids('SELECT DISTINCT value_id AS id FROM product_attribute_options WHERE attribute_id = 1 ORDER BY 1');
  vocab.tags = await ids('SELECT id FROM tags ORDER BY id');
  vocab.manufacturers = await ids('SELECT id FROM manufacturers ORDER BY id');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Random get-all-products parameters: 0-4 filters, any sort, pages 1-4 (some past the end). */
function randomParams(rand: () => number, sort?: SortOption): Record<string, unknown> {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const some = (xs: number[]) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * 2) }, () => pick(xs)))].join(',');
  const p: Record<string, unknown> = { OrderByColumnName: sort ?? pick(SORT_OPTIONS), PageNo: 1 + Math.floor(rand() * 4), PageSize: pick([5, 10, 20, 36]) };
  const filters = Math.floor(rand() * 5);
  for (let i = 0; i < filters; i++) {
    switch (pick(['search', 'category', 'size', 'color', 'tag', 'manufacturer', 'price', 'rating', 'missing'] as const)) {
      case 'search': p.SearchTerm = pick(vocab.words); break;
      case 'category': p.CategoryID = some(vocab.categories); break;
      case 'size': p.SizeID = some(vocab.sizes); break;
      case 'color': p.ColorID = some(vocab.colors); break;
      case 'tag': p.TagID = some(vocab.tags); break;
      case 'manufacturer': p.ManufacturerID = some(vocab.manufacturers); break;
      case 'price': { const band = pick(PRICE_BANDS); p.MinPrice = band.min; p.MaxPrice = band.max; break; }
      case 'rating': p.Rating = pick([1, 2, 3, 3.5, 4, 4.25, 4.5, 5]); break;
      case 'missing': p.TagID = 99999; break; // an id nothing has
    }
  }
  return p;
}

/**
 * One document cache for the whole file, as a server keeps it: the index path's category
 * families are read through it, cached at one catalogue version and asked again after every
 * write below. Its cards come from the listing's cards table (migration 0026), which the
 * comparisons check against the rows the SQL path builds from products, in both languages.
 */
const docs = createAnswerCache();
const version = async () => Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);

/** The SQL path's page and count, and the index path's page and count, for one parameter set. */
async function bothWays(index: Services['listingIndex'], params: Record<string, unknown>, v: number, lang: LangCode) {
  const f = listingFilters(params);
  const family = f.categoryIds.length ? await categoryFamily(t.db, f.categoryIds) : null;
  const q = listingQuery(f, family);
  const sqlCount = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM product_listing l WHERE ${q.where.join(' AND ') || 'true'}`, q.params.values))[0]!.n;
  const sqlPage = await productPage(t.db, lang, listingQuery(f, family));
  const fast = await listedFromIndex(index, t.db, f, family, v, docs, lang);
  // Past the last page there are no rows to carry TotalRecords: the count is compared on its own.
  const indexCount = (await listedFromIndex(index, t.db, { ...f, pageNo: 1, pageSize: 1 }, family, v, docs))?.[0]?.TotalRecords ?? 0;
  return { sqlCount, sqlPage, fast, indexCount };
}

/** A search the words cannot answer (a space, a letter whose case depends on the database's locale): the index leaves it to SQL (decision 0064). */
const sqlOnly = (term: string) => [...term].some((c) => c === ' ' || (c >= '\x80' && c.toLowerCase() !== c.toUpperCase()));

async function expectSameAsSql(index: Services['listingIndex'], seed: number, n: number, sort?: SortOption) {
  const rand = rng(seed);
  const v = await version();
  let nonEmpty = 0;
  for (let i = 0; i < n; i++) {
    const params = randomParams(rand, sort);
    const r = await bothWays(index, params, v, i % 3 === 1 ? 'ar' : 'en');
    expect(r.fast === undefined, JSON.stringify(params)).toBe(sqlOnly(listingFilters(params).searchTerm));
    if (r.fast === undefined) continue;
    expect(r.fast, JSON.stringify(params)).toEqual(r.sqlPage);
    expect(r.indexCount, JSON.stringify(params)).toBe(r.sqlCount);
    if (r.sqlPage.length) nonEmpty++;
  }
  expect(nonEmpty).toBeGreaterThan(n / 4); // the random sets are not all empty
}

/** The featured order of every published product from memory equals SQL's, and its pages for random filter sets too. */
async function expectFeaturedAsSql(index: Services['listingIndex'], seed: number, n = 60) {
  const v = await version();
  const d = await index.at(v);
  expect(d, 'the index answers the version').toBeDefined();
  const all = pageIds(d!, null, '', 0, 1_000_000);
  const sql = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY is_featured DESC, units_sold DESC, id')).map((r) => Number(r.id));
  expect(all).toEqual(sql);
  await expectSameAsSql(index, seed, n, '');
}

/** Products of one units_sold value next to each other in the featured order (ties resolved by id). */
async function tiedPair(): Promise<[number, number, number]> {
  const r = (await t.db.query<{ a: number; b: number; u: number }>(
    `SELECT min(id) AS a, max(id) AS b, units_sold AS u FROM products WHERE is_published AND NOT is_featured
     GROUP BY units_sold HAVING count(*) >= 2 ORDER BY units_sold DESC LIMIT 1`))[0]!;
  return [Number(r.a), Number(r.b), Number(r.u)];
}

describe('the listing filter index', () => {
  it('the cards table holds every listed product\'s card as the SQL path builds it from products, in both languages', async () => {
    // Names JSON escapes (quotes, a backslash, a tab, a line break, a control character, U+2028), an empty Arabic name, a
    // discount above the price, no rating, a date with microseconds: texts written by SQL read as JavaScript writes them.
    await t.db.tx(async (tx) => {
      const ids = (await tx.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY id LIMIT 4')).map((r) => Number(r.id));
      await tx.query(`UPDATE products SET name = E'Mug "Noor" \\\\ \\t tab\\nline \\u0001 \\u2028 end', name_ar = '' WHERE id = $1`, [ids[0]]);
      await tx.query('UPDATE products SET discounted_price = price + 1, rating = NULL WHERE id = $1', [ids[1]]);
      await tx.query("UPDATE products SET created_at = '2026-03-04 05:06:07.891234+00', price = 1234567.8 WHERE id = $1", [ids[2]]);
      await tx.query('UPDATE products SET is_published = false WHERE id = $1', [ids[3]]);
      await bumpCatalogueVersion(tx);
    });
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).map((r) => Number(r.id));
    const published = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY id')).map((r) => Number(r.id));
    for (const lang of ['en', 'ar'] as const) {
      const cards = parseInEnvelope<ProductListItem[]>(await listingCardsInEnvelope(t.db, lang, ids, 12_345));
      expect(cards.map((c) => c.ProductId)).toEqual(published); // the unpublished one has no card
      expect(cards).toEqual(await productRowsByIds(t.db, lang, published, 12_345));
    }
  }, 60_000);

  it('gives the SQL path\'s count and page for 400 random filter sets', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    await expectSameAsSql(index, 1, 400);
  }, 120_000);

  it('holds prices past 2^31 paise as doubles: price ranges around them give the SQL path\'s count and page', async () => {
    // Prices under 2^31 paise (21,474,836.48) are held in 4 bytes each; one past it makes the index hold 8 (decision 0040).
    await t.db.tx(async (tx) => {
      const [a, b] = (await tx.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY id DESC LIMIT 2')).map((r) => Number(r.id));
      await tx.query('UPDATE products SET price = 21474836.47, discounted_price = NULL WHERE id = $1', [a]);
      await tx.query('UPDATE products SET price = 30000000.55, discounted_price = NULL WHERE id = $1', [b]);
      await bumpCatalogueVersion(tx);
    });
    const index = createListingIndex(t.db);
    await index.warm();
    const v = await version();
    let found = 0;
    for (const [min, max] of [[21474836.47, 21474836.47], [21474836.46, 21474836.48], [21474836.48, 40000000], [30000000.55, 30000000.55], [30000000.56, 50000000], [1000, 30000000.54]]) {
      for (const sort of ['Price ASC', 'Price DESC', 'Date DESC'] as const) {
        const params = { MinPrice: min, MaxPrice: max, PageNo: 1, PageSize: 5, OrderByColumnName: sort };
        const r = await bothWays(index, params, v, 'en');
        expect(r.fast, JSON.stringify(params)).toEqual(r.sqlPage);
        expect(r.indexCount, JSON.stringify(params)).toBe(r.sqlCount);
        found += r.sqlCount;
      }
    }
    expect(found).toBeGreaterThan(3 * 3); // both prices found, each in three ranges
  }, 60_000);

  it('finds a page in the date and featured orders the same each way (sorting the matches, walking the order asking the bitmap)', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    const v = await version();
    const rand = rng(11);
    for (let i = 0; i < 300; i++) {
      const sort = (['', 'Date ASC', 'Date DESC'] as const)[i % 3];
      const f = listingFilters(randomParams(rand, sort));
      const family = f.categoryIds.length ? await categoryFamily(t.db, f.categoryIds) : null;
      const found = await indexMatches(index, v, { ...f, categoryFamily: family }, f.searchTerm);
      if (!found) continue; // a search the words cannot answer: SQL's
      const { d, bits } = found;
      const offset = (f.pageNo - 1) * f.pageSize;
      const sorted = pageIds(d, bits, f.sort, offset, f.pageSize, 'sort');
      expect(pageIds(d, bits, f.sort, offset, f.pageSize, 'ask'), JSON.stringify(f)).toEqual(sorted);
      bits?.dispose();
    }
  });

  it('an order (stock and units sold) keeps the index; it still answers like SQL', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET stock_quantity = 0, units_sold = units_sold + 7 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 40)');
      await bumpCatalogueVersion(tx);
    });
    expect(await index.at(await version())).toBeDefined();
    expect(index.stats.loads).toBe(1);
    await expectSameAsSql(index, 2, 60);
    await expectFeaturedAsSql(index, 12);
    expect(index.stats).toMatchObject({ loads: 1, salesUpdates: 1 });
  }, 60_000);

  it('a category renamed, stock changed and photos added and removed keep the index; its cards show them', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    const cheapest = listingFilters({ PageSize: 5, OrderByColumnName: 'Price ASC' });
    const before = (await listedFromIndex(index, t.db, cheapest, null, await version(), docs))!;
    await expectSameAsSql(index, 40, 60);
    await t.db.tx(async (tx) => {
      await tx.query("UPDATE categories SET name = name || ' Renamed', name_ar = name_ar || ' جديد'");
      await tx.query('UPDATE products SET stock_quantity = stock_quantity + 3');
      // A second photo (a name with a quote and a backslash, escaped as JSON) for every product; a first one gone from some.
      await tx.query(`INSERT INTO product_images (product_id, color_id, url, sort_order)
        SELECT id, NULL, '/media/"second"\\' || id || '.webp', 5 FROM products`);
      await tx.query('DELETE FROM product_images WHERE sort_order = 0 AND product_id % 7 = 0');
      await bumpCatalogueVersion(tx);
    });
    const v = await version();
    expect(await index.at(v)).toBeDefined(); // no filter data changed: the same index answers
    const after = (await listedFromIndex(index, t.db, cheapest, null, v, docs))!;
    expect(after.map((p) => p.ProductId)).toEqual(before.map((p) => p.ProductId));
    after.forEach((p, i) => {
      expect(p.CategoryName).toBe(`${before[i]!.CategoryName} Renamed`);
      expect(p.StockQuantity).toBe(before[i]!.StockQuantity + 3);
      expect(p.ProductImagesJson.at(-1)).toEqual({ AttachmentURL: `/media/"second"\\${p.ProductId}.webp`, ColorID: null });
    });
    await expectSameAsSql(index, 40, 60); // the same listings as before the write, each as SQL answers it now
    expect(index.stats.loads).toBe(1);
  }, 60_000);

  it('the featured order follows orders without a reload: ties on units sold by id, featured flags, many products at once', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    await expectFeaturedAsSql(index, 20);
    const write = async (sql: string, params: unknown[] = []) => {
      await t.db.tx(async (tx) => {
        await tx.query(sql, params);
        await bumpCatalogueVersion(tx);
      });
    };
    // Two products with the same units sold: the lower id first; one more unit moves the higher id above it, then a tie again.
    const [a, b, u] = await tiedPair();
    await write('UPDATE products SET units_sold = units_sold + 1 WHERE id = $1', [b]);
    await expectFeaturedAsSql(index, 21, 20);
    await write('UPDATE products SET units_sold = units_sold + 1 WHERE id = $1', [a]);
    await expectFeaturedAsSql(index, 22, 20);
    expect(u).toBeGreaterThanOrEqual(0);
    // An order of several products (one twice), a product made featured and one no longer featured, in one transaction.
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET units_sold = units_sold + 3 WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 5)');
      await tx.query('UPDATE products SET units_sold = units_sold + 2 WHERE id = (SELECT max(id) FROM products)');
      await tx.query('UPDATE products SET is_featured = NOT is_featured WHERE id IN (SELECT id FROM products WHERE is_published ORDER BY id LIMIT 2)');
      await bumpCatalogueVersion(tx);
    });
    await expectFeaturedAsSql(index, 23, 20);
    // Many products at once (the whole order is sorted again), and a rolled back order changes nothing.
    await write('UPDATE products SET units_sold = (id * 7) % 23 WHERE id % 3 = 0');
    await expectFeaturedAsSql(index, 24, 40);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET units_sold = units_sold + 1000 WHERE id = $1', [a]);
      throw new Error('rolled back');
    }).catch(() => {});
    await expectFeaturedAsSql(index, 25, 20);
    expect(index.stats.loads).toBe(1);
    expect(index.stats.salesUpdates).toBe(4);
  }, 120_000);

  it('an earlier version is answered with the newest featured order read, never an older one (as SQL\'s own statement would)', async () => {
    const index = createListingIndex(t.db);
    await index.warm();
    const before = await version();
    await expectFeaturedAsSql(index, 26, 10);
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET units_sold = units_sold + 5 WHERE id = (SELECT min(id) FROM products WHERE is_published)');
      await bumpCatalogueVersion(tx);
    });
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET units_sold = units_sold + 9 WHERE id = (SELECT max(id) FROM products WHERE is_published)');
      await bumpCatalogueVersion(tx);
    });
    // Both orders read in one check, at the version after them; the version before them and the one between are given that order.
    await expectFeaturedAsSql(index, 27, 10);
    const sql = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY is_featured DESC, units_sold DESC, id')).map((r) => Number(r.id));
    for (const v of [before, before + 1]) expect(pageIds((await index.at(v))!, null, '', 0, 1_000_000)).toEqual(sql);
    expect(index.stats).toMatchObject({ loads: 1, salesUpdates: 1 });
  });

  const writes: [string, string][] = [
    ['a review changes a rating', `UPDATE products SET rating = 4.75, total_reviews = total_reviews + 1 WHERE id = (SELECT min(id) FROM products WHERE rating IS NULL OR rating < 4)`],
    ['a price changes', 'UPDATE products SET discounted_price = 150.5 WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 3)'],
    ['a product is unpublished', 'UPDATE products SET is_published = false WHERE id IN (SELECT id FROM products WHERE is_published ORDER BY id LIMIT 5)'],
    ['a tag is added', 'INSERT INTO product_tags (product_id, tag_id) SELECT p.id, t.id FROM products p, tags t WHERE p.id % 97 = 0 ON CONFLICT DO NOTHING'],
    ['a product is renamed', "UPDATE products SET name = 'Zanzibar Mug', name_ar = 'كوب زنجبار' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 3)"],
    ['a colour is removed', 'DELETE FROM product_attribute_options WHERE attribute_id = 1 AND product_id % 53 = 0'],
  ];
  for (const [what, sql] of writes) {
    it(`${what}: the old index is no longer used, a new one answers like SQL`, async () => {
      const index = createListingIndex(t.db);
      await index.warm();
      const before = await version();
      expect(await index.at(before)).toBeDefined();
      await t.db.tx(async (tx) => {
        await tx.query(sql);
        await bumpCatalogueVersion(tx);
      });
      const after = await version();
      expect(await index.at(after)).toBeUndefined(); // the filter version moved: SQL answers
      await index.warm();
      await expectSameAsSql(index, 3 + after, 60);
    }, 60_000);
  }

  it('an order through the call moves its product in the featured order, in memory as in SQL', async () => {
    const shop = await insertShop(t.db);
    const asha = await insertShopper(t.db, 'asha.featured@example.test');
    // The frame ties with the best-selling unfeatured product of lower id, so one order moves it above.
    const top = (await t.db.query<{ id: number; u: number }>(
      'SELECT id, units_sold AS u FROM products WHERE is_published AND NOT is_featured AND id < $1 ORDER BY units_sold DESC, id LIMIT 1', [shop.frame]))[0]!;
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET units_sold = $1 WHERE id = $2', [top.u, shop.frame]);
      await bumpCatalogueVersion(tx);
    });
    const index = createListingIndex(t.db);
    await index.warm();
    await expectFeaturedAsSql(index, 30, 10);
    const position = async (id: number) => {
      const d = (await index.at(await version()))!;
      return pageIds(d, null, '', 0, 1_000_000).indexOf(id);
    };
    const topWas = await position(top.id);
    expect(await position(shop.frame)).toBeGreaterThan(topWas);
    const placed = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: shop.frame, Quantity: 1 }]),
      { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect(placed.status).toBe(200);
    expect(await position(shop.frame)).toBe(topWas); // now just above the product it tied with
    expect(await position(top.id)).toBe(topWas + 1);
    await expectFeaturedAsSql(index, 31, 30);
    expect(index.stats.loads).toBe(1);
    // The app's own listing (its own index) pages the same.
    const listed = (await t.call<ProductListItem[]>('GET_All_PRODUCTS', { PageSize: 100, PageNo: 1 })).data.map((p) => p.ProductId);
    const sql = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY is_featured DESC, units_sold DESC, id LIMIT 100')).map((r) => Number(r.id));
    expect(listed).toEqual(sql);
  });

  // The load reads one statement after another, each in its own snapshot (decision 0036): a write
  // may commit after any of them; here after the price order (the first cursor) or the words (the last).
  for (const [reading, cursor] of [['its orders', 1], ['its words', 8]] as const) {
    it(`a write committed while the index loads ${reading} leaves that load unused; the next one answers like SQL`, async (ctx) => {
      // PGlite runs one transaction at a time: no write can commit between the load's statements.
      if (t.db.kind !== 'postgres') ctx.skip();
      let wrote = false;
      let closed = 0;
      // A rename commits on another connection right after that cursor is closed.
      const during: Db = { ...t.db, tx: (fn) => t.db.tx((q) => fn({ query: (sql, params, name) => q.query(sql, params, name), exec: async (sql) => {
        await q.exec(sql);
        if (!sql.startsWith('CLOSE') || ++closed !== cursor || wrote) return;
        wrote = true;
        await t.db.tx(async (w) => {
          await w.query("UPDATE products SET name = 'Quokka Lamp' WHERE id = (SELECT min(id) FROM products WHERE is_published)");
          await bumpCatalogueVersion(w);
        });
      } })) };
      const index = createListingIndex(during);
      await index.warm();
      expect(wrote).toBe(true);
      expect(index.stats).toMatchObject({ loads: 0, state: 'loading', products: 0 });
      expect(await index.at(await version())).toBeUndefined();
      await index.warm();
      expect(index.stats).toMatchObject({ loads: 1, state: 'loaded' });
      await expectSameAsSql(index, 60, 60);
      const quokka = listingFilters({ SearchTerm: 'quokka' });
      expect((await listedFromIndex(index, t.db, quokka, null, await version()))?.map((p) => p.ProductName)).toEqual(['Quokka Lamp']);
    }, 60_000);
  }

  it('a review through the call shows at once on the listing, counted exactly', async () => {
    const pick = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE is_published AND rating IS NULL ORDER BY id LIMIT 1'))[0]!.id;
    const list = async () => (await t.call<ProductListItem[]>('GET_All_PRODUCTS', { Rating: 5, PageSize: 100, OrderByColumnName: 'Price ASC' })).data;
    const before = await list();
    const r = await t.call('INSERT_PRODUCT_REVIEW',
      { ReviewerName: 'Meera', ReviewerEmail: 'meera@example.test', ReviewTitle: 'Lovely', ReviewBody: 'Beautiful.', ProductId: pick, ReviewRating: 5 },
      { 'x-forwarded-for': '10.9.0.1' });
    expect(r.status).toBe(200);
    const after = await list();
    expect(after.map((x) => x.ProductId)).toContain(pick);
    expect(after[0]?.TotalRecords).toBe((before[0]?.TotalRecords ?? 0) + 1);
  });
});
