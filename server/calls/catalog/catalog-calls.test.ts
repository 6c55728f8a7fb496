// Every catalogue read except get-all-products (product-listing.test.ts), against the
// hand-made test catalogue: answer shapes, languages, orders, 404s and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Category, ProductAttributeOption, ProductDetail, ProductListItem, Review } from '../../../contract/models.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { TEST_CATEGORIES, TEST_PRODUCTS, TEST_REVIEWS, insertTestCatalogue } from '../../test-support/test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await insertTestCatalogue(t.db);
});
afterAll(async () => t.close());

const published = TEST_PRODUCTS.filter((p) => p.isPublished);

describe('categories', () => {
  it('lists parents then children by sort order, with counts that include children', async () => {
    const r = await t.call<Category[]>('GET_CATEGORIES_LIST', { PageNo: 1, PageSize: 100 });
    expect(r.status).toBe(200);
    expect(r.data.map((c) => c.CategoryID)).toEqual([4, 1, 6, 2, 5, 3]);
    for (const c of r.data) {
      const family = TEST_CATEGORIES.filter((x) => x.id === c.CategoryID || x.parentId === c.CategoryID).map((x) => x.id);
      expect(c.TotalProducts).toBe(published.filter((p) => family.includes(p.categoryId)).length);
    }
    expect(r.data.find((c) => c.CategoryID === 4)!.TotalProducts).toBe(5); // 7, 18 in Cakes; 3, 12, 17 in Chocolate Cakes; 16 unpublished
    expect(r.data[0]).toEqual({
      CategoryID: 4, ParentCategoryID: null, Name: 'Cakes', AttachmentURL: '/images/categories/4.webp', TotalProducts: 5,
      LocalizationJsonData: [{ langId: 1, text: 'Cakes' }, { langId: 2, text: 'كعك' }],
    });
  });

  it('answers Arabic names with English fallback', async () => {
    const r = await t.call<Category[]>('GET_CATEGORIES_LIST', { languageCode: 'ar' });
    expect(r.data.find((c) => c.CategoryID === 2)!.Name).toBe('ورود');
    expect(r.data.find((c) => c.CategoryID === 6)!.Name).toBe('Mugs');
  });

  it('pages', async () => {
    const r = await t.call<Category[]>('GET_CATEGORIES_LIST', { PageNo: 2, PageSize: 4 });
    expect(r.data.map((c) => c.CategoryID)).toEqual([5, 3]);
  });

  it('popular categories carry image and counts', async () => {
    const r = await t.call<Category[]>('GET_POPULAR_CATEGORIES', {});
    expect(r.data.map((c) => c.CategoryID)).toEqual([4, 1, 3]);
    expect(r.data.find((c) => c.CategoryID === 3)).toMatchObject({ AttachmentURL: '/images/categories/3.webp', TotalProducts: 2 });
  });
});

describe('sizes, colours, manufacturers and tags', () => {
  it('answer rows with localisation data', async () => {
    const sizes = await t.call<unknown[]>('GET_SIZE_LIST', { PageNo: 1, PageSize: 100 });
    // CategoryIDs: where a published product comes in the size (the listing offers only those).
    const inSize = (id: number) => [...new Set(published.filter((p) => p.sizeIds.includes(id)).map((p) => p.categoryId))].sort((a, b) => a - b);
    expect(sizes.data[0]).toEqual({
      SizeID: 1, Name: 'Small', ShortName: 'S', Inches: '8', Centimeters: '20',
      LocalizationJsonData: [{ langId: 1, text: 'Small' }, { langId: 2, text: 'صغير' }],
      CategoryIDs: inSize(1),
    });
    expect(inSize(1).length).toBeGreaterThan(0);
    for (const s of sizes.data as { SizeID: number; CategoryIDs: number[] }[]) expect(s.CategoryIDs).toEqual(inSize(s.SizeID));
    expect(TEST_PRODUCTS.some((p) => !p.isPublished && p.sizeIds.length > 0)).toBe(true);
    const colors = await t.call<unknown[]>('GET_COLORS_LIST', { languageCode: 'ar' });
    expect(colors.data).toHaveLength(3);
    expect(colors.data[0]).toEqual({ ColorID: 1, Name: 'أحمر', HexCode: '#ff0000', LocalizationJsonData: [{ langId: 1, text: 'Red' }, { langId: 2, text: 'أحمر' }] });
    const makers = await t.call<unknown[]>('GET_MANUFACTURER_LIST', {});
    expect(makers.data).toEqual([
      { ManufacturerID: 1, Name: 'Acme Gifts', LocalizationJsonData: [{ langId: 1, text: 'Acme Gifts' }, { langId: 2, text: 'أكمي للهدايا' }] },
      { ManufacturerID: 2, Name: 'Bloom Co', LocalizationJsonData: [{ langId: 1, text: 'Bloom Co' }, { langId: 2, text: 'بلوم' }] },
    ]);
    const tags = await t.call<{ TagID: number; TagName: string }[]>('GET_TAGS_LIST', { PageNo: 1, PageSize: 2, languageCode: 'ar' });
    expect(tags.data.map((x) => [x.TagID, x.TagName])).toEqual([[1, 'عيد ميلاد'], [2, 'ذكرى سنوية']]);
  });

  it('refuse a page size over 100', async () => {
    const r = await t.call('GET_SIZE_LIST', { PageSize: 1000 });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('PageSize must be between 1 and 100');
  });
});

describe('banners and campaigns', () => {
  it('answers only theme 1 banners, in order, in the language', async () => {
    const r = await t.call<{ BannerId: number; ThemeTypeID: number; MainTitle: string; LeftButtonUrl: string }[]>('GET_HOME_SCREEN_BANNER', {});
    expect(r.data.map((b) => b.MainTitle)).toEqual(['Flowers', 'Gifts for every day']);
    expect(r.data.every((b) => b.ThemeTypeID === 1)).toBe(true);
    expect(Object.keys(r.data[0]!).sort()).toEqual(
      ['BannerId', 'BannerImgUrl', 'BottomTitle', 'LeftButtonText', 'LeftButtonUrl', 'MainTitle', 'RightButtonText', 'RightButtonUrl', 'ThemeTypeID', 'TopTitle'].sort(),
    );
    const ar = await t.call<{ MainTitle: string }[]>('GET_HOME_SCREEN_BANNER', { languageCode: 'ar' });
    expect(ar.data.map((b) => b.MainTitle)).toEqual(['زهور', 'هدايا لكل يوم']);
  });

  it('lists campaigns and answers one, 404 for an unknown one', async () => {
    const list = await t.call<Campaign[]>('GET_WEB_CAMPAIGN_LIST', {});
    expect(list.data.map((c) => c.CampaignId)).toEqual([2, 1]);
    const one = await t.call('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: 1, languageCode: 'ar' });
    // The original client's fields, then the dates it runs and where its products are.
    expect(one.data).toEqual([{
      CampaignId: 1, MainTitle: 'هدايا العيد', DiscountTitle: 'خصم ٢٠٪', Body: 'هدايا للعيد', CoverPictureUrl: '/images/campaigns/1.webp',
      StartsOn: '2026-03-10', EndsOn: '2026-04-05', CategoryID: 1, TagID: null, Products: [],
    }]);
    const fallback = await t.call<{ DiscountTitle: string }[]>('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: '2', languageCode: 'ar' });
    expect(fallback.data[0]!.DiscountTitle).toBe('15% off');
    expect(list.data.find((c) => c.CampaignId === 2)).toMatchObject({ StartsOn: null, EndsOn: null, CategoryID: null, TagID: 1 });
    const missing = await t.call('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: 99 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('Campaign not found.');
    const bad = await t.call('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: '1 OR 1=1' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('CampaignId must be a number');
    const none = await t.call('GET_WEB_CAMPAIGN_DETAIL', {});
    expect(none.body.errorMessage).toBe('CampaignId is required');
  });
});

describe('popular, recent and related products', () => {
  it('popular: units sold, then rating', async () => {
    const r = await t.call<ProductListItem[]>('GET_POPULAR_PRODUCTS_LIST', { PageNo: 1, PageSize: 10 });
    const want = [...published].sort((a, b) => b.unitsSold - a.unitsSold || (b.rating ?? -1) - (a.rating ?? -1) || a.id - b.id).slice(0, 10);
    expect(r.data.map((p) => p.ProductId)).toEqual(want.map((p) => p.id));
    expect(r.data[0]!.TotalRecords).toBe(published.length);
  });

  it('recent: newest first, TabName ignored', async () => {
    const r = await t.call<ProductListItem[]>('GET_RECENTS_PRODUCTS_LIST', { PageNo: 1, PageSize: 20, TabName: 'new products' });
    const want = [...published].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(r.data.map((p) => p.ProductId)).toEqual(want.map((p) => p.id));
    const page2 = await t.call<ProductListItem[]>('GET_RECENTS_PRODUCTS_LIST', { PageNo: 2, PageSize: 5 });
    expect(page2.data.map((p) => p.ProductId)).toEqual(want.slice(5, 10).map((p) => p.id));
  });

  it('related: same category first, then the same parent category, never the product itself', async () => {
    // Product 2 is in Lilies (3), under Flowers (1) with Roses (2).
    const r = await t.call<ProductListItem[]>('GET_RELATED_PRODUCTS_LIST', { ProductId: 2, PageNo: 1, PageSize: 20 });
    const same = published.filter((p) => p.categoryId === 3 && p.id !== 2).sort((a, b) => b.unitsSold - a.unitsSold || a.id - b.id);
    const family = published.filter((p) => [1, 2].includes(p.categoryId)).sort((a, b) => b.unitsSold - a.unitsSold || a.id - b.id);
    expect(r.data.map((p) => p.ProductId)).toEqual([...same, ...family].map((p) => p.id));
    const missing = await t.call('GET_RELATED_PRODUCTS_LIST', { ProductId: 16 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe('Product not found.');
  });
});

describe('product detail', () => {
  it('answers every field as a one-element array, with the description sanitised', async () => {
    const r = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 1 });
    expect(r.status).toBe(200);
    expect(r.data).toHaveLength(1);
    const d = r.data[0]!;
    expect(d).toMatchObject({
      ProductId: 1, ProductName: 'Red Rose Bouquet', CategoryID: 2, CategoryName: 'Roses', Price: 500, DiscountedPrice: 450,
      DiscountId: 1, IsDiscountCalculated: true, CouponCode: null, Rating: 4.5, TotalReviews: 3,
      ShortDescription: 'Red Rose Bouquet short', VendorName: 'Tohfa Studio', ManufacturerName: 'Acme Gifts',
      DisplayStockQuantity: true, StockQuantity: 11, OrderMaximumQuantity: 3, IsDigitalProduct: false,
      IsShippingFree: true, ShippingCharges: 0, EstimatedShippingDays: 3,
      MetaTitle: 'Red Rose Bouquet | Tohfa', MetaDescription: 'Buy Red Rose Bouquet', MetaKeywords: 'gift,flowers',
    });
    expect(d.ProductImagesJson).toEqual([{ AttachmentURL: '/images/products/1-0.webp', ColorID: null }, { AttachmentURL: '/images/products/1-1.webp', ColorID: 1 }]);
    expect(d.ProductColorsJson).toEqual([{ ColorID: 1, ColorName: 'Red', HexCode: '#ff0000' }]);
    expect(d.ProductSizesJson).toEqual([
      { SizeID: 1, ShortName: 'S', Name: 'Small', Inches: '8', Centimeters: '20' },
      { SizeID: 2, ShortName: 'M', Name: 'Medium', Inches: '10', Centimeters: '25' },
    ]);
    expect(d.ProductTagsJson).toEqual([{ TagID: 1, TagName: 'Birthday' }, { TagID: 3, TagName: 'Love' }]);
    expect(d.ProductShipMethodsJson).toEqual([{ ShippingMethodName: 'Express' }, { ShippingMethodName: 'Standard' }]);
    expect(d.FullDescription).toBe(
      '<p>Fresh <strong>red</strong> roses</p><a>bad</a><a href="https://shop.example/care">care</a>' +
        '<a>rel</a><a href="mailto:help@shop.example">mail</a><h3>Care</h3>',
    );
  });

  it('answers Arabic names with English fallback for empty translations', async () => {
    const r = await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: '1', languageCode: 'ar' });
    expect(r.data[0]).toMatchObject({ ProductName: 'باقة ورد أحمر', CategoryName: 'ورود', ShortDescription: 'وصف قصير', ManufacturerName: 'أكمي للهدايا' });
    expect(r.data[0]!.FullDescription).toContain('Fresh'); // no Arabic description: English
    expect(r.data[0]!.ProductColorsJson[0]!.ColorName).toBe('أحمر');
    expect(r.data[0]!.ProductShipMethodsJson.map((s) => s.ShippingMethodName)).toEqual(['سريع', 'عادي']);
  });

  it('a product without discount or manufacturer', async () => {
    const d = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 5 })).data[0]!;
    expect(d).toMatchObject({ ManufacturerName: null, DiscountedPrice: 135, IsDiscountCalculated: true, ProductSizesJson: [{ SizeID: 1 }] });
    const plain = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 2 })).data[0]!;
    expect(plain).toMatchObject({ DiscountedPrice: null, DiscountId: null, IsDiscountCalculated: false, Rating: 3 });
  });

  it('404 for unknown or unpublished, 400 for bad ids', async () => {
    for (const id of [999, 16]) {
      const r = await t.call('GET_PRODUCT_DETAIL', { ProductId: id });
      expect(r.status).toBe(404);
      expect(r.body.errorMessage).toBe('Product not found.');
    }
    const cases: [unknown, string][] = [
      [undefined, 'ProductId is required'], ['abc', 'ProductId must be a number'], ["1; DROP TABLE products", 'ProductId must be a number'],
      [0, 'ProductId must be between 1 and 2147483647'], [99999999999, 'ProductId must be a number'], [[1], 'ProductId must be a number'],
    ];
    for (const [id, message] of cases) {
      const r = await t.call('GET_PRODUCT_DETAIL', id === undefined ? {} : { ProductId: id });
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    }
  });
});

describe('product attributes', () => {
  it('answers every option by attribute then sort order, localised', async () => {
    const r = await t.call<ProductAttributeOption[]>('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: 1 });
    expect(r.data.map((o) => [o.ProductAttributeID, o.PrimaryKeyValue])).toEqual([[1, 1], [2, 1], [2, 2], [3, 1], [3, 2]]);
    expect(r.data[1]).toEqual({
      ProductId: 1, ProductAttributeID: 2, AttributeName: 'Size', AttributeDisplayName: 'Size', PrimaryKeyValue: 1,
      PrimaryKeyDisplayValue: 'S', AdditionalPrice: 50, PriceType: 1, IsRequiredAttribute: true,
    });
    expect(r.data[4]).toMatchObject({ AttributeDisplayName: 'Gift Wrap', PrimaryKeyDisplayValue: 'Premium wrap', AdditionalPrice: 10, PriceType: 2, IsRequiredAttribute: false });
    const ar = await t.call<ProductAttributeOption[]>('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: 1, languageCode: 'ar' });
    expect(ar.data[0]).toMatchObject({ AttributeName: 'Color', AttributeDisplayName: 'اللون', PrimaryKeyDisplayValue: 'أحمر' });
    expect((await t.call('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: 16 })).status).toBe(404);
    expect((await t.call('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', { ProductId: 'x' })).body.errorMessage).toBe('ProductId must be a number');
  });
});

describe('product reviews', () => {
  it('newest first with ISO dates, paged', async () => {
    const r = await t.call<Review[]>('GET_PRODUCT_REVIEWS', { ProductId: 1 });
    const want = [...TEST_REVIEWS].sort((a, b) => b.at.localeCompare(a.at));
    expect(r.data.map((x) => ({ Rating: x.Rating, Title: x.Title, Body: x.Body, ReviewerName: x.ReviewerName, ReviewDate: x.ReviewDate }))).toEqual(
      want.map((w) => ({ Rating: w.rating, Title: w.title, Body: w.body, ReviewerName: w.name, ReviewDate: w.at })),
    );
    expect(Object.keys(r.data[0]!)).not.toContain('ReviewerEmail');
    const page = await t.call<Review[]>('GET_PRODUCT_REVIEWS', { ProductId: 1, PageNo: 2, PageSize: 2 });
    expect(page.data.map((x) => x.ReviewerName)).toEqual([want[2]!.name]);
    expect((await t.call<Review[]>('GET_PRODUCT_REVIEWS', { ProductId: 2 })).data).toEqual([]);
    expect((await t.call('GET_PRODUCT_REVIEWS', { ProductId: 999 })).status).toBe(404);
  });
});

describe('localisation labels', () => {
  it('answers entity 87 facility labels in English', async () => {
    const r = await t.call<{ labelsJsonData: { labelHtmlId: string; text: string }[] }>('GET_LOCALIZATION_DATA', { entityId: 87, languageCode: 'en' });
    expect(r.status).toBe(200);
    expect(r.data.labelsJsonData).toEqual([
      { labelHtmlId: 'lbl_facility_freeshipp', text: 'Free Shipping' },
      { labelHtmlId: 'lbl_facility_moneyback', text: 'Money Back' },
      { labelHtmlId: 'lbl_facility_pygateway', text: 'Secure Payment' },
      { labelHtmlId: 'lbl_facility_support', text: 'Support 24/7' },
    ]);
  });

  it('answers Arabic, with English for a label without a translation', async () => {
    const r = await t.call<{ labelsJsonData: { labelHtmlId: string; text: string }[] }>('GET_LOCALIZATION_DATA', { entityId: '87', languageCode: 'ar' });
    expect(Object.fromEntries(r.data.labelsJsonData.map((l) => [l.labelHtmlId, l.text]))).toEqual({
      lbl_facility_freeshipp: 'شحن مجاني', lbl_facility_moneyback: 'استرداد الأموال', lbl_facility_pygateway: 'دفع آمن', lbl_facility_support: 'Support 24/7',
    });
    const empty = await t.call<{ labelsJsonData: unknown[] }>('GET_LOCALIZATION_DATA', { entityId: 999, languageCode: 'ar' });
    expect(empty.data).toEqual({ labelsJsonData: [] });
  });

  it('refuses an entity id that is not an integer from 1 to 1000', async () => {
    const cases: [unknown, string][] = [[0, 'entityId must be between 1 and 1000'], [1001, 'entityId must be between 1 and 1000'],
      ['87 OR 1=1', 'entityId must be a number'], [undefined, 'entityId is required'], [8.7, 'entityId must be a number']];
    for (const [entityId, message] of cases) {
      const r = await t.call('GET_LOCALIZATION_DATA', entityId === undefined ? { languageCode: 'en' } : { entityId, languageCode: 'en' });
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    }
  });
});

describe('bad input on list calls', () => {
  it.each(['GET_CATEGORIES_LIST', 'GET_SIZE_LIST', 'GET_COLORS_LIST', 'GET_MANUFACTURER_LIST', 'GET_TAGS_LIST', 'GET_POPULAR_PRODUCTS_LIST', 'GET_RECENTS_PRODUCTS_LIST'] as const)(
    '%s refuses a bad PageNo with a 400', async (name) => {
      const r = await t.call(name, { PageNo: "1' OR 1=1 --", PageSize: 10 });
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe('PageNo must be a number');
    },
  );
  it('recent refuses a huge TabName', async () => {
    const r = await t.call('GET_RECENTS_PRODUCTS_LIST', { TabName: 'x'.repeat(5000) });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('TabName max length should be 100 characters');
  });
});
