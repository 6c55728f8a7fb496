// The shop's free-delivery rule (app_config free_delivery_from): the server decides the
// shipping of a cart and of an order with it. Figures by hand from order-fixtures.ts:
// Photo Frame 1250.00 with a 40.00 delivery charge, Handmade Mug 449.00 (discounted),
// Limited Lamp 800.00.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartPricing, OrderPlacedRow } from '../../../contract/models.ts';
import { migrate } from '../../db/migrate.ts';
import { LABEL_ROWS } from '../../db/seed/labels.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { cartJson, createShopTestApp, orderFields, type CartLine, type Shop, type Shopper } from '../../test-support/order-fixtures.ts';

let t: TestApp;
let s: Shop;
let asha: Shopper;
beforeAll(async () => ({ t, s, shoppers: [asha] } = await createShopTestApp('asha.free@example.test')));
afterAll(async () => t.close());
afterEach(async () => { await t.db.query("DELETE FROM app_config WHERE key IN ('free_delivery_from', 'delivery_charge')"); });

const setRule = (value: string) =>
  t.db.query("INSERT INTO app_config (key, value) VALUES ('free_delivery_from', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [value]);
const setCharge = (value: string) =>
  t.db.query("INSERT INTO app_config (key, value) VALUES ('delivery_charge', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [value]);
const cart = (lines: CartLine[]) => t.call<CartPricing>('GET_CUSTOMER_CART_ITEMS', { cartJsonData: cartJson(lines) });
const frame = (q = 1): CartLine => ({ ProductId: s.frame, Quantity: q });
const mug = (q = 1): CartLine => ({ ProductId: s.mug, Quantity: q });

describe('free delivery above the shop\'s amount', () => {
  it('a shop with no rule charges each product\'s delivery and says it has no rule', async () => {
    const r = await cart([frame(2)]);
    expect(r.data).toMatchObject({ cartSubTotal: 2500, shippingSubTotal: 80, orderTotal: 2580, freeDeliveryFrom: null });
  });

  it('below the amount the delivery is charged, and the answer says the amount', async () => {
    await setRule('1500');
    const r = await cart([frame()]);
    expect(r.data).toMatchObject({ cartSubTotal: 1250, shippingSubTotal: 40, orderTotal: 1290, freeDeliveryFrom: 1500 });
    expect(r.data.productsData[0]!.ShippingCharges).toBe(40);
  });

  it('at the amount exactly and above it, nothing is charged on any line', async () => {
    await setRule('1250');
    const at = await cart([frame()]);
    expect(at.data).toMatchObject({ cartSubTotal: 1250, shippingSubTotal: 0, orderTotal: 1250, freeDeliveryFrom: 1250 });
    await setRule('1500');
    const above = await cart([frame(), mug()]);
    expect(above.data).toMatchObject({ cartSubTotal: 1699, shippingSubTotal: 0, orderTotal: 1699 });
    expect(above.data.productsData.map((l) => l.ShippingCharges)).toEqual([0, 0]);
  });

  it('an unreadable amount is no rule (never a 500)', async () => {
    for (const bad of ['', 'abc', '-5', '1e9', '12.345']) {
      await setRule(bad);
      const r = await cart([frame()]);
      expect(r.status, bad).toBe(200);
      expect(r.data, bad).toMatchObject({ shippingSubTotal: 40, freeDeliveryFrom: null });
    }
  });

  it('the order charges what the cart showed, and a coupon taking the total under the amount keeps the delivery free', async () => {
    await setRule('2000');
    await t.db.query("INSERT INTO coupons (code, discount_type, value) VALUES ('FREEDEL20', 1, 20) ON CONFLICT DO NOTHING");
    const lines = [frame(), { ProductId: s.lamp, Quantity: 1 }];
    const r = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, lines, { CouponCode: 'FREEDEL20' }),
      { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    const order = (await t.db.query<{ subtotal: number; discount_amount: number; shipping_total: number; order_total: number }>(
      'SELECT subtotal, discount_amount, shipping_total, order_total FROM orders WHERE id = $1', [r.data[0]!.OrderId]))[0]!;
    // 1250 + 800 = 2050.00 - 20 % (410.00) = 1640.00, under 2000, still free: the rule looks at the cart before the coupon.
    expect(order).toEqual({ subtotal: 2050, discount_amount: 410, shipping_total: 0, order_total: 1640 });
  });
});

describe('a flat delivery charge below the amount (app_config delivery_charge)', () => {
  // Of the fixture's products only the frame ships (the others are marked free delivery, the eBook is digital).
  const lamp = (q = 1): CartLine => ({ ProductId: s.lamp, Quantity: q });
  const ebook = (): CartLine => ({ ProductId: s.ebook, Quantity: 1 });

  it('below the amount the order pays the flat charge once, whatever its quantities, carried by the first line that ships; at the amount nothing', async () => {
    await setRule('1500');
    await setCharge('49');
    // The frame's own 40.00 a piece gives way to the shop's flat charge: once per order.
    expect((await cart([frame()])).data).toMatchObject({ cartSubTotal: 1250, shippingSubTotal: 49, orderTotal: 1299, freeDeliveryFrom: 1500 });
    expect((await cart([frame(2)])).data).toMatchObject({ cartSubTotal: 2500, shippingSubTotal: 0, orderTotal: 2500 });
    await setRule('2000');
    expect((await cart([frame()])).data).toMatchObject({ shippingSubTotal: 49 });
    const lines = await cart([mug(), frame()]);
    expect(lines.data).toMatchObject({ cartSubTotal: 1699, shippingSubTotal: 49, orderTotal: 1748 });
    // The lines add up to the total: the first line that ships carries it.
    expect(lines.data.productsData.map((l) => l.ShippingCharges)).toEqual([0, 49]);
    // Nothing in it ships (products marked free delivery): nothing charged.
    expect((await cart([mug(), lamp()])).data).toMatchObject({ cartSubTotal: 1249, shippingSubTotal: 0, orderTotal: 1249 });
  });

  it('nothing to ship (a digital item alone), nothing charged; a charge without an amount applies to every order; 0 is free delivery', async () => {
    await setCharge('49');
    expect((await cart([ebook()])).data).toMatchObject({ cartSubTotal: 199, shippingSubTotal: 0, orderTotal: 199, freeDeliveryFrom: null });
    expect((await cart([ebook(), frame()])).data.productsData.map((l) => l.ShippingCharges)).toEqual([0, 49]);
    expect((await cart([frame(3)])).data).toMatchObject({ cartSubTotal: 3750, shippingSubTotal: 49, freeDeliveryFrom: null });
    await setCharge('0');
    expect((await cart([frame(2)])).data).toMatchObject({ cartSubTotal: 2500, shippingSubTotal: 0, orderTotal: 2500 });
  });

  it('an unreadable charge is no flat charge: each product pays its own (never a 500)', async () => {
    for (const bad of ['', 'abc', '-5', '1e3', '4.999']) {
      await setCharge(bad);
      const r = await cart([frame(2)]);
      expect(r.status, bad).toBe(200);
      expect(r.data.shippingSubTotal, bad).toBe(80);
    }
  });

  it('the order is charged what the cart showed', async () => {
    await setRule('1500');
    await setCharge('49.50');
    const r = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [frame()]), { ...asha.headers, 'Idempotency-Key': crypto.randomUUID() });
    expect(r.status).toBe(200);
    const order = (await t.db.query<{ subtotal: number; shipping_total: number; order_total: number }>(
      'SELECT subtotal, shipping_total, order_total FROM orders WHERE id = $1', [r.data[0]!.OrderId]))[0]!;
    expect(order).toEqual({ subtotal: 1250, shipping_total: 49.5, order_total: 1299.5 });
  });
});

describe('migration 0010: the demo shop\'s true facts', () => {
  const rerun = async () => {
    await t.db.query("DELETE FROM schema_migrations WHERE version = '0010_shop_facts_account_deletion.sql'");
    expect(await migrate(t.db)).toEqual(['0010_shop_facts_account_deletion.sql']);
  };
  const facility = async () => new Map((await t.db.query<{ k: string; text: string }>(
    "SELECT lang_code || ' ' || label_html_id AS k, text FROM labels WHERE entity_id = 87")).map((r) => [r.k, r.text]));
  const rule = async () => (await t.db.query<{ value: string }>("SELECT value FROM app_config WHERE key = 'free_delivery_from'"))[0]?.value;

  it('a database seeded with the old texts gets the free-delivery rule and the true texts; a text the shop wrote stays', async () => {
    await t.db.query(`INSERT INTO labels (entity_id, lang_code, label_html_id, text) VALUES
      (87, 'en', 'lbl_facility_freeshipp', 'Free Shipping Worldwide'), (87, 'en', 'lbl_facility_pygateway', 'Many Payment Gateways'),
      (87, 'en', 'lbl_facility_support', 'We answer within the hour'), (87, 'ar', 'lbl_facility_pygateway', 'بوابات دفع متعددة'),
      (87, 'ar', 'lbl_facility_freeshipp', 'شحن مجاني إلى جميع أنحاء العالم')`);
    await rerun();
    const got = await facility();
    expect(got.get('en lbl_facility_freeshipp')).toBe('Free delivery in India above ₹999');
    expect(got.get('en lbl_facility_pygateway')).toBe('Cash on delivery');
    expect(got.get('ar lbl_facility_pygateway')).toBe('الدفع عند الاستلام');
    // The same texts as a new demo database is seeded with.
    expect(got.get('ar lbl_facility_freeshipp')).toBe(LABEL_ROWS.find((l) => l.entityId === 87 && l.lang === 'ar' && l.id === 'lbl_facility_freeshipp')!.text);
    expect(got.get('en lbl_facility_support')).toBe('We answer within the hour');
    expect(await rule()).toBe('999');
    expect((await cart([frame()])).data).toMatchObject({ shippingSubTotal: 0, freeDeliveryFrom: 999 });
    await t.db.query('DELETE FROM labels WHERE entity_id = 87');
  });

  it('a shop without the demo\'s texts gets no rule it never chose', async () => {
    await rerun();
    expect(await rule()).toBeUndefined();
  });
});
