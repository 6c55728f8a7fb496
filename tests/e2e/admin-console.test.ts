// The owner's console end to end, against the real server and database, at phone and
// desktop widths in English and Arabic: sign in, Today, the orders (filter, search, export,
// packing slip, detail, a status change the server stores), a seller approved, a coupon
// made, a staff account added (owner only) and seen in the audit log, sign out, and that
// staff member signed in without the owner's sections; and a status change made offline.
// Its own server: the owner's account comes from OWNER_EMAIL and OWNER_PASSWORD.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ShopSettings } from '../../contract/admin-shop.ts';
import { postCall } from '../../server/test-support/post-call.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { DESKTOP, PHONE, screenshot } from './support/browser.ts';
import { box, drawnText, overlaps } from './support/boxes.ts';
import { consolePage as openConsole, consoleServer, consoleT as t, expectToast, signInToConsole } from './support/console.ts';
import { t as shopT, type Lang } from './support/intl.ts';
import { toastsRunOut } from './support/toasts.ts';

const OWNER = { email: 'owner@tohfa.example', password: 'owner-pass-2026' };

const server = consoleServer({ env: { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: OWNER.password } });
const { skip, api: adminApi } = server;
const consolePage = (viewport: { width: number; height: number }, opts: { clock?: boolean } = {}) => openConsole(server.url, viewport, opts);
const signIn = (page: Page, lang: Lang) => signInToConsole(page, lang, OWNER, { wrongFirst: true });

/** The header shows `person` once and `role` once, both drawn inside the page's width. */
async function expectHeaderNames(page: Page, lang: Lang, person: string, role: string) {
  const header = page.getByRole('banner');
  await header.getByText(person, { exact: true }).waitFor();
  for (const text of [person, role]) {
    expect(await header.getByText(text, { exact: true }).count(), text).toBe(1);
    const b = (await header.getByText(text, { exact: true }).boundingBox())!;
    expect(b.x, text).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, text).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  // The role word of either language appears once in all the header says.
  const said = await header.innerText();
  for (const word of [t('en', 'role.owner'), t('ar', 'role.owner')]) expect(said.split(word).length - 1, said).toBe(word === role ? 1 : 0);
  await screenshot(page, `console-header-${lang}-${page.viewportSize()!.width}-${role}`);
}

const RUNS: Array<[Lang, 'phone' | 'desktop']> = [['en', 'phone'], ['ar', 'phone'], ['en', 'desktop'], ['ar', 'desktop']];

describe.skipIf(skip)('the owner console', () => {
  it.each(RUNS)('%s at %s width: sign in, Today, orders, search, export, packing slip, a status change, a seller approved, a review hidden and shown, a coupon made, a staff account added and in the audit log, sign out, the staff member resets a forgotten password and signs in without the owner’s sections', async (lang, size) => {
    const { context, page } = await consolePage(size === 'phone' ? PHONE : DESKTOP);
    try {
      await signIn(page, lang);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      // The header names the person once and the role once: the first owner's name is only
      // "Owner", so the email stands for them; on a phone too, inside the screen's width.
      await expectHeaderNames(page, lang, OWNER.email, t(lang, 'role.owner'));
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

      // The new staff member has forgotten the first password: a code by email, a new password.
      await page.getByLabel(t(lang, 'signIn.email')).fill(staffEmail);
      await page.getByRole('button', { name: t(lang, 'reset.link') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'reset.title') }).waitFor();
      await page.getByRole('button', { name: t(lang, 'reset.send') }).click();
      await page.getByText(t(lang, 'reset.sent', { email: staffEmail }), { exact: true }).waitFor();
      let otp = '';
      await expect.poll(async () => {
        const { mails } = await adminApi<{ mails: { text: string }[] }>(`outbox?to=${encodeURIComponent(staffEmail)}`);
        otp = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
        return otp;
      }, { timeout: 20_000 }).not.toBe('');
      await page.getByLabel(t(lang, 'reset.code')).fill(otp);
      await page.getByLabel(t(lang, 'reset.newPassword')).fill('staff-pass-2');
      await screenshot(page, `console-reset-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'reset.submit') }).click();
      await page.getByRole('status').filter({ hasText: t(lang, 'reset.done') }).waitFor();

      // The new staff member signs in: no staff or audit sections, and the owner's screens say so.
      await page.getByLabel(t(lang, 'signIn.password')).fill('staff-pass-2');
      await page.getByRole('button', { name: t(lang, 'signIn.submit') }).click();
      await page.getByRole('heading', { level: 1, name: t(lang, 'today.title') }).waitFor();
      await expectHeaderNames(page, lang, staffName, t(lang, 'role.staff'));
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

describe.skipIf(skip)('the console order screen in Arabic', () => {
  it('ar at phone width: the discount reads −₹50.00 and the coupon code as typed, each left to right inside the Arabic line', async () => {
    // A ₹50 coupon whose code starts with digits (the bidi algorithm would draw "OFF-50" in an
    // Arabic line), and the demo customer's order with it.
    const code = '50-OFF';
    await adminApi('coupons', { method: 'POST', body: { code, type: 'fixed', value: 50, minOrder: null } });
    const login = await postCall<Array<{ UserID: number }>>(server.url, 'GET_USER_LOGIN', { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    const shopper = { id: login.data[0]!.UserID, headers: { Token: String(login.body.token), UserID: String(login.data[0]!.UserID) } };
    // A plain product of its own (no options to choose), in a category of the shop.
    const { products } = await adminApi<{ products: Array<{ categoryId: number }> }>('products?pageSize=1');
    const { product } = await adminApi<{ product: { id: number } }>('products', {
      method: 'POST', body: { name: 'Brass Bookmark', nameAr: 'فاصل كتب نحاسي', categoryId: products[0]!.categoryId, pricePaise: 49_900, stock: 10 },
    });
    const productId = product.id;
    const placed = await postCall<Array<{ OrderId: number; OrderNumber: string }>>(server.url, 'POST_CUSTOMER_ORDER', {
      UserID: shopper.id, OrderNote: '', cartJsonData: JSON.stringify([{ ProductId: productId, Quantity: 1, productSelectedAttributes: [] }]),
      CouponCode: code, PaymentMethod: 6, paymentToken: '', payPalOrderConfirmJson: '',
    }, { ...shopper.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { OrderId, OrderNumber } = placed.data[0]!;
    expect((await adminApi<{ order: { discount: number; couponCode: string } }>(`orders/${OrderId}`)).order).toMatchObject({ discount: 50, couponCode: code });

    const { context, page } = await consolePage(PHONE);
    try {
      await signInToConsole(page, 'ar', OWNER);
      await page.goto(`/admin/ar/orders/${OrderId}`);
      await page.getByRole('heading', { level: 1, name: t('ar', 'order.title', { number: OrderNumber }) }).waitFor({ timeout: 30_000 });
      const row = page.locator('.c-totals > div').filter({ has: page.getByText(t('ar', 'order.discount')) });
      await row.scrollIntoViewIfNeeded();
      const [label, amount] = [row.locator('dt'), row.locator('dd')];
      const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
      // What the page says, in logical order, and what the eye reads on screen, left to right.
      expect((await amount.innerText()).replace(bidiControls, '')).toBe('−₹50.00');
      expect(await drawnText(amount)).toBe('−₹50.00');
      expect((await label.innerText()).replace(bidiControls, '')).toBe(`${t('ar', 'order.discount')} (${code})`);
      expect((await drawnText(label)).replace(/[^A-Za-z0-9-]/g, '')).toBe(code);
      // The Arabic word stays at the line's start (right), the code after it (to its left).
      const drawn = await drawnText(label);
      expect(drawn.indexOf(code), drawn).toBeLessThan(drawn.search(/[\u0600-\u06ff]/));
      await screenshot(page, 'console-order-discount-ar-phone');
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(skip)('the owner console offline, edits one after another', () => {
  type Stored = { id: number; version: number; pricePaise: number; stock: number; name: string; nameAr: string };
  const waitingSays = async (page: Page, lang: Lang, count: number) => {
    const says = { en: { 1: '1 change waits for the network', 2: '2 changes wait for the network' }, ar: { 1: 'تغيير واحد ينتظر الاتصال', 2: 'تغييران ينتظران الاتصال' } }[lang][count as 1 | 2];
    await expect.poll(() => page.getByRole('banner').getByRole('status').textContent(), { timeout: 20_000 }).toBe(says);
  };
  /**
   * The toasts shown so far gone (on a phone they lie over the editor's save bar for their 5 s,
   * run out on the page's clock). The pointer leaves the button it pressed first: a toast under
   * it waits while hovered.
   */
  const toastsGone = async (page: Page) => {
    await page.mouse.move(1, 1);
    await toastsRunOut(page, page.locator('#notistack-snackbar'), 30_000);
  };
  const nothingWaits = (page: Page) => expect.poll(() => page.getByRole('banner').getByRole('status').count(), { timeout: 30_000 }).toBe(0);

  it.each([['ar', 'phone'], ['en', 'desktop']] as Array<[Lang, 'phone' | 'desktop']>)(
    '%s at %s width: two product edits and two settings changes made offline are each sent once, in order, on the versions the ones before produced; an edit racing another device is refused as changed meanwhile; the shop opens WhatsApp at the new number',
    async (lang, size) => {
      const { context, page } = await consolePage(size === 'phone' ? PHONE : DESKTOP, { clock: true });
      try {
        await signInToConsole(page, lang, OWNER);
        const { products } = await adminApi<{ products: Array<{ id: number; isPublished: boolean; stock: number }> }>('products?pageSize=50');
        const id = products.filter((p) => p.isPublished && p.stock > 3)[lang === 'ar' ? 0 : 1]!.id;
        const product = async () => (await adminApi<{ product: Stored }>(`products/${id}`)).product;
        const before = await product();
        await page.goto(`/admin/${lang}/products/${id}`);
        await page.getByRole('heading', { level: 1, name: t(lang, 'editor.editTitle') }).waitFor({ timeout: 30_000 });
        await page.getByLabel(t(lang, 'editor.price'), { exact: true }).waitFor();

        // Offline: the price, saved; then the stock, saved. Both wait, on the version the editor loaded.
        const price = before.pricePaise / 100 + 100;
        await context.setOffline(true);
        await page.getByLabel(t(lang, 'editor.price'), { exact: true }).fill(String(price));
        await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
        await expectToast(page, t(lang, 'queue.queued'));
        await waitingSays(page, lang, 1);
        // The toast never lies over the save button (on a phone both sit above the section bar).
        await expect.poll(async () => overlaps(await box(page.locator('#notistack-snackbar').first()), await box(page.getByRole('button', { name: t(lang, 'editor.save') }))), { timeout: 10_000 }).toBe(false);
        await toastsGone(page);
        await page.getByLabel(t(lang, 'editor.stock'), { exact: true }).fill(String(before.stock + 5));
        await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
        await waitingSays(page, lang, 2);
        await screenshot(page, `console-offline-two-${lang}-${size}`);
        expect(await product()).toEqual(before);

        // Back online: both delivered, the second on the version the first produced; nothing refused.
        await context.setOffline(false);
        await nothingWaits(page);
        await expect.poll(async () => (await product()).version, { timeout: 20_000 }).toBe(before.version + 2);
        expect(await product()).toMatchObject({ pricePaise: price * 100, stock: before.stock + 5 });
        expect(await page.locator('#notistack-snackbar', { hasText: t(lang, 'queue.conflict') }).count()).toBe(0);
        await toastsGone(page);
        // The editor follows: an edit made online now goes on the latest version and is saved.
        await page.getByLabel(t(lang, 'editor.stock'), { exact: true }).fill(String(before.stock + 4));
        await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
        await expectToast(page, t(lang, 'editor.saved', { name: lang === 'ar' ? before.nameAr : before.name }));
        expect(await product()).toMatchObject({ version: before.version + 3, stock: before.stock + 4 });
        await toastsGone(page);

        // Racing another device: offline here, the other device saves first; this edit is refused and said so.
        await context.setOffline(true);
        await page.getByLabel(t(lang, 'editor.price'), { exact: true }).fill(String(price + 1));
        await page.getByRole('button', { name: t(lang, 'editor.save') }).click();
        await waitingSays(page, lang, 1);
        const { id: _id, ...other } = (await adminApi<{ product: Stored }>(`products/${id}`)).product;
        await adminApi(`products/${id}`, { method: 'PUT', body: { ...other, stock: 2 } });
        await context.setOffline(false);
        await expectToast(page, t(lang, 'queue.conflict'), 30_000);
        await nothingWaits(page);
        expect(await product()).toMatchObject({ version: before.version + 4, stock: 2, pricePaise: price * 100 });

        // Settings offline: the WhatsApp number twice; both sent, the second on the first's version.
        const start = (await adminApi<{ settings: ShopSettings }>('settings')).settings;
        const numbers = lang === 'ar' ? ['+971 50 111 2222', '+971 50 333 4444'] : ['+91 90000 11111', '+91 90000 22222'];
        await page.goto(`/admin/${lang}/settings`);
        await page.getByRole('heading', { level: 1, name: t(lang, 'shop.title') }).waitFor({ timeout: 30_000 });
        const whatsapp = page.getByLabel(t(lang, 'shop.whatsapp'), { exact: true });
        await expect.poll(() => whatsapp.inputValue()).toBe(start.contact.whatsapp);
        // The hint's example number reads as typed in Arabic too (its own left-to-right isolate).
        await page.locator('#whatsapp-hint').scrollIntoViewIfNeeded();
        expect(await drawnText(page.locator('#whatsapp-hint'))).toContain('+919820012345');
        await context.setOffline(true);
        for (const [i, number] of numbers.entries()) {
          await whatsapp.fill(number);
          await page.getByRole('button', { name: t(lang, 'shop.save') }).click();
          await waitingSays(page, lang, i + 1);
          await toastsGone(page);
        }
        await whatsapp.scrollIntoViewIfNeeded();
        await screenshot(page, `console-settings-offline-${lang}-${size}`);
        await context.setOffline(false);
        await nothingWaits(page);
        await expect.poll(async () => (await adminApi<{ settings: ShopSettings }>('settings')).settings.version, { timeout: 20_000 }).toBe(start.version + 2);
        expect((await adminApi<{ settings: ShopSettings }>('settings')).settings.contact.whatsapp).toBe(numbers[1]);
        await expect.poll(() => whatsapp.inputValue(), { timeout: 20_000 }).toBe(numbers[1]);
        expect(await page.locator('#notistack-snackbar', { hasText: t(lang, 'queue.conflict') }).count()).toBe(0);

        // The shop: the chat button and the cart's note open WhatsApp at the new number.
        const digits = numbers[1]!.replace(/\D/g, '');
        const shop = await context.newPage();
        await shop.goto(`/${lang}/`);
        const chat = shop.getByRole('link', { name: shopT(lang, 'whatsapp.label'), exact: true });
        await expect.poll(() => chat.getAttribute('href'), { timeout: 30_000 }).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
        await shop.goto(`/${lang}/cart`);
        const note = shop.getByRole('link', { name: shopT(lang, 'cart.whatsappLink'), exact: true });
        await expect.poll(() => note.getAttribute('href'), { timeout: 30_000 }).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
        await screenshot(shop, `shop-cart-whatsapp-${lang}-${size}`);
      } finally {
        await context.close();
      }
    },
  );
});

