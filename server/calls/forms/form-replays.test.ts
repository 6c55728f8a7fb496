// What form-calls.test.ts leaves out: a replayed review (offline queue) counted once,
// the catalogue answer seeing a new review at once, unpublished products, rating bounds,
// text cleaning, and the per-IP limits of the newsletter and the review form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contract/models.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.3.0.${++ip}` });

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { login: 3, otp: 2, forms: 5 } } });
});
afterAll(async () => t.close());

const review = { ReviewerName: 'Farah', ReviewerEmail: 'farah@example.test', ReviewTitle: 'Gorgeous', ReviewBody: 'The engraving is crisp.' };

/** A published product nobody has reviewed yet (its rating is then ours to compute). */
async function unreviewedProduct(skip = 0): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.is_published AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
     ORDER BY p.id OFFSET $1 LIMIT 1`,
    [skip],
  );
  return rows[0]!.id;
}

const stats = async (productId: number) =>
  (await t.db.query<{ rating: number | null; total_reviews: number }>('SELECT rating, total_reviews FROM products WHERE id = $1', [productId]))[0]!;
const reviewCount = async (productId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [productId]))[0]!.n;

describe('a replayed review', () => {
  it('is stored and counted once, answers the same body, and another body under the same key is a 409', async () => {
    const productId = await unreviewedProduct(0);
    const key = crypto.randomUUID();
    const fields = { ...review, ProductId: productId, ReviewRating: 2 };
    const first = await t.call('INSERT_PRODUCT_REVIEW', fields, { ...fromNewIp(), 'Idempotency-Key': key });
    const second = await t.call('INSERT_PRODUCT_REVIEW', fields, { ...fromNewIp(), 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect(await reviewCount(productId)).toBe(1);
    expect(await stats(productId)).toEqual({ rating: 2, total_reviews: 1 });

    const other = await t.call('INSERT_PRODUCT_REVIEW', { ...fields, ReviewRating: 5 }, { ...fromNewIp(), 'Idempotency-Key': key });
    expect(other.status).toBe(409);
    expect(await reviewCount(productId)).toBe(1);

    await t.call('INSERT_PRODUCT_REVIEW', { ...fields, ReviewRating: 5 }, { ...fromNewIp(), 'Idempotency-Key': crypto.randomUUID() });
    expect(await stats(productId)).toEqual({ rating: 3.5, total_reviews: 2 }); // (2 + 5) / 2
  });

  it('shows in the (cached) product detail at once', async () => {
    const productId = await unreviewedProduct(1);
    const detail = async () => (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: productId })).data[0]!;
    expect((await detail()).TotalReviews).toBe(0);
    await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating: 4 }, fromNewIp());
    await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating: 3 }, fromNewIp());
    await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating: 3 }, fromNewIp());
    const after = await detail();
    expect(after.TotalReviews).toBe(3);
    expect(after.Rating).toBe(3.33); // (4 + 3 + 3) / 3 = 3.333.. to 2 decimals
  });
});

describe('review checks', () => {
  it('refuses an unpublished product with INVALID_PRODUCT and stores nothing', async () => {
    const productId = await unreviewedProduct(2);
    await t.db.query('UPDATE products SET is_published = false WHERE id = $1', [productId]);
    const r = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating: 5 }, fromNewIp());
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('INVALID_PRODUCT');
    expect(r.body.errorMessage).toBe('Invalid product!');
    expect(await reviewCount(productId)).toBe(0);
  });

  it('refuses ratings outside 1 to 5 and non-integers, and stores nothing for them', async () => {
    const productId = await unreviewedProduct(3);
    for (const ReviewRating of [0, 6, -1, 2.5, 'five']) {
      const r = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating }, fromNewIp());
      expect(r.status, String(ReviewRating)).toBe(400);
      expect(r.body.errorMessage).toMatch(/Rating/);
    }
    expect(await reviewCount(productId)).toBe(0);
    const missing = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId }, fromNewIp());
    expect(missing.status).toBe(200);
    expect((await t.db.query<{ rating: number }>('SELECT rating FROM reviews WHERE product_id = $1', [productId]))[0]!.rating).toBe(1);
  });

  it('stores markup verbatim, trimmed, without control characters (tab too) but with its line breaks', async () => {
    const productId = await unreviewedProduct(4);
    const xss = '<img src=x onerror="alert(document.cookie)">';
    await t.call('INSERT_PRODUCT_REVIEW', {
      ...review, ProductId: productId, ReviewTitle: `  ${xss}\u0007 `, ReviewBody: 'Line one\n\tLine two\u001b\u007f  ', ReviewRating: 5,
    }, fromNewIp());
    const row = (await t.db.query<{ title: string; body: string }>('SELECT title, body FROM reviews WHERE product_id = $1', [productId]))[0]!;
    expect(row).toEqual({ title: xss, body: 'Line one\nLine two' });
  });
});

describe('per-IP limits', () => {
  it('the sixth newsletter subscription and the sixth review from one IP are 429', async () => {
    const headers = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.call('INSERT_SUBSCRIBER', { SubscriberEmail: `news-${i}@example.test` }, headers)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await t.db.query("SELECT 1 FROM subscribers WHERE email = 'news-5@example.test'")).toEqual([]);

    const productId = await unreviewedProduct(5);
    const reviewHeaders = fromNewIp();
    const reviewStatuses: number[] = [];
    for (let i = 0; i < 6; i++) reviewStatuses.push((await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewRating: 4 }, reviewHeaders)).status);
    expect(reviewStatuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await stats(productId)).toEqual({ rating: 4, total_reviews: 5 });
  });
});

describe('a submission refused by the rate limit', () => {
  // The offline queue keeps a post answered 429 and sends it again, with the same
  // Idempotency-Key, once Retry-After has passed: that retry must be run, not answered
  // from the key's record with the old 429.
  it('is stored when retried under the same key after the window', async () => {
    const headers = fromNewIp();
    const contact = { FullName: 'Sara', Email: 'sara@example.test', PhoneNumber: '9800000000', Message: 'Hello' };
    for (let i = 0; i < 5; i++) await t.call('CONTACT_US', { ...contact, Subject: `filler ${i}` }, headers);
    const key = crypto.randomUUID();
    const refused = await t.call('CONTACT_US', { ...contact, Subject: 'Queued while limited' }, { ...headers, 'Idempotency-Key': key });
    expect(refused.status).toBe(429);
    // The minute passes (the window's counters are gone).
    await t.db.query("DELETE FROM rate_limits WHERE bucket = $1", [`contact:ip:${headers['x-forwarded-for']}`]);
    const retried = await t.call('CONTACT_US', { ...contact, Subject: 'Queued while limited' }, { ...headers, 'Idempotency-Key': key });
    expect(retried.status).toBe(200);
    expect(retried.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const rows = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_requests WHERE subject = 'Queued while limited'");
    expect(rows[0]!.n).toBe(1);
  });
});

describe('a required field of control characters only', () => {
  it('is refused as empty with the spec message, and nothing is stored', async () => {
    const productId = await unreviewedProduct(6);
    const r = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: productId, ReviewerName: '\u0007\u001b', ReviewRating: 4 }, fromNewIp());
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('Name is required');
    expect(await reviewCount(productId)).toBe(0);
    const c = await t.call('CONTACT_US', { FullName: 'Sara', Email: 'sara@example.test', PhoneNumber: '9800000000', Subject: ' \u0001 ', Message: 'Hi' }, fromNewIp());
    expect(c.status).toBe(400);
    expect(c.body.errorMessage).toBe('Subject is required');
  });
});
