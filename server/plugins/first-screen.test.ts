// The first visit's HTML (first-screen.ts): the screen's answers as the API gives them, the
// largest image preloaded, a first paint of the screen, the language, and nothing from the
// catalogue able to break out of its place in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ANSWERS_ID, HOME_CALLS, LISTING_SIDEBAR_CALLS, answerKey, listingCallFields, type BootAnswer } from '../../contract/first-screen.ts';
import type { Banner, ProductDetail, ProductListItem } from '../../contract/models.ts';
import { bumpCatalogueVersion } from '../http/answer-cache.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { firstScreenHtml } from './first-screen.ts';

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

describe('the first visit\'s HTML', () => {
  it('home: the five blocks\' answers as the API gives them, the first banner painted and preloaded', async () => {
    const html = await firstScreenHtml(t.app, INDEX, '/en/');
    const answers = answersOf(html);
    expect(answers.map((a) => a.key)).toEqual(HOME_CALLS.map((c) => answerKey(c.name, 'en', c.fields)));
    for (const [i, c] of HOME_CALLS.entries()) expect(answers[i]!.data).toEqual((await t.call(c.name, { ...c.fields, languageCode: 'en' })).data);
    const banner = ((await t.call<Banner[]>('GET_HOME_SCREEN_BANNER', { languageCode: 'en' })).data).filter((b) => b.ThemeTypeID === 1)[0]!;
    expect(html).toContain(`<link rel="preload" as="image" href="${banner.BannerImgUrl}" fetchpriority="high">`);
    expect(html).toContain(`<h2 class="carousel__main">${banner.MainTitle.replace(/&/g, '&#38;')}</h2>`);
    expect(html).not.toContain('<div class="boot-hero"></div>');
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it('a product in Arabic: right to left, its meta title, picture, name and price', async () => {
    const detail = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: 3, languageCode: 'ar' })).data[0]!;
    const html = await firstScreenHtml(t.app, INDEX, '/ar/product-detail/3/x/y');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<title>${detail.MetaTitle || detail.ProductName}</title>`);
    expect(html).toContain(`src="${detail.ProductImagesJson[0]!.AttachmentURL}"`);
    expect(html).toContain(`<p class="detail__name">${detail.ProductName}</p>`);
    const keys = answersOf(html).map((a) => a.key);
    expect(keys).toEqual([answerKey('GET_PRODUCT_DETAIL', 'ar', { ProductId: 3 }), answerKey('GET_PRODUCT_ALL_ATTRIBUTES_BY_ID', 'ar', { ProductId: 3 })]);
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
    expect(answersOf(html)).toEqual([{ key: answerKey('GET_All_PRODUCTS', 'en', fields), data: page }, ...sidebar]);
    expect(html.match(/<article class="product-card">/g)).toHaveLength(4);
    expect(html).toContain(page[0]!.ProductName);
  });

  it('a filtered listing: only the sidebar\'s lists, nothing painted (its products are asked for as usual)', async () => {
    const html = await firstScreenHtml(t.app, INDEX, '/ar/all-products/0/all-categories?SearchTerm=mug');
    expect(answersOf(html)).toEqual(await sidebarAnswers('ar'));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div class="boot-hero"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves pages without a first screen, filtered pages other than listings and malformed paths as they are', async () => {
    for (const url of ['/', '/en/cart', '/en/?x=1', '/en/product-detail/3/x/y?x=1', '/en/all-products/0/popular-products', '/en/product-detail/0/x/y', '/en/product-detail/%E0%A4%A/x', '/fr/', '/en/all-products/99999999999/x']) {
      expect(await firstScreenHtml(t.app, INDEX, url), url).toBe(INDEX);
    }
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
