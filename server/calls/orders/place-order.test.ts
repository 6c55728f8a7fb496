// Placing an order: what the shopper is told and what the database holds afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartPricing, CouponAnswer, OrderPlacedRow } from '../../../contract/models.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { attr, cartJson, createShopTestApp, insertShopper, mugWithOptions, orderFields, type CartLine, type Shop, type Shopper } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
beforeAll(async () => ({ t, s, shoppers: [asha] } = await createShopTestApp('asha@example.test')));
afterAll(async () => t.close());

const mugBlueLarge = (q: number): CartLine => mugWithOptions(s, q);
const post = (who: Shopper, lines: CartLine[], extra: Record<string, unknown> = {}, key: string = crypto.randomUUID()) =>
  t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(who.id, lines, extra), { ...who.headers, 'Idempotency-Key': key });
const stockOf = async (id: number) => (await t.db.query<{ s: number; u: number }>('SELECT stock_quantity AS s, units_sold AS u FROM products WHERE id = $1', [id]))[0]!;
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('placing an order', () => {
  it('writes the order, its items and history, takes the stock, queues a confirmation, and charges what the cart showed', async () => {
    await t.db.query("INSERT INTO coupons (code, discount_type, value) VALUES ('TENOFF', 1, 10)");
    const lines = [mugBlueLarge(2), { ProductId: s.frame, Quantity: 1 }];
    const shown = await t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson(lines) });
    const discount = await t.call<CouponAnswer>('GET_COUPON_CODE_DISCOUNT', { CouponCode: 'TENOFF', cartJsonData: cartJson(lines) });
    const mugBefore = await stockOf(s.mug);

    const r = await post(asha, lines, { CouponCode: 'TENOFF' });
    expect(r.status).toBe(200);
    const placed = r.data[0]!;
    expect(placed.ResponseMsg).toBe('Order Placed Successfully');
    expect(placed.OrderNumber).toMatch(new RegExp(`^TOH-${new Date().getUTCFullYear()}-\\d{6}$`));
    // 2383.76 subtotal - 238.38 coupon + 40 shipping, the same as the cart and coupon calls showed.
    expect(placed.OrderTotal).toBe(2185.38);
    expect(placed.OrderTotal).toBeCloseTo(shown.data.orderTotal - discount.data.DiscountValueAfterCouponAppliedWithQuantity, 2);

    const order = (await t.db.query('SELECT * FROM orders WHERE id = $1', [placed.OrderId]))[0]!;
    expect(order).toMatchObject({
      user_id: asha.id, order_number: placed.OrderNumber, subtotal: 2383.76, discount_amount: 238.38, shipping_total: 40, order_total: 2185.38,
      coupon_code: 'TENOFF', payment_method_id: 6, latest_status_id: 1, order_note: 'Please gift wrap', shipping_name: 'Asha Verma',
      shipping_address: '12 MG Road, 560001',
    });
    const items = await t.db.query('SELECT product_id, product_name, unit_price, quantity, item_total, default_image_url, is_digital, latest_status_id FROM order_items WHERE order_id = $1 ORDER BY id', [placed.OrderId]);
    expect(items).toEqual([
      { product_id: s.mug, product_name: 'Handmade Mug', unit_price: 566.88, quantity: 2, item_total: 1133.76, default_image_url: '/img/mug-blue.jpg', is_digital: false, latest_status_id: 1 },
      { product_id: s.frame, product_name: 'Photo Frame', unit_price: 1250, quantity: 1, item_total: 1250, default_image_url: '', is_digital: false, latest_status_id: 1 },
    ]);
    expect(await t.db.query('SELECT status_id FROM order_status_history WHERE order_id = $1', [placed.OrderId])).toEqual([{ status_id: 1 }]);
    expect(await stockOf(s.mug)).toEqual({ s: mugBefore.s - 2, u: mugBefore.u + 2 });
    expect((await t.db.query('SELECT used_count FROM coupons WHERE code = $1', ['TENOFF']))[0]).toEqual({ used_count: 1 });
    const mail = (await t.db.query<{ subject: string; text_body: string; kind: string }>('SELECT subject, text_body, kind FROM mail_outbox WHERE to_address = $1', [asha.email]))[0]!;
    expect(mail.kind).toBe('order-confirmation');
    expect(mail.subject).toContain(placed.OrderNumber);
    expect(mail.text_body).toContain('2 x Handmade Mug (Color: Blue, Size: Large, Gift Wrap: Gold paper): Rs. 1133.76');
    expect(mail.text_body).toContain('Total: Rs. 2185.38');
  });

  it.each([[2, 'Card and PayPal payments are not available. Please choose cash on delivery.'], [5, 'Card and PayPal payments are not available. Please choose cash on delivery.']])(
    'refuses payment method %s with a clear message', async (method, message) => {
      const before = await count('orders');
      const r = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], { PaymentMethod: method });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', errorMessage: message });
      expect(await count('orders')).toBe(before);
    });

  it('refuses an unknown payment method and an empty cart', async () => {
    expect((await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], { PaymentMethod: 9 })).body).toMatchObject({ statusCode: 400, errorMessage: 'Please select a payment method.' });
    expect((await post(asha, [])).body).toMatchObject({ statusCode: 400, errorCode: 'EMPTY_CART', errorMessage: 'Your cart is empty' });
  });

  it('refuses an out-of-stock product by name and writes nothing', async () => {
    const before = { orders: await count('orders'), lamp: await stockOf(s.lamp), mails: await count('mail_outbox') };
    const r = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }, { ProductId: s.soldOut, Quantity: 1 }]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'OUT_OF_STOCK', errorMessage: 'Sold Out Scarf is out of stock.' });
    expect({ orders: await count('orders'), lamp: await stockOf(s.lamp), mails: await count('mail_outbox') }).toEqual(before);
  });

  it('refuses more than the product allows, naming it, and writes nothing', async () => {
    const before = { orders: await count('orders'), mug: await stockOf(s.mug) };
    const r = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }, mugBlueLarge(4)]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'OVER_LIMIT', errorMessage: 'Handmade Mug: Can not add more than 3 for this product.' });
    expect({ orders: await count('orders'), mug: await stockOf(s.mug) }).toEqual(before);
  });

  it('refuses two lines of one product whose total is more than the stock, and writes nothing', async () => {
    await t.db.query('UPDATE products SET stock_quantity = 3 WHERE id = $1', [s.frame]);
    const before = { orders: await count('orders'), lamp: await stockOf(s.lamp), frame: await stockOf(s.frame) };
    const r = await post(asha, [{ ProductId: s.lamp, Quantity: 2 }, { ProductId: s.frame, Quantity: 2 }, { ProductId: s.frame, Quantity: 2 }]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'OUT_OF_STOCK', errorMessage: 'Only 3 of Photo Frame left in stock.' });
    expect({ orders: await count('orders'), lamp: await stockOf(s.lamp), frame: await stockOf(s.frame) }).toEqual(before);
    // The cart call the PWA prices with says the same.
    const priced = await t.call('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson([{ ProductId: s.frame, Quantity: 2 }, { ProductId: s.frame, Quantity: 2 }]) });
    expect(priced.status).toBe(409);
    expect(priced.body).toMatchObject({ errorCode: 'OUT_OF_STOCK', errorMessage: 'Only 3 of Photo Frame left in stock.' });
    await t.db.query('UPDATE products SET stock_quantity = 10 WHERE id = $1', [s.frame]);
  });

  it('asks for a size or colour the product requires', async () => {
    const r = await post(asha, [{ ProductId: s.mug, Quantity: 1, productSelectedAttributes: [attr(s.mug, 1, s.red)] }]);
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('Handmade Mug: Select size of product!');
  });

  it('refuses a coupon that became invalid instead of charging a different total', async () => {
    await t.db.query("INSERT INTO coupons (code, discount_type, value, max_uses, used_count) VALUES ('ONCE', 2, 50, 1, 1)");
    const before = await count('orders');
    const r = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], { CouponCode: 'ONCE' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'INVALID_COUPON', errorMessage: 'Invalid coupon code!' });
    expect(await count('orders')).toBe(before);
  });

  it('needs a login, and refuses another user id', async () => {
    const fields = orderFields(asha.id, [{ ProductId: s.lamp, Quantity: 1 }]);
    expect((await t.call('POST_CUSTOMER_ORDER', fields, { 'Idempotency-Key': crypto.randomUUID() })).status).toBe(401);
    const other = await insertShopper(t.db, 'other@example.test');
    expect((await t.call('POST_CUSTOMER_ORDER', fields, { ...other.headers, 'Idempotency-Key': crypto.randomUUID() })).status).toBe(403);
  });
});

describe('the per-product cap holds over all the lines of a product', () => {
  // A product capped at 2 per order (OrderMaximumQuantity), in two colours.
  let pair: { id: number; red: number; blue: number };
  beforeAll(async () => {
    const id = (await t.db.query<{ id: number }>(
      "INSERT INTO products (name, name_ar, category_id, price, stock_quantity, order_maximum_quantity) SELECT 'Candle Pair', 'شمعتان', category_id, 200, 50, 2 FROM products WHERE id = $1 RETURNING id",
      [s.lamp],
    ))[0]!.id;
    await t.db.query(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price)
                      VALUES ($1, 1, $2, 'Red', 'Red', 1, 0), ($1, 1, $3, 'Blue', 'Blue', 1, 0)`, [id, s.red, s.blue]);
    pair = { id, red: s.red, blue: s.blue };
  });
  const pairLine = (colour: number, q = 1): CartLine => ({ ProductId: pair.id, Quantity: q, productSelectedAttributes: [attr(pair.id, 1, colour)] });
  const state = async () => ({ orders: await count('orders'), items: await count('order_items WHERE product_id = $1', [pair.id]), stock: await stockOf(pair.id) });

  it('refuses three lines of a product capped at 2 (different colours, one each) with the spec message, and writes nothing', async () => {
    const before = await state();
    const r = await post(asha, [pairLine(pair.red), pairLine(pair.blue), pairLine(pair.red)]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'OVER_LIMIT', errorMessage: 'Candle Pair: Can not add more than 2 for this product.' });
    expect(await state()).toEqual(before);
  });

  it('refuses 100 lines of 10 of one product (1,000 units) and writes nothing', async () => {
    const before = { ...(await state()), lamp: await stockOf(s.lamp) };
    const lines = Array.from({ length: 100 }, () => ({ ProductId: s.lamp, Quantity: 10 }));
    const r = await post(asha, lines);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ errorCode: 'OVER_LIMIT', errorMessage: 'Limited Lamp: Can not add more than 10 for this product.' });
    expect({ ...(await state()), lamp: await stockOf(s.lamp) }).toEqual(before);
  });

  it('refuses a 101-line cart before pricing it (the line-count limit), and writes nothing', async () => {
    const before = await state();
    const r = await post(asha, Array.from({ length: 101 }, () => pairLine(pair.red)));
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('The cart can hold at most 100 lines.');
    expect(await state()).toEqual(before);
  });

  it('still orders a legal split: 1 red + 1 blue of the product capped at 2, taking 2 from the stock', async () => {
    const before = await state();
    const r = await post(asha, [pairLine(pair.red), pairLine(pair.blue)]);
    expect(r.status).toBe(200);
    const items = await t.db.query<{ quantity: number }>('SELECT quantity FROM order_items WHERE order_id = $1 ORDER BY id', [r.data[0]!.OrderId]);
    expect(items).toEqual([{ quantity: 1 }, { quantity: 1 }]);
    expect(await stockOf(pair.id)).toEqual({ s: before.stock.s - 2, u: before.stock.u + 2 });
    expect(r.data[0]!.OrderTotal).toBe(400);
  });

  it('refuses the same over-cap cart in the cart and coupon calls, which the PWA uses to show totals', async () => {
    const cart = cartJson([pairLine(pair.red, 2), pairLine(pair.blue, 1)]);
    const priced = await t.call('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cart });
    expect(priced.status).toBe(409);
    expect(priced.body).toMatchObject({ errorCode: 'OVER_LIMIT', errorMessage: 'Candle Pair: Can not add more than 2 for this product.' });
    const coupon = await t.call('GET_COUPON_CODE_DISCOUNT', { CouponCode: 'TENOFF', cartJsonData: cart });
    expect(coupon.status).toBe(409);
    expect(coupon.body.errorCode).toBe('OVER_LIMIT');
    const legal = await t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson([pairLine(pair.red), pairLine(pair.blue)]) });
    expect(legal.status).toBe(200);
    expect(legal.data.cartSubTotal).toBe(400);
  });
});

describe('idempotency of orders', () => {
  it('answers the same key twice with the same order (sequentially)', async () => {
    const key = crypto.randomUUID();
    const first = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key);
    const second = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await count('orders WHERE idempotency_key = $1', [key])).toBe(1);
  });

  it('makes one order for the same key sent concurrently', async () => {
    const key = crypto.randomUUID();
    const lamp = await stockOf(s.lamp);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data[0]!.OrderId)).size).toBe(1);
    expect(await count('orders WHERE idempotency_key = $1', [key])).toBe(1);
    expect((await stockOf(s.lamp)).s).toBe(lamp.s - 1);
  });

  it('refuses the same key with a different body (409)', async () => {
    const key = crypto.randomUUID();
    expect((await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key)).status).toBe(200);
    const r = await post(asha, [{ ProductId: s.lamp, Quantity: 2 }], {}, key);
    expect(r.status).toBe(409);
    expect(r.body.errorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers the order again when it committed but its idempotent answer was lost (a crash in between)', async () => {
    const key = crypto.randomUUID();
    const first = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key);
    await t.db.query('DELETE FROM idempotency_keys WHERE key = $1', [key]);
    const again = await post(asha, [{ ProductId: s.lamp, Quantity: 1 }], {}, key);
    expect(again.data).toEqual(first.data);
    expect(await count('orders WHERE idempotency_key = $1', [key])).toBe(1);
  });
});

describe('concurrent orders never oversell', () => {
  it('50 concurrent orders on stock 10 make exactly 10 orders and leave stock 0', async () => {
    const id = (await t.db.query<{ id: number }>(
      "INSERT INTO products (name, name_ar, category_id, price, stock_quantity) SELECT 'Last Ten Candles', 'شموع', category_id, 150, 10 FROM products WHERE id = $1 RETURNING id",
      [s.lamp],
    ))[0]!.id;
    const shoppers = await Promise.all(Array.from({ length: 5 }, (_, i) => insertShopper(t.db, `rush${i}@example.test`)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(shoppers[i % 5]!, [{ ProductId: id, Quantity: 1 }])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(40);
    expect(answers.find((a) => a.status === 409)!.body.errorMessage).toBe('Last Ten Candles is out of stock.');
    expect((await stockOf(id)).s).toBe(0);
    expect(await count('order_items WHERE product_id = $1', [id])).toBe(10);
  });
});
