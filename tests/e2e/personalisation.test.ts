// Personalising a gift in Chromium, phone and desktop, English and Arabic (docs/shop-rules.md
// P1-P8), one journey each: Add to Cart asks for the required name; the preview draws the
// typed name and the chosen photo on the product picture; the mug is added and still in the
// cart after a reload, its line showing the name, the photo and the preview; offline, a second
// mug with another name and a photo picked offline is added (kept on the phone); checkout says
// the photo waits to upload and will not order; back online it uploads, the first photo
// (whose server copy has meanwhile expired) is uploaded again, the order is placed and the
// order history shows both names and photos. The server keeps each line's
// personalisation once, with both photos claimed. A line personalised offline survives a
// second tab and a browser closed and started again (below). The preview draws the name in
// the ink of the mug's colour, light on black and dark on white, changing with the picture
// (never the new ink on the old picture), and the cart line keeps it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from 'react-intl';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, DESKTOP, e2e, newPage, openProfile, PHONE, screenshot, workerControls } from './support/browser.ts';
import { signUpShopper } from './support/shopper.ts';
import { PHOTO_UPLOAD_PATH } from '../../contract/calls.ts';
import type { ProductDetail } from '../../contract/models.ts';
import type { OrderedPersonalisation } from '../../contract/personalisation.ts';
import { COLORS } from '../../server/db/seed/lookups.ts';
import { PRODUCTS, productByName } from '../../server/db/seed/products.ts';

const env = e2e();
afterAll(async () => closeBrowser());

type Lang = 'en' | 'ar';
async function loadIntl(lang: Lang): Promise<IntlShape> {
  const messages = ((await import(/* @vite-ignore */ `../../src/i18n/${lang}.ts`)) as Record<Lang, Record<string, string>>)[lang];
  return createIntl({ locale: lang, messages, onError: () => {} });
}
const intls = { en: await loadIntl('en'), ar: await loadIntl('ar') };
const t = (lang: Lang, id: string, values?: Record<string, string | number>) => intls[lang].formatMessage({ id }, values);

const mug = productByName('Classic White Photo Mug');
/** A shopper's photo drawn in the preview (not the bare product it lays under a text). */
const SHOPPER_PHOTO = 'image:not(.personal-preview__surface)';
const LABEL = { en: 'Name on the mug', ar: 'الاسم على المج' };
const PHOTO_LABEL = { en: 'Photo on the mug', ar: 'الصورة على المج' };
const NAMES = { en: ['Riya', 'Aman'], ar: ['محمد علي', 'فاطمة'] };

const photo = (background: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background } }).jpeg().toBuffer();

async function toast(page: Page, text: string) {
  await page.locator('#notistack-snackbar').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function signUpAndLogIn(page: Page, lang: Lang): Promise<string> {
  const email = await signUpShopper(`personal-${lang}`);
  await page.goto(`/${lang}/login`);
  await page.getByLabel(t(lang, 'account.email')).fill(email);
  await page.locator('main input[type=password]').fill('secret123');
  await page.locator('main form button[type=submit]').click();
  await toast(page, t(lang, 'msg.loginSuccess'));
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(new RegExp(`^/${lang}/?$`));
  return email;
}

/** Names the photo field's picker by its label and picks a photo; waits for what the field says. */
async function pickPhoto(page: Page, lang: Lang, buffer: Buffer, says: string) {
  const buy = page.locator('.buy');
  // The picker is the page's own button, in the page's language (the browser's file button,
  // in the browser's language, is hidden), and says "change" once a photo is in.
  const picker = buy.locator('label', { hasText: t(lang, 'personal.photo.choose') }).or(buy.locator('label', { hasText: t(lang, 'personal.photo.change') }));
  await expect.poll(() => picker.isVisible(), { timeout: 15_000 }).toBe(true);
  expect((await buy.locator('input[type=file]').boundingBox())?.width).toBeLessThanOrEqual(1);
  await buy.getByLabel(PHOTO_LABEL[lang]).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer });
  await buy.getByRole('status').filter({ hasText: says }).waitFor({ timeout: 30_000 });
  const added = [t(lang, 'personal.photo.ready'), t(lang, 'personal.photo.waiting')].includes(says);
  await buy.locator('label', { hasText: t(lang, added ? 'personal.photo.change' : 'personal.photo.choose') }).waitFor({ timeout: 15_000 });
}

/**
 * Once the kept photo has uploaded, points its upload at an id the server never gave (its
 * copy gone). Answers how many kept photos had an upload (and were changed, when `change`).
 */
function keptUploads(page: Page, change: boolean): Promise<number> {
  return page.evaluate((change) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('tohfa-photos');
    open.onerror = () => reject(new Error('no photo store'));
    open.onsuccess = () => {
      const tx = open.result.transaction('photos', change ? 'readwrite' : 'readonly');
      let n = 0;
      tx.objectStore('photos').openCursor().onsuccess = (e) => {
        const cursor = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
        if (!cursor) return;
        const photo = cursor.value as { uploadId?: string };
        if (photo.uploadId) {
          if (change) cursor.update({ ...photo, uploadId: 'gone'.padEnd(32, '0') });
          n++;
        }
        cursor.continue();
      };
      tx.oncomplete = () => { open.result.close(); resolve(n); };
    };
  }), change);
}

/** Whether the text is drawn on a preview wholly on screen, below the header. */
function nameDrawnInView(page: Page, text: string): Promise<boolean> {
  return page.evaluate((text) => {
    const header = Math.max(0, ...[...document.querySelectorAll('header, [role="banner"]')].map((h) => h.getBoundingClientRect().bottom));
    return [...document.querySelectorAll('svg text')].some((t) => {
      const r = t.getBoundingClientRect();
      return t.textContent === text && r.width > 0 && r.top >= header && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    });
  }, text);
}

/**
 * Puts `count` photos of `each` bytes in the phone's photo store (as other cart lines' photos,
 * picked just now), or with `count` 0 takes one out; answers how many are kept.
 */
function photoStore(page: Page, count: number, each = 0): Promise<number> {
  return page.evaluate(([count, each]) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('tohfa-photos');
    open.onupgradeneeded = () => open.result.createObjectStore('photos');
    open.onerror = () => reject(new Error('no photo store'));
    open.onsuccess = () => {
      const tx = open.result.transaction('photos', 'readwrite');
      const photos = tx.objectStore('photos');
      for (let i = 0; i < count; i++) {
        const id = `kept${i}`.padEnd(32, 'x');
        photos.put({ id, blob: new Blob([new Uint8Array(each)], { type: 'image/jpeg' }), createdAt: Date.now() }, id);
      }
      if (count === 0) photos.delete('kept0'.padEnd(32, 'x'));
      const n = photos.count();
      tx.oncomplete = () => { open.result.close(); resolve(n.result); };
    };
  }), [count, each] as const);
}

async function expireFirstUpload(page: Page) {
  await expect.poll(() => keptUploads(page, false), { timeout: 30_000 }).toBe(1);
  expect(await keptUploads(page, true)).toBe(1);
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    describe.skipIf(env.skip)(`personalising a mug (${lang}, ${size})`, () => {
      it('previews name and photo, keeps the line across a reload, adds a second offline, orders once the photo uploads, shows it in the history', async () => {
        const { context, page } = await newPage({ viewport, lang });
        try {
          const email = await signUpAndLogIn(page, lang);
          await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
          const buy = page.locator('.buy');
          await buy.waitFor();
          const colour = COLORS.find((c) => c.id === mug.colorIds[0])!;
          await buy.getByRole('button', { name: lang === 'ar' ? colour.nameAr : colour.name, exact: true }).click();
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await toast(page, t(lang, 'personal.REQUIRED', { field: LABEL[lang] }));

          // The preview follows the typing and the photo.
          const [first, second] = NAMES[lang];
          const preview = page.getByRole('img', { name: t(lang, 'personal.preview') });
          await buy.getByRole('textbox', { name: LABEL[lang] }).fill(first!);
          await expect.poll(() => preview.locator('text').textContent()).toBe(first);
          if (size === 'phone') {
            // The product's picture is screens above the fields on a phone: wherever the field
            // sits (a keyboard pushes it to the bottom), the name is drawn on the gift in view.
            const field = buy.getByRole('textbox', { name: LABEL[lang] });
            for (const block of ['center', 'end'] as const) {
              await field.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
              await expect.poll(() => nameDrawnInView(page, first!), { timeout: 10_000 }).toBe(true);
            }
            await screenshot(page, `personalisation-typing-${lang}-${size}`);
          }
          await pickPhoto(page, lang, await photo('#3a7bd5'), t(lang, 'personal.photo.ready'));
          await expect.poll(() => preview.locator(SHOPPER_PHOTO).count()).toBe(1);
          await preview.scrollIntoViewIfNeeded();
          await screenshot(page, `personalisation-preview-${lang}-${size}`);
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await toast(page, t(lang, 'msg.addedToCart'));

          // The cart line after a reload: the name by its label, the photo's thumbnail, the preview on the picture.
          await page.goto(`/${lang}/cart`);
          await page.reload();
          const firstLine = page.locator('.cart-line').filter({ hasText: first! });
          await firstLine.waitFor({ timeout: 15_000 });
          await firstLine.getByText(`${LABEL[lang]}:`).waitFor();
          await firstLine.getByRole('img', { name: t(lang, 'personal.photoOf', { field: PHOTO_LABEL[lang] }) }).waitFor();
          expect(await firstLine.getByRole('img', { name: t(lang, 'personal.preview') }).locator('text').textContent()).toBe(first);

          // The server's copy of that photo expires (as a week after its upload, docs/shop-rules.md P7):
          // the phone still holds an upload id the server no longer knows; the order must upload it again.
          await expireFirstUpload(page);

          // Offline: the same mug with another name and a photo picked offline is a second line.
          await workerControls(page);
          await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
          await buy.waitFor();
          await context.setOffline(true);
          await buy.getByRole('button', { name: lang === 'ar' ? colour.nameAr : colour.name, exact: true }).click();
          await buy.getByRole('textbox', { name: LABEL[lang] }).fill(second!);
          await pickPhoto(page, lang, await photo('#d5893a'), t(lang, 'personal.photo.waiting'));
          await expect.poll(() => preview.locator(SHOPPER_PHOTO).count()).toBe(1);
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await toast(page, t(lang, 'msg.addedToCart'));
          await page.locator('.navbar__cart').click();
          const secondLine = page.locator('.cart-line').filter({ hasText: second! });
          await secondLine.getByRole('img', { name: t(lang, 'personal.photoOf', { field: PHOTO_LABEL[lang] }) }).waitFor({ timeout: 15_000 });
          expect(await page.locator('.cart-line').count()).toBe(2);
          await screenshot(page, `personalisation-cart-${lang}-${size}`);

          // Checkout says the photo waits to upload, and Place Order waits with it.
          await page.getByRole('link', { name: t(lang, 'lbl_cart_proceed_checkout') }).click();
          const waiting = page.getByText(t(lang, 'personal.photosWaiting', { n: 1 }));
          await waiting.waitFor({ timeout: 15_000 });
          const place = page.getByRole('button', { name: t(lang, 'lbl_checkout_place_order') });
          expect(await place.isDisabled()).toBe(true);
          await screenshot(page, `personalisation-checkout-waiting-${lang}-${size}`);

          // Online again: the photo uploads by itself and the order goes.
          await context.setOffline(false);
          await waiting.waitFor({ state: 'detached', timeout: 30_000 });
          await page.getByLabel(t(lang, 'lbl_checkout_payment_method')).selectOption('6');
          await place.click();
          const dialog = page.getByRole('alertdialog');
          await dialog.getByRole('button', { name: t(lang, 'checkout.confirmYes') }).click();
          await toast(page, t(lang, 'msg.orderPlaced'));
          const orderNumber = /TOH-\d{4}-\d{6}/.exec(await page.locator('#notistack-snackbar', { hasText: t(lang, 'msg.orderPlaced') }).first().innerText())![0];

          // The server keeps each line's personalisation once, both photos claimed by the order.
          const { orders } = await admin<{ orders: { id: number; orderNumber: string; customerEmail: string }[] }>('orders?pageSize=100');
          const placed = orders.filter((o) => o.customerEmail === email);
          expect(placed.map((o) => o.orderNumber)).toEqual([orderNumber]);
          const { order } = await admin<{ order: { items: { personalisation: OrderedPersonalisation }[] } }>(`orders/${placed[0]!.id}`);
          const lines = order.items.map((i) => i.personalisation.Fields.map((f) => (f.Kind === 'photo' ? `photo ${f.PhotoHeight}` : f.Text)));
          expect(lines.sort()).toEqual([[first, 'photo 827'], [second, 'photo 827']].sort());

          // The order history shows both names and both photos.
          await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(new RegExp(`^/${lang}/?$`));
          await page.goto(`/${lang}/orders-history`);
          const row = page.locator('.orders-table tbody tr', { hasText: orderNumber });
          await row.getByRole('button').click();
          for (const name of [first!, second!]) await page.locator('.order-items__personal').filter({ hasText: name }).waitFor({ timeout: 15_000 });
          await expect.poll(() => page.getByRole('img', { name: t(lang, 'personal.photoOf', { field: PHOTO_LABEL[lang] }) }).count(), { timeout: 15_000 }).toBe(2);
          await page.locator('.order-items').scrollIntoViewIfNeeded();
          await screenshot(page, `personalisation-history-${lang}-${size}`);
        } finally {
          await context.close();
        }
      }, 240_000);
    });
  }
}

describe.skipIf(env.skip)('the photos kept on the phone', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: hold 60 MB at most: a photo past it is refused with a message, and fits once room is made`, async () => {
      const { context, page } = await newPage({ viewport: PHONE, lang });
      try {
        await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
        await page.locator('.buy').getByLabel(PHOTO_LABEL[lang]).waitFor({ timeout: 20_000 });
        // Six photos of 10 MB less 200 bytes: 1,200 bytes under the bound, less than any photo.
        expect(await photoStore(page, 6, 10 * 1024 * 1024 - 200)).toBe(6);
        await pickPhoto(page, lang, await photo('#3a7bd5'), t(lang, 'personal.photo.full'));
        expect(await photoStore(page, 0)).toBe(5);
        // With 10 MB free the same photo is kept, and uploads.
        await pickPhoto(page, lang, await photo('#3a7bd5'), t(lang, 'personal.photo.ready'));
        await expect.poll(() => page.getByRole('img', { name: t(lang, 'personal.preview') }).locator(SHOPPER_PHOTO).count()).toBe(1);
        await screenshot(page, `personalisation-photos-full-${lang}`);
      } finally {
        await context.close();
      }
    });
  }
});

// Nothing is lost across tabs or a closed browser (docs/decisions/0020-personalisation.md): a
// mug personalised offline (a name and a photo that cannot upload yet) is on the cart of a
// second tab with its thumbnail and preview; the browser is then closed entirely and started
// again on the same profile, offline, and the line and its photo are still there; online, the
// photo uploads and the order is placed with it. The preview's print font is drawn offline too.
for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    describe.skipIf(env.skip)(`a personalised line across tabs and a closed browser (${lang}, ${size})`, () => {
      it('is in a second tab and after the browser restarts, photo and all; back online the photo uploads and the order is placed', async () => {
        const profile = mkdtempSync(path.join(os.tmpdir(), 'tohfa-profile-'));
        const name = NAMES[lang][0]!;
        const cartLine = (page: Page) => page.locator('.cart-line').filter({ hasText: name });
        /** The line as the shopper sees it: the name by its label, the photo's thumbnail, the preview drawing the name. */
        async function lineShown(page: Page) {
          const line = cartLine(page);
          await line.waitFor({ timeout: 30_000 });
          await line.getByText(`${LABEL[lang]}:`).waitFor();
          await line.getByRole('img', { name: t(lang, 'personal.photoOf', { field: PHOTO_LABEL[lang] }) }).waitFor({ timeout: 15_000 });
          await expect.poll(() => line.getByRole('img', { name: t(lang, 'personal.preview') }).locator(SHOPPER_PHOTO).count(), { timeout: 15_000 }).toBe(1);
          expect(await line.getByRole('img', { name: t(lang, 'personal.preview') }).locator('text').textContent()).toBe(name);
          expect(await page.locator('.cart-line').count()).toBe(1);
        }
        let browser = await openProfile(profile, viewport, lang);
        try {
          const page = browser.pages()[0] ?? await browser.newPage();
          const email = await signUpAndLogIn(page, lang);
          await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
          const buy = page.locator('.buy');
          await buy.waitFor({ timeout: 30_000 });
          await workerControls(page);
          // A visit to the cart online, so its screen is on the phone too.
          await page.goto(`/${lang}/cart`);
          await page.locator('main').waitFor();
          await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
          await buy.waitFor({ timeout: 30_000 });

          await browser.setOffline(true);
          const colour = COLORS.find((c) => c.id === mug.colorIds[0])!;
          await buy.getByRole('button', { name: lang === 'ar' ? colour.nameAr : colour.name, exact: true }).click();
          await buy.getByRole('textbox', { name: LABEL[lang] }).fill(name);
          await pickPhoto(page, lang, await photo('#3a7bd5'), t(lang, 'personal.photo.waiting'));
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await toast(page, t(lang, 'msg.addedToCart'));

          // (a) A second tab, still offline.
          const second = await browser.newPage();
          await second.goto(`/${lang}/cart`);
          await lineShown(second);
          await screenshot(second, `personalisation-second-tab-${lang}-${size}`);
          await second.close();

          // (b) The browser closed entirely, then started again on the same profile, offline.
          await browser.close();
          browser = await openProfile(profile, viewport, lang);
          await browser.setOffline(true);
          const again = browser.pages()[0] ?? await browser.newPage();
          await again.goto(`/${lang}/cart`);
          await lineShown(again);
          // The preview's print font, fetched online with the product page, is drawn offline
          // from the worker's cache (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md).
          await expect.poll(() => again.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/^["']|["']$/g, ''))), { timeout: 15_000 })
            .toContain('DejaVu Sans');
          expect(await again.evaluate(async () => (await (await caches.open('tohfa-fonts')).keys()).map((r) => new URL(r.url).pathname)))
            .toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/DejaVuSans-[\w-]+\.ttf$/)]));
          await screenshot(again, `personalisation-restarted-${lang}-${size}`);

          // Online: the photo uploads by itself, and the order goes with it. The connection
          // breaks on the uploads made as the network comes back and as checkout opens; once it
          // holds, the photo still uploads by itself, with no new "online" event to start it.
          let broken = 0;
          await again.route(`**${PHOTO_UPLOAD_PATH}`, (route) => {
            broken++;
            return route.abort('connectionreset');
          });
          await browser.setOffline(false);
          await again.getByRole('link', { name: t(lang, 'lbl_cart_proceed_checkout') }).click();
          const place = again.getByRole('button', { name: t(lang, 'lbl_checkout_place_order') });
          await place.waitFor({ timeout: 30_000 });
          const waitingNotice = again.getByText(t(lang, 'personal.photosWaiting', { n: 1 }));
          await waitingNotice.waitFor();
          await expect.poll(() => broken, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
          await again.unroute(`**${PHOTO_UPLOAD_PATH}`);
          await waitingNotice.waitFor({ state: 'detached', timeout: 30_000 });
          await again.getByLabel(t(lang, 'lbl_checkout_payment_method')).selectOption('6');
          await expect.poll(() => place.isEnabled(), { timeout: 30_000 }).toBe(true);
          await place.click();
          await again.getByRole('alertdialog').getByRole('button', { name: t(lang, 'checkout.confirmYes') }).click();
          await toast(again, t(lang, 'msg.orderPlaced'));

          const { orders } = await admin<{ orders: { id: number; customerEmail: string }[] }>('orders?pageSize=100');
          const placed = orders.filter((o) => o.customerEmail === email);
          expect(placed).toHaveLength(1);
          const { order } = await admin<{ order: { items: { personalisation: OrderedPersonalisation }[] } }>(`orders/${placed[0]!.id}`);
          expect(order.items.map((i) => i.personalisation.Fields.map((f) => (f.Kind === 'photo' ? `photo ${f.PhotoHeight}` : f.Text)))).toEqual([[name, 'photo 827']]);
        } finally {
          await browser.close();
          rmSync(profile, { recursive: true, force: true });
        }
      }, 300_000);
    });
  }
}

// A photo mug in black and in white (docs/shop-rules.md P1): the ink follows the colour, and
// changes with the picture: while the other colour's photograph is still on its way (held
// here until the test lets it through), the name keeps the ink of the mug on show.
const twoColourMug = PRODUCTS.find((p) => p.categoryId === 10 && p.colorIds.includes(2) && p.colorIds.includes(1))!;
const COLOUR_NAME: Record<number, string> = { 1: 'white', 2: 'black' };
for (const [lang, size, viewport] of [['en', 'desktop', DESKTOP], ['ar', 'phone', PHONE]] as const) {
  describe.skipIf(env.skip)(`the preview's ink (${lang}, ${size})`, () => {
    it('draws the name light on the black mug and dark on the white one, changing with the picture, and the cart line keeps the chosen colour\'s ink', async () => {
      const detail = await apiCall<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: twoColourMug.id, languageCode: lang });
      const inks = detail.data[0]!.PersonalisationJson!.find((f) => f.Key === 'name')!.Inks!;
      expect([inks['2'], inks['1']]).toEqual(['#FFF7E8', '#7A1F4A']);
      // No service worker: the page's own requests are the ones the test can hold.
      const { context, page } = await newPage({ viewport, lang, serviceWorkers: 'block' });
      try {
        const name = NAMES[lang][1]!;
        await page.goto(`/${lang}/product-detail/${twoColourMug.id}/shop/item`);
        const buy = page.locator('.buy');
        await buy.waitFor({ timeout: 30_000 });
        const text = page.locator('.gallery__stage svg.personal-preview text');
        const swatch = (id: number) => {
          const c = COLORS.find((x) => x.id === id)!;
          return buy.getByRole('button', { name: lang === 'ar' ? c.nameAr : c.name, exact: true });
        };
        /** The colour whose photograph the gallery shows, loaded, or null. */
        const shownColour = () => page.evaluate((productId) => {
          const img = document.querySelector<HTMLImageElement>('.gallery__stage img');
          const m = img?.complete ? new RegExp(`/p/${productId}-(\\d+)-1\\.`).exec(img.currentSrc) : null;
          return m ? Number(m[1]) : null;
        }, twoColourMug.id);
        /**
         * How light the gallery's picture looks on screen (mean level, 0-255): a black mug's
         * from a white one's. The picture is brought to the middle of the screen first, clear
         * of the header.
         */
        const lightness = async () => {
          const stage = page.locator('.gallery__stage');
          await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          const { channels } = await sharp(await stage.screenshot({ animations: 'disabled' })).stats();
          return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
        };
        /** The colour's photograph shown, and the bare mug laid under the name from it. */
        const shows = async (id: number) => {
          await expect.poll(() => shownColour(), { timeout: 30_000 }).toBe(id);
          await expect.poll(() => page.locator('.gallery__stage .personal-preview__surface').count(), { timeout: 30_000 }).toBe(1);
        };
        await expect.poll(() => shownColour(), { timeout: 30_000 }).not.toBeNull();
        // The page opens on the first colour's photograph: black or white, or one of those chosen.
        if (![1, 2].includes((await shownColour())!)) {
          await swatch(2).click();
          await expect.poll(() => shownColour(), { timeout: 30_000 }).toBe(2);
        }
        const first = (await shownColour())!;
        const other = first === 1 ? 2 : 1;
        await buy.getByRole('textbox', { name: LABEL[lang] }).fill(name);
        await expect.poll(() => text.getAttribute('fill'), { timeout: 15_000 }).toBe(inks[String(first)]);
        await shows(first);
        await screenshot(page, `personalisation-ink-${COLOUR_NAME[first]}-${lang}-${size}`);
        const firstLooks = await lightness();

        // The other colour, its photograph held on its way: the page has taken the choice, and
        // the name keeps the ink of the photograph still on show.
        let release = () => {};
        const held = new Promise<void>((resolve) => { release = resolve; });
        await page.route(new RegExp(`/p/${twoColourMug.id}-${other}-1\\.`), async (route) => {
          await held;
          await route.continue();
        });
        await swatch(other).click();
        await expect.poll(() => swatch(other).getAttribute('aria-pressed')).toBe('true');
        expect(Math.abs((await lightness()) - firstLooks)).toBeLessThan(1);
        expect(await text.getAttribute('fill')).toBe(inks[String(first)]);
        release();
        await shows(other);
        // The shopper sees the other mug now (light against dark), with its ink.
        expect(Math.abs((await lightness()) - firstLooks)).toBeGreaterThan(10);
        await expect.poll(() => text.getAttribute('fill'), { timeout: 15_000 }).toBe(inks[String(other)]);
        expect(await text.textContent()).toBe(name);
        await screenshot(page, `personalisation-ink-${COLOUR_NAME[other]}-${lang}-${size}`);

        await pickPhoto(page, lang, await photo('#3a7bd5'), t(lang, 'personal.photo.ready'));
        await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
        await toast(page, t(lang, 'msg.addedToCart'));
        await page.goto(`/${lang}/cart`);
        const line = page.locator('.cart-line').filter({ hasText: name });
        await line.waitFor({ timeout: 30_000 });
        const lineText = line.getByRole('img', { name: t(lang, 'personal.preview') }).locator('text');
        await expect.poll(() => lineText.getAttribute('fill'), { timeout: 15_000 }).toBe(inks[String(other)]);
      } finally {
        await context.close();
      }
    }, 120_000);
  });
}
