// A cache-missed listing answered from the in-memory index is joined from texts kept escaped
// as they stand inside the envelope (migration 0028,
// docs/decisions/0037-the-listing-cards-stand-escaped.md): its bytes are exactly what
// JSON.stringify makes of the envelope around JSON.stringify of its data, as before, and its
// data the SQL path's, for names JSON escapes (quotes, backslashes), `</script>`, U+2028,
// Arabic and an emoji, in a product's and a category's names, in both languages and in every
// order. (The two paths write a card's members in different orders, so their bytes differ
// there and only there.) Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../../contract/calls.ts';
import { requestBody } from '../../../contract/envelope.ts';
import { SORT_OPTIONS } from '../../../contract/shop-rules.ts';
import type { LangCode, ProductListItem } from '../../../contract/models.ts';
import { buildApp } from '../../app.ts';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listedFromIndex } from '../../test-support/listed-from-index.ts';
import { listingFilters } from './listing-filters.ts';
import { categoryFamily } from './product-listing.ts';

let t: TestApp;
/** The same database, the in-memory index off: every listing by SQL. */
let sqlOnly: FastifyInstance;

const NAME_EN = 'Mug "Noor" \\ back\\slash </script><script>alert(1)</script> \u2028 🎁 end';
const NAME_AR = 'كوب "نور" \\ </script> 🎁 هدية';
const CATEGORY_EN = 'Gifts "for" \\ her </script> 🎀';
const CATEGORY_AR = 'هدايا "لها" \\ 🎀';

let product = 0;
let category = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ app: sqlOnly } = await buildApp({ db: t.db, config: { ...t.config, listingIndexBytes: 0 }, downloadSecret: 'test-download-secret', adminToken: t.adminToken, logger: false }));
  await sqlOnly.ready();
  // The cheapest published product gets the names, so it heads the price order's first page.
  const row = (await t.db.query<{ id: number; category_id: number }>(
    'SELECT id, category_id FROM products WHERE is_published ORDER BY price, id LIMIT 1'))[0]!;
  product = Number(row.id);
  category = Number(row.category_id);
  await t.db.tx(async (tx) => {
    await tx.query('UPDATE products SET name = $1, name_ar = $2 WHERE id = $3', [NAME_EN, NAME_AR, product]);
    await tx.query('UPDATE categories SET name = $1, name_ar = $2 WHERE id = $3', [CATEGORY_EN, CATEGORY_AR, row.category_id]);
    await bumpCatalogueVersion(tx);
  });
  await t.services.listingIndex.warm();
}, 120_000);
afterAll(async () => {
  await sqlOnly?.close();
  await t?.close();
});

async function answer(app: FastifyInstance, fields: Record<string, unknown>, lang: LangCode) {
  const res = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody({ ...fields, languageCode: lang }) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-cache']).toBe('miss');
  return res.rawPayload.toString('utf8');
}

/** The envelope and its data as JSON.stringify writes them, members in the order read. */
function stringifiedAgain(text: string): string {
  const envelope = JSON.parse(text) as { data: string };
  return JSON.stringify({ ...envelope, data: JSON.stringify(JSON.parse(envelope.data)) });
}

describe('a listing answered from the index', () => {
  it('is the SQL path\'s bytes exactly, with names JSON and HTML would escape, in both languages and every order', async () => {
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    for (const lang of ['en', 'ar'] as const) {
      for (const sort of SORT_OPTIONS) {
        // The renamed category's listing (its family), so the product is on its first page in every order.
        const fields = { OrderByColumnName: sort, PageSize: 100, CategoryID: category };
        // The index holds this version and answers this listing itself (not left to SQL).
        const fromIndex = await listedFromIndex(
          t.services.listingIndex, t.db, listingFilters(fields), await categoryFamily(t.db, [category]), version, undefined, lang);
        expect(fromIndex?.map((r) => r.ProductId), `${lang} ${sort}`).toContain(product);
        const text = await answer(t.app, fields, lang);
        expect(text, `${lang} ${sort}`).toBe(stringifiedAgain(text));
        const data = (text: string) => JSON.parse((JSON.parse(text) as { data: string }).data) as ProductListItem[];
        const bySql = await answer(sqlOnly, fields, lang);
        expect(bySql).toBe(stringifiedAgain(bySql));
        expect(data(text), `${lang} ${sort}`).toEqual(data(bySql));
        const card = data(text).find((r) => r.ProductId === product);
        expect(card).toMatchObject(lang === 'en'
          ? { ProductName: NAME_EN, CategoryName: CATEGORY_EN }
          : { ProductName: NAME_AR, CategoryName: CATEGORY_AR });
      }
    }
  }, 60_000);
});
