// The catalogue screens in Chromium (issue 5): filters and sort checked against
// expectations computed from the seed's own data (not from the call the page makes),
// paging, view switch, the add-to-cart rules in their order, and a review after reload.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, e2e, newPage, PHONE } from './support/browser.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { LOW_MAXIMUM, OUT_OF_STOCK, PRODUCTS } from '../../server/db/seed/products.ts';
import { categorySlug, nameSlug, truncate } from '../../contract/shop-rules.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const pays = (p: (typeof PRODUCTS)[number]) => p.discountedPrice ?? p.price;
const cardNames = (page: Page) => page.locator('.product-card__name').allInnerTexts();
const cardPrices = async (page: Page) =>
  (await page.locator('.product-card .price__now').allInnerTexts()).map((s) => Number(s.replace(/[^\d.]/g, '')));

async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

function productPath(lang: string, p: (typeof PRODUCTS)[number]) {
  const category = CATEGORIES.find((c) => c.id === p.categoryId)!;
  return `/${lang}/product-detail/${p.id}/${categorySlug(category.name)}/${nameSlug(p.name)}`;
}

describe.skipIf(env.skip)('the product listing', () => {
  it('shows a parent category with its children, cheapest first, as the seed says', async () => {
    const parent = CATEGORIES.find((c) => c.parentId === null)!;
    const family = new Set(CATEGORIES.filter((c) => c.id === parent.id || c.parentId === parent.id).map((c) => c.id));
    const expected = PRODUCTS.filter((p) => family.has(p.categoryId)).sort((a, b) => pays(a) - pays(b) || a.id - b.id);
    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto(`/en/all-products/${parent.id}/${categorySlug(parent.name)}?OrderByColumnName=Price+ASC&PageSize=18`);
    await page.locator('.product-card').first().waitFor();
    await page.getByText(`${expected.length} products`).first().waitFor();
    expect(await cardPrices(page)).toEqual(expected.slice(0, 18).map(pays));
    expect(await cardNames(page)).toEqual(expected.slice(0, 18).map((p) => truncate(p.name, 45)));
    await context.close();
  });

  it('narrows by a price band and a minimum rating, kept in the URL across a reload', async () => {
    const expected = PRODUCTS.filter((p) => pays(p) >= 100 && pays(p) <= 200 && p.rating !== null && p.rating >= 4);
    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto('/en/all-products/0/all-categories');
    await page.getByLabel('₹100 – ₹200').check();
    await page.getByLabel('4 stars & up').check();
    await page.getByText(`${expected.length} product`).first().waitFor();
    expect(new URL(page.url()).search).toContain('MinPrice=100');
    await page.reload();
    await page.getByText(`${expected.length} product`).first().waitFor();
    for (const price of await cardPrices(page)) expect(price >= 100 && price <= 200).toBe(true);
    await context.close();
  });

  it('pages through results and switches the view', async () => {
    const { context, page } = await newPage({ viewport: DESKTOP });
    await page.goto('/en/all-products/0/all-categories');
    await page.locator('.product-card').first().waitFor();
    const first = await cardNames(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(async () => (await cardNames(page)).join()).not.toBe(first.join());
    expect(new URL(page.url()).searchParams.get('PageNo')).toBe('2');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.locator('.product-grid--rows').waitFor();
    await context.close();
  });

  it('says when nothing matches and offers to clear the filters (Arabic)', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await page.goto('/ar/all-products/0/all-categories?SearchTerm=zzzzqqq');
    await page.getByText('لا توجد منتجات تطابق هذه التصفية.').waitFor();
    await page.getByRole('button', { name: 'مسح كل التصفية' }).click();
    await page.locator('.product-card').first().waitFor();
    await context.close();
  });
});

describe.skipIf(env.skip)('the product detail', () => {
  it('refuses an out-of-stock product with the spec message', async () => {
    const p = PRODUCTS.find((x) => x.name === OUT_OF_STOCK[0])!;
    const { context, page } = await newPage();
    await page.goto(productPath('en', p));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, "Product is out of stock. Can't add it in the cart!");
    await context.close();
  });

  it('asks for the colour, then each required variant, then caps the quantity, then adds once', async () => {
    const p = PRODUCTS.find((x) => x.stock > 5 && x.colorIds.length > 0 && x.sizeIds.length === 0 && x.options.some((o) => o.isRequired && o.attributeId > 2) && !LOW_MAXIMUM[x.name])!;
    const { context, page } = await newPage();
    await page.goto(productPath('en', p));
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await expectToast(page, 'Select color of product!');
    await page.locator('.buy .swatch').first().click();
    await add.click();
    await page.locator('#notistack-snackbar', { hasText: /^Please select .+ variant!$/ }).first().waitFor();
    for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'One more' }).click();
    await expectToast(page, 'Can not add more than 10 for this product.');
    await context.close();
  });

  it('adds to the cart once and says so when added again', async () => {
    const p = PRODUCTS.find((x) => x.stock > 5 && x.colorIds.length === 0 && x.sizeIds.length === 0 && !x.options.some((o) => o.isRequired))!;
    const { context, page } = await newPage();
    await page.goto(productPath('en', p));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to the cart!');
    await page.getByRole('link', { name: 'Cart (1)' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Product already exists in your cart!');
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expectToast(page, 'Added to your wish list!');
    await context.close();
  });

  it('shows a submitted review after a reload (Arabic)', async () => {
    const p = PRODUCTS.find((x) => x.stock > 0)!;
    const title = `عنوان ${Date.now()}`;
    const { context, page } = await newPage();
    await page.goto(productPath('ar', p));
    await page.getByRole('tab', { name: /التقييمات/ }).click();
    await page.getByLabel('الاسم').fill('سارة');
    await page.getByLabel('البريد الإلكتروني').fill('sara@example.test');
    await page.getByLabel('عنوان التقييم').fill(title);
    await page.getByLabel('نص التقييم').fill('هدية جميلة جدًا');
    await page.getByRole('button', { name: 'أرسل التقييم' }).click();
    await expectToast(page, 'تم إرسال تقييمك بنجاح!');
    await page.reload();
    await page.getByRole('tab', { name: /التقييمات/ }).click();
    await page.getByText(title).waitFor();
    await context.close();
  });
});
