// Personalised lines in the cart and the order (docs/shop-rules.md P1-P8): the same rules
// as the product page, two names make two lines, the order keeps it once, and an order
// from the original client (no personalisation) is accepted as "to follow".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartPricing, OrderItem, OrderPlacedRow } from '../../../contract/models.ts';
import type { OrderedPersonalisation } from '../../../contract/personalisation.ts';
import { productByName } from '../../db/seed/products.ts';
import { insertShopper, type Shopper } from '../../test-support/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let riya: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  riya = await insertShopper(t.db, 'riya@example.test');
}, 120_000);
afterAll(async () => { await t.close(); });

// Magic mugs: a required name of 20 characters and an optional photo.
const magic = () => productByName('Birthday Reveal Magic Mug');
/** The first value of each required option, so only the personalisation is in question. */
const line = (personalisation?: Record<string, string>, quantity = 1) => {
  const p = magic();
  const required = [...new Map(p.options.filter((o) => o.isRequired).map((o) => [o.attributeId, o])).values()];
  return {
    ProductId: p.id, Quantity: quantity,
    productSelectedAttributes: required.map((o) => ({ ProductId: p.id, ProductAttributeID: o.attributeId, PrimaryKeyValue: o.valueId })),
    ...(personalisation ? { Personalisation: personalisation } : {}),
  };
};
const cart = (lines: unknown[]) => t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: JSON.stringify(lines) });
const order = (lines: unknown[], key = crypto.randomUUID()) => t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', {
  UserID: riya.id, OrderNote: '', cartJsonData: JSON.stringify(lines), CouponCode: '', PaymentMethod: 6,
}, { ...riya.headers, 'Idempotency-Key': key });

describe('personalised cart lines', () => {
  it('prices two of one mug with different names as two lines, each keeping its name', async () => {
    const r = await cart([line({ name: 'Riya' }), line({ name: '  محمد   علي ' })]);
    expect(r.status).toBe(200);
    expect(r.data.productsData.map((l) => l.Personalisation)).toEqual([{ name: 'Riya' }, { name: 'محمد علي' }]);
    expect(r.data.productsData.map((l) => l.PersonalisationMissing)).toEqual([[], []]);
    const bare = await cart([line()]);
    expect(bare.data.productsData[0]!.PersonalisationMissing).toEqual(['name']);
  });

  it('refuses a name over its limit, unprintable text and a made-up field, on the cart and the order', async () => {
    const long = await cart([line({ name: 'A'.repeat(21) })]);
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe(`${magic().name}: Name on the mug can not be more than 20 characters!`);
    const rtlOverride = await order([line({ name: 'Riya\u202Eevil' })]);
    expect(rtlOverride.status).toBe(400);
    expect(rtlOverride.body.errorMessage).toBe(`${magic().name}: Name on the mug has characters that can not be printed!`);
    // A photo slot holds an upload id, never text or a path.
    for (const photo of ['my-photo.jpg', '../../etc/passwd', 'A'.repeat(33)]) {
      const notAnId = await order([line({ name: 'Riya', photo })]);
      expect([notAnId.status, notAnId.body.errorMessage]).toEqual([400, `${magic().name}: Please add the photo for Photo on the mug again!`]);
    }
    const notAnObject = await cart([{ ...line(), Personalisation: ['Riya'] }]);
    expect(notAnObject.status).toBe(400);
    const tooMany = await cart([line(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x'])))]);
    expect(tooMany.body.errorMessage).toBe('Cart line 1: Invalid personalisation!');
  });
});

describe('personalised orders', () => {
  it('stores each line\'s personalisation once, with font, colour and print area; history and admin show it', async () => {
    const key = crypto.randomUUID();
    const placed = await order([line({ name: 'Riya' }), line({ name: 'Aman' })], key);
    expect(placed.status).toBe(200);
    const again = await order([line({ name: 'Riya' }), line({ name: 'Aman' })], key);
    expect(again.data[0]!.OrderId).toBe(placed.data[0]!.OrderId);
    const id = placed.data[0]!.OrderId;
    const rows = await t.db.query<{ personalisation: OrderedPersonalisation; personalisation_to_follow: boolean }>(
      'SELECT personalisation, personalisation_to_follow FROM order_items WHERE order_id = $1 ORDER BY id', [id]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.personalisation.Fields.map((f) => f.Text))).toEqual([['Riya'], ['Aman']]);
    expect(rows[0]!.personalisation.Fields[0]).toMatchObject({ Key: 'name', Kind: 'text', Label: 'Name on the mug', Font: 'sans', Color: '#2B1A28', Area: { x: 0.325, y: 0.635, w: 0.3, h: 0.07 }, PrintWidthMm: 80 });
    expect(rows.every((r) => !r.personalisation_to_follow && r.personalisation.ToFollow.length === 0)).toBe(true);
    // Exactly once: one order, two lines, no copy elsewhere.
    const orders = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key]);
    expect(orders[0]!.n).toBe(1);

    const history = await t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: id }, riya.headers);
    expect(history.data.map((i) => i.Personalisation?.Fields[0]?.Text)).toEqual(['Riya', 'Aman']);
    const admin = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${id}`, headers: { authorization: `Bearer ${t.adminToken}` } });
    const items = (admin.json() as { order: { items: { personalisation: OrderedPersonalisation }[] } }).order.items;
    expect(items.map((i) => i.personalisation.Fields[0]!.Text)).toEqual(['Riya', 'Aman']);
  });

  it('accepts an order from a client that cannot send a personalisation and marks the line to follow', async () => {
    const placed = await order([line()]);
    expect(placed.status).toBe(200);
    const rows = await t.db.query<{ personalisation: OrderedPersonalisation; personalisation_to_follow: boolean }>(
      'SELECT personalisation, personalisation_to_follow FROM order_items WHERE order_id = $1', [placed.data[0]!.OrderId]);
    expect(rows).toEqual([{ personalisation: { Fields: [], ToFollow: ['Name on the mug'] }, personalisation_to_follow: true }]);
  });

  it('holds the product\'s quantity cap over all its personalised lines', async () => {
    const p = magic();
    const limit = p.orderMaximumQuantity > 0 ? Math.min(10, p.orderMaximumQuantity) : 10;
    const half = Math.ceil((limit + 1) / 2);
    expect(p.stock).toBeGreaterThan(limit);
    const r = await cart([line({ name: 'A' }, half), line({ name: 'B' }, limit + 1 - half)]);
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('OVER_LIMIT');
  });
});
