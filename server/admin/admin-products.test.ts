// Products in the owner's console: create and edit with validation, options, the version
// check, the audit log, the catalogue version, and an edit racing an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow, ProductDetail } from '../../contract/models.ts';
import { readCatalogueVersion } from '../db/catalogue-version.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let category: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = t.adminToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

const vase = () => ({
  name: 'Blue Vase', nameAr: 'مزهرية زرقاء', shortDescription: 'Hand thrown', fullDescription: '<p>Fired twice.</p><script>alert(1)</script>',
  categoryId: category, pricePaise: 129_950, discountedPricePaise: 99_900, stock: 7, orderMaximum: 2, tagIds: [] as number[],
  options: [
    { attributeId: 2, valueId: s.sizeL, displayValue: 'Large', displayValueAr: 'كبير', priceType: 'fixed', additionalPrice: 15_000, isRequired: true },
    { attributeId: 3, valueId: 1, displayValue: 'Gift box', displayValueAr: 'علبة هدية', priceType: 'percentage', additionalPrice: 1_250 },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  category = (await t.db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [s.mug]))[0]!.category_id;
});
afterAll(async () => t.close());

describe('products', () => {
  it('creates a bilingual product with a size and a priced option that the shop shows at once', async () => {
    const version = await readCatalogueVersion(t.db);
    const res = await api('POST', '/products', vase());
    expect(res.statusCode).toBe(201);
    const p = res.json().product;
    expect(p).toMatchObject({ name: 'Blue Vase', nameAr: 'مزهرية زرقاء', pricePaise: 129_950, discountedPricePaise: 99_900, stock: 7, version: 1, isPublished: true });
    expect(p.fullDescription).toBe('<p>Fired twice.</p>');
    expect(p.options.map((o: { displayValue: string; priceType: string; additionalPrice: number }) => [o.displayValue, o.priceType, o.additionalPrice]))
      .toEqual([['Large', 'fixed', 15_000], ['Gift box', 'percentage', 1_250]]);
    expect(await readCatalogueVersion(t.db)).toBeGreaterThan(version);
    const detail = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'ar' });
    expect(detail.data[0]).toMatchObject({ ProductName: 'مزهرية زرقاء', Price: 1299.5, DiscountedPrice: 999 });
    const listed = (await api('GET', '/products?q=blue')).json();
    expect(listed.products.map((x: { id: number }) => x.id)).toEqual([p.id]);
    expect((await api('GET', `/products?q=${encodeURIComponent('زرقاء')}`)).json().total).toBe(1);
  });

  it('refuses a price below zero, a discount above the price, an unknown category and an option of another product', async () => {
    const mugOption = (await t.db.query<{ id: number }>('SELECT id FROM product_attribute_options WHERE product_id = $1 LIMIT 1', [s.mug]))[0]!.id;
    const cases: [object, string][] = [
      [{ ...vase(), pricePaise: -1 }, 'pricePaise must be >= 0'],
      [{ ...vase(), discountedPricePaise: 200_000 }, 'discountedPricePaise must not be above pricePaise: a discount cannot raise the price'],
      [{ ...vase(), categoryId: 999_999 }, 'categoryId 999999 is not a category'],
      [{ ...vase(), name: '' }, 'name must not have fewer than 1 characters'],
      [{ ...vase(), pricePaise: '100' }, 'pricePaise must be integer'],
      [{ ...vase(), options: [{ ...vase().options[0]!, id: mugOption }] }, `options: option ${mugOption} is not an option of this product`],
      [{ ...vase(), options: [{ ...vase().options[0]!, attributeId: 1, valueId: 999_999 }] }, 'options: valueId 999999 is not a colour'],
    ];
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
    for (const [body, message] of cases) {
      const res = await api('POST', '/products', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: message });
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n).toBe(before);
  });

  it('edits with the version it was made on; a stale version is a clear 409 and changes nothing; the log has before and after', async () => {
    const created = (await api('POST', '/products', { ...vase(), name: 'Green Vase' })).json().product;
    const edit = { ...vase(), name: 'Green Vase XL', options: created.options, version: 1 };
    const res = await api('PUT', `/products/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ name: 'Green Vase XL', version: 2 });
    expect(res.json().product.options.map((o: { id: number }) => o.id)).toEqual(created.options.map((o: { id: number }) => o.id));
    const stale = await api('PUT', `/products/${created.id}`, { ...edit, name: 'Lost edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'VERSION_CONFLICT',
      errorMessage: 'This product was changed by someone else since you opened it (version 1, now 2). Reload it and make your change again.',
    });
    expect((await api('GET', `/products/${created.id}`)).json().product.name).toBe('Green Vase XL');
    const [entry] = (await api('GET', '/audit')).json().entries;
    expect(entry).toMatchObject({ actor: { id: null, email: 'admin-token' }, action: 'update', entity: 'product', entityId: String(created.id),
      before: { name: 'Green Vase', version: 1 }, after: { name: 'Green Vase XL', version: 2 } });
  });

  it('keeps the shop listing table in step with the console writes: create, edit, unpublish (decision 0022)', async () => {
    const created = (await api('POST', '/products', { ...vase(), name: 'Amber Vase' })).json().product;
    const row = async () => (await t.db.query<{ paise: number; sizes: number[]; text: string }>(
      'SELECT price_paise::int AS paise, size_ids AS sizes, search_text AS text FROM product_listing WHERE id = $1', [created.id]))[0];
    expect(await row()).toEqual({ paise: 99_900, sizes: [s.sizeL], text: 'amber vase مزهرية زرقاء' });
    const edit = { ...vase(), name: 'Amber Jug', discountedPricePaise: 89_950, options: [], version: 1 };
    expect((await api('PUT', `/products/${created.id}`, edit)).statusCode).toBe(200);
    expect(await row()).toEqual({ paise: 89_950, sizes: [], text: 'amber jug مزهرية زرقاء' });
    const found = await t.call<{ ProductId: number; DiscountedPrice: number }[]>('GET_All_PRODUCTS', { SearchTerm: 'amber jug' });
    expect(found.data.map((r) => [r.ProductId, r.DiscountedPrice])).toEqual([[created.id, 899.5]]);
    expect((await api('PUT', `/products/${created.id}`, { ...edit, isPublished: false, version: 2 })).statusCode).toBe(200);
    expect(await row()).toBeUndefined();
  });

  it('keeps a product\'s brand, tags, colours, delivery and per-order maximum, and the shop\'s page shows them in both languages', async () => {
    const brand = (await t.db.query<{ id: number }>("INSERT INTO manufacturers (name, name_ar) VALUES ('Clayworks', 'أعمال الطين') RETURNING id"))[0]!.id;
    const tag = (await t.db.query<{ id: number }>("INSERT INTO tags (name, name_ar) VALUES ('Handmade', 'صنع يدوي') RETURNING id"))[0]!.id;
    const res = await api('POST', '/products', {
      ...vase(), name: 'Clay Bowl', nameAr: 'وعاء طيني', manufacturerId: brand, tagIds: [tag], orderMaximum: 3,
      isShippingFree: false, shippingChargesPaise: 6_000, estimatedShippingDays: 5,
      options: [{ attributeId: 1, valueId: s.blue, displayValue: 'Blue', displayValueAr: 'أزرق', priceType: 'fixed', additionalPrice: 0 }],
    });
    expect(res.statusCode).toBe(201);
    const p = res.json().product;
    expect(p).toMatchObject({ manufacturerId: brand, tagIds: [tag], orderMaximum: 3, isShippingFree: false, shippingChargesPaise: 6_000, estimatedShippingDays: 5 });
    const shop = async (languageCode: 'en' | 'ar') => (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode })).data[0]!;
    expect(await shop('en')).toMatchObject({
      ManufacturerName: 'Clayworks', ProductTagsJson: [{ TagID: tag, TagName: 'Handmade' }], ProductColorsJson: [{ ColorID: s.blue, ColorName: 'Blue' }],
      OrderMaximumQuantity: 3, IsShippingFree: false, ShippingCharges: 60, EstimatedShippingDays: 5,
    });
    expect(await shop('ar')).toMatchObject({ ManufacturerName: 'أعمال الطين', ProductTagsJson: [{ TagName: 'صنع يدوي' }], ProductColorsJson: [{ ColorName: 'أزرق' }] });
  });

  it('moves the listing\'s filter version in the create\'s one transaction, however many rows it writes (decision 0036)', async () => {
    // Each change of filter_version noted with the transaction that made it: a listing index
    // load that read one version at its start and its end must not have seen half a product.
    await t.db.query('CREATE TABLE filter_version_moves (xid bigint NOT NULL)');
    await t.db.query(`CREATE FUNCTION note_filter_version_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO filter_version_moves VALUES (txid_current()); RETURN NULL; END $$`);
    await t.db.query(`CREATE TRIGGER filter_version_moves AFTER UPDATE OF filter_version ON catalogue_version FOR EACH ROW
      WHEN (OLD.filter_version IS DISTINCT FROM NEW.filter_version) EXECUTE FUNCTION note_filter_version_move()`);
    try {
      const tags = await t.db.query<{ id: number }>("INSERT INTO tags (name, name_ar) VALUES ('Glazed', 'مزجج'), ('Boxed', 'معلب') RETURNING id");
      const res = await api('POST', '/products', { ...vase(), name: 'Glazed Jar', tagIds: tags.map((x) => x.id) });
      expect(res.statusCode).toBe(201);
      // The product row, two tags and two options each moved it: all in one transaction.
      const moves = await t.db.query<{ xid: string; n: number }>('SELECT xid::text, count(*)::int AS n FROM filter_version_moves GROUP BY xid');
      expect(moves).toHaveLength(1);
      expect(moves[0]!.n).toBeGreaterThanOrEqual(5);
    } finally {
      await t.db.query('DROP TRIGGER filter_version_moves ON catalogue_version');
      await t.db.query('DROP FUNCTION note_filter_version_move()');
      await t.db.query('DROP TABLE filter_version_moves');
    }
  });

  it('no token and a shopper token get nothing', async () => {
    for (const token of [null, asha.headers.Token!]) {
      expect((await api('POST', '/products', vase(), token)).statusCode).toBe(401);
      expect((await api('GET', '/products', undefined, token)).statusCode).toBe(401);
    }
  });

  it('an edit racing orders never takes stock below zero', async () => {
    const p = (await api('POST', '/products', { ...vase(), name: 'Last Vase', stock: 1, options: [] })).json().product;
    const order = () => t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: p.id, Quantity: 1 }]), { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    const [a, edit, b] = await Promise.all([order(), api('PUT', `/products/${p.id}`, { ...vase(), name: 'Last Vase', stock: 1, options: [], version: 1 }), order()]);
    expect(edit.statusCode).toBe(200);
    const stock = (await t.db.query<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = $1', [p.id]))[0]!.stock_quantity;
    const placed = [a, b].filter((r) => r.status === 200).length;
    expect(stock).toBeGreaterThanOrEqual(0);
    // The owner set 1 while orders came in: whatever the order of events, no more was sold than there was.
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed + stock).toBeLessThanOrEqual(2);
  });
});

describe('categories', () => {
  it('keeps the tree at two levels, in both languages, and the shop shows a new one at once', async () => {
    const top = (await api('POST', '/categories', { name: 'Home', nameAr: 'المنزل' })).json().category;
    expect(top).toMatchObject({ name: 'Home', nameAr: 'المنزل', parentId: null, products: 0 });
    const child = await api('POST', '/categories', { name: 'Vases', nameAr: 'مزهريات', parentId: top.id });
    expect(child.statusCode).toBe(201);
    const childId = child.json().category.id as number;
    const shop = await t.call<{ CategoryID: number; Name: string }[]>('GET_CATEGORIES_LIST', { languageCode: 'ar' });
    expect(shop.data.map((c) => c.Name)).toEqual(expect.arrayContaining(['المنزل', 'مزهريات']));
    for (const [body, message, url] of [
      [{ name: 'Deep', nameAr: 'عميق', parentId: childId }, 'parentId: the tree has two levels; choose a top-level category as the parent', '/categories'],
      [{ name: 'Home', nameAr: 'المنزل', parentId: category }, 'parentId: this category has subcategories, so it stays at the top level', `/categories/${top.id}`],
      [{ name: 'Home', nameAr: 'المنزل', parentId: top.id }, 'parentId: a category cannot be its own parent', `/categories/${top.id}`],
      [{ name: 'X', nameAr: 'س', parentId: 999_999 }, 'parentId 999999 is not a category', '/categories'],
      [{ name: 'X', nameAr: '' }, 'nameAr must not have fewer than 1 characters', '/categories'],
      [{ name: 'X', nameAr: 'س', imageUrl: 'javascript:alert(1)' }, 'imageUrl must match pattern "^(/|https://)"', '/categories'],
    ] as const) {
      const res = await api(url === '/categories' ? 'POST' : 'PUT', url, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    const renamed = await api('PUT', `/categories/${childId}`, { name: 'Vases & jars', nameAr: 'مزهريات وجرار', parentId: top.id });
    expect(renamed.json().category).toMatchObject({ name: 'Vases & jars', parentId: top.id });
    expect((await api('GET', '/categories')).json().categories.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([top.id, childId]));
  });
});
