// Orders in the owner's console: filters, detail, status changes (mail in the shopper's
// language, stock back once on Returned, the audit log), printable documents and the CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { insertStaff } from './admin-staff.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let omar: Shopper;
let staffToken: string;
let first: OrderPlacedRow;
let arabic: OrderPlacedRow;

const api = (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
async function order(who: Shopper, lines: Parameters<typeof orderFields>[1], extra: Record<string, unknown> = {}) {
  const placed = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(who.id, lines, extra), { ...who.headers, 'Idempotency-Key': crypto.randomUUID() });
  if (!placed.data[0]) throw new Error(placed.body.errorMessage);
  return placed.data[0];
}
const stock = async (id: number) => (await t.db.query<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = $1', [id]))[0]!.stock_quantity;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  omar = await insertShopper(t.db, 'omar@example.test');
  await t.db.query("UPDATE users SET mobile_no = '+971 50 123 4567', first_name = 'Omar' WHERE id = $1", [omar.id]);
  await insertStaff(t.db, { email: 'sam@shop.test', name: 'Sam', role: 'staff', password: 'staff-secret-1' });
  staffToken = (await t.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { email: 'sam@shop.test', password: 'staff-secret-1' } })).json().token;
  first = await order(asha, [{ ProductId: s.mug, Quantity: 2, productSelectedAttributes: [{ ProductId: s.mug, ProductAttributeID: 1, PrimaryKeyValue: s.blue }, { ProductId: s.mug, ProductAttributeID: 2, PrimaryKeyValue: s.sizeM }] }, { ProductId: s.ebook, Quantity: 1 }]);
  arabic = await order(omar, [{ ProductId: s.lamp, Quantity: 3 }], { languageCode: 'ar' });
  await t.db.query("UPDATE orders SET order_date = '2026-01-15T10:00:00Z' WHERE id = $1", [first.OrderId]);
});
afterAll(async () => t.close());

describe('the order list', () => {
  it('filters by status, by date and by number, email or phone', async () => {
    const numbers = async (query: string) => (await api('GET', `/orders${query}`)).json().orders.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await numbers('')).toEqual([arabic.OrderNumber, first.OrderNumber]);
    expect(await numbers('?status=1&from=2026-01-15&to=2026-01-15')).toEqual([first.OrderNumber]);
    expect(await numbers('?to=2026-01-14')).toEqual([]);
    expect(await numbers(`?q=${first.OrderNumber.slice(-6)}`)).toEqual([first.OrderNumber]);
    expect(await numbers('?q=OMAR@example')).toEqual([arabic.OrderNumber]);
    expect(await numbers(`?q=${encodeURIComponent('50 123')}`)).toEqual([arabic.OrderNumber]);
    expect(await numbers('?q=%25')).toEqual([]);
    const listed = (await api('GET', '/orders?q=omar')).json();
    expect(listed).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(listed.orders[0]).toMatchObject({ customerEmail: 'omar@example.test', customerPhone: '+971 50 123 4567', lang: 'ar', totalItems: 3, statusName: 'Active' });
  });

  it('refuses a date that does not exist, a status out of range and a page of 0, saying which', async () => {
    for (const [query, message] of [['?from=2026-02-30', 'from must match format "date"'], ['?to=2026-13-01', 'to must match format "date"'],
      ['?status=6', 'status must be <= 5'], ['?page=0', 'page must be >= 1'], ['?status=x', 'status must be integer']]) {
      const res = await api('GET', `/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'BAD_REQUEST', errorMessage: message });
    }
  });
});

describe('one order', () => {
  it('has its items with their options, and the status history', async () => {
    const o = (await api('GET', `/orders/${first.OrderId}`)).json().order;
    expect(o).toMatchObject({ orderNumber: first.OrderNumber, customerEmail: 'asha@example.test', paymentMethod: 'Cash on delivery', note: 'Please gift wrap' });
    expect(o.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity])).toEqual([['Handmade Mug', 2], ['Recipe eBook: Family Classics', 1]]);
    expect(o.items[0].selectedAttributes).toEqual([expect.objectContaining({ PrimaryKeyDisplayValue: 'Blue' }), expect.objectContaining({ PrimaryKeyDisplayValue: 'Medium' })]);
    expect(o.history).toEqual([{ statusId: 1, statusName: 'Active', note: 'Order placed', at: expect.any(String) }]);
    expect((await api('GET', '/orders/0')).statusCode).toBe(400);
    expect((await api('GET', '/orders/999999')).statusCode).toBe(404);
  });

  it('prints a packing slip and an invoice in the language of the order, escaping what shoppers typed', async () => {
    await t.db.query("UPDATE orders SET shipping_name = '<b>Asha</b>' WHERE id = $1", [first.OrderId]);
    const slip = await api('GET', `/orders/${first.OrderId}/packing-slip`);
    expect(slip.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(slip.body).toContain('Packing slip');
    expect(slip.body).toContain('Handmade Mug');
    expect(slip.body).toContain('&#60;b&#62;Asha&#60;/b&#62;');
    expect(slip.body).not.toContain('<b>Asha');
    expect(slip.body).not.toContain('Order total');
    const invoice = await api('GET', `/orders/${arabic.OrderId}/invoice`);
    expect(invoice.body).toContain('<html lang="ar" dir="rtl">');
    expect(invoice.body).toContain('فاتورة');
    expect(invoice.body).toContain('₹2,400.00');
  });
});

describe('status changes', () => {
  it("mails the shopper in the language they ordered in, logs who did it, and a retried change does nothing", async () => {
    const res = await api('POST', `/orders/${arabic.OrderId}/status`, { statusId: 2, note: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ statusId: 2, statusName: 'InProgress' });
    const mails = async () => t.db.query<{ subject: string; text_body: string }>("SELECT subject, text_body FROM mail_outbox WHERE to_address = 'omar@example.test' AND kind = 'order-status' ORDER BY id");
    expect(await mails()).toEqual([{ subject: `طلبك من تحفة ${arabic.OrderNumber}: قيد التنفيذ`, text_body: expect.stringContaining(`نحن نجهّز طلبك ${arabic.OrderNumber}.`) }]);
    expect((await api('POST', `/orders/${arabic.OrderId}/status`, { statusId: 2 })).statusCode).toBe(200);
    expect(await mails()).toHaveLength(1);
    const audit = (await api('GET', '/audit', undefined, t.adminToken)).json().entries;
    expect(audit.filter((e: { entity: string }) => e.entity === 'order')).toEqual([expect.objectContaining({
      actor: { id: expect.any(Number), email: 'sam@shop.test' }, action: 'status', entityId: String(arabic.OrderId), before: { statusId: 1 }, after: { statusId: 2, note: '' },
    })]);
  });

  it('Completed mails that the downloads are ready (English order)', async () => {
    await api('POST', `/orders/${first.OrderId}/status`, { statusId: 3 });
    const mail = (await t.db.query<{ subject: string; text_body: string }>("SELECT subject, text_body FROM mail_outbox WHERE to_address = 'asha@example.test' AND kind = 'order-status'"))[0]!;
    expect(mail.subject).toBe(`Your Tohfa order ${first.OrderNumber}: completed`);
    expect(mail.text_body).toContain('Your digital items are ready to download from your order history.');
  });

  it('Returned puts the stock back exactly once, however often it is set, and Refunded after it does not', async () => {
    const before = await stock(s.lamp);
    for (const statusId of [4, 4, 5, 4]) expect((await api('POST', `/orders/${arabic.OrderId}/status`, { statusId })).statusCode).toBe(200);
    expect(await stock(s.lamp)).toBe(before + 3);
    const history = (await api('GET', `/orders/${arabic.OrderId}`)).json().order.history.map((h: { statusId: number }) => h.statusId);
    expect(history).toEqual([1, 2, 4, 5, 4]);
    // Two returns at once: still once.
    const again = await order(asha, [{ ProductId: s.frame, Quantity: 2 }]);
    const frames = await stock(s.frame);
    await Promise.all([4, 4, 4].map((statusId) => api('POST', `/orders/${again.OrderId}/status`, { statusId })));
    expect(await stock(s.frame)).toBe(frames + 2);
  });

  it('refuses bad input with a clear message, and an unknown order with 404', async () => {
    for (const [body, message] of [[{ statusId: 0 }, 'statusId must be >= 1'], [{ statusId: '2' }, 'statusId must be integer'], [{}, 'The body must have required properties statusId'],
      [{ statusId: 2, note: 5 }, 'note must be string'], [{ statusId: 2, note: 'x'.repeat(1001) }, 'note must not have more than 1000 characters']] as const) {
      const res = await api('POST', `/orders/${first.OrderId}/status`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMessage).toBe(message);
    }
    expect((await api('POST', '/orders/999999/status', { statusId: 2 })).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('has a header and one line per order, filtered like the list; a formula-like cell is quoted', async () => {
    await t.db.query("UPDATE orders SET shipping_name = '=HYPERLINK(\"x\")' WHERE id = $1", [first.OrderId]);
    const res = await api('GET', '/orders.csv?status=3');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('orderNumber,orderDate,statusName,customerEmail,customerPhone,shippingName,totalItems,subtotal,discount,couponCode,shipping,orderTotal');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${first.OrderNumber},2026-01-15T10:00:00.000Z,Completed,asha@example.test,,"'=HYPERLINK(""x"")",3,`);
  });
});
