// The owner's console end to end, against the real server and database, at phone and
// desktop widths in English and Arabic: sign in, Today, the orders (filter, search, export,
// packing slip, detail, a status change the server stores), a seller approved, a coupon
// made, a staff account added (owner only) and seen in the audit log, sign out, and that
// staff member signed in without the owner's sections; and a status change made offline.
// Its own server: the owner's account comes from OWNER_EMAIL and OWNER_PASSWORD.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { postCall } from '../../server/test-support/post-call.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { consoleAr } from '../../src/admin-console/messages-ar.ts';
import { consoleEn, type ConsoleMessageId } from '../../src/admin-console/messages-en.ts';
import { adminAt, closeBrowser, DESKTOP, e2e, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { ADMIN_TOKEN, startServer, type StartedServer } from './support/global-setup.ts';

const OWNER = { email: 'owner@tohfa.example', password: 'owner-pass-2026' };
type Lang = 'en' | 'ar';
const t = (lang: Lang, id: ConsoleMessageId, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), (lang === 'ar' ? consoleAr : consoleEn)[id]);

const { skip } = e2e();
let server: StartedServer;

const adminApi = <T,>(path: string, init: { method?: string; body?: unknown } = {}) => adminAt<T>(server.url, ADMIN_TOKEN, path, init);

async function expectToast(page: Page, text: string) {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function consolePage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport, baseURL: server.url, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, lang: Lang) {
  await page.goto(`/admin/${lang}/today`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'signIn.title') }).waitFor();
  await page.getByLabel(t(lang, 'signIn.email')).fill(OWNER.email);
  await page.getByLabel(t(lang, 'signIn.password')).fill('not-the-password');
  await page.getByRole('button', { name: t(lang, 'signIn.submit') }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(t(lang, 'signIn.wrong'));
  await page.getByLabel(t(lang, 'signIn.password')).fill(OWNER.password);
  await page.getByRole('button', { name: t(lang, 'signIn.submit') }).click();
  await page.getByRole('heading', { level: 1, name: t(lang, 'today.title') }).waitFor();
}

beforeAll(async () => {
  if (skip) return;
  server = await startServer({ OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password });
});
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

const RUNS: Array<[Lang, 'phone' | 'desktop']> = [['en', 'phone'], ['ar', 'phone'], ['en', 'desktop'], ['ar', 'desktop']];

describe.skipIf(skip)('the owner console', () => {
  it.each(RUNS)('%s at %s width: sign in, Today, orders, search, export, packing slip, a status change, a seller approved, a review hidden and shown, a coupon made, a staff account added and in the audit log, sign out, the staff member signed in without the owner’s sections', async (lang, size) => {
    const { context, page } = await consolePage(size === 'phone' ? PHONE : DESKTOP);
    try {
      await signIn(page, lang);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      // Today: the figures by their labels; the sections in reach (bottom bar or side column).
      await page.getByText(t(lang, 'today.orders'), { exact: true }).waitFor();
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      const navBox = (await nav.boundingBox())!;
      if (size === 'phone') expect(navBox.y + navBox.height).toBeGreaterThan(PHONE.height - 2);
      else expect(navBox.width).toBeLessThan(300);
      await screenshot(page, `console-today-${lang}-${size}`);

      // Orders: the demo customer's, newest first; the Completed filter keeps the completed one.
      await nav.getByRole('link', { name: t(lang, 'nav.orders') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'orders.title') }).waitFor();
      const { orders } = await adminApi<{ orders: Array<{ id: number; orderNumber: string; statusId: number }> }>('orders');
      const active = orders.find((o) => o.statusId === 1 || o.statusId === 2)!;
      const completed = orders.find((o) => o.statusId === 3)!;
      await page.getByRole('link', { name: new RegExp(active.orderNumber) }).waitFor();
      await screenshot(page, `console-orders-${lang}-${size}`);
      await page.getByRole('navigation', { name: t(lang, 'orders.filter') }).getByRole('link', { name: t(lang, 'status.3') }).click();
      await page.getByRole('link', { name: new RegExp(completed.orderNumber) }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: new RegExp(active.orderNumber) }).count()).toBe(0);
      const filters = page.getByRole('navigation', { name: t(lang, 'orders.filter') });
      expect(await filters.locator('[aria-current="page"]').allTextContents()).toEqual([t(lang, 'status.3')]);

      // Export: the CSV carries the filtered orders.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t(lang, 'orders.export') }).click()]);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(completed.orderNumber);
      expect(csv).not.toContain(active.orderNumber);

      // Search by number: only that order.
      await page.getByRole('navigation', { name: t(lang, 'orders.filter') }).getByRole('link', { name: t(lang, 'orders.all') }).click();
      await page.getByRole('searchbox', { name: t(lang, 'orders.search') }).fill(active.orderNumber.slice(-6));
      await page.getByRole('button', { name: t(lang, 'orders.searchButton') }).click();
      await expect.poll(() => page.getByRole('link', { name: new RegExp(completed.orderNumber) }).count()).toBe(0);
      await page.getByRole('link', { name: new RegExp(active.orderNumber) }).waitFor();

      // One order: its lines, then a status change the server stores with its note.
      await page.getByRole('link', { name: new RegExp(active.orderNumber) }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'order.title', { number: active.orderNumber }) }).waitFor();
      const before = (await adminApi<{ order: { statusId: number; items: Array<{ productName: string }> } }>(`orders/${active.id}`)).order;
      await page.getByText(before.items[0]!.productName, { exact: true }).first().waitFor();
      await page.getByText(DEMO_CUSTOMER.addressLineOne, { exact: false }).waitFor();
      // The packing slip opens in its own tab, printable, with the order's number.
      const [slip] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: t(lang, 'order.packingSlip') }).click()]);
      await expect.poll(async () => (await slip.content()).includes(active.orderNumber)).toBe(true);
      await slip.close();
      const target = before.statusId === 2 ? 1 : 2;
      const note = `console ${lang} ${size}`;
      await page.getByLabel(t(lang, 'order.newStatus')).selectOption(String(target));
      await page.getByLabel(t(lang, 'order.statusNote')).fill(note);
      await screenshot(page, `console-order-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'order.save') }).click();
      await expectToast(page, t(lang, 'order.saved', { status: t(lang, `status.${target as 1 | 2}`) }));
      const after = (await adminApi<{ order: { statusId: number; history: Array<{ statusId: number; note: string | null }> } }>(`orders/${active.id}`)).order;
      expect(after.statusId).toBe(target);
      expect(after.history.at(-1)).toMatchObject({ statusId: target, note });
      await page.getByText(note, { exact: true }).waitFor();

      // A seller request, approved from Messages.
      const email = `seller-${lang}-${size}@crafts.example`;
      const created = await postCall(server.url, 'CREATE_VENDOR_REQUEST', {
        FirstName: 'Kiran', LastName: `${lang}-${size}`, EmailAddress: email, Password: 'sellerpass', MobileNo: '9820012345',
        AddressLineOne: '7 Market Lane', CityId: DEMO_CUSTOMER.cityId, StateProvinceId: DEMO_CUSTOMER.stateId, PostalCode: '400050', CountryID: DEMO_CUSTOMER.countryId,
      });
      expect(created.status).toBe(200);
      await nav.getByRole('link', { name: t(lang, 'nav.messages') }).click();
      const card = page.getByRole('article', { name: `Kiran ${lang}-${size}` });
      await card.getByRole('button', { name: t(lang, 'messages.approve') }).click();
      await expectToast(page, t(lang, 'messages.approved'));
      await card.getByText(t(lang, 'messages.status.approved'), { exact: true }).waitFor();
      const { sellerRequests } = await adminApi<{ sellerRequests: Array<{ email: string; status: string }> }>('seller-requests?pageSize=100');
      expect(sellerRequests.find((r) => r.email === email)?.status).toBe('approved');
      await screenshot(page, `console-messages-${lang}-${size}`);

      // A review hidden from the shop, then shown again; the server stores each.
      const { reviews } = await adminApi<{ reviews: Array<{ id: number; reviewerName: string; title: string; hidden: boolean }> }>('reviews?pageSize=20');
      const review = reviews.find((r) => !r.hidden)!;
      const reviewCard = page.getByRole('article', { name: `${review.reviewerName}: ${review.title}` });
      await reviewCard.getByRole('button', { name: t(lang, 'messages.hide') }).click();
      await expectToast(page, t(lang, 'messages.reviewHidden'));
      await reviewCard.getByText(t(lang, 'messages.hidden'), { exact: true }).waitFor();
      const hiddenNow = (await adminApi<{ reviews: Array<{ id: number; hidden: boolean }> }>('reviews?pageSize=20')).reviews.find((r) => r.id === review.id);
      expect(hiddenNow?.hidden).toBe(true);
      await reviewCard.getByRole('button', { name: t(lang, 'messages.show') }).click();
      await expectToast(page, t(lang, 'messages.reviewShown'));
      await reviewCard.getByRole('button', { name: t(lang, 'messages.hide') }).waitFor();

      // A coupon made in the catalogue, with its last day, stored as typed.
      const code = `E2E-${lang}-${size}`.toUpperCase();
      await nav.getByRole('link', { name: t(lang, 'nav.catalogue') }).click();
      await page.getByRole('navigation', { name: t(lang, 'nav.catalogue') }).getByRole('link', { name: t(lang, 'nav.coupons') }).click();
      const coupon = page.getByRole('form', { name: t(lang, 'coupons.add') });
      await coupon.getByLabel(t(lang, 'coupons.code')).fill(code);
      await coupon.getByLabel(t(lang, 'coupons.value')).fill('15');
      await coupon.getByLabel(t(lang, 'coupons.minOrderField')).fill('499');
      await coupon.getByLabel(t(lang, 'coupons.expiresAt')).fill('2027-01-31');
      await coupon.getByRole('button', { name: t(lang, 'coupons.create') }).click();
      await expectToast(page, t(lang, 'coupons.created', { code }));
      await page.getByRole('article', { name: code }).waitFor();
      const { coupons } = await adminApi<{ coupons: Array<{ code: string; type: string; value: number; minOrder: number; expiresAt: string }> }>('coupons');
      const stored = coupons.find((c) => c.code === code)!;
      expect(stored).toMatchObject({ type: 'percentage', value: 15, minOrder: 499 });
      expect(new Date(stored.expiresAt).toISOString()).toBe('2027-01-31T23:59:59.000Z');
      await screenshot(page, `console-coupons-${lang}-${size}`);

      // Staff (owner only): an account added, and the audit log says who did it.
      const staffEmail = `staff-${lang}-${size}@tohfa.example`;
      const staffName = `Sana ${lang} ${size}`;
      await nav.getByRole('link', { name: t(lang, 'nav.settings') }).click();
      await page.getByRole('navigation', { name: t(lang, 'nav.settings') }).getByRole('link', { name: t(lang, 'nav.staff') }).click();
      const add = page.getByRole('form', { name: t(lang, 'staff.add') });
      await add.getByLabel(t(lang, 'staff.name')).fill(staffName);
      await add.getByLabel(t(lang, 'staff.email')).fill(staffEmail);
      await add.getByLabel(t(lang, 'staff.password')).fill('staff-pass-1');
      await add.getByRole('button', { name: t(lang, 'staff.create') }).click();
      await expectToast(page, t(lang, 'staff.created', { name: staffName }));
      await page.getByRole('article', { name: staffName }).waitFor();
      await screenshot(page, `console-staff-${lang}-${size}`);
      await page.getByRole('navigation', { name: t(lang, 'nav.settings') }).getByRole('link', { name: t(lang, 'nav.audit') }).click();
      await page.getByText(t(lang, 'audit.entry', { who: OWNER.email, action: 'create', entity: 'staff', id: '' }), { exact: false }).first().waitFor();
      await screenshot(page, `console-audit-${lang}-${size}`);

      // Sign out: back to the sign-in, and a reload stays signed out.
      await page.getByRole('button', { name: t(lang, 'signOut') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'signIn.title') }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t(lang, 'signIn.title') }).waitFor();

      // The new staff member signs in: no staff or audit sections, and the owner's screens say so.
      await page.getByLabel(t(lang, 'signIn.email')).fill(staffEmail);
      await page.getByLabel(t(lang, 'signIn.password')).fill('staff-pass-1');
      await page.getByRole('button', { name: t(lang, 'signIn.submit') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'today.title') }).waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual([t(lang, 'nav.today'), t(lang, 'nav.orders'), t(lang, 'nav.messages'), t(lang, 'nav.catalogue')]);
      await page.goto(`/admin/${lang}/staff`);
      await expect.poll(() => page.getByRole('alert').textContent()).toContain(t(lang, 'error.ownerOnly'));
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(skip)('the owner console offline', () => {
  it.each([['en', 'phone'], ['ar', 'desktop']] as Array<[Lang, 'phone' | 'desktop']>)(
    '%s at %s width: a status change made offline waits, is sent once back online, and the server stores it once',
    async (lang, size) => {
      const { context, page } = await consolePage(size === 'phone' ? PHONE : DESKTOP);
      try {
        await signIn(page, lang);
        const { orders } = await adminApi<{ orders: Array<{ id: number; orderNumber: string; statusId: number }> }>('orders');
        const order = orders.find((o) => o.statusId === 1 || o.statusId === 2)!;
        await page.goto(`/admin/${lang}/orders/${order.id}`);
        await page.getByRole('heading', { level: 1, name: t(lang, 'order.title', { number: order.orderNumber }) }).waitFor();
        const before = (await adminApi<{ order: { statusId: number; history: unknown[] } }>(`orders/${order.id}`)).order;
        const target = before.statusId === 2 ? 1 : 2;
        const note = `offline ${lang} ${size}`;

        await context.setOffline(true);
        await page.getByLabel(t(lang, 'order.newStatus')).selectOption(String(target));
        await page.getByLabel(t(lang, 'order.statusNote')).fill(note);
        await page.getByRole('button', { name: t(lang, 'order.save') }).click();
        await expectToast(page, t(lang, 'queue.queued'));
        // The header says it waits (the catalogue's plural, as it reads for one).
        const waiting = { en: '1 change waits for the network', ar: 'تغيير واحد ينتظر الاتصال' }[lang];
        await expect.poll(() => page.getByRole('banner').getByRole('status').textContent()).toBe(waiting);
        await screenshot(page, `console-offline-${lang}-${size}`);
        expect((await adminApi<{ order: { statusId: number } }>(`orders/${order.id}`)).order.statusId).toBe(before.statusId);

        await context.setOffline(false);
        await expectToast(page, t(lang, 'queue.sent'));
        await expect.poll(() => page.getByRole('banner').getByRole('status').count()).toBe(0);
        const after = (await adminApi<{ order: { statusId: number; history: Array<{ statusId: number; note: string | null }> } }>(`orders/${order.id}`)).order;
        expect(after.statusId).toBe(target);
        expect(after.history.filter((h) => h.note === note)).toHaveLength(1);
        expect(after.history).toHaveLength(before.history.length + 1);
      } finally {
        await context.close();
      }
    },
  );
});
