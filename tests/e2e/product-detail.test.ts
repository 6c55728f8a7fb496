// The product detail screen in Chromium, in English and Arabic: a colour narrows the
// gallery to that colour's images (the seed's), the add-to-cart rules of docs/rules.md R5
// in their order with their messages (size, colour, required variant, out of stock),
// the quantity counter capped by OrderMaximumQuantity and the cart's refusal past it,
// the default cap of 10, duplicate cart and wish-list messages, and a review that is there after a reload.
// Messages come from the app's catalogues (src/i18n), which mirror contract/messages.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, DESKTOP, e2e, newPage } from './support/browser.ts';
import { LANGS, t, type Lang } from './support/intl.ts';
import { MSG, overMaxMessage, selectVariantMessage } from '../../contract/messages.ts';
import { categorySlug, nameSlug } from '../../contract/shop-rules.ts';
import { categoryById } from '../../server/db/seed/categories.ts';
import { ATTRIBUTES, COLORS } from '../../server/db/seed/lookups.ts';
import { isPersonalisable } from '../../server/db/seed/personalisation.ts';
import { LOW_MAXIMUM, OUT_OF_STOCK, PRODUCTS, productByName, type SeedProduct } from '../../server/db/seed/products.ts';

const env = e2e();
afterAll(async () => closeBrowser());

// The English catalogue says the spec's messages word for word (contract/messages.ts).
it('the English messages used here are the spec\'s', () => {
  expect(t('en', 'msg.outOfStock')).toBe(MSG.outOfStock);
  expect(t('en', 'msg.selectColor')).toBe(MSG.selectColor);
  expect(t('en', 'msg.selectSize')).toBe(MSG.selectSize);
  expect(t('en', 'msg.selectVariant', { name: 'Gift Wrap' })).toBe(selectVariantMessage('Gift Wrap'));
  expect(t('en', 'msg.overMax', { max: 3 })).toBe(overMaxMessage(3));
  expect(t('en', 'msg.cartDuplicate')).toBe(MSG.cartDuplicate);
  expect(t('en', 'msg.wishlistDuplicate')).toBe(MSG.wishlistDuplicate);
  expect(t('en', 'msg.addedToCart')).toBe(MSG.addedToCart);
  expect(t('en', 'msg.addedToWishlist')).toBe(MSG.addedToWishlist);
  expect(t('en', 'msg.reviewSubmitted')).toBe(MSG.reviewSubmitted);
});

const productPath = (lang: Lang, p: SeedProduct) => `/${lang}/product-detail/${p.id}/${categorySlug(categoryById(p.categoryId).name)}/${nameSlug(p.name)}`;
const colourName = (lang: Lang, id: number) => {
  const c = COLORS.find((x) => x.id === id)!;
  return lang === 'ar' ? c.nameAr : c.name;
};
const attributeName = (lang: Lang, id: number) => {
  const a = ATTRIBUTES.find((x) => x.id === id)!;
  return lang === 'ar' ? a.nameAr : a.name;
};

async function openProduct(page: Page, lang: Lang, p: SeedProduct) {
  await page.goto(productPath(lang, p));
  await page.locator('.buy').waitFor();
  await page.locator('.detail__name', { hasText: lang === 'ar' ? p.nameAr : p.name }).waitFor();
}

/** Waits for a toast with exactly this text (a fresh page load clears older toasts). */
async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
  const texts = (await page.locator('#notistack-snackbar').allInnerTexts()).map((s) => s.trim());
  expect(texts).toContain(text);
}

const gallerySrcs = (page: Page) => page.locator('.gallery img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
const quantity = (page: Page) => page.locator('.buy .qty output').innerText();

for (const lang of LANGS) {
  describe.skipIf(env.skip)(`product detail (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;
    const button = (id: string) => page.locator('.buy').getByRole('button', { name: t(lang, id), exact: true });
    beforeAll(async () => {
      ({ context, page } = await newPage({ viewport: DESKTOP, lang }));
    });
    afterAll(async () => context?.close());

    it('choosing a colour narrows the gallery to that colour\'s images; choosing it again shows them all', async () => {
      const p = PRODUCTS.find((x) => x.colorIds.length >= 3 && x.stock > 0)!;
      const all = [...p.images].sort((a, b) => a.sortOrder - b.sortOrder).map((i) => i.url);
      const ofColour = (id: number) => p.images.filter((i) => i.colorId === id).map((i) => i.url);
      await openProduct(page, lang, p);
      // The main image, then one thumbnail per image.
      await expect.poll(() => gallerySrcs(page)).toEqual([all[0], ...all]);
      const [, second, third] = p.colorIds as [number, number, number];
      const swatch = (id: number) => page.locator('.buy').getByRole('button', { name: colourName(lang, id), exact: true });
      await swatch(second).click();
      expect(ofColour(second)).toHaveLength(1);
      await expect.poll(() => gallerySrcs(page)).toEqual(ofColour(second));
      expect(await swatch(second).getAttribute('aria-pressed')).toBe('true');
      await swatch(third).click();
      await expect.poll(() => gallerySrcs(page)).toEqual(ofColour(third));
      await swatch(third).click();
      await expect.poll(() => gallerySrcs(page)).toEqual([all[0], ...all]);
    });

    it('asks for the size, then the colour, then a required variant, in the spec\'s order', async () => {
      // Options with one value are chosen for the shopper: these offer several of each.
      const several = (x: (typeof PRODUCTS)[number], attributeId: number) => x.options.filter((o) => o.attributeId === attributeId).length > 1;
      const p = PRODUCTS.find((x) => x.stock > 5 && x.sizeIds.length > 1 && x.colorIds.length > 1)!;
      await openProduct(page, lang, p);
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.selectSize'));

      const q = PRODUCTS.find((x) => x.stock > 5 && x.colorIds.length > 1 && x.sizeIds.length === 0 && !LOW_MAXIMUM[x.name]
        && x.options.some((o) => o.isRequired && o.attributeId > 2) && x.options.filter((o) => o.isRequired && o.attributeId > 2).every((o) => several(x, o.attributeId))
        && !isPersonalisable(x))!;
      const required = q.options.find((o) => o.isRequired && o.attributeId > 2)!;
      await openProduct(page, lang, q);
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.selectColor'));
      await page.locator('.buy').getByRole('button', { name: colourName(lang, q.colorIds[0]!), exact: true }).click();
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.selectVariant', { name: attributeName(lang, required.attributeId) }));
      // Choosing it lets the product in.
      await page.locator('.buy').getByRole('button', { name: new RegExp(`^${t(lang, 'detail.chooseVariants')}`) }).click();
      await page.locator(`#variant-${required.attributeId}`).selectOption(String(required.valueId));
      await page.keyboard.press('Escape');
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.addedToCart'));
    });

    it('refuses an out-of-stock product with its message and shows it out of stock', async () => {
      const p = productByName(OUT_OF_STOCK[0]!);
      await openProduct(page, lang, p);
      await page.locator('.detail__facts .out-of-stock', { hasText: t(lang, 'product.outOfStock') }).waitFor();
      const before = await page.evaluate(() => localStorage.getItem('cartItems'));
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.outOfStock'));
      const after = JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]') as { ProductId: number }[];
      expect(after.some((i) => i.ProductId === p.id)).toBe(false);
      expect(JSON.stringify(after)).toBe(before ?? '[]');
    });

    it('stops the quantity at the product\'s OrderMaximumQuantity, and the cart refuses more', async () => {
      const [name, max] = Object.entries(LOW_MAXIMUM).find(([n]) => {
        const x = productByName(n);
        return x.stock > 10 && x.sizeIds.length === 0 && !x.options.some((o) => o.isRequired && o.attributeId > 2) && !isPersonalisable(x);
      })!;
      const p = productByName(name);
      expect(max).toBeLessThan(10);
      await openProduct(page, lang, p);
      await button('detail.less').click();
      expect(await quantity(page)).toBe('1'); // minus stops at 1
      for (let q = 1; q < max; q++) await button('detail.more').click();
      await expect.poll(() => quantity(page)).toBe(String(max));
      await button('detail.more').click();
      await expectToast(page, t(lang, 'msg.overMax', { max }));
      expect(await quantity(page)).toBe(String(max));

      if (p.colorIds.length) await page.locator('.buy').getByRole('button', { name: colourName(lang, p.colorIds[0]!), exact: true }).click();
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.addedToCart'));
      // In the cart, one more than allowed is refused with the same message.
      await page.goto(`/${lang}/cart`);
      const line = page.locator('.cart-line', { hasText: lang === 'ar' ? p.nameAr : p.name });
      await expect.poll(() => line.locator('output').innerText(), { timeout: 15_000 }).toBe(String(max));
      await line.getByRole('button', { name: t(lang, 'cart.increase') }).click();
      await expectToast(page, t(lang, 'msg.overMax', { max }));
      expect(await line.locator('output').innerText()).toBe(String(max));
    });

    it('says so when the same product is added twice to the cart and to the wish list', async () => {
      const p = PRODUCTS.find((x) => x.stock > 10 && x.orderMaximumQuantity === 0 && x.colorIds.length === 0 && x.sizeIds.length === 0 && !x.options.some((o) => o.isRequired)
        && !isPersonalisable(x))!;
      await openProduct(page, lang, p);
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.addedToCart'));
      await button('detail.addToCart').click();
      await expectToast(page, t(lang, 'msg.cartDuplicate'));
      await button('detail.addToWishlist').click();
      await expectToast(page, t(lang, 'msg.addedToWishlist'));
      await button('detail.addToWishlist').click();
      await expectToast(page, t(lang, 'msg.wishlistDuplicate'));
      // One line each, with quantity 1.
      const stored = await page.evaluate(() => [localStorage.getItem('cartItems'), localStorage.getItem('customerWishList')]);
      const [cart, wish] = stored.map((s) => JSON.parse(s ?? '[]') as { ProductId: number; Quantity: number }[]);
      expect(cart!.filter((i) => i.ProductId === p.id).map((i) => i.Quantity)).toEqual([1]);
      expect(wish!.filter((i) => i.ProductId === p.id)).toHaveLength(1);
      // Without an OrderMaximumQuantity the counter stops at 10.
      expect(p.orderMaximumQuantity === 0 && p.stock > 10).toBe(true);
      for (let q = 1; q < 10; q++) await button('detail.more').click();
      await expect.poll(() => quantity(page)).toBe('10');
      await button('detail.more').click();
      await expectToast(page, t(lang, 'msg.overMax', { max: 10 }));
      expect(await quantity(page)).toBe('10');
    });

    it('shows a written review after a reload', async () => {
      // A product no other test reviews, one per language.
      const p = [...PRODUCTS].reverse().filter((x) => x.reviews.length > 0)[lang === 'en' ? 0 : 1]!;
      const title = lang === 'ar' ? `هدية رائعة ${Date.now()}` : `Lovely gift ${Date.now()}`;
      const body = lang === 'ar' ? 'وصلت في الموعد وكانت مطابقة للصورة.' : 'Arrived on time and looked just like the picture.';
      const name = lang === 'ar' ? 'سارة' : 'Asha';
      await openProduct(page, lang, p);
      const tab = page.getByRole('tab', { name: t(lang, 'detail.tab.reviews', { count: p.reviews.length }) });
      await tab.click();
      const stars = page.locator('.stars-input label').filter({ has: page.getByText(t(lang, 'review.stars', { n: 4 }), { exact: true }) });
      await stars.click();
      expect(await stars.locator('input').isChecked()).toBe(true);
      await page.getByLabel(t(lang, 'review.name'), { exact: true }).fill(name);
      await page.getByLabel(t(lang, 'review.email'), { exact: true }).fill('reviewer@example.test');
      await page.getByLabel(t(lang, 'review.title'), { exact: true }).fill(title);
      await page.getByLabel(t(lang, 'review.body'), { exact: true }).fill(body);
      await page.getByRole('button', { name: t(lang, 'review.submit') }).click();
      await expectToast(page, t(lang, 'msg.reviewSubmitted'));
      // The form is cleared on success.
      expect(await page.getByLabel(t(lang, 'review.title'), { exact: true }).inputValue()).toBe('');

      await page.reload();
      await page.getByRole('tab', { name: t(lang, 'detail.tab.reviews', { count: p.reviews.length + 1 }) }).click();
      const review = page.locator('.review', { hasText: title });
      await review.waitFor();
      expect(await review.locator('.review__body').innerText()).toBe(body);
      expect(await review.locator('.review__by').innerText()).toContain(name);
      // Newest first.
      expect(await page.locator('.review .review__title').first().innerText()).toBe(title);
    });
  });
}
