// Script in what shoppers type never runs where it is shown (security): review,
// profile and contact fields carrying the usual payloads are shown in Chromium as the
// text they are. The pages are opened with the CSP bypassed, so what is checked is the
// rendering itself, not the policy that would also stop it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, DESKTOP, e2e, newPage } from './support/browser.ts';
import { callPath } from '../../contract/calls.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { categorySlug, nameSlug } from '../../contract/shop-rules.ts';
import { en } from '../../src/i18n/en.ts';

const env = e2e();
afterAll(async () => closeBrowser());

const PAYLOADS = {
  img: `<img src=x onerror="window.__xss='img'">`,
  script: `<script>window.__xss='script'</script>`,
  svg: `"><svg onload="window.__xss='svg'">`,
  link: `<a href="javascript:window.__xss='link'">x</a>`,
};

/** Fails on any sign that markup from the fields became markup in the page. */
async function expectNothingRan(page: Page, ranDialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(ranDialogs).toEqual([]);
  const injected = await page.evaluate(() => ({
    img: document.querySelectorAll('img[src="x"]').length,
    svg: document.querySelectorAll('svg[onload]').length,
    script: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length,
    link: document.querySelectorAll('a[href^="javascript:"]').length,
  }));
  expect(injected).toEqual({ img: 0, svg: 0, script: 0, link: 0 });
}

async function open(path: string) {
  const { context, page } = await newPage({ viewport: DESKTOP, bypassCSP: true });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(path);
  return { context, page, dialogs };
}

describe.skipIf(env.skip)('payloads in shoppers\' fields', () => {
  it('a review shows its name, title and body as text on the product page', async () => {
    const p = PRODUCTS.find((x) => x.stock > 0 && !x.isDigital)!;
    const category = CATEGORIES.find((c) => c.id === p.categoryId)!;
    const title = `${PAYLOADS.script} ${Date.now()}`;
    const r = await apiCall(callPath('INSERT_PRODUCT_REVIEW'), {
      ProductId: p.id, ReviewerName: PAYLOADS.img, ReviewerEmail: 'xss@example.com', ReviewTitle: title, ReviewBody: `${PAYLOADS.svg} ${PAYLOADS.link}`, ReviewRating: 4,
    }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    const { context, page, dialogs } = await open(`/en/product-detail/${p.id}/${categorySlug(category.name)}/${nameSlug(p.name)}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const review = page.locator('li, article', { hasText: title }).last();
    await review.waitFor({ timeout: 15_000 });
    const text = await review.innerText();
    expect(text).toContain(PAYLOADS.img);
    expect(text).toContain(PAYLOADS.svg);
    expect(text).toContain(PAYLOADS.link);
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  it('a profile name and address show as text in the header menu and the profile', async () => {
    const email = `xss-${Date.now()}@example.com`;
    const r = await apiCall(callPath('SIGNUP_USER'), {
      FirstName: PAYLOADS.img, LastName: PAYLOADS.svg, EmailAddress: email, Password: 'secret123', MobileNo: '9876543210',
      AddressLineOne: PAYLOADS.script, CountryID: DEMO_CUSTOMER.countryId, StateProvinceId: DEMO_CUSTOMER.stateId, CityId: DEMO_CUSTOMER.cityId, PostalCode: '400001',
    }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    const { context, page, dialogs } = await open('/en/login');
    await page.getByLabel(en['account.email']).fill(email);
    await page.locator('main input[type=password]').fill('secret123');
    await page.locator('main form button[type=submit]').click();
    await page.locator('#notistack-snackbar', { hasText: en['msg.loginSuccess'] }).first().waitFor({ timeout: 15_000 });
    await page.locator('.user-menu__name', { hasText: PAYLOADS.img }).waitFor();
    await page.locator('.user-menu__name').click();
    await page.getByText(`Hello, ${PAYLOADS.img} ${PAYLOADS.svg}`).waitFor();
    await expectNothingRan(page, dialogs);
    await page.goto('/en/update-profile');
    await expect.poll(() => page.locator('main input').evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value)), { timeout: 15_000 }).toContain(PAYLOADS.img);
    await expectNothingRan(page, dialogs);
    await context.close();
  });

  it('a contact message reaches the shop owner as JSON text, never as a page', async () => {
    const subject = `${PAYLOADS.script} ${Date.now()}`;
    const r = await apiCall(callPath('CONTACT_US'), {
      FullName: PAYLOADS.img, Email: 'xss@example.com', PhoneNumber: '9876543210', Subject: subject, Message: PAYLOADS.svg,
    }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    const { messages } = await admin<{ messages: { subject: string; fullName: string; message: string }[] }>('contact-messages?pageSize=100');
    const stored = messages.find((m) => m.subject === subject)!;
    expect(stored).toMatchObject({ fullName: PAYLOADS.img, message: PAYLOADS.svg });
    // Opened in the browser as the owner would open the admin address.
    const { context, page, dialogs } = await open('/en');
    await context.setExtraHTTPHeaders({ Authorization: `Bearer ${env.adminToken}` });
    const res = await page.goto('/admin/api/contact-messages?pageSize=100');
    expect(res!.headers()['content-type']).toMatch(/^application\/json/);
    expect(res!.headers()['x-content-type-options']).toBe('nosniff');
    expect(await page.locator('body').innerText()).toContain(JSON.stringify(subject).slice(1, -1));
    await expectNothingRan(page, dialogs);
    await context.close();
  });
});
