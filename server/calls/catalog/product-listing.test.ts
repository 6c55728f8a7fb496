// get-all-products against the hand-made test catalogue: every filter alone and in
// combination, every sort, paging edges and bad input. Expectations come from
// listing-expectations.ts over the catalogue's source arrays, not from SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../../contract/models.ts';
import { SORT_OPTIONS } from '../../../contract/shop-rules.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectedListing, salePrice, type ExpectedFilters } from '../../test-support/listing-expectations.ts';
import { categoryFamily, listingQuery } from './product-listing.ts';
import { listingFilters } from './listing-filters.ts';
import { productPage } from './product-list-rows.ts';
import { TEST_CATEGORIES, TEST_PRODUCTS, insertTestCatalogue } from '../../test-support/test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await insertTestCatalogue(t.db);
});
afterAll(async () => t.close());

const list = (fields: Record<string, unknown>) => t.call<ProductListItem[]>('GET_All_PRODUCTS', { PageSize: 100, ...fields });
const expected = (f: ExpectedFilters) => expectedListing(TEST_PRODUCTS, TEST_CATEGORIES, f);
const byId = new Map(TEST_PRODUCTS.map((p) => [p.id, p]));

async function expectIds(fields: Record<string, unknown>, f: ExpectedFilters) {
  const r = await list(fields);
  expect(r.status).toBe(200);
  const want = expected(f);
  expect(r.data.map((p) => p.ProductId)).toEqual(want);
  for (const row of r.data) expect(row.TotalRecords).toBe(want.length);
  return r.data;
}

describe('get-all-products filters', () => {
  it('answers every published product in list shape with no filter', async () => {
    const rows = await expectIds({}, {});
    expect(rows.length).toBe(17); // 18 minus the unpublished one
    expect(rows.map((r) => r.ProductId)).not.toContain(16);
    const rose = rows.find((r) => r.ProductId === 1)!;
    expect(rose).toEqual({
      ProductId: 1, ProductName: 'Red Rose Bouquet', CategoryID: 2, CategoryName: 'Roses', Price: 500, DiscountedPrice: 450,
      DiscountId: 1, IsDiscountCalculated: true, CouponCode: null, Rating: 4.5, TotalReviews: 3, StockQuantity: 11,
      CreatedOn: '2026-01-04T00:00:00.000Z',
      ProductImagesJson: [{ AttachmentURL: '/images/products/1-0.webp', ColorID: null }, { AttachmentURL: '/images/products/1-1.webp', ColorID: 1 }],
      TotalRecords: 17, TotalRecordsRelation: 'eq', ProductSlug: 'red-rose-bouquet', CategorySlug: 'roses',
    });
    const plain = rows.find((r) => r.ProductId === 2)!;
    expect(plain).toMatchObject({ DiscountedPrice: null, DiscountId: null, IsDiscountCalculated: false });
  });

  it('a parent category includes its children; a child only itself; a comma list unions', async () => {
    await expectIds({ CategoryID: '1' }, { categoryIds: [1] });
    expect(expected({ categoryIds: [1] }).map((id) => byId.get(id)!.categoryId).sort()).toEqual(expect.arrayContaining([1, 2, 3]));
    await expectIds({ CategoryID: '2' }, { categoryIds: [2] });
    await expectIds({ CategoryID: '3,5' }, { categoryIds: [3, 5] });
    await expectIds({ CategoryID: '4, 6' }, { categoryIds: [4, 6] });
  });

  it('filters by size, colour (single or list), tag and manufacturer', async () => {
    await expectIds({ SizeID: '1' }, { sizeIds: [1] });
    await expectIds({ SizeID: '2,3' }, { sizeIds: [2, 3] });
    await expectIds({ ColorID: 3 }, { colorIds: [3] });
    await expectIds({ ColorID: '1,3' }, { colorIds: [1, 3] });
    await expectIds({ TagID: '2' }, { tagIds: [2] });
    await expectIds({ ManufacturerID: '2' }, { manufacturerIds: [2] });
    await expectIds({ ManufacturerID: '1,2' }, { manufacturerIds: [1, 2] });
  });

  it('combines filters: size and colour, tag and manufacturer, category and price', async () => {
    const a = await expectIds({ SizeID: '1', ColorID: '1' }, { sizeIds: [1], colorIds: [1] });
    expect(a.length).toBeGreaterThan(0);
    const b = await expectIds({ TagID: '1', ManufacturerID: '1' }, { tagIds: [1], manufacturerIds: [1] });
    expect(b.length).toBeGreaterThan(0);
    await expectIds({ CategoryID: '1', MinPrice: 200, MaxPrice: 600, Rating: 3 }, { categoryIds: [1], minPrice: 200, maxPrice: 600, rating: 3 });
  });

  it('price bounds are inclusive and apply to what the shopper pays (the discounted price)', async () => {
    const rows = await expectIds({ MinPrice: 135, MaxPrice: 250 }, { minPrice: 135, maxPrice: 250 });
    const ids = rows.map((r) => r.ProductId);
    expect(ids).toContain(5); // 150 discounted to 135: the lower bound itself
    expect(ids).toContain(2); // 250: the upper bound itself
    expect(ids).not.toContain(1); // 500 discounted to 450
    for (const r of rows) expect(r.DiscountedPrice ?? r.Price).toBeGreaterThanOrEqual(135);
    await expectIds({ MinPrice: '600', MaxPrice: '1000000000' }, { minPrice: 600, maxPrice: 1_000_000_000 });
    await expectIds({ MinPrice: 10, MaxPrice: 100 }, { minPrice: 10, maxPrice: 100 });
  });

  it('a rating filter is a minimum and unrated products never match', async () => {
    const rows = await expectIds({ Rating: 4 }, { rating: 4 });
    for (const r of rows) expect(r.Rating).toBeGreaterThanOrEqual(4);
    const one = await expectIds({ Rating: 1 }, { rating: 1 });
    expect(one.every((r) => r.Rating !== null)).toBe(true);
    expect(one.length).toBeLessThan(17);
  });

  it('searches English and Arabic names, case-insensitively, as a substring', async () => {
    const en = await expectIds({ SearchTerm: 'ROSE' }, { search: 'rose' });
    expect(en.map((r) => r.ProductId)).toEqual(expect.arrayContaining([1, 6, 10, 11, 17]));
    await expectIds({ SearchTerm: '  cake ' }, { search: 'cake' });
    const ar = await expectIds({ SearchTerm: 'كوب' }, { search: 'كوب' });
    expect(ar.length).toBe(5);
    await expectIds({ SearchTerm: 'no such gift' }, { search: 'no such gift' });
  });

  it('matches %, _ and \\ in a search term literally', async () => {
    expect((await list({ SearchTerm: '100%' })).data.map((r) => r.ProductId)).toEqual([5]);
    expect((await list({ SearchTerm: '%' })).data.map((r) => r.ProductId)).toEqual([5]);
    expect((await list({ SearchTerm: 'e_g' })).data.map((r) => r.ProductId)).toEqual([6]);
    expect((await list({ SearchTerm: '_' })).data.map((r) => r.ProductId)).toEqual([6]);
    expect((await list({ SearchTerm: 'k\\s' })).data.map((r) => r.ProductId)).toEqual([14]);
    const sqlish = await list({ SearchTerm: "' OR '1'='1" });
    expect(sqlish.status).toBe(200);
    expect(sqlish.data).toEqual([]);
  });
});

describe('get-all-products sorting', () => {
  it.each(SORT_OPTIONS.map((s) => [s]))('orders by %j with a unique tiebreak', async (sort) => {
    const rows = await expectIds({ OrderByColumnName: sort }, { sort });
    const prices = rows.map((r) => r.DiscountedPrice ?? r.Price);
    const dates = rows.map((r) => Date.parse(r.CreatedOn));
    const sortedAsc = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
    if (sort === 'Price ASC') expect(sortedAsc(prices)).toBe(true);
    if (sort === 'Price DESC') expect(sortedAsc([...prices].reverse())).toBe(true);
    if (sort === 'Date ASC') expect(sortedAsc(dates)).toBe(true);
    if (sort === 'Date DESC') expect(sortedAsc([...dates].reverse())).toBe(true);
    if (sort === '') {
      const featured = rows.map((r) => byId.get(r.ProductId)!.isFeatured);
      expect(featured.indexOf(false)).toBe(featured.filter(Boolean).length); // featured first
    }
    // Price and date ties exist in the catalogue: the pages must still be stable.
    expect(new Set(rows.map((r) => r.ProductId)).size).toBe(rows.length);
  });

  it('prices ties resolve the same way on every page', async () => {
    expect(new Set(TEST_PRODUCTS.filter((p) => p.isPublished).map(salePrice)).size).toBeLessThan(17);
    const all = (await list({ OrderByColumnName: 'Price ASC' })).data.map((r) => r.ProductId);
    const paged: number[] = [];
    for (let page = 1; page <= 6; page++) {
      paged.push(...(await list({ OrderByColumnName: 'Price ASC', PageNo: page, PageSize: 3 })).data.map((r) => r.ProductId));
    }
    expect(paged).toEqual(all);
  });
});

describe('get-all-products paging', () => {
  it('page size 1 walks the list one product at a time with a constant TotalRecords', async () => {
    const want = expected({ categoryIds: [1] });
    for (let page = 1; page <= want.length; page++) {
      const r = await list({ CategoryID: '1', PageNo: page, PageSize: 1 });
      expect(r.data.map((p) => p.ProductId)).toEqual([want[page - 1]]);
      expect(r.data[0]!.TotalRecords).toBe(want.length);
    }
  });

  it('a page past the end is an empty list, not an error', async () => {
    const r = await list({ PageNo: 5, PageSize: 9 });
    expect(r.status).toBe(200);
    expect(r.data).toEqual([]);
    expect((await list({ PageNo: 1_000_000, PageSize: 100 })).data).toEqual([]);
  });

  it('defaults to page 1 of 9', async () => {
    const r = await t.call<ProductListItem[]>('GET_All_PRODUCTS', {});
    expect(r.data.map((p) => p.ProductId)).toEqual(expected({}).slice(0, 9));
  });

  it('the last partial page holds the remainder', async () => {
    const r = await list({ PageNo: 2, PageSize: 9 });
    expect(r.data.map((p) => p.ProductId)).toEqual(expected({}).slice(9));
  });
});

describe('get-all-products in Arabic', () => {
  it('answers Arabic product and category names, falling back to English where empty', async () => {
    const r = await list({ languageCode: 'ar', OrderByColumnName: 'Date ASC' });
    const rose = r.data.find((p) => p.ProductId === 1)!;
    expect(rose.ProductName).toBe('باقة ورد أحمر');
    expect(rose.CategoryName).toBe('ورود');
    const tulip = r.data.find((p) => p.ProductId === 18)!;
    expect(tulip.ProductName).toBe('Tulip Cake');
    const mug = r.data.find((p) => p.ProductId === 4)!;
    expect(mug.CategoryName).toBe('Mugs');
  });
});

describe('get-all-products bad input', () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ OrderByColumnName: 'price; DROP TABLE products' }, "OrderByColumnName must be one of '', 'Price ASC', 'Price DESC', 'Date DESC', 'Date ASC'"],
    [{ OrderByColumnName: 3 }, "OrderByColumnName must be one of '', 'Price ASC', 'Price DESC', 'Date DESC', 'Date ASC'"],
    [{ CategoryID: "1' OR '1'='1" }, 'CategoryID must be a comma-separated list of numbers'],
    [{ SizeID: '1,x' }, 'SizeID must be a comma-separated list of numbers'],
    [{ ColorID: '-1' }, 'ColorID must be a comma-separated list of numbers'],
    [{ TagID: { a: 1 } }, 'TagID must be a comma-separated list of numbers'],
    [{ ManufacturerID: '1e3' }, 'ManufacturerID must be a comma-separated list of numbers'],
    [{ MinPrice: 'cheap' }, 'MinPrice must be a number'],
    [{ MaxPrice: -5 }, 'MaxPrice is out of range'],
    [{ Rating: 6 }, 'Rating is out of range'],
    [{ Rating: [1] }, 'Rating must be a number'],
    [{ PageNo: 0 }, 'PageNo must be between 1 and 1000000'],
    [{ PageNo: 1.5 }, 'PageNo must be a number'],
    [{ PageSize: 101 }, 'PageSize must be between 1 and 100'],
    [{ PageSize: 0 }, 'PageSize must be between 1 and 100'],
    [{ SearchTerm: 'x'.repeat(101) }, 'SearchTerm max length should be 100 characters'],
    [{ SearchTerm: { $ne: 1 } }, 'SearchTerm must be text'],
  ];
  it.each(cases)('%j -> 400 %s', async (fields, message) => {
    const r = await t.call('GET_All_PRODUCTS', fields);
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe(message);
  });
});

describe('the SQL listing pages and counts the same as the catalogue says', () => {
  const cases: [Record<string, unknown>, ExpectedFilters][] = [
    [{ PageSize: 100 }, {}],
    [{ PageSize: 4, PageNo: 2, OrderByColumnName: 'Price DESC' }, { sort: 'Price DESC' }],
    [{ PageSize: 100, SearchTerm: 'mug', OrderByColumnName: 'Date ASC' }, { search: 'mug', sort: 'Date ASC' }],
    [{ PageSize: 100, CategoryID: '1', SizeID: '2', OrderByColumnName: 'Price ASC' }, { categoryIds: [1], sizeIds: [2], sort: 'Price ASC' }],
    [{ PageSize: 9, PageNo: 9 }, {}],
  ];
  it('filters, sorts, pages and counts', async () => {
    for (const [body, f] of cases) {
      const filters = listingFilters(body);
      const family = filters.categoryIds.length ? await categoryFamily(t.db, filters.categoryIds) : null;
      const rows = await productPage(t.db, 'en', listingQuery(filters, family));
      const want = expected(f);
      const offset = (filters.pageNo - 1) * filters.pageSize;
      expect(rows.map((r) => r.ProductId)).toEqual(want.slice(offset, offset + filters.pageSize));
      for (const r of rows) expect(r.TotalRecords).toBe(want.length);
    }
  });
});
