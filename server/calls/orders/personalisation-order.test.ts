// Personalised lines in the cart and the order (docs/shop-rules.md P1-P8): the same rules
// as the product page, two names make two lines, the order keeps it once, and an order
// from the original client (no personalisation) is accepted as "to follow"; each text keeps,
// and prints in, the ink of the line's colour.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE, type CartPricing, type OrderItem, type OrderPlacedRow } from '../../../contract/models.ts';
import type { OrderedPersonalisation } from '../../../contract/personalisation.ts';
import { PRODUCTS, productByName } from '../../db/seed/products.ts';
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
    // The ink is the one of the line's colour (docs/shop-rules.md P1): the magic mugs are dark, their ink cream.
    expect(rows[0]!.personalisation.Fields[0]).toMatchObject({ Key: 'name', Kind: 'text', Label: 'Name on the mug', Font: 'sans', Color: '#FFF7E8', Area: { x: 0.325, y: 0.635, w: 0.3, h: 0.07 }, PrintWidthMm: 80 });
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

describe('the shop owner\'s command line (npm run admin -- order <id>)', () => {
  it('shows each line\'s text with its font and ink, the print to download, and what is to follow', async () => {
    const placed = await order([line({ name: 'Riya' }), line()]);
    expect(placed.status).toBe(200);
    const id = placed.data[0]!.OrderId;
    const items = await t.db.query<{ id: number }>('SELECT id FROM order_items WHERE order_id = $1 ORDER BY id', [id]);
    const [named, toFollow] = items.map((i) => i.id);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', 'order', String(id)], {
      env: { ...process.env, ADMIN_URL: url, ADMIN_TOKEN: t.adminToken },
    });
    const lines = stdout.split('\n').map((l) => l.trimEnd());
    expect(lines).toEqual(expect.arrayContaining([
      `Item ${named} personalisation:`,
      '  Name on the mug: "Riya" (sans, ink #FFF7E8)',
      `  print: npm run admin -- print ${id} ${named}   (/admin/api/orders/${id}/items/${named}/print.png)`,
      `Item ${toFollow} personalisation (personalisation to follow):`,
      '  Name on the mug: to follow',
    ]));
  });
});

describe('the ink of the product\'s colour (docs/shop-rules.md P1)', () => {
  // A photo mug in black and in white: a light ink on the one, a dark ink on the other.
  const mug = () => {
    const p = PRODUCTS.find((x) => x.categoryId === 10 && x.colorIds.includes(2) && x.colorIds.includes(1));
    expect(p, 'a demo photo mug in black and in white').toBeDefined();
    return p!;
  };
  const inColour = (colorId: number, name: string) => {
    const p = mug();
    const required = [...new Map(p.options.filter((o) => o.isRequired && o.attributeId !== ATTRIBUTE.Color).map((o) => [o.attributeId, o])).values()];
    return {
      ProductId: p.id, Quantity: 1, Personalisation: { name },
      productSelectedAttributes: [{ ProductId: p.id, ProductAttributeID: ATTRIBUTE.Color, PrimaryKeyValue: colorId },
        ...required.map((o) => ({ ProductId: p.id, ProductAttributeID: o.attributeId, PrimaryKeyValue: o.valueId }))],
    };
  };
  /** The mean colour of the print's fully inked pixels: the text's ink. */
  async function inkOfPrint(orderId: number, itemId: number): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: `/admin/api/orders/${orderId}/items/${itemId}/print.png`, headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const sum = [0, 0, 0];
    let n = 0;
    for (let i = 0; i < info.width * info.height; i++) {
      if (data[i * 4 + 3] !== 255) continue; // the ground is transparent, the glyphs' edges partly
      for (let c = 0; c < 3; c++) sum[c]! += data[i * 4 + c]!;
      n++;
    }
    expect(n, 'inked pixels in the print').toBeGreaterThan(500);
    return `#${sum.map((v) => Math.round(v / n).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
  }

  it('answers each colour\'s ink with the fields, keeps the chosen colour\'s with the order line, and prints the text in it', async () => {
    const p = mug();
    const detail = (await t.call<{ PersonalisationJson: { Key: string; Color: string; Inks?: Record<string, string> }[] }[]>('GET_PRODUCT_DETAIL', { ProductId: p.id })).data[0]!;
    const name = detail.PersonalisationJson.find((f) => f.Key === 'name')!;
    // The catalogue's inks: cream on the black mug, maroon on the white one.
    expect([name.Inks?.['2'], name.Inks?.['1']]).toEqual(['#FFF7E8', '#7A1F4A']);
    const stored = await t.db.query<{ inks: Record<string, string> | string }>(
      "SELECT inks FROM product_personalisation_fields WHERE product_id = $1 AND field_key = 'name'", [p.id]);
    const inks = typeof stored[0]!.inks === 'string' ? JSON.parse(stored[0]!.inks) as Record<string, string> : stored[0]!.inks;
    expect(name.Inks).toEqual(inks);

    const placed = await order([inColour(2, 'Kabir'), inColour(1, 'Meera')]);
    expect(placed.status).toBe(200);
    const orderId = placed.data[0]!.OrderId;
    const rows = await t.db.query<{ id: number; personalisation: OrderedPersonalisation }>(
      'SELECT id, personalisation FROM order_items WHERE order_id = $1 ORDER BY id', [orderId]);
    expect(rows.map((r) => [r.personalisation.Fields[0]!.Text, r.personalisation.Fields[0]!.Color])).toEqual([['Kabir', inks['2']], ['Meera', inks['1']]]);
    // Only the ink used goes with the line, not the product's whole table.
    expect(rows.every((r) => r.personalisation.Fields.every((f) => !('Inks' in f)))).toBe(true);
    // The history answers the same ink.
    const history = await t.call<OrderItem[]>('GET_CUSTOME_ORDER_HISTORY_DETAIL', { OrderId: orderId }, riya.headers);
    expect(history.data.map((i) => i.Personalisation?.Fields[0]?.Color)).toEqual([inks['2'], inks['1']]);

    // The print-ready PNG draws each text in its line's ink (within anti-aliasing).
    for (const [i, r] of rows.entries()) {
      const printed = await inkOfPrint(orderId, r.id);
      const want = [inks['2']!, inks['1']!][i]!;
      const channels = (hex: string) => [1, 3, 5].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));
      const off = Math.max(...channels(printed).map((v, c) => Math.abs(v - channels(want)[c]!)));
      expect(off, `${r.personalisation.Fields[0]!.Text}: printed ${printed}, ink ${want}`).toBeLessThan(6);
    }
  });

  it('a colour the catalogue gives no ink prints in the field\'s own colour', async () => {
    const p = mug();
    await t.db.query("UPDATE product_personalisation_fields SET inks = inks - '1' WHERE product_id = $1 AND field_key = 'name'", [p.id]);
    try {
      const placed = await order([inColour(1, 'Meera')]);
      expect(placed.status).toBe(200);
      const rows = await t.db.query<{ personalisation: OrderedPersonalisation }>('SELECT personalisation FROM order_items WHERE order_id = $1', [placed.data[0]!.OrderId]);
      const own = await t.db.query<{ color: string }>("SELECT color FROM product_personalisation_fields WHERE product_id = $1 AND field_key = 'name'", [p.id]);
      expect(rows[0]!.personalisation.Fields[0]!.Color).toBe(own[0]!.color);
    } finally {
      await t.db.query(`UPDATE product_personalisation_fields f SET inks = t.inks FROM personalisation_templates t
        WHERE f.product_id = $1 AND f.field_key = 'name' AND t.category_id = 10 AND t.field_key = 'name'`, [p.id]);
    }
  });
});
