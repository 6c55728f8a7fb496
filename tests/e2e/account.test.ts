// Account journeys in a real Chromium against `npm start`'s server, in English
// and Arabic: sign-up with the chained country, state and city selects and the automatic
// login; the login's messages; a password reset with the OTP read from the mail outbox
// (admin API); a profile update; a seller request seen by the shop owner; logout that
// clears the session and revokes the token.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, DESKTOP, e2e, newPage, PHONE, screenshot } from './support/browser.ts';
import { callPath } from '../../contract/calls.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';

const env = e2e();
afterAll(async () => closeBrowser());

type Lang = 'en' | 'ar';
type Texts = (id: string, values?: Record<string, string | number>) => string;
// The app's catalogues (src/ is outside the Node type-check project, so loaded by name).
async function loadCatalogue(name: Lang): Promise<Texts> {
  const messages = ((await import(/* @vite-ignore */ `../../src/i18n/${name}.ts`)) as Record<Lang, Record<string, string>>)[name];
  return (id, values = {}) => {
    const text = messages[id];
    if (text === undefined) throw new Error(`no message ${id} in ${name}`);
    return text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));
  };
}
const texts: Record<Lang, Texts> = { en: await loadCatalogue('en'), ar: await loadCatalogue('ar') };

async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function waitForPath(page: Page, path: RegExp) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(path);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();
const submit = (page: Page) => page.locator('main form button[type=submit]').last().click();

async function otpFor(email: string): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const { mails } = await admin<{ mails: { to: string; text: string }[] }>(`outbox?to=${encodeURIComponent(email)}`);
    code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    return code;
  }, { timeout: 10_000 }).not.toBe('');
  return code;
}

/** Logs out from the About page, and waits for the root with the Login link (a full load). */
async function logOut(page: Page, lang: Lang) {
  const t = texts[lang];
  if (!new URL(page.url()).pathname.endsWith('/about')) await page.goto(`/${lang}/about`);
  const inBar = page.getByRole('button', { name: t('lbl_nav_logout') }).filter({ visible: true });
  if ((await inBar.count()) === 0) await page.locator('.user-menu__toggle').click();
  await page.getByRole('button', { name: t('lbl_nav_logout') }).filter({ visible: true }).first().click();
  await waitForPath(page, new RegExp(`^/${lang}/?$`));
  await page.getByRole('link', { name: t('lbl_nav_login') }).first().waitFor();
}

describe.skipIf(env.skip)('account', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: sign up, reset the password with the mailed OTP, log in, update the profile, log out`, async () => {
      const t = texts[lang];
      const { context, page } = await newPage({ viewport: lang === 'en' ? PHONE : DESKTOP });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const email = `new-${lang}-${Date.now()}@example.com`;

      // Sign-up: the first rule that fails is told; then the chained selects; then the account.
      await page.goto(`/${lang}/signup`);
      await submit(page);
      await expectToast(page, t('error.REQUIRED', { field: t('field.First Name') }));
      await field(page, t('account.firstName')).fill('Meera');
      await field(page, t('account.lastName')).fill('Iyer');
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('first-pass1');
      const [country, state, city] = [t('account.country'), t('account.state'), t('account.city')].map((l) => page.getByRole('combobox', { name: l }));
      expect(await state!.locator('option').count()).toBe(1); // only Please Select until a country is chosen
      await country!.selectOption(String(DEMO_CUSTOMER.countryId));
      await state!.selectOption(String(DEMO_CUSTOMER.stateId));
      await city!.selectOption(String(DEMO_CUSTOMER.cityId));
      await field(page, t('account.postalCode')).fill('4000AB');
      await field(page, t('account.shippingAddress')).fill('7 Marine Drive');
      await submit(page);
      await expectToast(page, t('error.NOT_A_NUMBER', { field: t('field.Postal Code') }));
      await field(page, t('account.postalCode')).fill('400020');
      await screenshot(page, `account-${lang}-signup`);
      await submit(page);
      await expectToast(page, t('msg.signupSuccess'));
      await waitForPath(page, new RegExp(`^/${lang}/?$`));
      await page.locator('.user-menu__toggle', { hasText: 'Meera' }).waitFor();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') || '{}') as { CityID: number; EmailAddress: string });
      expect(stored).toMatchObject({ CityID: DEMO_CUSTOMER.cityId, EmailAddress: email });

      // The same email again.
      await logOut(page, lang);
      await page.goto(`/${lang}/signup`);
      await field(page, t('account.firstName')).fill('Meera');
      await field(page, t('account.lastName')).fill('Iyer');
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('first-pass1');
      await page.getByRole('combobox', { name: t('account.country') }).selectOption(String(DEMO_CUSTOMER.countryId));
      await field(page, t('account.shippingAddress')).fill('7 Marine Drive');
      await submit(page);
      await expectToast(page, t('msg.emailExists'));

      // Reset: email step, wrong OTP (the server's message), mismatch, then the mailed OTP.
      await page.goto(`/${lang}/reset-password`);
      await page.getByLabel(t('account.email')).fill(email);
      await submit(page);
      await expectToast(page, t('msg.otpSent'));
      const code = await otpFor(email);
      await page.getByRole('link', { name: t('lbl_login_create_account') }).waitFor(); // the sign-up promo
      await page.getByRole('link', { name: t('lbl_login_title') }).first().waitFor();
      await field(page, t('account.otp')).fill(code === '000000' ? '111111' : '000000');
      const passwords = page.locator('main input[type=password]');
      await passwords.nth(0).fill('second-pass2');
      await passwords.nth(1).fill('second-pass3');
      await submit(page);
      await expectToast(page, t('msg.passwordMismatch'));
      await passwords.nth(1).fill('second-pass2');
      await submit(page);
      await expectToast(page, lang === 'en' ? 'Invalid OTP.' : t('error.OTP_INVALID'));
      await field(page, t('account.otp')).fill(code);
      await screenshot(page, `account-${lang}-reset`);
      await submit(page);
      await expectToast(page, t('msg.passwordChanged'));
      await waitForPath(page, new RegExp(`^/${lang}/login$`));

      // Login: not prefilled; the old password is refused; the new one works. The URL changes
      // before the login screen's chunk replaces the reset form: wait for its one password field.
      await expect.poll(() => page.locator('main input[type=password]').count()).toBe(1);
      expect(await page.getByLabel(t('account.email')).inputValue()).toBe('');
      expect(await page.locator('main input[type=password]').inputValue()).toBe('');
      await page.getByLabel(t('account.email')).fill(email);
      await page.locator('main input[type=password]').fill('first-pass1');
      await submit(page);
      await expectToast(page, t('msg.incorrectLogin'));
      await page.locator('main input[type=password]').fill('second-pass2');
      await submit(page);
      await expectToast(page, t('msg.loginSuccess'));
      await waitForPath(page, new RegExp(`^/${lang}/?$`));

      // Profile: the form holds the account; a new address and name are saved, then home after 1 s.
      await page.goto(`/${lang}/update-profile`);
      expect(await field(page, t('account.shippingAddress')).inputValue()).toBe('7 Marine Drive');
      await field(page, t('account.firstName')).fill('');
      await submit(page);
      await expectToast(page, t('error.REQUIRED', { field: t('field.First Name') }));
      await field(page, t('account.firstName')).fill('Meera K');
      await field(page, t('account.shippingAddress')).fill('21 Hill Road, Bandra');
      await screenshot(page, `account-${lang}-profile`);
      await submit(page);
      await expectToast(page, t('msg.profileUpdated'));
      await waitForPath(page, new RegExp(`^/${lang}/?$`));
      await page.goto(`/${lang}/update-profile`);
      expect(await field(page, t('account.shippingAddress')).inputValue()).toBe('21 Hill Road, Bandra');
      await page.locator('.user-menu__toggle', { hasText: 'Meera K' }).waitFor();

      // Logout: user, token and cart cleared, the root, and the token no longer works.
      const token = await page.evaluate(() => localStorage.getItem('Token') ?? '');
      expect(token).not.toBe('');
      await page.evaluate(() => localStorage.setItem('cartItems', JSON.stringify([{ ProductId: 3, productSelectedAttributes: [], Quantity: 1 }])));
      await logOut(page, lang);
      expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('Token'), localStorage.getItem('cartItems')])).toEqual(['{}', null, '[]']);
      const after = await apiCall(callPath('GET_CUSTOMER_ORDER_HISTORY_MASTER'), {}, { Token: token });
      expect(after.status).toBe(401);

      // Without a user, the profile page goes home.
      await page.goto(`/${lang}/update-profile`);
      await waitForPath(page, new RegExp(`^/${lang}/?$`));
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: sends a seller request that the shop owner sees, with every rule`, async () => {
      const t = texts[lang];
      const { context, page } = await newPage({ viewport: lang === 'en' ? DESKTOP : PHONE });
      const email = `seller-${lang}-${Date.now()}@example.com`;
      await page.goto(`/${lang}/become-seller`);
      await page.locator('main').getByRole('link', { name: t('lbl_login_title') }).waitFor();
      await submit(page);
      await expectToast(page, t('error.REQUIRED', { field: t('field.Email') }));
      await page.getByLabel(t('account.email')).fill(email);
      await page.getByRole('combobox', { name: t('account.country') }).selectOption(String(DEMO_CUSTOMER.countryId));
      await page.getByRole('combobox', { name: t('account.state') }).selectOption(String(DEMO_CUSTOMER.stateId));
      await field(page, t('account.firstName')).fill('Ravi');
      await field(page, t('account.lastName')).fill('Kumar');
      await field(page, t('seller.mobile')).fill('9812345678');
      const passwords = page.locator('main input[type=password]');
      await passwords.nth(0).fill('seller-pass1');
      await passwords.nth(1).fill('seller-pass2');
      await field(page, t('seller.homeAddress')).fill('3 Craft Lane, Jaipur');
      await submit(page);
      await expectToast(page, t('msg.passwordMismatch'));
      await passwords.nth(1).fill('seller-pass1');
      await screenshot(page, `account-${lang}-seller`);
      await submit(page);
      await expectToast(page, t('msg.sellerRequestCreated'));
      const { sellerRequests } = await admin<{ sellerRequests: { email: string; status: string; firstName: string }[] }>('seller-requests?status=pending&pageSize=100');
      expect(sellerRequests.find((r) => r.email === email)).toMatchObject({ status: 'pending', firstName: 'Ravi' });
      expect(await page.getByLabel(t('account.email')).inputValue()).toBe(''); // the form is cleared
      await context.close();
    });
  }
});
