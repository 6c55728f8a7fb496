// Reviews hidden and shown by the owner's console, and the subscribers' CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, Review } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, type Shop } from '../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;

const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: { authorization: `Bearer ${t.adminToken}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  for (const [name, rating] of [['Ravi', 5], ['Spam Bot', 1]] as const) {
    const res = await t.call('INSERT_PRODUCT_REVIEW', { ProductId: s.mug, ReviewerName: name, ReviewerEmail: 'r@example.test', ReviewTitle: 'Title', ReviewBody: `Said by ${name}`, ReviewRating: rating });
    expect(res.status).toBe(200);
  }
  await t.db.query("INSERT INTO subscribers (email) VALUES ('news@example.test'), ('=cmd@example.test')");
});
afterAll(async () => t.close());

describe('reviews', () => {
  it('hides a review from the shop and its rating, shows it again, and logs both', async () => {
    const listed = (await api('GET', `/reviews?productId=${s.mug}`)).json();
    expect(listed.total).toBe(2);
    const spam = listed.reviews.find((r: { reviewerName: string }) => r.reviewerName === 'Spam Bot');
    const shown = async () => (await t.call<Review[]>('GET_PRODUCT_REVIEWS', { ProductId: s.mug })).data.map((r) => r.ReviewerName);
    const rating = async () => (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: s.mug })).data[0]!;
    expect((await api('PUT', `/reviews/${spam.id}`, { hidden: true })).json()).toEqual({ review: { id: spam.id, hidden: true } });
    expect(await shown()).toEqual(['Ravi']);
    expect(await rating()).toMatchObject({ Rating: 5, TotalReviews: 1 });
    expect((await api('GET', '/reviews')).json().reviews.find((r: { id: number }) => r.id === spam.id).hidden).toBe(true);
    await api('PUT', `/reviews/${spam.id}`, { hidden: false });
    expect(await shown()).toEqual(['Spam Bot', 'Ravi']);
    expect(await rating()).toMatchObject({ Rating: 3, TotalReviews: 2 });
    expect((await api('GET', '/audit')).json().entries.map((e: { action: string; entity: string }) => `${e.action} ${e.entity}`)).toEqual(['show review', 'hide review']);
    expect((await api('PUT', `/reviews/${spam.id}`, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await api('PUT', '/reviews/999999', { hidden: true })).statusCode).toBe(404);
  });
});

describe('subscribers', () => {
  it('exports every subscriber as CSV, a formula-like address quoted', async () => {
    const res = await api('GET', '/subscribers.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['news@example.test', "'=cmd@example.test"]);
  });
});
