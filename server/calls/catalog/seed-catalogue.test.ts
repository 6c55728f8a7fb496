// The catalogue calls against the demo seed (server/db/seed): get-all-products filters,
// sorts and paging with expectations computed from the seed's TypeScript source data
// (PRODUCTS, CATEGORIES, ...), never from the SQL under test; and the other calls' answers
// checked against the same data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductDetail, ProductListItem } from '../../../contract/models.ts';
import { FACILITY_LABELS, SORT_OPTIONS } from '../../../contract/shop-rules.ts';
import { CATEGORIES } from '../../db/seed/categories.ts';
import { LABEL_ROWS } from '../../db/seed/labels.ts';
import { COLORS, MANUFACTURERS, SIZES, TAGS } from '../../db/seed/lookups.ts';
import { PRODUCTS } from '../../db/seed/products.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectedListing, salePrice, type ExpectedFilters, type SourceCategory, type SourceProduct } from '../../test-support/listing-expectations.ts';

// created_at is the seed time minus createdHoursAgo: any fixed base gives the same order.
const BASE = Date.UTC(2026, 0, 1);
const products: SourceProduct[] = PRODUCTS.map((p) => ({
  id: p.id, name: p.name, nameAr: p.nameAr, categoryId: p.categoryId, manufacturerId: p.manufacturerId,
  price: p.price, discountedPrice: p.discountedPrice, rating: p.rating, unitsSold: p.unitsSold, isFeatured: p.isFeatured,
  isPublished: true, createdAt: new Date(BASE - p.createdHoursAgo * 3_600_000),
  sizeIds: p.sizeIds, colorIds: p.colorIds, tagIds: p.tagIds,
}));
const categories: SourceCategory[] = CATEGORIES.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, nameAr: c.nameAr, isPopular: c.isPopular, sortOrder: c.sortOrder }));
const expected = (f: ExpectedFilters) => expectedListing(products, categories, f);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = (fields: Record<string, unknown>) => t.call<ProductListItem[]>('GET_All_PRODUCTS', { PageSize: 100, ...fields });

/** Every page of a listing, 100 at a time. */
async function all(fields: Record<string, unknown>): Promise<ProductListItem[]> {
  const rows: ProductListItem[] = [];
  for (let page = 1; ; page++) {
    const r = await list({ ...fields, PageNo: page });
    expect(r.status).toBe(200);
    rows.push(...r.data);
    if (r.data.length < 100) return rows;
  }
}

async function expectIds(fields: Record<string, unknown>, f: ExpectedFilters): Promise<ProductListItem[]> {
  const rows = await all(fields);
  const want = expected(f);
  expect(rows.map((p) => p.ProductId)).toEqual(want);
  for (const row of rows) expect(row.TotalRecords).toBe(want.length);
  return rows;
}

const parent = CATEGORIES.find((c) => c.parentId === null && CATEGORIES.some((x) => x.parentId === c.id))!;
const child = CATEGORIES.find((c) => c.parentId === parent.id)!;
const common = <T>(xs: T[]) => {
  const counts = new Map<T, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([x]) => x);
};
const sizeIds = common(products.flatMap((p) => p.sizeIds));
const colorIds = common(products.flatMap((p) => p.colorIds));
const tagIds = common(products.flatMap((p) => p.tagIds));
const makerIds = common(products.map((p) => p.manufacturerId));

describe('get-all-products on the seed', () => {
  it('no filter: every product, in the Featured order', async () => {
    const rows = await expectIds({}, {});
    expect(rows.length).toBe(PRODUCTS.length);
  });

  it('a parent category includes its children; a child only itself', async () => {
    const p = await expectIds({ CategoryID: String(parent.id) }, { categoryIds: [parent.id] });
    expect(new Set(p.map((r) => r.CategoryID)).size).toBeGreaterThan(1);
    await expectIds({ CategoryID: String(child.id) }, { categoryIds: [child.id] });
  });

  it('each other filter alone', async () => {
    await expectIds({ SizeID: String(sizeIds[0]) }, { sizeIds: [sizeIds[0]!] });
    await expectIds({ SizeID: `${sizeIds[1]},${sizeIds[2]}` }, { sizeIds: [sizeIds[1]!, sizeIds[2]!] });
    await expectIds({ ColorID: String(colorIds[0]) }, { colorIds: [colorIds[0]!] });
    await expectIds({ TagID: `${tagIds[0]},${tagIds[3]}` }, { tagIds: [tagIds[0]!, tagIds[3]!] });
    await expectIds({ ManufacturerID: String(makerIds[0]) }, { manufacturerIds: [makerIds[0]!] });
    await expectIds({ Rating: 4 }, { rating: 4 });
  });

  it('combinations: size and colour, tag and manufacturer', async () => {
    const a = await expectIds({ SizeID: String(sizeIds[0]), ColorID: String(colorIds[0]) }, { sizeIds: [sizeIds[0]!], colorIds: [colorIds[0]!] });
    const b = await expectIds({ TagID: String(tagIds[0]), ManufacturerID: String(makerIds[0]) }, { tagIds: [tagIds[0]!], manufacturerIds: [makerIds[0]!] });
    expect(a.length + b.length).toBeGreaterThan(0);
    await expectIds({ CategoryID: String(parent.id), MinPrice: 200, MaxPrice: 1000, Rating: 3, OrderByColumnName: 'Price DESC' },
      { categoryIds: [parent.id], minPrice: 200, maxPrice: 1000, rating: 3, sort: 'Price DESC' });
  });

  it('price bounds are inclusive on what the shopper pays', async () => {
    const prices = [...new Set(products.map(salePrice))].sort((a, b) => a - b);
    const lo = prices[Math.floor(prices.length / 4)]!;
    const hi = prices[Math.floor(prices.length / 2)]!;
    const rows = await expectIds({ MinPrice: lo, MaxPrice: hi }, { minPrice: lo, maxPrice: hi });
    const paid = rows.map((r) => r.DiscountedPrice ?? r.Price);
    expect(paid).toContain(lo);
    expect(paid).toContain(hi);
  });

  it('unrated products never match a rating filter', async () => {
    const unrated = products.filter((p) => p.rating === null).map((p) => p.id);
    const rows = await expectIds({ Rating: 1 }, { rating: 1 });
    if (unrated.length) expect(rows.map((r) => r.ProductId)).not.toContain(unrated[0]);
    expect(rows.every((r) => r.Rating !== null && r.Rating >= 1)).toBe(true);
  });

  it('searches English and Arabic, case-insensitively', async () => {
    const word = PRODUCTS[0]!.name.split(' ')[0]!;
    const en = await expectIds({ SearchTerm: word.toUpperCase() }, { search: word });
    expect(en.length).toBeGreaterThan(0);
    const arWord = PRODUCTS[0]!.nameAr.split(' ')[0]!;
    const ar = await expectIds({ SearchTerm: arWord, languageCode: 'ar' }, { search: arWord });
    expect(ar.length).toBeGreaterThan(0);
    expect(ar.every((r) => /[\u0600-\u06ff]/.test(r.ProductName))).toBe(true);
  });

  it.each(SORT_OPTIONS.map((s) => [s]))('sort %j orders prices or dates', async (sort) => {
    const rows = await expectIds({ OrderByColumnName: sort }, { sort });
    const paid = rows.map((r) => r.DiscountedPrice ?? r.Price);
    const dates = rows.map((r) => Date.parse(r.CreatedOn));
    const asc = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
    if (sort === 'Price ASC') expect(asc(paid)).toBe(true);
    if (sort === 'Price DESC') expect(asc([...paid].reverse())).toBe(true);
    if (sort === 'Date ASC') expect(asc(dates)).toBe(true);
    if (sort === 'Date DESC') expect(asc([...dates].reverse())).toBe(true);
  });

  it('paging: page size 1, constant TotalRecords, past the end empty', async () => {
    const want = expected({ sort: 'Date DESC' });
    for (let page = 1; page <= 5; page++) {
      const r = await list({ OrderByColumnName: 'Date DESC', PageNo: page, PageSize: 1 });
      expect(r.data.map((p) => p.ProductId)).toEqual([want[page - 1]]);
      expect(r.data[0]!.TotalRecords).toBe(want.length);
    }
    const past = await list({ PageNo: Math.ceil(want.length / 100) + 1 });
    expect(past.status).toBe(200);
    expect(past.data).toEqual([]);
  });

  it('answers Arabic names with languageCode ar', async () => {
    const r = await list({ languageCode: 'ar', PageSize: 20 });
    for (const row of r.data) {
      const p = PRODUCTS.find((x) => x.id === row.ProductId)!;
      expect(row.ProductName).toBe(p.nameAr || p.name);
      const c = CATEGORIES.find((x) => x.id === p.categoryId)!;
      expect(row.CategoryName).toBe(c.nameAr || c.name);
    }
  });
});

describe('other calls on the seed', () => {
  it('categories: every one, with published counts including children', async () => {
    const r = await t.call<Category[]>('GET_CATEGORIES_LIST', { PageNo: 1, PageSize: 100 });
    expect(r.data).toHaveLength(CATEGORIES.length);
    for (const c of r.data) {
      const family = CATEGORIES.filter((x) => x.id === c.CategoryID || x.parentId === c.CategoryID).map((x) => x.id);
      expect(c.TotalProducts).toBe(PRODUCTS.filter((p) => family.includes(p.categoryId)).length);
    }
    const popular = await t.call<Category[]>('GET_POPULAR_CATEGORIES', {});
    expect(popular.data.map((c) => c.CategoryID).sort((a, b) => a - b)).toEqual(CATEGORIES.filter((c) => c.isPopular).map((c) => c.id).sort((a, b) => a - b));
  });

  it('vocabularies match the seed', async () => {
    expect((await t.call<unknown[]>('GET_SIZE_LIST', {})).data).toHaveLength(SIZES.length);
    expect((await t.call<{ ColorID: number; Name: string }[]>('GET_COLORS_LIST', { languageCode: 'ar' })).data.map((c) => c.Name))
      .toEqual([...COLORS].sort((a, b) => a.id - b.id).map((c) => c.nameAr));
    expect((await t.call<unknown[]>('GET_MANUFACTURER_LIST', {})).data).toHaveLength(MANUFACTURERS.length);
    expect((await t.call<{ TagID: number }[]>('GET_TAGS_LIST', {})).data.map((x) => x.TagID)).toEqual(TAGS.map((x) => x.id).sort((a, b) => a - b));
  });

  it('detail of every 25th product matches the seed', async () => {
    for (const p of PRODUCTS.filter((_, i) => i % 25 === 0)) {
      const r = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: p.id });
      expect(r.status).toBe(200);
      const d = r.data[0]!;
      expect(d).toMatchObject({ ProductId: p.id, ProductName: p.name, Price: p.price, DiscountedPrice: p.discountedPrice, StockQuantity: p.stock,
        IsDigitalProduct: p.isDigital, OrderMaximumQuantity: p.orderMaximumQuantity, IsDiscountCalculated: p.discountedPrice !== null });
      expect(d.ProductColorsJson.map((c) => c.ColorID).sort()).toEqual([...p.colorIds].sort());
      expect(d.ProductSizesJson.map((s) => s.SizeID).sort()).toEqual([...p.sizeIds].sort());
      expect(d.ProductTagsJson.map((x) => x.TagID).sort((a, b) => a - b)).toEqual([...p.tagIds].sort((a, b) => a - b));
      expect(d.ProductImagesJson).toHaveLength(p.images.length);
      expect(d.FullDescription).not.toMatch(/<script|onerror|javascript:/i);
      const options = await t.call<{ ProductAttributeID: number; PrimaryKeyValue: number }[]>('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: p.id });
      expect(options.data.map((o) => `${o.ProductAttributeID}:${o.PrimaryKeyValue}`).sort()).toEqual(p.options.map((o) => `${o.attributeId}:${o.valueId}`).sort());
      const reviews = await t.call<{ Rating: number }[]>('GET_PRODUCT_REVIEWS', { ProductId: p.id, PageSize: 100 });
      expect(reviews.data).toHaveLength(Math.min(100, p.reviews.length));
    }
  });

  it('facility labels of entity 87 in both languages', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const r = await t.call<{ labelsJsonData: { labelHtmlId: string; text: string }[] }>('GET_LOCALIZATION_DATA', { entityId: 87, languageCode: lang });
      const got = Object.fromEntries(r.data.labelsJsonData.map((l) => [l.labelHtmlId, l.text]));
      for (const id of FACILITY_LABELS) {
        expect(got[id]).toBe(LABEL_ROWS.find((l) => l.entityId === 87 && l.lang === lang && l.id === id)!.text);
      }
    }
  });
});
