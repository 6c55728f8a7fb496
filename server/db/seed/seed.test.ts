// The demo catalogue on a fresh database: what it holds, that it is consistent, and
// that seeding twice adds nothing. Expectations come from the source tables and from
// independent checks of the stored rows, not from the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../../../contract/shop-rules.ts';
import { verifyPassword } from '../../auth/password.ts';
import { openTestDatabase } from '../../test-support/test-app.ts';
import type { Db } from '../database.ts';
import { migrate } from '../migrate.ts';
import { CATEGORIES, PARENT_CATEGORIES } from './categories.ts';
import { DEMO_CUSTOMER } from './demo-customer.ts';
import { FACILITY_LABELS } from '../../../contract/shop-rules.ts';
import { PRODUCTS } from './products.ts';
import { seedGeneratedProducts, seedIfEmpty } from './seed.ts';

const ARABIC = /[\u0600-\u06FF]/;
const round2 = (n: number) => Math.round(n * 100 + Number.EPSILON) / 100;

let db: Db;
let drop: () => Promise<void>;
let firstSeed: boolean;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase('empty'));
  await migrate(db);
  firstSeed = await seedIfEmpty(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]!.n;

describe('the demo catalogue', () => {
  // How long the seed takes is a benchmark's matter (bench/), not a test's: a loaded CI
  // machine would fail a time limit with nothing wrong.
  it('seeds a fresh database', () => {
    expect(firstSeed).toBe(true);
  });

  it('has at least 8 parent categories, each with 2 to 5 children', async () => {
    const rows = await db.query<{ id: number; parent_id: number | null; name: string; name_ar: string; attachment_url: string }>(
      'SELECT id, parent_id, name, name_ar, attachment_url FROM categories');
    const parents = rows.filter((r) => r.parent_id === null);
    expect(parents.length).toBeGreaterThanOrEqual(8);
    expect(parents.map((p) => p.name).sort()).toEqual(PARENT_CATEGORIES.map((p) => p.name).sort());
    for (const p of parents) {
      const children = rows.filter((r) => r.parent_id === p.id).length;
      expect(children, p.name).toBeGreaterThanOrEqual(2);
      expect(children, p.name).toBeLessThanOrEqual(5);
    }
    expect(rows).toHaveLength(CATEGORIES.length);
    for (const r of rows) expect(r.attachment_url).toMatch(/^\/media\/v1\/c\/[a-z]+\/\d+\.svg$/);
  });

  it('has at least 150 products, each in a child category, with an image', async () => {
    expect(await count('SELECT count(*)::int AS n FROM products')).toBe(PRODUCTS.length);
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(await count('SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NULL')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)')).toBe(0);
  });

  it('has an image for every colour option of every product', async () => {
    const colourOptions = await count('SELECT count(*)::int AS n FROM product_attribute_options WHERE attribute_id = 1');
    expect(colourOptions).toBeGreaterThan(150);
    const missing = await db.query(`
      SELECT o.product_id, o.value_id FROM product_attribute_options o
      WHERE o.attribute_id = 1 AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = o.product_id AND i.color_id = o.value_id)`);
    expect(missing).toEqual([]);
    // and colour images name an existing colour option of their product
    const stray = await db.query(`
      SELECT i.id FROM product_images i WHERE i.color_id IS NOT NULL AND NOT EXISTS
        (SELECT 1 FROM product_attribute_options o WHERE o.product_id = i.product_id AND o.attribute_id = 1 AND o.value_id = i.color_id)`);
    expect(stray).toEqual([]);
  });

  it('names everything in English and real Arabic', async () => {
    for (const table of ['categories', 'products', 'manufacturers', 'colors', 'sizes', 'tags', 'attributes', 'countries', 'states', 'cities', 'payment_methods']) {
      const rows = await db.query<{ name: string; name_ar: string }>(`SELECT name, name_ar FROM ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.name.trim(), table).not.toBe('');
        expect(r.name_ar, `${table}: ${r.name}`).toMatch(ARABIC);
      }
    }
    const texts = await db.query<{ short_description_ar: string; full_description_ar: string; full_description: string }>(
      'SELECT short_description_ar, full_description_ar, full_description FROM products');
    for (const t of texts) {
      expect(t.short_description_ar).toMatch(ARABIC);
      expect(t.full_description_ar).toMatch(/^<p><strong>[^<]*[\u0600-\u06FF][^<]*<\/strong>/);
      expect(t.full_description).toMatch(/^<p><strong>.+<\/ul><p>.+<\/p>$/);
    }
    const options = await db.query<{ display_value_ar: string }>('SELECT display_value_ar FROM product_attribute_options');
    for (const o of options) expect(o.display_value_ar).toMatch(ARABIC);
  });

  it('keeps rating and total_reviews equal to the reviews rows, and leaves some products unreviewed', async () => {
    const rows = await db.query<{ id: number; rating: number | null; total_reviews: number; n: number; total: number }>(`
      SELECT p.id, p.rating, p.total_reviews, count(r.id)::int AS n, COALESCE(sum(r.rating), 0)::int AS total
      FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id`);
    for (const r of rows) {
      expect(r.total_reviews, `product ${r.id}`).toBe(r.n);
      expect(r.rating, `product ${r.id}`).toBe(r.n === 0 ? null : round2(r.total / r.n));
    }
    const unreviewed = rows.filter((r) => r.n === 0).length;
    expect(unreviewed).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.n >= 2).length).toBeGreaterThan(rows.length / 2);
  });

  it('prices products in every band, with discounts stored as price less the percentage', async () => {
    const rows = await db.query<{ sale_price: number }>('SELECT sale_price FROM products');
    for (const band of PRICE_BANDS) {
      expect(rows.some((r) => r.sale_price >= band.min && r.sale_price <= band.max), `${band.min}-${band.max}`).toBe(true);
    }
    const discounted = await db.query<{ price: number; discounted_price: number; percentage: number }>(
      'SELECT p.price, p.discounted_price, d.percentage FROM products p JOIN discounts d ON d.id = p.discount_id');
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    for (const d of discounted) expect(d.discounted_price).toBe(round2(d.price * (1 - d.percentage / 100)));
    expect(await count('SELECT count(*)::int AS n FROM products WHERE (discount_id IS NULL) <> (discounted_price IS NULL)')).toBe(0);
  });

  it('has products out of stock, products with a low maximum, required and priced variants, sizes and tags', async () => {
    expect(await count('SELECT count(*)::int AS n FROM products WHERE stock_quantity = 0')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(*)::int AS n FROM products WHERE order_maximum_quantity IN (2, 3)')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(DISTINCT attribute_id)::int AS n FROM product_attribute_options WHERE attribute_id > 2')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM product_attribute_options WHERE attribute_id > 2 AND is_required')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM product_attribute_options WHERE attribute_id > 2 AND additional_price > 0 AND price_type = 2')).toBeGreaterThan(0);
    expect(await count('SELECT count(DISTINCT product_id)::int AS n FROM product_attribute_options WHERE attribute_id = 2')).toBeGreaterThanOrEqual(20);
    expect(await count('SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id)')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_shipping_methods s WHERE s.product_id = p.id)')).toBe(0);
    expect(await count('SELECT count(DISTINCT manufacturer_id)::int AS n FROM products')).toBeGreaterThanOrEqual(8);
    // created_at spread over months, so Date DESC means something
    const span = await db.query<{ days: number }>('SELECT extract(epoch FROM max(created_at) - min(created_at))::int / 86400 AS days FROM products');
    expect(span[0]!.days).toBeGreaterThan(90);
  });

  it('has at least 8 digital products, each with a real file named after it', async () => {
    const files = await db.query<{ name: string; file_name: string; content_type: string; bytes: Uint8Array }>(`
      SELECT p.name, f.file_name, f.content_type, f.bytes FROM products p JOIN digital_files f ON f.product_id = p.id WHERE p.is_digital`);
    expect(files.length).toBeGreaterThanOrEqual(8);
    expect(await count('SELECT count(*)::int AS n FROM products p WHERE p.is_digital AND NOT EXISTS (SELECT 1 FROM digital_files f WHERE f.product_id = p.id)')).toBe(0);
    for (const f of files) {
      const bytes = Buffer.from(f.bytes);
      expect(bytes.length, f.name).toBeGreaterThan(300);
      const slug = f.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      expect(f.file_name.startsWith(slug), f.file_name).toBe(true);
      if (f.content_type === 'application/pdf') {
        expect(f.file_name).toMatch(/\.pdf$/);
        const text = bytes.toString('latin1');
        expect(text.startsWith('%PDF-1.4')).toBe(true);
        expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
        // The cross-reference table points at each object: a reader can open the file.
        const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
        expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
        const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        expect(offsets.length).toBe(6);
        offsets.forEach((o, k) => expect(text.slice(o, o + 10)).toMatch(new RegExp(`^${k + 1} 0 obj`)));
      } else {
        expect(f.content_type).toBe('image/png');
        expect(f.file_name).toMatch(/\.png$/);
        expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        expect(bytes.readUInt32BE(16)).toBe(720);
        expect(bytes.readUInt32BE(20)).toBe(1280);
      }
    }
  });

  it('has banners, campaigns, payment methods, India with states and cities, coupons, labels and the logo', async () => {
    expect(await count('SELECT count(*)::int AS n FROM banners WHERE theme_type_id = 1 AND main_title_ar <> \'\' AND left_button_url LIKE \'/all-products/%\'')).toBeGreaterThanOrEqual(3);
    expect(await count('SELECT count(*)::int AS n FROM campaigns')).toBe(3);
    const methods = await db.query<{ id: number; image_url: string; is_active: boolean }>('SELECT id, image_url, is_active FROM payment_methods ORDER BY id');
    expect(methods.map((m) => m.id)).toEqual([2, 5, 6]);
    for (const m of methods) expect(m.image_url).toMatch(/^\/media\/v1\/pay\/\w+\.svg$/);

    const india = (await db.query<{ id: number }>("SELECT id FROM countries WHERE name = 'India'"))[0]!;
    expect(await count('SELECT count(*)::int AS n FROM states WHERE country_id = $1', [india.id])).toBeGreaterThanOrEqual(36);
    const big = await db.query<{ name: string; n: number }>(`
      SELECT s.name, count(c.id)::int AS n FROM states s JOIN cities c ON c.state_id = s.id
      WHERE s.name IN ('Maharashtra', 'Uttar Pradesh', 'Karnataka', 'Tamil Nadu', 'Gujarat', 'West Bengal', 'Rajasthan', 'Delhi') GROUP BY s.name`);
    expect(big).toHaveLength(8);
    for (const s of big) expect(s.n, s.name).toBeGreaterThanOrEqual(3);

    const coupons = await db.query<{ code: string; discount_type: number; value: number; min_order: number; expired: boolean }>(
      'SELECT code, discount_type, value, min_order, COALESCE(expires_at < now(), false) AS expired FROM coupons');
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    expect(byCode.get('GIFT10')).toMatchObject({ discount_type: 1, value: 10, min_order: 0, expired: false });
    expect(byCode.get('FLAT100')).toMatchObject({ discount_type: 2, value: 100, min_order: 500, expired: false });
    expect(byCode.get('OLDYEAR')).toMatchObject({ expired: true });

    const facility = await db.query<{ lang_code: string; label_html_id: string; text: string }>(
      'SELECT lang_code, label_html_id, text FROM labels WHERE entity_id = 87');
    for (const id of FACILITY_LABELS) {
      expect(facility.find((f) => f.label_html_id === id && f.lang_code === 'en')?.text, id).toBeTruthy();
      expect(facility.find((f) => f.label_html_id === id && f.lang_code === 'ar')?.text, id).toMatch(ARABIC);
    }
    expect(facility.find((f) => f.label_html_id === 'lbl_facility_freeshipp' && f.lang_code === 'en')?.text).toBe('Free delivery in India above ₹999');
    expect(await db.query("SELECT value FROM app_config WHERE key = 'free_delivery_from'")).toEqual([{ value: '999' }]);
    const entities = await db.query<{ entity_id: number }>("SELECT DISTINCT entity_id FROM labels WHERE lang_code = 'ar' ORDER BY entity_id");
    expect(entities.length).toBeGreaterThanOrEqual(35);
    for (const e of entities) expect(e.entity_id >= 57 && e.entity_id <= 94).toBe(true);

    expect(await db.query("SELECT value FROM app_config WHERE key = 'website_logo'")).toEqual([{ value: '/media/v1/logo.svg' }]);
  });

  it('has the demo customer, whose password verifies, with a Completed order holding a digital item', async () => {
    const user = (await db.query<{ id: number; password_hash: string; city: string; state: string; country: string }>(`
      SELECT u.id, u.password_hash, ci.name AS city, st.name AS state, co.name AS country FROM users u
      JOIN cities ci ON ci.id = u.city_id JOIN states st ON st.id = u.state_id JOIN countries co ON co.id = u.country_id
      WHERE u.email = $1`, [DEMO_CUSTOMER.email]))[0]!;
    expect(user).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', country: 'India' });
    expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo12345', user.password_hash)).toBe(true);
    expect(await verifyPassword('demo12346', user.password_hash)).toBe(false);

    const orders = await db.query<{ id: number; order_number: string; latest_status_id: number; subtotal: number; order_total: number; shipping_total: number }>(
      'SELECT id, order_number, latest_status_id, subtotal, order_total, shipping_total FROM orders WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(orders.map((o) => o.latest_status_id)).toEqual([3, 1]);
    for (const o of orders) expect(o.order_number).toMatch(/^TOH-\d{4}-\d{6}$/);
    const completed = orders[0]!;
    const items = await db.query<{ is_digital: boolean; latest_status_id: number; item_total: number; unit_price: number; quantity: number; has_file: boolean }>(`
      SELECT i.is_digital, i.latest_status_id, i.item_total, i.unit_price, i.quantity,
             EXISTS (SELECT 1 FROM digital_files f WHERE f.product_id = i.product_id) AS has_file
      FROM order_items i WHERE i.order_id = $1`, [completed.id]);
    expect(items.some((i) => i.is_digital && i.latest_status_id === 3 && i.has_file)).toBe(true);
    expect(items.some((i) => !i.is_digital)).toBe(true);
    for (const i of items) expect(i.item_total).toBe(round2(i.unit_price * i.quantity));
    expect(completed.subtotal).toBe(round2(items.reduce((s, i) => s + i.item_total, 0)));
    expect(completed.order_total).toBe(round2(completed.subtotal + completed.shipping_total));
    const history = await db.query<{ status_id: number }>('SELECT status_id FROM order_status_history WHERE order_id = $1 ORDER BY created_at', [completed.id]);
    expect(history.map((h) => h.status_id)).toEqual([1, 2, 3]);
    // Orders placed later continue the number sequence.
    const next = await db.query<{ n: number }>("SELECT nextval('order_number_seq')::int AS n");
    expect(next[0]!.n).toBe(orders.length + 1);
  });

  it('does not seed twice', async () => {
    const tables = ['categories', 'products', 'product_images', 'reviews', 'digital_files', 'users', 'orders', 'coupons', 'labels', 'cities'];
    const before = await Promise.all(tables.map((t) => count(`SELECT count(*)::int AS n FROM ${t}`)));
    expect(await seedIfEmpty(db)).toBe(false);
    const after = await Promise.all(tables.map((t) => count(`SELECT count(*)::int AS n FROM ${t}`)));
    expect(after).toEqual(before);
  });
});

describe('generated products for benchmarks', () => {
  it('tops the catalogue up to the asked total, each with an image, options and consistent ratings', async () => {
    const result = await seedGeneratedProducts(db, 400, { batchSize: 100 });
    expect(result).toEqual({ before: PRODUCTS.length, inserted: 400 - PRODUCTS.length, total: 400 });
    expect(await count('SELECT count(*)::int AS n FROM products')).toBe(400);
    const fresh = `FROM products p WHERE p.id > ${PRODUCTS.length}`;
    expect(await count(`SELECT count(*)::int AS n ${fresh} AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.color_id IS NOT NULL)`)).toBe(0);
    // Each shows a demo photograph of its own category.
    expect(await count(`SELECT count(*)::int AS n FROM product_images i JOIN products p ON p.id = i.product_id WHERE p.id > ${PRODUCTS.length}
      AND NOT EXISTS (SELECT 1 FROM product_images d JOIN products q ON q.id = d.product_id WHERE q.id <= ${PRODUCTS.length} AND q.category_id = p.category_id AND d.url = i.url)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${fresh} AND NOT EXISTS (SELECT 1 FROM product_attribute_options o WHERE o.product_id = p.id AND o.attribute_id = 1)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${fresh} AND NOT EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${fresh} AND p.total_reviews <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n ${fresh} AND p.rating IS DISTINCT FROM (SELECT avg(r.rating)::numeric(3,2) FROM reviews r WHERE r.product_id = p.id)`)).toBe(0);
    const names = await db.query<{ name: string; name_ar: string; parent_id: number | null }>(
      `SELECT p.name, p.name_ar, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id > ${PRODUCTS.length}`);
    for (const n of names) {
      expect(n.name_ar).toMatch(ARABIC);
      expect(n.parent_id).not.toBeNull();
    }
    expect(new Set(names.map((n) => n.name)).size).toBeGreaterThan(200);
    // Asking for fewer than there are adds nothing.
    expect((await seedGeneratedProducts(db, 300)).inserted).toBe(0);
  });
});
