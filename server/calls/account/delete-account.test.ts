// A shopper deletes their account: the password again, refused while an order is on its
// way, then every trace of the person gone while the shop keeps its order records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../../contract/models.ts';
import { ORDER_STATUS } from '../../../contract/shop-rules.ts';
import { hashPassword } from '../../auth/password.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { createShopTestApp, insertShopper, orderFields, type Shop, type Shopper } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
beforeAll(async () => ({ t, s } = await createShopTestApp()));
afterAll(async () => t.close());

const PASSWORD = 'secret123';
async function shopperWithPassword(email: string): Promise<Shopper> {
  const shopper = await insertShopper(t.db, email);
  await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [shopper.id, await hashPassword(PASSWORD)]);
  return shopper;
}
const del = (who: Shopper, password = PASSWORD) => t.call('DELETE_ACCOUNT', { UserID: who.id, Password: password }, { ...who.headers, 'Idempotency-Key': crypto.randomUUID() });
const order = async (who: Shopper) => (await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(who.id, [{ ProductId: s.lamp, Quantity: 1 }]),
  { ...who.headers, 'Idempotency-Key': crypto.randomUUID() })).data[0]!;
const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('deleting one\'s account', () => {
  it('needs a logged-in shopper and the right password', async () => {
    const ravi = await shopperWithPassword('ravi.delete@example.test');
    expect((await t.call('DELETE_ACCOUNT', { UserID: ravi.id, Password: PASSWORD })).status).toBe(401);
    const wrong = await del(ravi, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
    const empty = await del(ravi, '');
    expect(empty.status).toBe(400);
    expect(await count('users WHERE id = $1', [ravi.id])).toBe(1);
  });

  it('is refused while an order is on its way, and done once it is delivered: the orders stay without the person', async () => {
    const asha = await shopperWithPassword('Asha.Delete@example.test');
    const other = await shopperWithPassword('meera.stays@example.test');
    const placed = await order(asha);
    const kept = await order(other);
    await t.db.query("INSERT INTO subscribers (email) VALUES ('asha.delete@example.test'), ('meera.stays@example.test')");
    await t.db.query(`INSERT INTO contact_requests (full_name, email, phone_number, subject, message)
                      VALUES ('Asha Verma', 'asha.delete@example.test', '98200', 'Mug', 'Where is my mug?')`);
    await t.db.query(`INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating)
                      VALUES ($1, 'Asha Verma', 'ASHA.DELETE@example.test', 'Lovely', 'Lovely lamp', 5)`, [s.lamp]);
    await t.db.query("INSERT INTO password_otps (email, code_hash, expires_at) VALUES ('asha.delete@example.test', 'x', now() + interval '10 minutes')");

    const refused = await del(asha);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'OPEN_ORDERS', errorMessage: 'You have orders on their way. You can delete your account once they are delivered.' });
    expect(await count('users WHERE id = $1', [asha.id])).toBe(1);

    await t.db.query('UPDATE orders SET latest_status_id = $2 WHERE id = $1', [placed.OrderId, ORDER_STATUS.Completed]);
    const done = await del(asha);
    expect(done.status).toBe(200);

    expect(await count('users WHERE id = $1', [asha.id])).toBe(0);
    expect(await count('sessions WHERE user_id = $1', [asha.id])).toBe(0);
    expect(await count("subscribers WHERE lower(email) = 'asha.delete@example.test'", [])).toBe(0);
    expect(await count("contact_requests WHERE lower(email) = 'asha.delete@example.test'", [])).toBe(0);
    expect(await count("password_otps WHERE lower(email) = 'asha.delete@example.test'", [])).toBe(0);
    expect(await count("mail_outbox WHERE lower(to_address) = 'asha.delete@example.test'", [])).toBe(0);
    expect(await t.db.query('SELECT reviewer_name, reviewer_email, body FROM reviews WHERE product_id = $1', [s.lamp]))
      .toEqual([{ reviewer_name: 'A.', reviewer_email: '', body: 'Lovely lamp' }]);
    // The order stays as the shop's record: number, amounts, items; no person.
    const record = (await t.db.query('SELECT order_number, user_id, shipping_name, shipping_address, order_note, order_total FROM orders WHERE id = $1', [placed.OrderId]))[0];
    expect(record).toEqual({ order_number: placed.OrderNumber, user_id: null, shipping_name: '', shipping_address: '', order_note: '', order_total: 800 });
    expect(await count('order_items WHERE order_id = $1', [placed.OrderId])).toBe(1);
    // The session is gone with the account.
    expect((await t.call('LOGOUT', { UserID: asha.id }, { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() })).status).toBe(401);

    // Nobody else's data is touched.
    expect(await count('users WHERE id = $1', [other.id])).toBe(1);
    expect((await t.db.query('SELECT user_id, shipping_name FROM orders WHERE id = $1', [kept.OrderId]))[0]).toEqual({ user_id: other.id, shipping_name: 'Asha Verma' });
    expect(await count("subscribers WHERE email = 'meera.stays@example.test'", [])).toBe(1);

    // The address is free again: the person may sign up anew.
    const again = await t.db.query("INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Asha', 'Verma', 'asha.delete@example.test', 'x') RETURNING id");
    expect(again).toHaveLength(1);
  });

  it('the shop owner still lists the order of a deleted account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/orders?pageSize=100', headers: { Authorization: `Bearer ${t.adminToken}` } });
    expect(res.statusCode).toBe(200);
    const orders = (res.json() as { orders: { customerEmail: string; userId: number | null }[] }).orders;
    expect(orders.some((o) => o.userId === null && o.customerEmail === '')).toBe(true);
  });
});
