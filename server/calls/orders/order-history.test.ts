// Order history and digital downloads: a shopper sees only their own orders, and only the
// owner of a Completed digital item can download it, with a token that expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPath } from '../../../contract/calls.ts';
import type { OrderItem, OrderMaster, OrderPlacedRow } from '../../../contract/models.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeDownloadToken } from './download-token.ts';
import { insertShop, insertShopper, orderFields, type CartLine, type Shop, type Shopper } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
let ben: Shopper;
let ashaFirst: OrderPlacedRow;
let ashaEbook: OrderPlacedRow;
let benEbook: OrderPlacedRow;

const place = async (who: Shopper, lines: CartLine[]) =>
  (await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(who.id, lines), { ...who.headers, 'Idempotency-Key': crypto.randomUUID() })).data[0]!;
const detail = (who: Shopper, orderId: number) => t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: orderId }, who.headers);
const setStatus = (orderId: number, statusId: number) =>
  t.app.inject({ method: 'POST', url: `/admin/api/orders/${orderId}/status`, headers: { authorization: `Bearer ${t.adminToken}` }, payload: { statusId, note: 'test' } });
const download = (orderItemId: number, token: string) => t.app.inject({ method: 'GET', url: downloadPath(orderItemId, token) });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'asha@example.test');
  ben = await insertShopper(t.db, 'ben@example.test');
  ashaFirst = await place(asha, [{ ProductId: s.lamp, Quantity: 2 }, { ProductId: s.frame, Quantity: 1 }]);
  ashaEbook = await place(asha, [{ ProductId: s.ebook, Quantity: 1 }, { ProductId: s.lamp, Quantity: 1 }]);
  benEbook = await place(ben, [{ ProductId: s.ebook, Quantity: 1 }]);
});
afterAll(async () => t.close());

describe('order history', () => {
  it('lists my orders newest first with item counts, totals and the status name', async () => {
    const r = await t.call<OrderMaster[]>('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserId: asha.id }, asha.headers);
    expect(r.status).toBe(200);
    expect(r.data.map((o) => o.OrderId)).toEqual([ashaEbook.OrderId, ashaFirst.OrderId]);
    expect(r.data[1]).toMatchObject({ OrderNumber: ashaFirst.OrderNumber, LatestStatusID: 1, LatestStatusName: 'Active', TotalItems: 3, OrderTotal: 2890 });
    expect(new Date(r.data[1]!.OrderDateUTC).toISOString()).toBe(r.data[1]!.OrderDateUTC);
    const ar = await t.call<OrderMaster[]>('GET_CUSTOMER_ORDER_HISTORY_MASTER', { languageCode: 'ar' }, asha.headers);
    expect(ar.data[0]!.LatestStatusName).toBe('نشط');
  });

  it('refuses another user id (403) and no token (401)', async () => {
    expect((await t.call('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserId: ben.id }, asha.headers)).status).toBe(403);
    expect((await t.call('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserID: ben.id }, { Token: asha.headers.Token! })).status).toBe(403);
    expect((await t.call('GET_CUSTOMER_ORDER_HISTORY_MASTER', { UserId: asha.id })).status).toBe(401);
    expect((await t.call('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: ashaFirst.OrderId })).status).toBe(401);
  });

  it("shows an order's items to its owner only; another user gets 404", async () => {
    const mine = await detail(asha, ashaFirst.OrderId);
    expect(mine.data.map((i) => [i.ProductName, i.Price, i.Quantity, i.OrderItemTotal, i.IsDigitalProduct, i.DownloadToken])).toEqual([
      ['Limited Lamp', 800, 2, 1600, false, null],
      ['Photo Frame', 1250, 1, 1250, false, null],
    ]);
    const theirs = await detail(ben, ashaFirst.OrderId);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorMessage).toBe('Order not found.');
    expect((await detail(asha, 999999)).status).toBe(404);
  });
});

describe('an order\'s options in the viewer\'s language', () => {
  it('names a line\'s product and options in the language it is viewed in, by their stored ids; a removed option keeps its ordered names', async () => {
    await t.db.query("UPDATE product_attribute_options SET display_value_ar = 'أحمر' WHERE product_id = $1 AND attribute_id = 1 AND value_id = $2", [s.mug, s.red]);
    const chosen = [{ ProductId: s.mug, ProductAttributeID: 1, PrimaryKeyValue: s.red }, { ProductId: s.mug, ProductAttributeID: 2, PrimaryKeyValue: s.sizeM }];
    const order = await place(asha, [{ ProductId: s.mug, Quantity: 1, productSelectedAttributes: chosen }]);
    const shown = async (languageCode: string) =>
      (await t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: order.OrderId, languageCode }, asha.headers)).data[0]!.SelectedAttributesDisplay;
    expect(await shown('en')).toEqual([{ AttributeDisplayName: 'Color', PrimaryKeyDisplayValue: 'Red' }, { AttributeDisplayName: 'Size', PrimaryKeyDisplayValue: 'Medium' }]);
    expect(await shown('ar')).toEqual([{ AttributeDisplayName: 'اللون', PrimaryKeyDisplayValue: 'أحمر' }, { AttributeDisplayName: 'المقاس', PrimaryKeyDisplayValue: 'Medium' }]);
    const name = async (languageCode: string) =>
      (await t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: order.OrderId, languageCode }, asha.headers)).data[0]!.ProductName;
    expect([await name('en'), await name('ar')]).toEqual(['Handmade Mug', 'كوب مصنوع يدويا']);
    await t.db.query('DELETE FROM product_attribute_options WHERE product_id = $1 AND value_id = $2 AND attribute_id = 2', [s.mug, s.sizeM]);
    expect((await shown('ar'))[1]).toEqual({ AttributeDisplayName: 'Size', PrimaryKeyDisplayValue: 'Medium' });
  });
});

describe('digital downloads', () => {
  it('gives no download token before the order is Completed, and one after', async () => {
    const before = await detail(asha, ashaEbook.OrderId);
    expect(before.data.find((i) => i.IsDigitalProduct)!.DownloadToken).toBeNull();
    expect((await setStatus(ashaEbook.OrderId, 3)).statusCode).toBe(200);
    const after = await detail(asha, ashaEbook.OrderId);
    const ebook = after.data.find((i) => i.IsDigitalProduct)!;
    const lamp = after.data.find((i) => !i.IsDigitalProduct)!;
    expect(ebook.DownloadToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(ebook.LatestStatusID).toBe(3);
    expect(lamp.DownloadToken).toBeNull();
  });

  it('lets the owner download the exact bytes, with the type and a file name after the product', async () => {
    const ebook = (await detail(asha, ashaEbook.OrderId)).data.find((i) => i.IsDigitalProduct)!;
    const res = await download(ebook.OrderItemID, ebook.DownloadToken!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recipe-ebook-family-classics.pdf"; filename*=UTF-8''recipe-ebook-family-classics.pdf`);
    expect(Buffer.compare(res.rawPayload, s.ebookBytes)).toBe(0);
  });

  it('answers the same 404 to another user, a tampered token, an expired token and an item not Completed', async () => {
    await setStatus(benEbook.OrderId, 3);
    const benItem = (await detail(ben, benEbook.OrderId)).data[0]!;
    const ashaItem = (await detail(asha, ashaEbook.OrderId)).data.find((i) => i.IsDigitalProduct)!;
    const token = ashaItem.DownloadToken!;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const expired = makeDownloadToken('test-download-secret', ashaItem.OrderItemID, asha.id, Date.now() - 11 * 60_000);
    const laterExp = `${Number(token.split('.')[0]) + 60}.${token.split('.')[1]}`;
    const pending = await place(asha, [{ ProductId: s.ebook, Quantity: 1 }]);
    const pendingItem = (await detail(asha, pending.OrderId)).data[0]!;
    const cases: [number, string][] = [
      [ashaItem.OrderItemID, benItem.DownloadToken!], // Ben's valid token on Asha's item
      [ashaItem.OrderItemID, tampered],
      [ashaItem.OrderItemID, expired],
      [ashaItem.OrderItemID, laterExp], // expiry pushed back without the secret
      [ashaItem.OrderItemID, 'not-a-token'],
      [pendingItem.OrderItemID, makeDownloadToken('test-download-secret', pendingItem.OrderItemID, asha.id)], // signed, but Active
      [999999, token],
    ];
    for (const [id, tok] of cases) {
      const res = await download(id, tok);
      expect(res.statusCode, tok).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'File not found.' });
    }
    // Ben's own token still works for Ben's item.
    expect((await download(benItem.OrderItemID, benItem.DownloadToken!)).statusCode).toBe(200);
  });

  it('accepts a Completed shipping status as well (docs/rules.md R4)', async () => {
    const order = await place(asha, [{ ProductId: s.ebook, Quantity: 1 }]);
    await t.db.query('UPDATE order_items SET shipping_status_id = 3 WHERE order_id = $1', [order.OrderId]);
    const item = (await detail(asha, order.OrderId)).data[0]!;
    expect(item.DownloadToken).not.toBeNull();
    expect((await download(item.OrderItemID, item.DownloadToken!)).statusCode).toBe(200);
  });
});
