// The first visit's HTML (first-screen-html.ts): the screen's answers as the API gives them, the
// largest image preloaded, a first paint of the screen, the language, and nothing from the
// catalogue able to break out of its place in the page.
import { IMAGE_SIZES, responsiveImage } from '../../contract/images.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ANSWERS_ID, HOME_CALLS, LISTING_SIDEBAR_CALLS, TAXONOMY_LIST_FIELDS, answerKey, listingCallFields, type BootAnswer, type FirstScreenCall } from '../../contract/first-screen.ts';
import { LABEL_ENTITY, SIDEBAR_POPULAR_SIZE } from '../../contract/shop-rules.ts';
import type { LangCode } from '../../contract/models.ts';
import type { Banner, ProductDetail, ProductListItem } from '../../contract/models.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { firstScreenHtml, firstScreenPage } from './first-screen-html.ts';

const INDEX = `<!doctype html><html lang="en" dir="ltr"><head><title>Tohfa</title><meta name="description" content="Gifts" /></head>`
  + `<body><div id="root"><div class="boot-top"></div><div class="boot-hero"></div></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function answersOf(html: string): BootAnswer[] {
  const m = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ID}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as BootAnswer[]) : [];
}

/** The API's own answers to these calls, keyed as the PWA reads them. */
async function apiAnswers(lang: LangCode, calls: FirstScreenCall[]): Promise<BootAnswer[]> {
  return Promise.all(calls.map(async (c) => ({ key: answerKey(c.name, c.lang ?? lang, c.fields), data: (await t.call(c.name, { ...c.fields, languageCode: c.lang ?? lang })).data })));
}

/** The layout's reads: payment methods, the logo (asked in English) and the labels of the layout's and the page's scopes. */
function layoutCalls(pageEntities: number[], withCategories = true): FirstScreenCall[] {
  const { TopHeader, Navbar, LoginUserModal, BestFacilities, Footer } = LABEL_ENTITY;
  return [
    ...(withCategories ? [{ name: 'GET_CATEGORIES_LIST' as const, fields: TAXONOMY_LIST_FIELDS }] : []),
    { name: 'GET_PAYMENT_METHODS', fields: {} },
    { name: 'GET_WEBSITE_LOGO', fields: {}, lang: 'en' },
    // In either language: the owner sets labels in English too (docs/shop-rules.md, Labels).
    ...[TopHeader, Navbar, LoginUserModal, BestFacilities, Footer, ...pageEntities]
      .map((entityId): FirstScreenCall => ({ name: 'GET_LOCALIZATION_DATA', fields: { entityId } })),
  ];
}

const SIDEBAR_POPULAR: FirstScreenCall = { name: 'GET_POPULAR_PRODUCTS_LIST', fields: { PageNo: 1, PageSize: SIDEBAR_POPULAR_SIZE } };

describe('the first visit\'s HTML', () => {
  it('home: the five blocks\' and the layout\'s answers as the API gives them, the first banner painted and preloaded', async () => {
    const html = await firstScreenHtml(t.app, INDEX, '/en/');
    expect(answersOf(html)).toEqual(await apiAnswers('en', [...HOME_CALLS, ...layoutCalls([LABEL_ENTITY.Home, LABEL_ENTITY.SubscribeNewsLetter])]));
    const banner = ((await t.call<Banner[]>('GET_HOME_SCREEN_BANNER', { languageCode: 'en' })).data).filter((b) => b.ThemeTypeID === 1)[0]!;
    expect(html).toContain(`<link rel="preload" as="image" href="${banner.BannerImgUrl}" fetchpriority="high">`);
    expect(html).toContain(`<h2 class="carousel__main">${banner.MainTitle.replace(/&/g, '&#38;')}</h2>`);
    expect(html).not.toContain('<div class="boot-hero"></div>');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('a product in Arabic: right to left, its title (name and shop, in Arabic), picture, name and price', async () => {
    const detail = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 3, languageCode: 'ar' })).data[0]!;
    const html = await firstScreenHtml(t.app, INDEX, '/ar/product-detail/3/x/y');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<title>${detail.ProductName} | تحفة</title>`);
    expect(html).toContain(`src="${detail.ProductImagesJson[0]!.AttachmentURL}"`);
    // The photograph in AVIF and WebP widths with the PWA's sizes, its box reserved, its AVIF preloaded.
    const sources = responsiveImage(detail.ProductImagesJson[0]!.AttachmentURL)!;
    expect(html).toContain(`<source type="image/avif" srcset="${sources.avif}" sizes="${IMAGE_SIZES.gallery}">`);
    expect(html).toContain(`<source type="image/webp" srcset="${sources.webp}" sizes="${IMAGE_SIZES.gallery}">`);
    expect(html).toMatch(/<img [^>]*class="gallery__main"[^>]*width="1200" height="1200"/);
    expect(html).toContain(`<link rel="preload" as="image" type="image/avif" imagesrcset="${sources.avif}" imagesizes="${IMAGE_SIZES.gallery}" fetchpriority="high">`);
    expect(html).toContain(`<h1 class="detail__name">${detail.ProductName}</h1>`);
    const answers = answersOf(html);
    expect(answers).toEqual(await apiAnswers('ar', [
      { name: 'GET_PRODUCT_DETAIL', fields: { ProductId: 3 } }, { name: 'GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', fields: { ProductId: 3 } },
      ...layoutCalls([LABEL_ENTITY.ProductDetail]),
    ]));
    // The logo is asked for in English whatever the page's language (app/shell-queries.ts).
    expect(answers.some((a) => a.key === answerKey('GET_WEBSITE_LOGO', 'en', {}))).toBe(true);
  });

  async function sidebarAnswers(lang: 'en' | 'ar'): Promise<BootAnswer[]> {
    return Promise.all(LISTING_SIDEBAR_CALLS.map(async (c) => ({ key: answerKey(c.name, lang, c.fields), data: (await t.call(c.name, { ...c.fields, languageCode: lang })).data })));
  }

  it('a plain listing: the page the PWA asks for and the sidebar\'s lists, its first cards painted', async () => {
    const fields = listingCallFields([1], {});
    const page = (await t.call<ProductListItem[]>('GET_All_PRODUCTS', { ...fields, languageCode: 'en' })).data;
    const html = await firstScreenHtml(t.app, INDEX, '/en/all-products/1/personalised-mugs');
    const sidebar = await sidebarAnswers('en');
    expect(sidebar.map((a) => (a.data as unknown[]).length).every((n) => n > 0)).toBe(true);
    expect(answersOf(html)).toEqual([{ key: answerKey('GET_All_PRODUCTS', 'en', fields), data: page }, ...sidebar, ...(await apiAnswers('en', [SIDEBAR_POPULAR, ...layoutCalls([LABEL_ENTITY.AllProducts], false)]))]);
    expect(html.match(/<article class="product-card">/g)).toHaveLength(4);
    expect(html).toContain(`<source type="image/avif" srcset="${responsiveImage(page[0]!.ProductImagesJson[0]!.AttachmentURL)!.avif}" sizes="${IMAGE_SIZES.card}">`);
    expect(html).toContain(page[0]!.ProductName);
  });

  it('a filtered listing: only the sidebar\'s and the layout\'s lists, nothing painted (its products are asked for as usual)', async () => {
    const html = await firstScreenHtml(t.app, INDEX, '/ar/all-products/0/all-categories?SearchTerm=mug');
    expect(answersOf(html)).toEqual([...(await sidebarAnswers('ar')), ...(await apiAnswers('ar', [SIDEBAR_POPULAR, ...layoutCalls([LABEL_ENTITY.AllProducts], false)]))]);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div class="boot-hero"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves pages without a first screen, filtered pages other than listings and malformed paths as they are', async () => {
    for (const url of ['/', '/en/cart', '/en/?x=1', '/en/product-detail/3/x/y?x=1', '/en/all-products/0/popular-products', '/en/product-detail/0/x/y', '/en/product-detail/%E0%A4%A/x', '/fr/', '/en/all-products/99999999999/x']) {
      expect(await firstScreenHtml(t.app, INDEX, url), url).toBe(INDEX);
    }
  });

  it('a product\'s address is made of its English names in both languages; any other moves there (docs/rules.md R12.1)', async () => {
    const en = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 3, languageCode: 'en' })).data[0]!;
    const ar = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 3, languageCode: 'ar' })).data[0]!;
    expect(ar.ProductName).not.toBe(en.ProductName);
    const slug = en.ProductName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    expect([ar.ProductSlug, en.ProductSlug]).toEqual([slug, slug]);
    expect(ar.CategorySlug).toBe(en.CategoryName.toLowerCase().replace(/\s+/g, '-'));
    const canonical = `/ar/product-detail/3/${en.CategorySlug!}/${slug}`;
    for (const old of ['/ar/product-detail/3/x/y', `/ar/product-detail/3/shop/${encodeURIComponent(ar.ProductName)}`]) {
      const page = await firstScreenPage(t.app, INDEX, old);
      expect(page.movedTo, old).toBe(canonical);
    }
    const page = await firstScreenPage(t.app, INDEX, canonical);
    expect(page.movedTo).toBeUndefined();
    expect(page.html).toContain(`<link rel="canonical" href="${canonical}">`);
    // The listing's cards link there too.
    const cards = (await t.call<ProductListItem[]>('GET_All_PRODUCTS', { ...listingCallFields([], {}), PageSize: 100, languageCode: 'ar' })).data;
    expect(cards.find((c) => c.ProductId === 3)).toMatchObject({ ProductSlug: slug, CategorySlug: en.CategorySlug });
  });

  it('a product that does not exist gets no painted screen', async () => {
    const html = await firstScreenHtml(t.app, INDEX, '/en/product-detail/987654/x/y');
    expect(html).toContain('<div class="boot-hero"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('catalogue text that looks like markup stays text, in the markup and in the JSON', async () => {
    const evil = `</script><script>alert(1)</script><img src=x onerror=alert(2)> & "q"`;
    await t.db.tx(async (tx) => {
      await tx.query('UPDATE products SET name = $1, meta_title = $1 WHERE id = 3', [evil]);
      await bumpCatalogueVersion(tx);
    });
    const html = await firstScreenHtml(t.app, INDEX, '/en/product-detail/3/x/y');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1); // only the answers' own closing tag
    const detail = answersOf(html)[0]!.data as ProductDetail[];
    expect(detail[0]!.ProductName).toBe(evil);
  });
});
