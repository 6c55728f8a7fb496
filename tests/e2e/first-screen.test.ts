// The first visit's HTML carries the page's first screen (server/plugins/first-screen.ts):
// it paints without JavaScript, the app then renders it from the answers that came with the
// page without asking the server again, and nothing moves when the app takes over.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, closeBrowser, e2e, launchBrowser, newPage, PHONE } from './support/browser.ts';
import { callPath } from '../../contract/calls.ts';
import { listingCallFields } from '../../contract/first-screen.ts';
import type { Banner, ProductListItem } from '../../contract/models.ts';
import { inject } from 'vitest';

const env = e2e();
afterAll(async () => closeBrowser());

function apiRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url().split('/').pop()!);
  });
  return calls;
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 500);
  }));
}

describe.skipIf(env.skip)('the first screen in the HTML', () => {
  it('paints the Arabic home banner with JavaScript off', async () => {
    const banner = (await apiCall<Banner[]>(callPath('GET_HOME_SCREEN_BANNER'), { languageCode: 'ar' })).data.filter((b) => b.ThemeTypeID === 1)[0]!;
    const context = await (await launchBrowser()).newContext({ viewport: PHONE, baseURL: inject('baseUrl'), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ar/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('.carousel__main', { hasText: banner.MainTitle }).waitFor();
    expect(await page.locator(`img[src="${banner.BannerImgUrl}"]`).count()).toBe(1);
    await context.close();
  });

  it('renders a listing from the answer that came with the page, with no layout shift, and asks the server for the next page', async () => {
    const expected = (await apiCall<ProductListItem[]>(callPath('GET_All_PRODUCTS'), { ...listingCallFields([], {}), languageCode: 'en' })).data;
    const { context, page } = await newPage({ viewport: PHONE });
    const calls = apiRequests(page);
    await page.goto('/en/all-products/0/all-categories');
    await page.locator('main .product-card').first().waitFor();
    await expect.poll(() => page.locator('main .product-card__name').count()).toBe(expected.length);
    expect(await page.locator('main .product-card__name a').evaluateAll((as) => as.map((a) => a.getAttribute('title')))).toEqual(expected.map((p) => p.ProductName));
    expect(calls).not.toContain('get-all-products');
    expect(await layoutShift(page)).toBe(0);
    await page.goto('/en/all-products/0/all-categories?PageNo=2');
    await expect.poll(() => calls.includes('get-all-products')).toBe(true);
    await context.close();
  });

  it('renders a product from the answers that came with the page', async () => {
    const { context, page } = await newPage({ viewport: PHONE, lang: 'ar' });
    const calls = apiRequests(page);
    await page.goto('/ar/product-detail/3/x/y');
    await page.locator('h2.detail__name').waitFor();
    expect(calls).not.toContain('get-product_detail');
    expect(calls).not.toContain('get-product-all-attributes-by-productId');
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});
