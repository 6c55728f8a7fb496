// The catalogue in the owner's console end to end, on its own server and database, in each
// language at each width: a staff member (not the owner) creates a product in both languages
// with a size, a priced option and two photos from the phone's camera put in order; a shopper
// finds it in its category's listing, through the shop's search and on its page with its
// photograph, and orders it with a digital product staff added with its file; staff mark the
// order Completed and the shopper downloads the very file. English on a desktop and Arabic on a
// phone also make a category with its picture and find both products in the console's list.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { categorySlug } from '../../contract/shop-rules.ts';
import { consoleServer, consoleT as t, expectToast as toast, signInToConsole } from './support/console.ts';
import { t as shop, type Lang } from './support/intl.ts';

const STAFF = { email: 'maya@tohfa.example', name: 'Maya', password: 'maya-pass-2026' };

const server = consoleServer({ staff: STAFF });
const { skip, api: adminApi } = server;

const camera = (colour: string) => sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } }).jpeg().toBuffer();

interface AdminProduct { id: number; name: string; nameAr: string; photos: { id: number; url: string }[]; options: { attributeId: number; displayValue: string; additionalPrice: number }[]; digitalFile: { fileName: string } | null }

/** Each language at each width; the last item says whether the journey also makes a category (see above). */
const RUNS: Array<[Lang, 'phone' | 'desktop', boolean]> = [['en', 'phone', false], ['ar', 'desktop', false], ['en', 'desktop', true], ['ar', 'phone', true]];

describe.skipIf(skip)('the catalogue in the console', () => {
  it.each(RUNS)('%s at %s width: staff create a product with a size, a priced option and two photos in order; a shopper finds it in its category, the search and its page, and orders it with a digital product, marked Completed, whose file the shopper downloads (a category made too: %s)', async (lang, size, makesCategory) => {
    const browser = await launchBrowser();
    const viewport = size === 'phone' ? PHONE : DESKTOP;
    const context = await browser.newContext({ viewport, baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stamp = `${lang}${size}${Date.now() % 100000}`;
    const name = { en: `Walnut Keepsake Box ${stamp}`, ar: `صندوق تذكارات من خشب الجوز ${stamp}` };
    try {
      // Staff sign in; the catalogue is theirs to edit.
      await signInToConsole(page, lang, STAFF, { path: 'products' });
      await page.getByRole('navigation', { name: t(lang, 'nav.label') }).getByRole('link', { name: t(lang, 'nav.catalogue') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'products.title') }).waitFor();
      await page.locator('.c-product-row').first().waitFor();
      await screenshot(page, `console-products-${lang}-${size}`);

      // A new product: both names, a category of the tree, price, discount, stock, a size and a priced option.
      await page.getByRole('link', { name: t(lang, 'products.new') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'editor.newTitle') }).waitFor();
      await page.getByLabel(t(lang, 'editor.nameEn')).fill(name.en);
      await page.getByLabel(t(lang, 'editor.nameAr')).fill(name.ar);
      await page.getByLabel(t(lang, 'editor.shortEn')).fill('Hand-finished walnut, lined in velvet.');
      await page.getByLabel(t(lang, 'editor.shortAr')).fill('خشب جوز مصقول يدويًا ومبطن بالمخمل.');
      const category = page.getByLabel(t(lang, 'editor.category'));
      const firstCategory = await category.locator('option[value]:not([value=""])').first().getAttribute('value');
      await category.selectOption(firstCategory!);
      await page.getByLabel(t(lang, 'editor.price')).fill('1499');
      await page.getByLabel(t(lang, 'editor.discounted')).fill('1299');
      await page.getByLabel(t(lang, 'editor.stock')).fill('12');
      const sizes = page.getByRole('group', { name: t(lang, 'editor.sizes'), exact: true });
      const firstSize = sizes.getByRole('checkbox').first();
      await firstSize.check();
      const { sizes: sizeList } = await adminApi<{ sizes: { name: string; nameAr: string }[] }>('catalogue-lookups');
      const sizeName = sizeList[0]!.name;
      await page.getByRole('button', { name: t(lang, 'editor.addOption') }).click();
      await page.getByLabel(t(lang, 'editor.optionEn')).fill('Engraved lid');
      await page.getByLabel(t(lang, 'editor.optionAr')).fill('غطاء محفور');
      await page.getByLabel(t(lang, 'editor.optionPrice')).fill('250');
      await screenshot(page, `console-product-new-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
      await toast(page, t(lang, 'editor.created', { name: lang === 'ar' ? name.ar : name.en }));
      await page.getByRole('heading', { level: 1, name: t(lang, 'editor.editTitle') }).waitFor();
      const productId = Number(/\/products\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

      // Two photos from the camera; the second moved first with its button.
      const photoInput = page.locator('input[type=file][accept="image/*"]');
      expect(await photoInput.getAttribute('capture')).toBe('environment');
      await photoInput.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await camera('#8a5a3c') });
      await page.getByRole('img', { name: t(lang, 'editor.photoAlt', { n: 1, count: 1 }) }).waitFor({ timeout: 30_000 });
      await photoInput.setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await camera('#d9c7a8') });
      await page.getByRole('img', { name: t(lang, 'editor.photoAlt', { n: 2, count: 2 }) }).waitFor({ timeout: 30_000 });
      const uploaded = (await adminApi<{ product: AdminProduct }>(`products/${productId}`)).product;
      await page.getByRole('button', { name: t(lang, 'editor.photoUp', { n: 2 }) }).click();
      await expect.poll(async () => (await adminApi<{ product: AdminProduct }>(`products/${productId}`)).product.photos.map((p) => p.id))
        .toEqual([uploaded.photos[1]!.id, uploaded.photos[0]!.id]);
      await expect.poll(() => page.getByRole('img', { name: t(lang, 'editor.photoAlt', { n: 1, count: 2 }) }).getAttribute('src'))
        .toContain(uploaded.photos[1]!.url.replace(/\.jpg$/, ''));
      await page.getByRole('group', { name: t(lang, 'editor.photos') }).scrollIntoViewIfNeeded();
      await screenshot(page, `console-product-photos-${lang}-${size}`);
      // A later edit on the version the photos moved to: saved, not refused.
      await page.getByLabel(t(lang, 'editor.stock')).fill('11');
      await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
      await toast(page, t(lang, 'editor.saved', { name: lang === 'ar' ? name.ar : name.en }));
      await screenshot(page, `console-product-edit-${lang}-${size}`);
      const stored = (await adminApi<{ product: AdminProduct & { stock: number; pricePaise: number; discountedPricePaise: number } }>(`products/${productId}`)).product;
      expect(stored).toMatchObject({ name: name.en, nameAr: name.ar, stock: 11, pricePaise: 149_900, discountedPricePaise: 129_900 });
      expect(stored.options.map((o) => [o.attributeId, o.displayValue, o.additionalPrice])).toEqual([[2, sizeName, 0], [3, 'Engraved lid', 25_000]]);
      expect(stored.photos).toHaveLength(2);

      // A digital product and its file.
      const gift = { en: `Recipe eBook ${stamp}`, ar: `كتاب وصفات ${stamp}` };
      const pdf = Buffer.from(`%PDF-1.4\n% ${gift.en}\n%%EOF\n`, 'latin1');
      await page.getByRole('link', { name: t(lang, 'editor.back') }).click();
      await page.getByRole('link', { name: t(lang, 'products.new') }).click();
      await page.getByLabel(t(lang, 'editor.nameEn')).fill(gift.en);
      await page.getByLabel(t(lang, 'editor.nameAr')).fill(gift.ar);
      await page.getByLabel(t(lang, 'editor.category')).selectOption(firstCategory!);
      await page.getByLabel(t(lang, 'editor.price')).fill('199');
      await page.getByLabel(t(lang, 'editor.stock')).fill('1000');
      await page.getByLabel(t(lang, 'editor.isDigital')).check();
      await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
      await toast(page, t(lang, 'editor.created', { name: lang === 'ar' ? gift.ar : gift.en }));
      await page.getByRole('heading', { level: 1, name: t(lang, 'editor.editTitle') }).waitFor();
      const giftId = Number(/\/products\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
      await page.locator('input[type=file]:not([accept="image/*"])').setInputFiles({ name: 'recipes.pdf', mimeType: 'application/pdf', buffer: pdf });
      await toast(page, t(lang, 'editor.fileUploaded', { name: 'recipes.pdf' }));
      await page.getByText(/^recipes\.pdf \(/).waitFor();
      await screenshot(page, `console-product-digital-${lang}-${size}`);

      if (makesCategory) {
        // A new category inside a top-level one, in both languages, shown in the tree.
        await page.getByRole('link', { name: t(lang, 'editor.back') }).click();
        await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.categories') }).click();
        await page.getByRole('heading', { level: 1, name: t(lang, 'categories.title') }).waitFor();
        const form = page.locator('#category-form');
        await form.getByLabel(t(lang, 'categories.nameEn')).fill(`Keepsakes ${stamp}`);
        await form.getByLabel(t(lang, 'categories.nameAr')).fill(`تذكارات ${stamp}`);
        await form.getByLabel(t(lang, 'categories.parent')).selectOption({ index: 1 });
        // Its picture from the phone, through the image pipeline: the form shows it before saving.
        await form.locator('fieldset', { hasText: t(lang, 'picture.category') }).locator('input[type=file]').setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await camera('#6b8e23') });
        await form.getByRole('img', { name: t(lang, 'picture.current', { what: t(lang, 'picture.category') }) }).waitFor({ timeout: 30_000 });
        await form.getByRole('button', { name: t(lang, 'categories.save') }).click();
        await toast(page, t(lang, 'categories.saved', { name: lang === 'ar' ? `تذكارات ${stamp}` : `Keepsakes ${stamp}` }));
        await page.locator('.c-tree ul .c-tree__name', { hasText: lang === 'ar' ? `تذكارات ${stamp}` : `Keepsakes ${stamp}` }).waitFor();
        await screenshot(page, `console-categories-${lang}-${size}`);

        // The products list finds both new products by the part of their names they share.
        await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.products') }).click();
        await page.getByRole('searchbox', { name: t(lang, 'products.search') }).fill(stamp);
        await page.getByRole('button', { name: t(lang, 'products.searchButton') }).click();
        await expect.poll(async () => (await page.locator('.c-product-row__name').allTextContents()).sort())
          .toEqual((lang === 'ar' ? [name.ar, gift.ar] : [name.en, gift.en]).sort());
        await screenshot(page, `console-products-search-${lang}-${size}`);
      }
      expect(errors).toEqual([]);

      // The shopper: the new product's category listing and the shop's search find it; its page shows the uploaded photograph first.
      const shopper = await browser.newContext({ viewport, baseURL: server.url, acceptDownloads: true });
      const sp = await shopper.newPage();
      await sp.goto(`/${lang}/login`);
      await sp.getByLabel(shop(lang, 'account.email')).fill(DEMO_CUSTOMER.email);
      await sp.locator('main input[type=password]').fill(DEMO_CUSTOMER.password);
      await sp.locator('main form button[type=submit]').click();
      await toast(sp, shop(lang, 'msg.loginSuccess'));
      // Its category's listing, newest first, shows it with its price.
      const { categories } = await adminApi<{ categories: { id: number; name: string }[] }>('categories');
      const categoryName = categories.find((c) => c.id === Number(firstCategory))!.name;
      await sp.goto(`/${lang}/all-products/${firstCategory}/${categorySlug(categoryName)}?OrderByColumnName=Date+DESC`);
      const listed = sp.locator('.product-card', { hasText: lang === 'ar' ? name.ar : name.en });
      await listed.waitFor({ timeout: 30_000 });
      await screenshot(sp, `shop-new-product-listing-${lang}-${size}`);
      const box = sp.locator('#site-search');
      await box.click();
      await box.pressSequentially(stamp, { delay: 30 });
      await box.press('Enter');
      // The search's own listing (not the category's, still on screen until it goes).
      await sp.waitForURL(new RegExp(`/${lang}/all-products/0/all-categories\\?SearchTerm=${stamp}`), { timeout: 30_000 });
      const card = sp.locator('.product-card', { hasText: lang === 'ar' ? name.ar : name.en });
      await card.waitFor({ timeout: 20_000 });
      await card.getByRole('link').first().click();
      await sp.getByRole('heading', { level: 1, name: lang === 'ar' ? name.ar : name.en }).waitFor();
      await expect.poll(() => sp.locator('.gallery img, .product-gallery img').first().getAttribute('src')).toContain(uploaded.photos[1]!.url.replace(/\.jpg$/, ''));
      await screenshot(sp, `shop-new-product-${lang}-${size}`);

      // It orders the new product, its one size and its one priced option chosen for it (single
      // values are), with the digital gift (cash on delivery), in one
      // order; there, staff mark the order Completed in the console, and the history offers the
      // gift's file.
      await expect.poll(() => sp.locator('.buy #option-3').inputValue()).not.toBe('');
      await sp.locator('.buy').getByRole('button', { name: shop(lang, 'detail.addToCart') }).click();
      await toast(sp, shop(lang, 'msg.addedToCart'));
      await sp.goto(`/${lang}/product-detail/${giftId}/shop/item`);
      await sp.locator('.buy').getByRole('button', { name: shop(lang, 'detail.addToCart') }).click();
      await toast(sp, shop(lang, 'msg.addedToCart'));
      await sp.goto(`/${lang}/checkout`);
      await sp.getByTestId('checkout-total').waitFor();
      await expect.poll(async () => sp.locator('.checkout__order [role=status]').count(), { timeout: 15_000 }).toBe(0);
      await sp.getByLabel(shop(lang, 'lbl_checkout_payment_method')).selectOption('6');
      await sp.getByRole('button', { name: shop(lang, 'lbl_checkout_place_order') }).click();
      await sp.getByRole('alertdialog').getByRole('button', { name: shop(lang, 'checkout.confirmYes') }).click();
      // The shopper sees the order placed, with its number.
      const placed = sp.locator('#notistack-snackbar', { hasText: /TOH-\d{4}-\d{6}/ }).first();
      await placed.waitFor({ timeout: 30_000 });
      const orderNumber = /TOH-\d{4}-\d{6}/.exec(await placed.innerText())![0];
      const { orders } = await adminApi<{ orders: { id: number; orderNumber: string; customerEmail: string }[] }>('orders?pageSize=50');
      const order = orders.find((o) => o.orderNumber === orderNumber)!;
      expect(order.customerEmail).toBe(DEMO_CUSTOMER.email);
      const { order: ordered } = await adminApi<{ order: { items: { productId: number; quantity: number; selectedAttributes: unknown }[] } }>(`orders/${order.id}`);
      expect(ordered.items.map((i) => [i.productId, i.quantity])).toEqual([[productId, 1], [giftId, 1]]);
      const chosen = ordered.items[0]!.selectedAttributes;
      const attributes = (typeof chosen === 'string' ? JSON.parse(chosen) : chosen) as { ProductAttributeID: number }[];
      // Its size (2) and the priced option (3).
      expect(attributes.map((a) => a.ProductAttributeID).sort()).toEqual([2, 3]);
      await page.goto(`/admin/${lang}/orders/${order.id}`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'order.title', { number: order.orderNumber }) }).waitFor({ timeout: 30_000 });
      await page.getByLabel(t(lang, 'order.newStatus')).selectOption('3');
      await page.getByRole('button', { name: t(lang, 'order.save') }).click();
      await toast(page, t(lang, 'order.saved', { status: t(lang, 'status.3') }));
      await screenshot(page, `console-order-completed-${lang}-${size}`);
      await sp.goto(`/${lang}/orders-history`);
      await sp.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
      const download = sp.getByRole('button', { name: shop(lang, 'orders.downloadOf', { name: lang === 'ar' ? gift.ar : gift.en }) });
      await download.waitFor({ timeout: 20_000 });
      const [file] = await Promise.all([sp.waitForEvent('download'), download.click()]);
      expect(Buffer.compare(readFileSync((await file.path())!), pdf)).toBe(0);
      await screenshot(sp, `shop-digital-download-${lang}-${size}`);
      await shopper.close();
    } finally {
      await context.close();
    }
  }, 300_000);
});
