// The shop owner's admin API and its command line, against a real server and database.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItem, OrderPlacedRow } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let order: OrderPlacedRow;

const admin = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = t.adminToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  order = (await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.ebook, Quantity: 1 }, { ProductId: s.lamp, Quantity: 2 }]),
    { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() })).data[0]!;
  await t.db.query(`INSERT INTO contact_requests (full_name, email, phone_number, subject, message) VALUES ('Ravi', 'ravi@example.test', '98765', 'Bulk order', 'Fifty mugs?')`);
  await t.db.query(`INSERT INTO subscribers (email) VALUES ('news@example.test')`);
  await t.db.query(`INSERT INTO seller_requests (first_name, last_name, email, password_hash, address_line_one) VALUES
    ('Meera', 'Shah', 'meera@example.test', 'secret-hash', '3 Lake Road'), ('Omar', 'Ali', 'omar@example.test', 'secret-hash', '9 Hill St')`);
});
afterAll(async () => t.close());

describe('admin API', () => {
  it('answers 401 without the admin token or with a wrong one', async () => {
    for (const token of [null, 'wrong-token', `${t.adminToken}x`]) {
      const res = await admin('GET', '/orders', undefined, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
    }
    expect((await admin('POST', `/orders/${order.OrderId}/status`, { statusId: 3 }, null)).statusCode).toBe(401);
    expect((await t.db.query('SELECT latest_status_id FROM orders WHERE id = $1', [order.OrderId]))[0]).toEqual({ latest_status_id: 1 });
  });

  it('lists orders, filtered by status', async () => {
    const all = (await admin('GET', '/orders')).json();
    expect(all.orders).toHaveLength(1);
    expect(all.orders[0]).toMatchObject({ id: order.OrderId, orderNumber: order.OrderNumber, customerEmail: 'asha@example.test', totalItems: 3, orderTotal: 1799, statusName: 'Active' });
    expect((await admin('GET', '/orders?status=3')).json().orders).toEqual([]);
    expect((await admin('GET', '/orders?status=9')).statusCode).toBe(400);
  });

  it('changes a status with history on the order and every item, and the download appears', async () => {
    const res = await admin('POST', `/orders/${order.OrderId}/status`, { statusId: 3, note: 'Delivered by hand' });
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    expect(o.statusId).toBe(3);
    expect(o.items.map((i: { statusId: number }) => i.statusId)).toEqual([3, 3]);
    expect(o.history.map((h: { statusId: number; note: string }) => [h.statusId, h.note])).toEqual([[1, 'Order placed'], [3, 'Delivered by hand']]);
    expect(await t.db.query('SELECT status_id, note FROM order_status_history WHERE order_id = $1 ORDER BY id', [order.OrderId]))
      .toEqual([{ status_id: 1, note: 'Order placed' }, { status_id: 3, note: 'Delivered by hand' }]);
    const items = await t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: order.OrderId }, asha.headers);
    expect(items.data.find((i) => i.IsDigitalProduct)!.DownloadToken).not.toBeNull();
    expect((await admin('GET', '/orders?status=3')).json().orders).toHaveLength(1);
  });

  it('refuses a bad status change with 400 and an unknown order with 404', async () => {
    for (const body of [{ statusId: 0 }, { statusId: 6 }, { statusId: 'x' }, {}, { statusId: 2, note: 5 }]) {
      expect((await admin('POST', `/orders/${order.OrderId}/status`, body)).statusCode).toBe(400);
    }
    expect((await admin('POST', '/orders/999999/status', { statusId: 2 })).statusCode).toBe(404);
    expect((await admin('GET', '/orders/abc')).statusCode).toBe(400);
    expect((await admin('GET', '/orders/999999')).statusCode).toBe(404);
  });

  it('lists contact messages, subscribers and seller requests (never a password hash), and decides a request once', async () => {
    expect((await admin('GET', '/contact-messages')).json().messages[0]).toMatchObject({ fullName: 'Ravi', subject: 'Bulk order', message: 'Fifty mugs?' });
    expect((await admin('GET', '/subscribers')).json().subscribers.map((x: { email: string }) => x.email)).toEqual(['news@example.test']);
    const listed = await admin('GET', '/seller-requests');
    expect(listed.body).not.toContain('secret-hash');
    const [omar, meera] = listed.json().sellerRequests as { id: number; email: string; status: string }[];
    expect([omar!.email, meera!.email]).toEqual(['omar@example.test', 'meera@example.test']);
    expect((await admin('POST', `/seller-requests/${meera!.id}/approve`)).json().sellerRequest).toEqual({ id: meera!.id, status: 'approved' });
    expect((await admin('POST', `/seller-requests/${omar!.id}/reject`)).json().sellerRequest).toEqual({ id: omar!.id, status: 'rejected' });
    const again = await admin('POST', `/seller-requests/${meera!.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('This seller request was already approved.');
    expect((await admin('POST', '/seller-requests/999999/approve')).statusCode).toBe(404);
    expect((await t.db.query('SELECT status FROM seller_requests ORDER BY id')).map((r) => r.status)).toEqual(['approved', 'rejected']);
  });

  it('reads the mail outbox newest first, filtered by recipient', async () => {
    await t.db.query("INSERT INTO mail_outbox (to_address, subject, text_body, kind, created_at) VALUES ('someone@example.test', 'Your OTP', 'Code 123456', 'otp', now() + interval '1 second')");
    const all = (await admin('GET', '/outbox')).json().mails;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['someone@example.test', 'asha@example.test', 'asha@example.test']);
    const mine = (await admin('GET', '/outbox?to=ASHA@example.test')).json().mails;
    expect(mine).toHaveLength(2);
    // The status change (Completed) mailed the shopper after the confirmation.
    expect(mine[0]).toMatchObject({ kind: 'order-status', subject: `Your Tohfa order ${order.OrderNumber}: completed` });
    expect(mine[1]).toMatchObject({ kind: 'order-confirmation', subject: `Your Tohfa order ${order.OrderNumber}` });
  });

  it('creates coupons that the coupon call then honours, refusing duplicates and bad input', async () => {
    const created = await admin('POST', '/coupons', { code: 'DIWALI15', type: 'percentage', value: 15, minOrder: 100, maxUses: 50, expiresAt: '2999-01-01T00:00:00Z' });
    expect(created.statusCode).toBe(201);
    expect(created.json().coupon).toMatchObject({ code: 'DIWALI15', type: 'percentage', value: 15, minOrder: 100, maxUses: 50, usedCount: 0 });
    expect((await admin('POST', '/coupons', { code: 'diwali15', type: 'fixed', value: 10 })).statusCode).toBe(409);
    for (const bad of [{ code: '', type: 'fixed', value: 10 }, { code: 'A B', type: 'fixed', value: 10 }, { code: 'X', type: 'half', value: 10 },
      { code: 'X', type: 'percentage', value: 120 }, { code: 'X', type: 'fixed', value: 0 }, { code: 'X', type: 'fixed', value: 1.234 },
      { code: 'X', type: 'fixed', value: 10, maxUses: 0 }, { code: 'X', type: 'fixed', value: 10, expiresAt: 'soon' }]) {
      expect((await admin('POST', '/coupons', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const r = await t.call<{ DiscountValueAfterCouponAppliedWithQuantity: number }>('GET_COUPON_CODE_DISCOUNT', {
      CouponCode: 'diwali15', cartJsonData: JSON.stringify([{ ProductId: s.lamp, Quantity: 1, productSelectedAttributes: [] }]),
    });
    expect(r.data.DiscountValueAfterCouponAppliedWithQuantity).toBe(120); // 15 % of 800
  });
});

describe('admin command line', () => {
  const exec = promisify(execFile);
  let url = '';
  beforeAll(async () => {
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  const cli = (...args: string[]) =>
    exec(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', ...args], { env: { ...process.env, ADMIN_URL: url, ADMIN_TOKEN: t.adminToken } });

  it('lists orders and sets a status as readable text', async () => {
    const list = await cli('orders');
    expect(list.stdout).toMatch(/id\s+number\s+date\s+customer/);
    expect(list.stdout).toContain(order.OrderNumber);
    const set = await cli('set-status', String(order.OrderId), '2', 'Packing', 'again');
    expect(set.stdout.trim()).toBe(`Order ${order.OrderNumber} is now InProgress.`);
    const one = await cli('order', String(order.OrderId));
    expect(one.stdout).toContain('Packing again');
    expect(one.stdout).toContain('Limited Lamp');
  });

  it('creates a coupon and explains a refusal and a wrong token on stderr', async () => {
    expect((await cli('create-coupon', 'FLAT50', 'fixed', '50', '--max-uses', '10')).stdout.trim()).toBe('Coupon FLAT50 created: Rs. 50.00 off.');
    await expect(cli('create-coupon', 'FLAT50', 'fixed', '50')).rejects.toMatchObject({ stderr: expect.stringContaining('409: A coupon with the code FLAT50 already exists.') });
    await expect(exec(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'orders'], { env: { ...process.env, ADMIN_URL: url, ADMIN_TOKEN: 'nope' } }))
      .rejects.toMatchObject({ stderr: expect.stringContaining('401') });
  });
});
