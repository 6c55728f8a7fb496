// Test data for the orders tests, made with SQL so the tests do not depend on the demo
// seed: a small shop with options of both price types, a discount, paid shipping, a
// digital product with its file, and shoppers with sessions.
import type { Db } from '../db/database.ts';
import { createSession } from '../auth/sessions.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface Shop {
  mug: number; frame: number; ebook: number; lamp: number; hidden: number; soldOut: number;
  red: number; blue: number; sizeM: number; sizeL: number;
  ebookBytes: Buffer;
}

export interface Shopper { id: number; email: string; headers: Record<string, string> }

const one = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ id: number }>(sql, params))[0]!.id;

export async function insertShop(db: Db): Promise<Shop> {
  await db.query(`INSERT INTO attributes (id, name, name_ar) VALUES (1, 'Color', 'اللون'), (2, 'Size', 'المقاس'), (3, 'Gift Wrap', 'تغليف الهدية')
                  ON CONFLICT (id) DO NOTHING`);
  await db.query(`INSERT INTO payment_methods (id, name, name_ar, image_url) VALUES (6, 'Cash on delivery', 'الدفع عند الاستلام', '/cod.svg'),
                  (2, 'PayPal', 'PayPal', '/paypal.svg'), (5, 'Card', 'بطاقة', '/card.svg') ON CONFLICT (id) DO NOTHING`);
  const category = await one(db, "INSERT INTO categories (name, name_ar) VALUES ('Mugs', 'أكواب') RETURNING id");
  const red = await one(db, "INSERT INTO colors (name, name_ar, hex_code) VALUES ('Red', 'أحمر', '#c00') RETURNING id");
  const blue = await one(db, "INSERT INTO colors (name, name_ar, hex_code) VALUES ('Blue', 'أزرق', '#00c') RETURNING id");
  const sizeM = await one(db, "INSERT INTO sizes (name, name_ar, short_name) VALUES ('Medium', 'متوسط', 'M') RETURNING id");
  const sizeL = await one(db, "INSERT INTO sizes (name, name_ar, short_name) VALUES ('Large', 'كبير', 'L') RETURNING id");
  const product = (name: string, nameAr: string, cols: string, vals: unknown[]) =>
    one(db, `INSERT INTO products (name, name_ar, category_id${cols ? `, ${cols}` : ''}) VALUES ($1, $2, $3${vals.map((_, i) => `, $${i + 4}`).join('')}) RETURNING id`,
      [name, nameAr, category, ...vals]);
  const mug = await product('Handmade Mug', 'كوب مصنوع يدويا', 'price, discounted_price, stock_quantity, order_maximum_quantity', [499, 449, 20, 3]);
  const frame = await product('Photo Frame', 'إطار صور', 'price, stock_quantity, is_shipping_free, shipping_charges', [1250, 10, false, 40]);
  const ebook = await product('Recipe eBook: Family Classics', 'كتاب الوصفات', 'price, stock_quantity, is_digital', [199, 1000, true]);
  const lamp = await product('Limited Lamp', 'مصباح', 'price, stock_quantity', [800, 10]);
  const hidden = await product('Hidden Vase', 'مزهرية', 'price, stock_quantity, is_published', [300, 5, false]);
  const soldOut = await product('Sold Out Scarf', 'وشاح', 'price, stock_quantity', [350, 0]);
  const option = (productId: number, attr: number, value: number, display: string, type: number, add: number, required = false) =>
    db.query(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price, is_required)
              VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`, [productId, attr, value, display, type, add, required]);
  await option(mug, 1, red, 'Red', 1, 0);
  await option(mug, 1, blue, 'Blue', 1, 25.5);
  await option(mug, 2, sizeM, 'Medium', 1, 0);
  await option(mug, 2, sizeL, 'Large', 2, 12.5); // 12.5 % of the base price
  await option(mug, 3, 1, 'Gold paper', 1, 30);
  await db.query(`INSERT INTO product_images (product_id, color_id, url, sort_order) VALUES
    ($1, NULL, '/img/mug.jpg', 0), ($1, $2, '/img/mug-red.jpg', 1), ($1, $3, '/img/mug-blue.jpg', 2), ($4, NULL, '/img/ebook.jpg', 0)`,
  [mug, red, blue, ebook]);
  const ebookBytes = Buffer.from('%PDF-1.4\n% a tiny recipe book\n\u00e9\u0000\u00ff', 'latin1');
  await db.query("INSERT INTO digital_files (product_id, file_name, content_type, bytes) VALUES ($1, 'recipes.pdf', 'application/pdf', $2)", [ebook, ebookBytes]);
  return { mug, frame, ebook, lamp, hidden, soldOut, red, blue, sizeM, sizeL, ebookBytes };
}

export async function insertShopper(db: Db, email: string): Promise<Shopper> {
  const id = await one(db,
    `INSERT INTO users (first_name, last_name, email, password_hash, address_line_one, postal_code)
     VALUES ('Asha', 'Verma', $1, 'not-a-real-hash', '12 MG Road', '560001') RETURNING id`, [email]);
  const token = await createSession(db, id, 1);
  return { id, email, headers: { Token: token, UserID: String(id) } };
}

export interface CartLine { ProductId: number; Quantity: number; productSelectedAttributes?: { ProductId: number; ProductAttributeID: number; PrimaryKeyValue: number }[] }

export const cartJson = (lines: CartLine[]) =>
  JSON.stringify(lines.map((l) => ({ productSelectedAttributes: [], ...l })));

export const orderFields = (userId: number, lines: CartLine[], extra: Record<string, unknown> = {}) => ({
  UserID: userId, OrderNote: 'Please gift wrap', cartJsonData: cartJson(lines), CouponCode: '', PaymentMethod: 6,
  paymentToken: '', payPalOrderConfirmJson: '', ...extra,
});

/** A server on a database with no demo catalogue, holding this shop and a shopper for each email. */
export async function createShopTestApp<E extends string[]>(...emails: E): Promise<{ t: TestApp; s: Shop; shoppers: { [K in keyof E]: Shopper } }> {
  const t = await createTestApp({ seed: false });
  const s = await insertShop(t.db);
  const shoppers: Shopper[] = [];
  for (const email of emails) shoppers.push(await insertShopper(t.db, email));
  return { t, s, shoppers: shoppers as { [K in keyof E]: Shopper } };
}

/** A cart line's chosen option: the product's attribute and the value chosen. */
export const attr = (productId: number, attributeId: number, value: number) => ({ ProductId: productId, ProductAttributeID: attributeId, PrimaryKeyValue: value });

/** The mug in blue (+25.50 fixed), large (+12.5 % of its price) and gift-wrapped (+30 fixed). */
export function mugWithOptions(s: Shop, quantity: number): CartLine {
  return { ProductId: s.mug, Quantity: quantity, productSelectedAttributes: [attr(s.mug, 1, s.blue), attr(s.mug, 2, s.sizeL), attr(s.mug, 3, 1)] };
}
