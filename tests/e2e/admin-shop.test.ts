// The owner runs the shop itself from the console, end to end against the real server and
// database: a new free-delivery amount, facility-strip text and WhatsApp number saved in
// Settings show in the shop at once; a campaign made over a category shows on the home page
// and its page lists that category's products. English at phone width, Arabic at desktop width.
// Then the offline caches: a shopper who visited sees a new price and a label the owner
// changed in Settings at the next visit, and offline after it. Its own server, since it
// changes what every page of the shop says.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import { formatMoney } from '../../contract/money.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { postCall } from '../../server/test-support/post-call.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot, workerControls } from './support/browser.ts';
import { consolePage, consoleServer, consoleT as t, expectToast, newRecordForm, signInToConsole, type ConsoleMessageId } from './support/console.ts';
import { t as shopT, type Lang } from './support/intl.ts';

const OWNER = { email: 'owner@shop-e2e.example', password: 'owner-pass-2026' };

const server = consoleServer({ env: { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password } });
const { skip, api: adminApi } = server;

const RUNS: Array<[Lang, 'phone' | 'desktop', number]> = [['en', 'phone', 1500], ['ar', 'desktop', 1800]];

describe.skipIf(skip)('the owner runs the shop from the console', () => {
  it.each(RUNS)('%s at %s width: a free-delivery amount, the facility text and the WhatsApp number from Settings, and a campaign with its products, show in the shop', async (lang, size, amount) => {
    const { context, page } = await consolePage(server.url, size === 'phone' ? PHONE : DESKTOP);
    try {
      await signInToConsole(page, lang, OWNER);
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      await nav.getByRole('link', { name: t(lang, 'nav.settings') }).click();

      // Settings: the amount and the strip's delivery text in the run's language.
      await page.getByRole('heading', { level: 1, name: t(lang, 'shop.title') }).waitFor();
      const strip = lang === 'en' ? `Free delivery above ₹${amount.toLocaleString('en-IN')}` : `توصيل مجاني فوق \u2066₹${amount}\u2069`;
      await page.getByLabel(t(lang, 'shop.freeFrom')).fill(String(amount));
      // Below it, a flat delivery charge once per order.
      await page.getByLabel(t(lang, 'shop.charge')).fill('49');
      const field = t(lang, lang === 'en' ? 'shop.english' : 'shop.arabic', { field: t(lang, 'shop.facility.delivery') });
      await page.getByLabel(field, { exact: true }).fill(strip);
      // The shop's WhatsApp number, with its country code as the owner types it.
      const whatsapp = lang === 'en' ? '+91 98765 43210' : '+971 4 123 4567';
      await page.getByLabel(t(lang, 'shop.whatsapp'), { exact: true }).fill(whatsapp);
      await screenshot(page, `console-settings-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'shop.save') }).click();
      await expectToast(page, t(lang, 'shop.saved'));
      const saved = (await adminApi<{ settings: ShopSettings }>('settings')).settings;
      expect(saved.freeDeliveryFromPaise).toBe(amount * 100);
      expect(saved.deliveryChargePaise).toBe(4_900);
      expect(saved.facility.delivery[lang]).toBe(strip);
      expect(saved.contact.whatsapp).toBe(whatsapp);
      // The cart follows the amount at once.
      // A product that ships (not digital, not marked free delivery), priced below the amount.
      const below = PRODUCTS.find((p) => p.stock > 0 && !p.isDigital && !p.isShippingFree && (p.discountedPrice ?? p.price) < 1000)!;
      const line = JSON.stringify([{ ProductId: below.id, Quantity: 1, productSelectedAttributes: [] }]);
      const cart = await postCall<{ freeDeliveryFrom: number | null; shippingSubTotal: number }>(server.url, 'GET_CUSTOMER_CART_ITEMS', { cartJsonData: line });
      expect(cart.data).toMatchObject({ freeDeliveryFrom: amount, shippingSubTotal: 49 });

      // A campaign over a category with products, in both languages.
      const { categories } = await adminApi<{ categories: Array<{ id: number; name: string; nameAr: string; parentId: number | null; products: number }> }>('categories');
      const category = categories.find((c) => c.parentId !== null && c.products >= 2)!;
      const title = lang === 'en' ? `Wedding week ${size}` : `أسبوع الأعراس ${size}`;
      await nav.getByRole('link', { name: t(lang, 'nav.catalogue') }).click();
      await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.campaigns') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'campaigns.title') }).waitFor();
      const form = await newRecordForm(page, t(lang, 'campaigns.add'));
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
      // Every address the floating chat button has from its first render on (a first visit).
      await shop.addInitScript(() => {
        const seen: string[] = [];
        const note = (href: string | null) => {
          if (href !== null && !seen.includes(href)) seen.push(href);
        };
        Object.assign(window, { chatHrefs: seen });
        new MutationObserver((records) => {
          // An address it had only between two looks is each change's old value.
          for (const r of records) if (r.type === 'attributes' && (r.target as Element).matches('a.floating__whatsapp')) note(r.oldValue);
          for (const a of document.querySelectorAll('a.floating__whatsapp')) note(a.getAttribute('href'));
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'], attributeOldValue: true });
      });
      await shop.goto(`/${lang}/`);
      await shop.getByText(strip, { exact: true }).first().waitFor();
      // The floating chat button opens WhatsApp at the number set, and never at another.
      const chat = shop.getByRole('link', { name: shopT(lang, 'whatsapp.label'), exact: true });
      await expect.poll(() => chat.getAttribute('href'), { timeout: 30_000 }).toMatch(new RegExp(`^https://wa\\.me/${whatsapp.replace(/\D/g, '')}\\?text=`));
      const hrefs = await shop.evaluate(() => (window as unknown as { chatHrefs: string[] }).chatHrefs);
      expect(new Set(hrefs.map((h) => h.replace(/\?.*$/, '')))).toEqual(new Set([`https://wa.me/${whatsapp.replace(/\D/g, '')}`]));
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

  it('a shopper who visited sees the owner\'s new price and label at the next visit, and offline after it: the caches hold what the owner changed', async () => {
    // The shopper, Arabic on a phone: a product's page, until the worker controls it and the answers are kept.
    // No option chosen for the shopper adds to its price (a priced one is optional, among others): the page shows the price itself.
    const item = PRODUCTS.find((p) => p.stock > 5 && !p.isDigital && p.nameAr !== p.name && p.options.every((o) =>
      o.additionalPrice === 0 || (!o.isRequired && p.options.filter((x) => x.attributeId === o.attributeId).length > 1)))!;
    const browser = await launchBrowser();
    const shopper = await browser.newContext({ viewport: PHONE, baseURL: server.url });
    const sp = await shopper.newPage();
    const { context, page } = await consolePage(server.url, DESKTOP);
    try {
      const path = `/ar/product-detail/${item.id}/shop/item`;
      await sp.goto(path);
      await sp.getByRole('heading', { level: 1, name: item.nameAr }).waitFor({ timeout: 30_000 });
      await workerControls(sp);
      const footer = sp.getByRole('contentinfo');
      // What the footer's heading says now: the shop's label, else the app's own text.
      const { labelSet } = await adminApi<{ labelSet: { labels: Array<{ entityId: number; id: string; ar: string }> } }>('labels');
      const before = labelSet.labels.find((l) => l.entityId === 75 && l.id === 'lbl_footer_quick_links')!.ar || shopT('ar', 'lbl_footer_quick_links');
      await footer.getByText(before, { exact: true }).waitFor();

      // The owner: a new price through the admin API, and the footer's "Quick Links" in both languages in Settings, Labels.
      const { product } = await adminApi<{ product: Record<string, unknown> & { id: number } }>(`products/${item.id}`);
      // Its options and personalisation left out: they stay as they are.
      const { id: _id, options: _options, personalisation: _fields, ...body } = product;
      await adminApi(`products/${item.id}`, { method: 'PUT', body: { ...body, pricePaise: 123_456, discountedPricePaise: null } });
      await signInToConsole(page, 'en', OWNER);
      await page.getByRole('navigation', { name: t('en', 'nav.label') }).getByRole('link', { name: t('en', 'nav.settings') }).click();
      await page.getByRole('navigation', { name: t('en', 'nav.settings') }).getByRole('link', { name: t('en', 'nav.labels') }).click();
      await page.getByRole('heading', { level: 1, name: t('en', 'labels.title') }).waitFor();
      await page.getByLabel(t('en', 'labels.screen')).selectOption({ label: t('en', 'labels.scope.75') });
      await page.getByRole('heading', { level: 2, name: t('en', 'labels.scope.75') }).waitFor();
      await page.getByLabel(t('en', 'shop.english', { field: 'Quick Links' }), { exact: true }).fill('Find a gift');
      // An English text alone is refused before it is sent: the Arabic shop would show it.
      await page.getByLabel(t('en', 'shop.arabic', { field: 'Quick Links' }), { exact: true }).fill('');
      await page.getByRole('button', { name: t('en', 'shop.save') }).click();
      await expect.poll(() => page.locator('form [role=alert]').textContent()).toBe(t('en', 'labels.needsArabic', { name: 'Quick Links' }));
      await page.getByLabel(t('en', 'shop.arabic', { field: 'Quick Links' }), { exact: true }).fill('اعثر على هدية');
      await screenshot(page, 'console-labels-en-desktop');
      await page.getByRole('button', { name: t('en', 'shop.save') }).click();
      await expectToast(page, t('en', 'shop.saved'));

      // The shopper's next visit shows both.
      await sp.reload();
      await sp.getByRole('heading', { level: 1, name: item.nameAr }).waitFor({ timeout: 30_000 });
      const price = formatMoney('ar', 1234.56);
      await sp.getByRole('main').getByText(price).first().waitFor({ timeout: 30_000 });
      await footer.getByText('اعثر على هدية', { exact: true }).waitFor({ timeout: 30_000 });

      // Offline, the kept page shows what the owner changed, not what the shopper first saw.
      await shopper.setOffline(true);
      expect(await sp.evaluate(() => fetch('/readyz', { cache: 'no-store' }).then(() => 'answered', () => 'failed'))).toBe('failed');
      await sp.reload();
      await sp.getByText(shopT('ar', 'offline.banner')).waitFor({ timeout: 30_000 });
      await sp.getByRole('heading', { level: 1, name: item.nameAr }).waitFor({ timeout: 30_000 });
      await sp.getByRole('main').getByText(price).first().waitFor();
      await footer.getByText('اعثر على هدية', { exact: true }).waitFor();
      expect(await footer.getByText(before, { exact: true }).count()).toBe(0);
      await screenshot(sp, 'shop-offline-after-change-ar-phone');
    } finally {
      await shopper.close();
      await context.close();
    }
  });
});
