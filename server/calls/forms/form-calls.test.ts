import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { login: 100, otp: 100, forms: 5 } } });
});
afterAll(async () => t.close());

const contact = { FullName: 'Aisha Khan', Email: 'aisha@example.test', PhoneNumber: '9876543210', Subject: 'Engraving', Message: 'Can you engrave Arabic?' };
let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.0.0.${++ip}` });

describe('the contact form', () => {
  it('stores a message and answers Saved Successfully', async () => {
    const r = await t.call('CONTACT_US', { ...contact, Subject: 'Stored once' }, { ...fromNewIp(), 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    expect(r.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const rows = await t.db.query('SELECT full_name, subject FROM contact_requests WHERE subject = $1', ['Stored once']);
    expect(rows).toEqual([{ full_name: 'Aisha Khan', subject: 'Stored once' }]);
  });

  it('answers each rule of docs/rules.md R5 with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...contact, FullName: ' ' }, 'Name is required'],
      [{ ...contact, Email: 'nope' }, 'Please enter valid email address'],
      [{ ...contact, PhoneNumber: '1'.repeat(21) }, 'Phone Number max length should be 20 characters'],
      [{ ...contact, Subject: 's'.repeat(151) }, 'Subject max length should be 150 characters'],
      [{ ...contact, Message: 'm'.repeat(2001) }, 'Message max length should be 2000 characters'],
    ];
    for (const [fields, message] of cases) {
      const r = await t.call('CONTACT_US', fields, fromNewIp());
      expect(r.status).toBe(400);
      expect(r.body.errorMessage).toBe(message);
    }
  });

  it('stores a replayed submission (same Idempotency-Key) once and answers it again; another body is a 409', async () => {
    const key = crypto.randomUUID();
    const headers = { ...fromNewIp(), 'Idempotency-Key': key };
    const first = await t.call('CONTACT_US', { ...contact, Subject: 'Replayed' }, headers);
    const second = await t.call('CONTACT_US', { ...contact, Subject: 'Replayed' }, headers);
    expect(second.body).toEqual(first.body);
    const rows = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_requests WHERE subject = 'Replayed'");
    expect(rows[0]!.n).toBe(1);
    const other = await t.call('CONTACT_US', { ...contact, Subject: 'Different' }, headers);
    expect(other.status).toBe(409);
  });

  it('stores markup as plain text, verbatim', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    await t.call('CONTACT_US', { ...contact, Message: xss, Subject: 'xss' }, fromNewIp());
    const rows = await t.db.query<{ message: string }>("SELECT message FROM contact_requests WHERE subject = 'xss'");
    expect(rows[0]!.message).toBe(xss);
  });

  it('answers 429 past the per-IP limit', async () => {
    const headers = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.call('CONTACT_US', { ...contact, Subject: `limit ${i}` }, headers)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('the newsletter', () => {
  it('subscribes an email once, whatever its case, and says so both times', async () => {
    const a = await t.call('INSERT_SUBSCRIBER', { SubscriberEmail: 'Ravi@Example.test' }, fromNewIp());
    const b = await t.call('INSERT_SUBSCRIBER', { SubscriberEmail: 'ravi@example.test' }, fromNewIp());
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    const rows = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM subscribers WHERE lower(email) = 'ravi@example.test'");
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses an invalid email with the spec message', async () => {
    const r = await t.call('INSERT_SUBSCRIBER', { SubscriberEmail: 'ravi@' }, fromNewIp());
    expect(r.body.errorMessage).toBe('Please enter valid email address');
  });
});

describe('product reviews', () => {
  const review = { ReviewerName: 'Meera', ReviewerEmail: 'meera@example.test', ReviewTitle: 'Lovely', ReviewBody: 'Beautiful print.' };

  it('stores a review and updates the product rating and count', async () => {
    const product = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE total_reviews = 0 AND is_published ORDER BY id LIMIT 1'))[0]!;
    await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: product.id, ReviewRating: 4 }, fromNewIp());
    await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: product.id, ReviewRating: 5 }, fromNewIp());
    const r = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: product.id }, fromNewIp()); // rating defaults to 1
    expect(r.status).toBe(200);
    const row = (await t.db.query<{ rating: number; total_reviews: number }>('SELECT rating, total_reviews FROM products WHERE id = $1', [product.id]))[0]!;
    expect(row).toEqual({ rating: 3.33, total_reviews: 3 }); // (4 + 5 + 1) / 3
  });

  it('refuses an unknown product and a rating outside 1 to 5', async () => {
    expect((await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: 999999, ReviewRating: 3 }, fromNewIp())).body.errorMessage).toBe('Invalid product!');
    expect((await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: 1, ReviewRating: 6 }, fromNewIp())).status).toBe(400);
    expect((await t.call('INSERT_PRODUCT_REVIEW', { ...review, ProductId: 'abc' }, fromNewIp())).body.errorMessage).toBe('Product Id must be a number');
  });

  it('applies the review field rules with their messages', async () => {
    const r = await t.call('INSERT_PRODUCT_REVIEW', { ...review, ReviewBody: 'b'.repeat(1001), ProductId: 1 }, fromNewIp());
    expect(r.body.errorMessage).toBe('Review Body max length should be 1000 characters');
  });
});
