// The navbar search's suggestions (beyond the spec) in Chromium: up to 8
// categories and products as a keyboard-driven combobox, in both languages, checked
// against the seed's own names; offline, from the product lists seen before.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot, workerControls } from './support/browser.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { en } from '../../src/i18n/en.ts';
import { ar } from '../../src/i18n/ar.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const options = (page: Page) => page.locator('#site-search-suggestions [role="option"]');
const labels = (page: Page) => page.locator('#site-search-suggestions .suggest__label').allInnerTexts();
const has = (text: string, term: string) => text.toLocaleLowerCase().includes(term.toLocaleLowerCase());

async function typeTerm(page: Page, term: string) {
  const box = page.locator('#site-search');
  await box.click();
  await box.fill('');
  await box.pressSequentially(term, { delay: 30 });
}

/** The list once it shows `count` entries and stays the same for half a second (the term's own answer, not the narrowed previous one). */
async function settledLabels(page: Page, count: number): Promise<string[]> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await labels(page));
      const settled = now === last && JSON.parse(now).length === count;
      last = now;
      return settled;
    }, { timeout: 15_000, interval: 500 })
    .toBe(true);
  return JSON.parse(last) as string[];
}

describe.skipIf(env.skip)('search suggestions', () => {
  it('lists matching categories then products in English, and the arrows and Enter open the chosen one', async () => {
    const term = 'mug';
    const categoryNames = CATEGORIES.filter((c) => has(c.name, term)).map((c) => c.name);
    const productNames = new Set(PRODUCTS.filter((p) => has(p.name, term) || has(p.nameAr, term)).map((p) => p.name));
    const expectedCategories = Math.min(3, categoryNames.length);
    const expectedCount = Math.min(8, expectedCategories + productNames.size);
    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto('/en');
    await page.locator('.product-card').first().waitFor();

    await typeTerm(page, 'm');
    await page.waitForTimeout(500);
    expect(await page.locator('#site-search').getAttribute('aria-expanded')).toBe('false');

    await typeTerm(page, term);
    const shown = await settledLabels(page, expectedCount);
    expect(shown.slice(0, expectedCategories).every((l) => categoryNames.includes(l))).toBe(true);
    for (const l of shown.slice(expectedCategories)) expect(productNames.has(l), l).toBe(true);
    expect(await page.locator('#site-search').getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'search-suggestions-en-desktop');

    // Down twice: the second entry (a category) is the active descendant; Enter opens its listing.
    const box = page.locator('#site-search');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe('site-search-suggestions-1');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    const category = CATEGORIES.find((c) => c.name === shown[1])!;
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/en/all-products/${category.id}/`));
    await expect.poll(() => options(page).count()).toBe(0);

    // Up from the closed list starts at the last entry, a product: Enter opens its page.
    await typeTerm(page, term);
    const last = (await settledLabels(page, expectedCount)).at(-1)!;
    await box.press('ArrowUp');
    await box.press('Enter');
    const product = PRODUCTS.find((p) => p.name === last)!;
    await page.waitForURL(new RegExp(`/en/product-detail/${product.id}/`));
    await page.locator('h1', { hasText: product.name }).waitFor();

    // Escape closes the list; Enter without a chosen entry searches the listing.
    await typeTerm(page, term);
    await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBe(expectedCount);
    await box.press('Escape');
    expect(await options(page).count()).toBe(0);
    await box.press('Enter');
    await page.waitForURL(/\/en\/all-products\/0\/all-categories\?SearchTerm=mug/);
    await context.close();
  });

  it('suggests in Arabic on an Arabic page, at phone width, and a click opens the product', async () => {
    const term = 'مجات';
    const categoryNames = CATEGORIES.filter((c) => c.nameAr.includes(term)).map((c) => c.nameAr);
    const products = PRODUCTS.filter((p) => p.nameAr.includes(term));
    const expectedCategories = Math.min(3, categoryNames.length);
    const expectedCount = Math.min(8, expectedCategories + products.length);
    expect(expectedCount).toBeGreaterThan(expectedCategories);
    const { context, page } = await newPage({ viewport: PHONE, lang: 'ar' });
    await page.goto('/ar');
    await page.locator('.product-card').first().waitFor();
    await typeTerm(page, term);
    const shown = await settledLabels(page, expectedCount);
    expect(shown.slice(0, expectedCategories).every((l) => categoryNames.includes(l))).toBe(true);
    for (const l of shown.slice(expectedCategories)) expect(products.map((p) => p.nameAr)).toContain(l);
    const firstCategory = await options(page).first().innerText();
    expect(firstCategory).toContain(ar['search.category']);
    // The list stays inside the phone's width.
    const box = await page.locator('.suggest').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'search-suggestions-ar-phone');
    const chosen = products.find((p) => p.nameAr === shown[expectedCategories])!;
    await options(page).nth(expectedCategories).click();
    await page.waitForURL(new RegExp(`/ar/product-detail/${chosen.id}/`));
    await page.locator('h1', { hasText: chosen.nameAr }).waitFor();
    await context.close();
  });

  it('offline, suggests from the products seen before and says so', async () => {
    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto('/en');
    await page.locator('.product-card').first().waitFor();
    // A shopper who visited before: the service worker controls the page.
    await workerControls(page);
    const seen = (await page.locator('.product-card__name a').first().getAttribute('title'))!;
    const word = seen.split(' ').find((w) => w.length > 3)!;
    await context.setOffline(true);
    await typeTerm(page, word);
    await page.locator('.suggest__note', { hasText: en['search.offlineNote'] }).waitFor({ timeout: 10_000 });
    // Once the typed word is searched (not its first letters): the product seen before, and only matches.
    await expect
      .poll(async () => {
        const shown = await labels(page);
        const products = shown.slice(await page.locator('.suggest__thumb--category').count());
        return shown.includes(seen) && products.every((l) => has(l, word));
      }, { timeout: 10_000 })
      .toBe(true);
    await context.setOffline(false);
    await context.close();
  });
});
