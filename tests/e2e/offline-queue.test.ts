// The offline form queue end to end (docs/decisions/0011-offline-queue.md): posts made with the network
// cut are answered 202 {"statusCode": 202, "queued": true}, counted in the indicator, sent
// when the network returns, stored exactly once by the real server (counted through the
// admin API and the public reviews call), and a post the server refuses is dropped and
// the shopper told.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_ARGS } from './support/chrome-path.ts';
import { createIntl, type IntlShape } from 'react-intl';
import { admin, apiCall, closeBrowser, e2e, newPage, PHONE, workerControls } from './support/browser.ts';
import { callPath, type CallName } from '../../contract/calls.ts';
import { categorySlug, nameSlug } from '../../contract/shop-rules.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';
import { en } from '../../src/i18n/en.ts';
import { ar } from '../../src/i18n/ar.ts';
import { requestBody } from '../../contract/envelope.ts';

const env = e2e();

interface Product { ProductId: number; ProductName: string }
let productId = 0;
/** The catalogues the shopper reads, formatted as the app formats them (plural rules). */
const EN = createIntl({ locale: 'en', messages: en });
const AR = createIntl({ locale: 'ar', messages: ar });

beforeAll(async () => {
  if (env.skip) return;
  productId = (await apiCall<Product[]>(callPath('GET_All_PRODUCTS'), { PageNo: 1, PageSize: 1 })).data[0]!.ProductId;
});
afterAll(async () => closeBrowser());

/** Posts from the page the way the app's API client does (envelope, Idempotency-Key). */
function postFromPage(page: Page, call: CallName, fields: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { path: callPath(call), body: requestBody(fields) },
  );
}

async function controlledPage() {
  const opened = await newPage({ viewport: PHONE });
  await opened.page.goto('/en/');
  await workerControls(opened.page);
  return opened;
}

async function contactRows(email: string): Promise<number> {
  const r = await admin<{ messages: { email: string }[] }>('contact-messages?pageSize=500');
  return r.messages.filter((m) => m.email === email).length;
}
async function subscriberRows(email: string): Promise<number> {
  const r = await admin<{ subscribers: { email: string }[] }>('subscribers?pageSize=500');
  return r.subscribers.filter((s) => s.email.toLowerCase() === email.toLowerCase()).length;
}
async function reviewRows(title: string, product = productId): Promise<number> {
  const r = await apiCall<{ Title?: string; ReviewTitle?: string }[]>(callPath('GET_PRODUCT_REVIEWS'), { ProductId: product, PageNo: 1, PageSize: 100 });
  return (r.data ?? []).filter((x) => (x.Title ?? x.ReviewTitle) === title).length;
}

/** Toasts (notistack) showing exactly this text. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toasts = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });

/** After a form was sent offline: the page says it once and the indicator counts one post. */
async function expectQueuedOnce(page: Page, intl: IntlShape): Promise<void> {
  const said = toasts(page, intl.formatMessage({ id: 'offline.queued' }));
  await said.first().waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('queued-posts').textContent()).toBe(intl.formatMessage({ id: 'offline.queuedPosts' }, { count: 1 }));
  await page.waitForTimeout(500); // a second toast for the same post would be up by now
  expect(await said.count()).toBe(1);
}

/** After the network returned: stored exactly once, the shopper told, nothing waiting. */
async function expectDeliveredOnce(page: Page, deliveredText: string, rows: () => Promise<number>): Promise<void> {
  await expect.poll(rows, { timeout: 30_000 }).toBe(1);
  await toasts(page, deliveredText).first().waitFor({ timeout: 10_000 });
  await expect.poll(() => page.getByTestId('queued-posts').count()).toBe(0);
  await page.waitForTimeout(2000); // a late duplicate would land by now
  expect(await rows()).toBe(1);
}

describe.skipIf(env.skip)('the offline form queue', () => {
  it('sends a contact message, a review and a subscription made offline, each exactly once, when the network returns, and says so for all three in one toast', async () => {
    const { context, page } = await controlledPage();
    const tag = randomUUID().slice(0, 8);
    const contactEmail = `queued-contact-${tag}@example.test`;
    const subscriberEmail = `queued-news-${tag}@example.test`;
    const reviewTitle = `Queued review ${tag}`;

    await context.setOffline(true);
    const answers = [
      await postFromPage(page, 'CONTACT_US', { FullName: 'Asha Queue', Email: contactEmail, PhoneNumber: '9876543210', Subject: 'Offline', Message: `Sent offline ${tag}` }),
      await postFromPage(page, 'INSERT_PRODUCT_REVIEW', { ProductId: productId, ReviewerName: 'Asha', ReviewerEmail: contactEmail, ReviewTitle: reviewTitle, ReviewBody: 'Lovely, ordered offline.', ReviewRating: 5 }),
      await postFromPage(page, 'INSERT_SUBSCRIBER', { SubscriberEmail: subscriberEmail }),
    ];
    for (const a of answers) expect(a).toEqual({ status: 202, body: { statusCode: 202, queued: true } });
    await expect.poll(() => page.getByTestId('queued-posts').textContent()).toBe('3 messages waiting to be sent');
    // Nothing reached the server while offline.
    expect([await contactRows(contactEmail), await subscriberRows(subscriberEmail), await reviewRows(reviewTitle)]).toEqual([0, 0, 0]);

    await context.setOffline(false);
    // Extra drains racing the browser's sync event must not send anything twice.
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' });
    });
    // On a phone toasts show one at a time: the three confirmations are one toast, so the
    // shopper reads each of them (none replaced by the next).
    // (The list as the page's locale writes it: Indian English has no comma before "and".)
    const allThree = /^Your queued message, review,? and newsletter subscription were sent\.$/;
    await page.locator('#notistack-snackbar').filter({ hasText: allThree }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('queued-posts').count()).toBe(0);
    await page.waitForTimeout(2000); // a late duplicate would land by now
    expect([await contactRows(contactEmail), await subscriberRows(subscriberEmail), await reviewRows(reviewTitle)]).toEqual([1, 1, 1]);
    // Said once: no other toast for any of them came after it.
    const shown = await page.locator('#notistack-snackbar').allTextContents();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(allThree);
    await context.close();
  });

  it('drops a queued post the server refuses and tells the shopper why', async () => {
    const { context, page } = await controlledPage();
    await context.setOffline(true);
    // The form checks the address first; a hand-made post gets past it.
    const answer = await postFromPage(page, 'INSERT_SUBSCRIBER', { SubscriberEmail: 'not-an-email' });
    expect(answer.status).toBe(202);
    await expect.poll(() => page.getByTestId('queued-posts').textContent()).toBe('1 message waiting to be sent');

    await context.setOffline(false);
    // The reason is the server's validation failure (errorCode INVALID_EMAIL), in English.
    await page.getByText('Your queued message was not accepted: Please enter valid email address').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('queued-posts').count()).toBe(0);
    // Gone for good: a new start drains and counts again, and nothing waits.
    await page.reload();
    await page.waitForTimeout(2000);
    expect(await page.getByTestId('queued-posts').count()).toBe(0);
    expect(await subscriberRows('not-an-email')).toBe(0);
    await context.close();
  });

  it('sends a post queued before the page closed when the app starts again online', async () => {
    const { context, page } = await controlledPage();
    const email = `queued-later-${randomUUID().slice(0, 8)}@example.test`;
    await context.setOffline(true);
    expect((await postFromPage(page, 'INSERT_SUBSCRIBER', { SubscriberEmail: email })).status).toBe(202);
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/en/');
    await expect.poll(() => subscriberRows(email), { timeout: 30_000 }).toBe(1);
    await context.close();
  });

  it('the contact form submitted offline says it will be sent, counts it, and delivers it once', async () => {
    const { context, page } = await controlledPage();
    const email = `ui-contact-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto('/en/contact-us', { waitUntil: 'networkidle' });
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.waitFor();
    await context.setOffline(true);
    await page.locator('#c-name').fill('Asha Offline');
    await page.locator('#c-email').fill(email);
    await page.locator('#c-phone').fill('9876543210');
    await page.locator('#c-subject').fill('Sent from the train');
    await page.locator('#c-message').fill('Please engrave both names on the pendant.');
    await form.locator('button[type="submit"]').click();

    await expectQueuedOnce(page, EN);
    expect(await page.locator('#c-email').inputValue()).toBe(''); // cleared, as after a send
    expect(await contactRows(email)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(page, en['offline.delivered.contact'], () => contactRows(email));
    await context.close();
  });

  it('the review form submitted offline (Arabic) says it will be sent, counts it, and delivers it once', async () => {
    const product = PRODUCTS.find((p) => p.stock > 0 && p.id !== productId)!;
    const category = CATEGORIES.find((c) => c.id === product.categoryId)!;
    const title = `مراجعة بلا اتصال ${randomUUID().slice(0, 8)}`;
    const { context, page } = await controlledPage();
    await page.goto(`/ar/product-detail/${product.id}/${categorySlug(category.name)}/${nameSlug(product.name)}`, { waitUntil: 'networkidle' });
    const reviewsTab = page.getByRole('tab', { name: new RegExp(`^${ar['detail.tab.reviews'].split(' (')[0]}`) });
    await reviewsTab.click();
    const form = page.locator('form[aria-labelledby="write-review"]');
    await form.waitFor();
    await context.setOffline(true);
    await page.locator('#r-name').fill('سارة');
    await page.locator('#r-email').fill(`ui-review-${randomUUID().slice(0, 8)}@example.test`);
    await page.locator('#r-title').fill(title);
    await page.locator('#r-body').fill('وصلت الهدية في وقتها والنقش جميل.');
    await form.locator('button[type="submit"]').click();

    await expectQueuedOnce(page, AR);
    expect(await page.locator('#r-title').inputValue()).toBe('');
    expect(await reviewRows(title, product.id)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(page, ar['offline.delivered.review'], () => reviewRows(title, product.id));
    // The open reviews tab shows it once it is stored (the list refetches on reconnect).
    await page.locator('.reviews__list').getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('the newsletter block submitted offline says it will be sent, counts it, and delivers it once', async () => {
    const { context, page } = await controlledPage();
    const email = `ui-news-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const input = page.locator('#newsletter-email');
    await input.waitFor();
    await context.setOffline(true);
    await input.fill(email);
    await page.locator('section.newsletter button[type="submit"]').click();

    await expectQueuedOnce(page, EN);
    expect(await input.inputValue()).toBe('');
    expect(await subscriberRows(email)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(page, en['offline.delivered.subscriber'], () => subscriberRows(email));
    await context.close();
  });
});

describe.skipIf(env.skip)('the offline queue across a browser restart', () => {
  /** A whole browser on a profile folder kept on disk (IndexedDB, the worker, its queue). */
  const openBrowser = (profile: string): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, {
      executablePath: inject('chromePath'), args: CHROME_ARGS, headless: true, baseURL: env.baseUrl, viewport: PHONE,
    });

  it('delivers, exactly once, a post queued before the browser was closed, when a new browser opens online', async () => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'tohfa-restart-'));
    const email = `ui-restart-${randomUUID().slice(0, 8)}@example.test`;
    let browser: BrowserContext | undefined;
    try {
      browser = await openBrowser(profile);
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto('/en/', { waitUntil: 'networkidle' });
      await workerControls(page);
      await browser.setOffline(true);
      await page.locator('#newsletter-email').fill(email);
      await page.locator('section.newsletter button[type="submit"]').click();
      await expectQueuedOnce(page, EN);
      await browser.close();
      browser = undefined;
      expect(await subscriberRows(email)).toBe(0); // nothing left before the browser closed

      // A new browser process on the same profile, with the network.
      browser = await openBrowser(profile);
      const next = browser.pages()[0] ?? (await browser.newPage());
      await next.goto('/en/');
      await expect.poll(() => subscriberRows(email), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => next.getByTestId('queued-posts').count()).toBe(0);
      await next.waitForTimeout(2000); // a late duplicate (sync event and app start racing) would land by now
      expect(await subscriberRows(email)).toBe(1);
      // And the queue is empty for good: another start sends nothing more.
      await next.reload();
      await next.waitForTimeout(1500);
      expect(await subscriberRows(email)).toBe(1);
    } finally {
      await browser?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
