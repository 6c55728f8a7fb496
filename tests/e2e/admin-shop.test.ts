// The owner runs the shop itself from the console, end to end against the real server and
// database: a new free-delivery amount and facility-strip text saved in Settings show in the
// shop at once; a campaign made over a category shows on the home page and its page lists
// that category's products. English at phone width, Arabic at desktop width. Its own server,
// since it changes what every page of the shop says.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import { consoleAr } from '../../src/admin-console/messages-ar.ts';
import { consoleEn, type ConsoleMessageId } from '../../src/admin-console/messages-en.ts';
import { postCall } from '../../server/test-support/post-call.ts';
import { closeBrowser, DESKTOP, e2e, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { ADMIN_TOKEN, startServer, type StartedServer } from './support/global-setup.ts';
import { t as shopT, type Lang } from './support/intl.ts';

const OWNER = { email: 'owner@shop-e2e.example', password: 'owner-pass-2026' };
const t = (lang: Lang, id: ConsoleMessageId, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), (lang === 'ar' ? consoleAr : consoleEn)[id]);

const { skip } = e2e();
let server: StartedServer;

async function adminApi<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/admin/api/${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  if (!res.ok) throw new Error(`admin ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const expectToast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });

beforeAll(async () => {
  if (skip) return;
  server = await startServer({ OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password });
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

const RUNS: Array<[Lang, 'phone' | 'desktop', number]> = [['en', 'phone', 1500], ['ar', 'desktop', 1800]];

describe.skipIf(skip)('the owner runs the shop from the console', () => {
  it.each(RUNS)('%s at %s width: a free-delivery amount and the facility text from Settings, and a campaign with its products, show in the shop', async (lang, size, amount) => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: size === 'phone' ? PHONE : DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    try {
      await page.goto(`/admin/${lang}/today`);
      await page.getByLabel(t(lang, 'signIn.email')).fill(OWNER.email);
      await page.getByLabel(t(lang, 'signIn.password')).fill(OWNER.password);
      await page.getByRole('button', { name: t(lang, 'signIn.submit') }).click();
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      await nav.getByRole('link', { name: t(lang, 'nav.settings') }).click();

      // Settings: the amount and the strip's delivery text in the run's language.
      await page.getByRole('heading', { level: 1, name: t(lang, 'shop.title') }).waitFor();
      const strip = lang === 'en' ? `Free delivery above ₹${amount.toLocaleString('en-IN')}` : `توصيل مجاني فوق \u2066₹${amount}\u2069`;
      await page.getByLabel(t(lang, 'shop.freeFrom')).fill(String(amount));
      const field = t(lang, lang === 'en' ? 'shop.english' : 'shop.arabic', { field: t(lang, 'shop.facility.delivery') });
      await page.getByLabel(field, { exact: true }).fill(strip);
      await screenshot(page, `console-settings-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'shop.save') }).click();
      await expectToast(page, t(lang, 'shop.saved'));
      const saved = (await adminApi<{ settings: ShopSettings }>('settings')).settings;
      expect(saved.freeDeliveryFromPaise).toBe(amount * 100);
      expect(saved.facility.delivery[lang]).toBe(strip);
      // The cart follows the amount at once.
      const cart = await postCall<{ freeDeliveryFrom: number | null }>(server.url, 'GET_CUSTOMER_CART_ITEMS', { cartJsonData: '[]' });
      expect(cart.data.freeDeliveryFrom).toBe(amount);

      // A campaign over a category with products, in both languages.
      const { categories } = await adminApi<{ categories: Array<{ id: number; name: string; nameAr: string; parentId: number | null; products: number }> }>('categories');
      const category = categories.find((c) => c.parentId !== null && c.products >= 2)!;
      const title = lang === 'en' ? `Wedding week ${size}` : `أسبوع الأعراس ${size}`;
      await nav.getByRole('link', { name: t(lang, 'nav.catalogue') }).click();
      await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.campaigns') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'campaigns.title') }).waitFor();
      await page.getByText(t(lang, 'campaigns.add'), { exact: true }).click();
      const form = page.locator('details[open] form');
      const pair = async (label: ConsoleMessageId, en: string, ar: string) => {
        await form.getByLabel(t(lang, 'shop.english', { field: t(lang, label) }), { exact: true }).fill(en);
        await form.getByLabel(t(lang, 'shop.arabic', { field: t(lang, label) }), { exact: true }).fill(ar);
      };
      await pair('campaigns.mainTitle', lang === 'en' ? title : `Wedding week ${size}`, lang === 'ar' ? title : `أسبوع الأعراس ${size}`);
      await pair('campaigns.discountTitle', '15% off', 'خصم 15%');
      await pair('campaigns.body', 'Gifts for the couple, with their names.', 'هدايا للعروسين بأسمائهما.');
      await form.locator('fieldset', { hasText: t(lang, 'picture.campaign') }).locator('input[type=file]').setInputFiles({ name: 'IMG_0004.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a2e4a' } }).jpeg().toBuffer() });
      await form.getByRole('img', { name: t(lang, 'picture.current', { what: t(lang, 'picture.campaign') }) }).waitFor({ timeout: 30_000 });
      await form.getByLabel(t(lang, 'campaigns.category'), { exact: true }).selectOption(String(category.id));
      await screenshot(page, `console-campaign-form-${lang}-${size}`);
      await form.getByRole('button', { name: t(lang, 'promo.create') }).click();
      await expectToast(page, t(lang, 'promo.saved'));
      await page.getByRole('article', { name: title }).waitFor();
      await screenshot(page, `console-campaigns-${lang}-${size}`);
      await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.banners') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'banners.title') }).waitFor();
      await page.getByRole('article').first().waitFor();
      await screenshot(page, `console-banners-${lang}-${size}`);

      // The shop: the strip says the new text; the campaign is on the home page and leads to its products.
      const shop = await context.newPage();
      await shop.goto(`/${lang}/`);
      await shop.getByText(strip, { exact: true }).first().waitFor();
      await shop.getByRole('main').getByRole('link', { name: title }).first().click();
      await shop.getByRole('heading', { level: 1, name: title }).waitFor();
      const offer = shop.getByRole('region', { name: shopT(lang, 'campaign.products') });
      await offer.getByRole('article').first().waitFor();
      const names = await offer.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('title')));
      const { products } = await adminApi<{ products: Array<{ name: string; nameAr: string; categoryId: number; isPublished: boolean }> }>('products?pageSize=500');
      const inCategory = new Set(products.filter((p) => p.categoryId === category.id).map((p) => (lang === 'en' ? p.name : p.nameAr)));
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(inCategory.has(n!), n!).toBe(true);
      await screenshot(shop, `shop-campaign-from-console-${lang}-${size}`);
    } finally {
      await context.close();
    }
  });
});
