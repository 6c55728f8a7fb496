// Personalising a gift in Chromium, phone and desktop, English and Arabic (docs/shop-rules.md
// P1-P6): Add to Cart asks for the required name, the preview draws the typed name and the
// chosen photo on the product picture, two names make two cart lines that show their text,
// and they are still there after a reload.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from 'react-intl';
import { closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot } from './support/browser.ts';
import { COLORS } from '../../server/db/seed/lookups.ts';
import { productByName } from '../../server/db/seed/products.ts';

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
const LABEL = { en: 'Name on the mug', ar: 'الاسم على المج' };
const PHOTO_LABEL = { en: 'Photo on the mug', ar: 'الصورة على المج' };
const NAMES = { en: ['Riya', 'Aman'], ar: ['محمد علي', 'فاطمة'] };

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    describe.skipIf(env.skip)(`personalising a mug (${lang}, ${size})`, () => {
      it('asks for the name, previews name and photo, and keeps two named mugs as two lines across a reload', async () => {
        const { context, page } = await newPage({ viewport, lang });
        try {
          await page.goto(`/${lang}/product-detail/${mug.id}/shop/item`);
          const buy = page.locator('.buy');
          await buy.waitFor();
          const colour = COLORS.find((c) => c.id === mug.colorIds[0])!;
          await buy.getByRole('button', { name: lang === 'ar' ? colour.nameAr : colour.name, exact: true }).click();
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await page.locator('#notistack-snackbar').filter({ hasText: t(lang, 'personal.REQUIRED', { field: LABEL[lang] }) }).first().waitFor({ timeout: 10_000 });

          const [first, second] = NAMES[lang];
          await buy.getByRole('textbox', { name: LABEL[lang] }).fill(first!);
          const preview = page.getByRole('img', { name: t(lang, 'personal.preview') });
          await expect.poll(() => preview.locator('text').textContent()).toBe(first);
          const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
          await buy.getByLabel(PHOTO_LABEL[lang]).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
          await buy.getByRole('status').filter({ hasText: t(lang, 'personal.photo.ready') }).waitFor({ timeout: 30_000 });
          await expect.poll(() => preview.locator('image').count()).toBe(1);
          await screenshot(page, `personalisation-preview-${lang}-${size}`);
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await page.locator('#notistack-snackbar').filter({ hasText: t(lang, 'msg.addedToCart') }).first().waitFor({ timeout: 10_000 });

          // The same mug with another name is a second line, not a duplicate.
          await buy.getByRole('textbox', { name: LABEL[lang] }).fill(second!);
          await expect.poll(() => preview.locator('text').textContent()).toBe(second);
          await buy.getByRole('button', { name: t(lang, 'detail.addToCart') }).click();
          await page.locator('#notistack-snackbar').filter({ hasText: t(lang, 'msg.addedToCart') }).last().waitFor({ timeout: 10_000 });

          for (const reload of [false, true]) {
            if (reload) await page.reload();
            else await page.goto(`/${lang}/cart`);
            for (const name of [first!, second!]) {
              await page.locator('.cart-line__personal').filter({ hasText: name }).first().waitFor({ timeout: 15_000 });
            }
            expect(await page.locator('.cart-line__personal').count()).toBe(2);
          }
          await screenshot(page, `personalisation-cart-${lang}-${size}`);
        } finally {
          await context.close();
        }
      }, 120_000);
    });
  }
}
