// The PWA shell in a real Chromium against `npm start`'s server: every route
// renders in en and ar, redirects, RTL, the mega-menu, the search rule, the newsletter
// and contact forms with each validation message, and the language choice across reloads.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, closeBrowser, DESKTOP, e2e, newPage, PHONE } from './support/browser.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { categorySlug } from '../../contract/shop-rules.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const ROUTES = ['', 'about', 'faq', 'contact-us', 'become-seller', 'login', 'signup', 'reset-password', 'cart', 'checkout',
  'update-profile', 'orders-history', 'all-products/0/all-categories', 'all-products/2/photo-mugs?SearchTerm=mug',
  'product-detail/1/shop/a-gift', 'campaign/1/diwali', 'refresh'];

/** Client-side redirects change the URL without a load event: poll the path. */
async function waitForPath(page: Page, path: RegExp | string) {
  await expect
    .poll(() => { const u = new URL(page.url()); return u.pathname + u.search; }, { timeout: 15_000 })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[?]/g, '\\?')}$`) : path);
}

async function toastTexts(page: Page): Promise<string[]> {
  await page.locator('#notistack-snackbar').first().waitFor({ timeout: 10_000 });
  return page.locator('#notistack-snackbar').allInnerTexts();
}

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  expect((await toastTexts(page)).some((t) => t.includes(text))).toBe(true);
}

describe.skipIf(env.skip)('the shell', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`renders every route in ${lang} with the right lang and dir`, async () => {
      const { context, page } = await newPage({ viewport: PHONE });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const route of ROUTES) {
        await page.goto(`/${lang}/${route}`);
        await page.locator('main').waitFor();
        await page.locator('footer').waitFor();
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `/${lang}/${route} overflows`).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('redirects an unprefixed path to the stored language and an unknown language to en', async () => {
    const { context, page } = await newPage({ lang: 'ar' });
    await page.goto('/');
    await waitForPath(page, /^\/ar\/?$/);
    await page.goto('/about');
    await waitForPath(page, '/ar/about');
    await page.goto('/fr/faq');
    await waitForPath(page, '/en/faq');
    await context.close();
  });

  it('shows a localised not-found page for an unknown path', async () => {
    const { context, page } = await newPage();
    await page.goto('/ar/no-such-page');
    await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
    await page.goto('/en/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('keeps the chosen language across a reload', async () => {
    const { context, page } = await newPage();
    await page.goto('/en/about');
    await page.getByLabel('Language').selectOption('ar');
    await waitForPath(page, /^\/ar\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('langCode'))).toBe('ar');
    await page.reload();
    await page.goto('/');
    await waitForPath(page, /^\/ar\/?$/);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });

  it('opens a child category from the mega-menu, with its Arabic name in Arabic', async () => {
    const child = CATEGORIES.find((c) => c.parentId !== null)!;
    for (const [lang, name] of [['en', child.name], ['ar', child.nameAr]] as const) {
      const { context, page } = await newPage({ viewport: DESKTOP });
      await page.goto(`/${lang}/`);
      const toggle = page.getByRole('button', { name: lang === 'en' ? 'Categories' : 'الفئات' });
      // Closed, it is laid out ahead once the pointer comes to it (mega-menu.tsx), and shows
      // none of its links nor takes the pointer from the page under it.
      await toggle.hover();
      await expect.poll(() => page.locator('.mega__panel').evaluate((el) => el.getBoundingClientRect().height), { timeout: 15_000 }).toBeGreaterThan(100);
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
      const underPointer = await page.locator('.mega__panel').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 200))?.closest('.mega__panel') ? 'panel' : 'page';
      });
      expect(underPointer).toBe('page');
      await toggle.click();
      await page.getByRole('link', { name, exact: true }).first().click();
      await waitForPath(page, new RegExp(`^/${lang}/all-products/\\d+/${categorySlug(child.name)}$`));
      await context.close();
    }
  });

  it('searches only for terms longer than one character', async () => {
    const { context, page } = await newPage();
    await page.goto('/en/about');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('m');
    await box.press('Enter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/en/about');
    await box.fill('mu');
    await box.press('Enter');
    await waitForPath(page, '/en/all-products/0/all-categories?SearchTerm=mu');
    await context.close();
  });

  it('subscribes to the newsletter, with each validation message first', async () => {
    const { context, page } = await newPage();
    await page.goto('/en/');
    const email = page.getByPlaceholder('Email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Email is required');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Please enter valid email address');
    await email.fill(`${'a'.repeat(190)}@example.test`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Email max length should be 200 characters');
    const address = `news-${Date.now()}@example.test`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'You have successfully subscribed to news channel!');
    expect(await email.inputValue()).toBe('');
    const { subscribers } = await admin<{ subscribers: { email: string }[] }>('subscribers');
    expect(subscribers.filter((s) => s.email === address)).toHaveLength(1);
    await context.close();
  });

  it('sends the contact form in Arabic, with validation messages in Arabic, and clears it', async () => {
    const { context, page } = await newPage();
    await page.goto('/ar/contact-us');
    // The button's text is the server label lbl_contact_send_message of entity 61 (it overrides the catalogue's).
    const send = page.getByRole('button', { name: 'إرسال الرسالة' });
    await send.click();
    await expectToast(page, 'الاسم مطلوب');
    await page.getByLabel('الاسم').fill('Aisha Khan');
    await send.click();
    await expectToast(page, 'البريد الإلكتروني مطلوب');
    await page.getByLabel('البريد الإلكتروني').fill('aisha@');
    await send.click();
    await expectToast(page, 'يرجى إدخال بريد إلكتروني صالح');
    await page.getByLabel('البريد الإلكتروني').fill('aisha@example.test');
    await page.getByLabel('رقم الهاتف').fill('9876543210');
    await page.getByLabel('الموضوع').fill('x'.repeat(151));
    await send.click();
    await expectToast(page, 'يجب ألا يزيد الموضوع عن 150 حرفًا');
    const subject = `Engraving question ${Date.now()}`;
    await page.getByLabel('الموضوع').fill(subject);
    await page.getByLabel('الرسالة').fill('Can you engrave Arabic names on the pendant?');
    await send.click();
    await expectToast(page, 'تم إرسال الرسالة بنجاح!');
    expect(await page.getByLabel('الاسم').inputValue()).toBe('');
    const { messages } = await admin<{ messages: { subject: string }[] }>('contact-messages');
    expect(messages.filter((m) => m.subject === subject)).toHaveLength(1);
    await context.close();
  });

  it('says "No item exists in your cart" when the empty cart is opened from the header', async () => {
    const { context, page } = await newPage();
    await page.goto('/en/about');
    await page.getByRole('link', { name: 'Cart (0)' }).click();
    await expectToast(page, 'No item exists in your cart');
    expect(new URL(page.url()).pathname).toBe('/en/about');
    await context.close();
  });
});
