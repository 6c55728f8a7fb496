// axe-core on every route in English and Arabic: no serious or critical violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, closeBrowser, e2e, newPage, PHONE } from './support/browser.ts';
import { callPath } from '../../contract/calls.ts';
import { nameSlug } from '../../contract/shop-rules.ts';
import type { CartPricing } from '../../contract/models.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';

const env = e2e();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let productPath = '';
beforeAll(async () => {
  if (env.skip) return;
  const r = await apiCall<{ ProductId: number; ProductName: string }[]>(callPath('GET_All_PRODUCTS'), { PageNo: 1, PageSize: 1 });
  const p = r.data[0]!;
  productPath = `product-detail/${p.ProductId}/shop/${nameSlug(p.ProductName)}`;
});
afterAll(async () => closeBrowser());

const ROUTES = [
  '', 'about', 'faq', 'contact-us', 'become-seller', 'login', 'signup', 'reset-password', 'cart',
  'all-products/0/all-categories', 'all-products/0/popular-products', 'campaign/1/campaign', 'no-such-page',
];

describe.skipIf(env.skip)('accessibility (axe-core)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`every route in ${lang} has no serious or critical violation`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, bypassCSP: true });
      const found: string[] = [];
      for (const route of [...ROUTES, productPath]) {
        await page.goto(`/${lang}/${route}`, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        for (const v of await seriousViolations(page)) found.push(`/${lang}/${route}: ${v}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`the signed-in routes, the wish list panel and the open search suggestions in ${lang} have none either`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, bypassCSP: true, lang });
      const found: string[] = [];
      const check = async (where: string) => {
        for (const v of await seriousViolations(page)) found.push(`${where}: ${v}`);
      };
      // Signed in as the demo customer, with one product in the cart and one in the wish list.
      await page.goto(`/${lang}/login`);
      await page.locator('main input[type=email], main input[autocomplete=email]').first().fill(DEMO_CUSTOMER.email);
      await page.locator('main input[type=password]').fill(DEMO_CUSTOMER.password);
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL(new RegExp(`/${lang}/?$`));
      const line = { ProductId: 3, Quantity: 1, productSelectedAttributes: [] as unknown[] };
      const pricing = (await apiCall<CartPricing>(callPath('GET_CUSTOMER_CART_ITEMS'), { cartJsonData: JSON.stringify([line]) })).data;
      const p = pricing.productsData[0]!;
      const item = {
        ProductId: p.ProductId, productSelectedAttributes: p.productSelectedAttributes, Quantity: 1, ShippingCharges: 0, DefaultImage: p.ProductImagesJson[0]?.AttachmentURL ?? '',
        ProductName: p.ProductName, Price: p.Price, DiscountedPrice: p.DiscountedPrice, ColorName: p.ColorName, SizeShortName: p.SizeShortName,
        OrderMaximumQuantity: p.OrderMaximumQuantity, StockQuantity: p.StockQuantity, SelectedAttributesDisplay: p.SelectedAttributesDisplay,
      };
      await page.evaluate((i) => {
        localStorage.setItem('cartItems', JSON.stringify([i]));
        localStorage.setItem('customerWishList', JSON.stringify([{ ...i, DiscountId: null, IsDiscountCalculated: false, CouponCode: null, SizeId: null, ColorId: null }]));
        localStorage.setItem('tohfa:shoppingRevision', String(Date.now()));
      }, item);
      for (const route of ['checkout', 'update-profile', 'orders-history', 'cart']) {
        await page.goto(`/${lang}/${route}`, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        await check(`/${lang}/${route}`);
      }
      // The wish list's button: in the top header on a desktop, in the navbar on a phone.
      await page.getByRole('button', { name: /^(Wishlist|قائمة الأمنيات) \(\d+\)$/ }).click();
      await page.getByRole('dialog').waitFor();
      await check(`/${lang}/cart with the wish list panel open`);
      await page.keyboard.press('Escape');
      await page.locator('#site-search').fill(lang === 'en' ? 'mug' : 'مجات');
      await page.locator('#site-search-suggestions [role=option]').first().waitFor();
      await check(`/${lang}/cart with search suggestions open`);
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
