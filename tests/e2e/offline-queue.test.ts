// The offline form queue end to end (issue 7, DESIGN section 8): posts made with the network
// cut are answered 202 {"statusCode": 202, "queued": true}, counted in the indicator, sent
// when the network returns, stored exactly once by the real server (counted through the
// admin API and the public reviews call), and a post the server refuses is dropped and
// the shopper told.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { admin, apiCall, closeBrowser, e2e, newPage, PHONE } from './support/browser.ts';
import { callPath, type CallName } from '../../contract/calls.ts';

const env = e2e();

interface Product { ProductId: number; ProductName: string }
let productId = 0;
/**
 * The form calls (contact, review, newsletter) are another engineer's work in progress:
 * until the server answers them, the journeys that need them are reported as skipped.
 */
const formCallsMissing: string[] = [];

beforeAll(async () => {
  if (env.skip) return;
  productId = (await apiCall<Product[]>(callPath('GET_All_PRODUCTS'), { PageNo: 1, PageSize: 1 })).data[0]!.ProductId;
  for (const call of ['CONTACT_US', 'INSERT_PRODUCT_REVIEW', 'INSERT_SUBSCRIBER'] as const) {
    if ((await apiCall(callPath(call), {})).status === 404) formCallsMissing.push(call);
  }
  if (formCallsMissing.length) console.warn(`*** offline queue journeys skipped: the server has no ${formCallsMissing.join(', ')} yet ***`);
});
afterAll(async () => closeBrowser());

/** Posts from the page the way the app's API client does (envelope, Idempotency-Key). */
function postFromPage(page: Page, call: CallName, fields: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, fields }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ requestParameters: { ...fields, recordValueJson: '[]' } }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { path: callPath(call), fields },
  );
}

async function controlledPage() {
  const opened = await newPage({ viewport: PHONE });
  await opened.page.goto('/en/');
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
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
async function reviewRows(title: string): Promise<number> {
  const r = await apiCall<{ Title?: string; ReviewTitle?: string }[]>(callPath('GET_PRODUCT_REVIEWS'), { ProductId: productId, PageNo: 1, PageSize: 100 });
  return (r.data ?? []).filter((x) => (x.Title ?? x.ReviewTitle) === title).length;
}

describe.skipIf(env.skip)('the offline form queue', () => {
  it('sends a contact message, a review and a subscription made offline, each exactly once, when the network returns', async (ctx) => {
    if (formCallsMissing.length) ctx.skip();
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
    await page.getByText('You are offline. It will be sent when you are back online.').first().waitFor();
    await expect.poll(() => page.getByTestId('queued-posts').textContent()).toBe('3 messages waiting to be sent');
    // Nothing reached the server while offline.
    expect([await contactRows(contactEmail), await subscriberRows(subscriberEmail), await reviewRows(reviewTitle)]).toEqual([0, 0, 0]);

    await context.setOffline(false);
    // Extra drains racing the browser's sync event must not send anything twice.
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_QUEUE' });
    });
    await page.getByText('Your queued message was sent.').first().waitFor({ timeout: 30_000 });
    await page.getByText('Your queued review was sent.').first().waitFor();
    await page.getByText('Your queued newsletter subscription was sent.').first().waitFor();
    await expect.poll(() => page.getByTestId('queued-posts').count()).toBe(0);
    await page.waitForTimeout(2000); // a late duplicate would land by now
    expect([await contactRows(contactEmail), await subscriberRows(subscriberEmail), await reviewRows(reviewTitle)]).toEqual([1, 1, 1]);
    await context.close();
  });

  it('drops a queued post the server refuses and tells the shopper why', async (ctx) => {
    if (formCallsMissing.length) ctx.skip();
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

  it('sends a post queued before the page closed when the app starts again online', async (ctx) => {
    if (formCallsMissing.length) ctx.skip();
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

  it.todo('the contact form submitted offline says the message will be sent when back online (needs the contact screen)');
  it.todo('the review form submitted offline says the review will be sent when back online (needs the product reviews tab)');
  it.todo('the newsletter block submitted offline says the subscription will be sent when back online (needs the home newsletter block)');
});
