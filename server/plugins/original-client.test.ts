// The original storefront client pointed at this server (docs/decisions/0005): its
// double-slash picture addresses answer the pictures; its "all categories" listing and
// search list every product (SQL and filter index alike); its own label ids come back in
// Arabic for their screens, also on a shop that already ran before they existed; to its
// origins failures are HTTP 200 with our body and review dates are display dates, while
// every other origin keeps the real codes and timestamps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { callPath, downloadPath } from '../../contract/calls.ts';
import { requestBody, type ResultEnvelope } from '../../contract/envelope.ts';
import type { ProductListItem, Review } from '../../contract/models.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_CUSTOMER } from '../db/seed/demo-customer.ts';
import { createListingIndex } from '../calls/catalog/listing-index.ts';
import { categoryFamily, listingQuery } from '../calls/catalog/product-listing.ts';
import { listedFromIndex } from '../test-support/listed-from-index.ts';
import { listingFilters } from '../calls/catalog/listing-filters.ts';
import { productPage } from '../calls/catalog/product-list-rows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const LEGACY = 'https://old-shop.example';
const OTHER = 'https://elsewhere.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { legacyOrigins: [LEGACY], corsOrigins: [LEGACY] } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Posts a call as a browser on `origin` would (no origin: our PWA on its own origin). */
async function post(name: Parameters<typeof callPath>[0], fields: Record<string, unknown>, origin?: string) {
  const res = await t.app.inject({
    method: 'POST', url: callPath(name), payload: requestBody(fields), headers: origin ? { origin } : {},
  });
  return { status: res.statusCode, body: res.json() as ResultEnvelope, headers: res.headers };
}

describe('pictures at the addresses the original client builds', () => {
  it('answers //media/... with the same picture as /media/..., readable from any origin', async () => {
    const url = (await t.db.query<{ url: string }>('SELECT url FROM product_images ORDER BY id LIMIT 1'))[0]!.url;
    expect(url).toMatch(/^\/media\/v2\/p\/.+\.jpg$/);
    const single = await t.app.inject({ method: 'GET', url });
    const double = await t.app.inject({ method: 'GET', url: `/${url}` });
    expect(double.statusCode).toBe(200);
    expect(double.headers['content-type']).toBe('image/jpeg');
    expect(double.rawPayload.equals(single.rawPayload)).toBe(true);
    expect(double.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(single.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const bad of ['//media/v1/p/spaceship/1-1.svg', '//media/v2/logo.svg', '//media/v1/logo.png']) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });

  it('answers a real HTTP request for the logo at base-url-with-slash + /media/...', async () => {
    // Listening on loopback; closed with the app in afterAll.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const logo = (await t.db.query<{ value: string }>("SELECT value FROM app_config WHERE key = 'website_logo'"))[0]!.value;
    const res = await fetch(`${address}/${logo}`, { signal: AbortSignal.timeout(20_000) });
    expect(new URL(res.url).pathname).toBe(`/${logo}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<svg /);
  });
});

describe('CategoryID "0", "" and all-categories mean no category', () => {
  const published = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE is_published'))[0]!.n;
  const total = (rows: ProductListItem[]) => Number(rows[0]?.TotalRecords ?? 0);

  it('lists every published product for each way of saying it, as the client sends it', async () => {
    const n = await published();
    expect(n).toBeGreaterThan(50);
    for (const CategoryID of ['0', '', 'all-categories', 0, '0,all-categories', ' 0 ']) {
      const r = await t.call<ProductListItem[]>('GET_All_PRODUCTS', {
        SearchTerm: null, SizeID: '', ColorID: null, CategoryID, TagID: '', ManufacturerID: '',
        MinPrice: null, MaxPrice: null, Rating: null, OrderByColumnName: '', PageNo: 1, PageSize: 9,
      });
      expect(r.status, JSON.stringify(CategoryID)).toBe(200);
      expect(r.data, JSON.stringify(CategoryID)).toHaveLength(9);
      expect(total(r.data), JSON.stringify(CategoryID)).toBe(n);
    }
  });

  it('answers the same on the SQL path and on the filter index, for listings and searches', async () => {
    const n = await published();
    const term = 'mug';
    const matching = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE is_published AND (lower(name) LIKE '%mug%' OR lower(name_ar) LIKE '%mug%')"))[0]!.n;
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(n);
    const index = createListingIndex(t.db);
    await index.warm();
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    for (const CategoryID of ['0', '', 'all-categories']) {
      for (const [SearchTerm, want] of [['', n], [term, matching]] as const) {
        const f = listingFilters({ CategoryID, SearchTerm, PageSize: 5 });
        expect(f.categoryIds, JSON.stringify(CategoryID)).toEqual([]);
        const family = f.categoryIds.length ? await categoryFamily(t.db, f.categoryIds) : null;
        const bySql = await productPage(t.db, 'en', listingQuery(f, family));
        const byIndex = await listedFromIndex(index, t.db, f, family, version);
        expect(byIndex, 'the index answered').toBeDefined();
        expect(total(bySql), `${JSON.stringify(CategoryID)} ${SearchTerm}`).toBe(want);
        expect(byIndex).toEqual(bySql);
      }
    }
    // A search from the client's search box (all-products/0/all-categories?SearchTerm=...).
    const r = await t.call<ProductListItem[]>('GET_All_PRODUCTS', { CategoryID: '0', SearchTerm: term, PageSize: 36 });
    expect(total(r.data)).toBe(matching);
  });

  it('still filters by a real category, and 0 next to it adds nothing', async () => {
    const cat = (await t.db.query<{ id: number; n: number }>(
      `SELECT c.id, count(*)::int AS n FROM categories c JOIN products p ON p.category_id = c.id AND p.is_published
       WHERE c.parent_id IS NOT NULL GROUP BY c.id ORDER BY c.id LIMIT 1`))[0]!;
    for (const CategoryID of [String(cat.id), `0,${cat.id}`, `${cat.id},all-categories`]) {
      const r = await t.call<ProductListItem[]>('GET_All_PRODUCTS', { CategoryID, PageSize: 36 });
      expect(total(r.data), CategoryID).toBe(cat.n);
    }
    expect((await t.call('GET_All_PRODUCTS', { CategoryID: 'toys' })).status).toBe(400);
  });
});

describe("the original client's label ids", () => {
  interface ClientScreen { entityId: number; screen: string; labels: { labelHtmlId: string; english: string }[] }
  const screens = JSON.parse(readFileSync(new URL('../db/seed/original-client-labels.json', import.meta.url), 'utf8')) as ClientScreen[];
  const labels = async (entityId: number) =>
    (await t.call<{ labelsJsonData: { labelHtmlId: string; text: string }[] }>('GET_LOCALIZATION_DATA', { entityId, languageCode: 'ar', recordValueJson: '[]' }))
      .data.labelsJsonData;
  const ARABIC = /\p{Script=Arabic}/u;

  it('answers every id the client asks for, in Arabic, for its screen, next to ours', async () => {
    expect(screens.reduce((s, e) => s + e.labels.length, 0)).toBe(179);
    for (const screen of screens) {
      const got = new Map((await labels(screen.entityId)).map((l) => [l.labelHtmlId, l.text]));
      for (const { labelHtmlId, english } of screen.labels) {
        const text = got.get(labelHtmlId);
        expect(text, `${screen.entityId} ${labelHtmlId}`).toMatch(ARABIC);
        expect(text, `${screen.entityId} ${labelHtmlId}`).not.toMatch(/[A-Za-z]/);
        expect(text).not.toBe(english);
      }
    }
    // Ours stay: the top header has both families.
    const top = new Map((await labels(78)).map((l) => [l.labelHtmlId, l.text]));
    expect(top.get('lbl_top_about')).toBe('من نحن');
    expect(top.get('lbl_thead_about')).toBe('من نحن');
  });

  it('gives them to a shop that was already running, and keeps a text the shop wrote itself', async () => {
    await t.db.query("DELETE FROM labels WHERE entity_id = 76 AND label_html_id LIKE 'lbl_mgmenu_%'");
    await t.db.query("INSERT INTO labels (entity_id, lang_code, label_html_id, text) VALUES (76, 'ar', 'lbl_mgmenu_home', 'صفحتنا')");
    await t.db.query("DELETE FROM schema_migrations WHERE version = '0009_original_client_labels.sql'");
    expect(await migrate(t.db)).toEqual(['0009_original_client_labels.sql']);
    await t.db.tx((tx) => bumpCatalogueVersion(tx));
    const menu = new Map((await labels(76)).map((l) => [l.labelHtmlId, l.text]));
    expect(menu.get('lbl_mgmenu_home')).toBe('صفحتنا');
    expect(menu.get('lbl_mgmenu_products')).toBe('جميع المنتجات');
    expect(menu.get('lbl_mgmenu_logout')).toBe('تسجيل الخروج');
  });
});

describe('LEGACY_ORIGINS', () => {
  const wrongLogin = { Email: DEMO_CUSTOMER.email, Password: 'not-the-password' };

  it('answers a wrong password (401) as a 200 with our body there, the real code elsewhere', async () => {
    const real = await post('GET_USER_LOGIN', wrongLogin, OTHER);
    expect(real.status).toBe(401);
    expect(real.body).toMatchObject({ statusCode: 401, errorCode: 'INVALID_LOGIN', errorMessage: 'Incorrect email or password!', data: '' });
    expect((await post('GET_USER_LOGIN', wrongLogin)).status).toBe(401);
    const legacy = await post('GET_USER_LOGIN', wrongLogin, LEGACY);
    expect(legacy.status).toBe(200);
    // The same body; its empty rows are "[]", which that client parses and finds empty.
    expect(legacy.body).toEqual({ ...real.body, data: '[]' });
    expect(legacy.headers['access-control-allow-origin']).toBe(LEGACY);
  });

  it('answers a duplicate sign-up (409) with its rows as a 200 there', async () => {
    const fields = {
      FirstName: 'Asha', LastName: 'Rao', EmailAddress: DEMO_CUSTOMER.email, Password: 'secret123', MobileNo: '9811111111',
      AddressLineOne: '12 Hill Road', CityId: DEMO_CUSTOMER.cityId, StateProvinceId: DEMO_CUSTOMER.stateId, PostalCode: '400050', CountryID: DEMO_CUSTOMER.countryId,
    };
    const real = await post('SIGNUP_USER', fields, OTHER);
    expect(real.status).toBe(409);
    expect(JSON.parse(real.body.data)).toEqual([{ ResponseMsg: 'Email already exists!' }]);
    const legacy = await post('SIGNUP_USER', fields, LEGACY);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toEqual(real.body);
    expect(await t.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [DEMO_CUSTOMER.email])).toHaveLength(1);
  });

  it('answers bad input (400), an unknown call (404) and a malformed body as 200s there', async () => {
    const bad = { OrderByColumnName: 'Name DESC' };
    const real = await post('GET_All_PRODUCTS', bad, OTHER);
    expect(real.status).toBe(400);
    expect(real.body.statusCode).toBe(400);
    const legacy = await post('GET_All_PRODUCTS', bad, LEGACY);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toEqual({ ...real.body, data: '[]' });

    const unknown = (origin: string) => t.app.inject({ method: 'POST', url: '/api/v1/dynamic/dataoperation/no-such-call', payload: requestBody({}), headers: { origin } });
    expect((await unknown(OTHER)).statusCode).toBe(404);
    const unknownLegacy = await unknown(LEGACY);
    expect(unknownLegacy.statusCode).toBe(200);
    expect(unknownLegacy.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });

    const malformed = (origin: string) => t.app.inject({
      method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: '{"requestParameters":', headers: { origin, 'content-type': 'application/json' },
    });
    expect((await malformed(OTHER)).statusCode).toBe(400);
    const malformedLegacy = await malformed(LEGACY);
    expect(malformedLegacy.statusCode).toBe(200);
    expect(malformedLegacy.json()).toMatchObject({ statusCode: 400, errorMessage: 'The request body is not valid JSON.' });
  });

  it('lets its browsers send the Token and UserID headers it adds to every call (preflight)', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS', url: callPath('GET_USER_LOGIN'),
      headers: { origin: LEGACY, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,token,userid' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(LEGACY);
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['token', 'userid', 'content-type']));
  });

  it('leaves successes, the file download and non-API paths alone', async () => {
    const ok = await post('GET_COLORS_LIST', {}, LEGACY);
    expect(ok.status).toBe(200);
    expect(ok.body.statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: downloadPath(1, 'not-a-token'), headers: { origin: LEGACY } });
    expect(download.statusCode).toBeGreaterThanOrEqual(400);
    const media = await t.app.inject({ method: 'GET', url: '//media/v1/nothing.svg', headers: { origin: LEGACY } });
    expect(media.statusCode).toBe(404);
  });
});

describe('ReviewDate', () => {
  it('is dd-mm-yyyy in the shop time zone for the legacy origins, the timestamp for everyone else', async () => {
    const productId = (await t.db.query<{ id: number }>(
      'SELECT id FROM products p WHERE is_published AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) ORDER BY id LIMIT 1'))[0]!.id;
    await t.db.tx(async (tx) => {
      // 20:00 UTC on 4 March is 01:30 on 5 March in India.
      await tx.query(
        `INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating, created_at)
         VALUES ($1, 'Meera', 'meera@example.test', 'Lovely', 'Beautifully engraved.', 5, '2025-03-04T20:00:00Z'),
                ($1, 'Arjun', 'arjun@example.test', 'Good', 'Arrived on time.', 4, '2024-12-31T10:00:00Z')`,
        [productId],
      );
      await bumpCatalogueVersion(tx);
    });
    const dates = (r: { body: ResultEnvelope }) => (JSON.parse(r.body.data) as Review[]).map((x) => [x.ReviewerName, x.ReviewDate]);
    // The PWA first (fills the answer cache), then the old client (from the cache), then another origin.
    const pwa = await post('GET_PRODUCT_REVIEWS', { ProductId: productId });
    expect(dates(pwa)).toEqual([['Meera', '2025-03-04T20:00:00.000Z'], ['Arjun', '2024-12-31T10:00:00.000Z']]);
    const legacy = await post('GET_PRODUCT_REVIEWS', { ProductId: productId }, LEGACY);
    expect(legacy.status).toBe(200);
    expect(dates(legacy)).toEqual([['Meera', '05-03-2025'], ['Arjun', '31-12-2024']]);
    expect(JSON.parse(legacy.body.data)[0]).toMatchObject({ Title: 'Lovely', Body: 'Beautifully engraved.', Rating: 5 });
    expect(dates(await post('GET_PRODUCT_REVIEWS', { ProductId: productId }, OTHER))).toEqual(dates(pwa));
    // A missing product is still a failure the client can read.
    const missing = await post('GET_PRODUCT_REVIEWS', { ProductId: 999_999 }, LEGACY);
    expect(missing.status).toBe(200);
    expect(missing.body.statusCode).toBe(404);
  });
});
