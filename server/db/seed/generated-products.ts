// Extra generated products for benchmarks (`npm run seed -- --products 100000`): made
// inside the database with generate_series (INSERT ... SELECT), in batches, from the
// demo products' names with adjectives and collections (English and Arabic), so a
// listing, a search and a filter behave as they would on a large real shop.
// Deterministic: every value comes from hashtext() of the row number or id.
import { bumpCatalogueVersion } from '../catalogue-version.ts';
import type { Db } from '../database.ts';
import { CHILD_CATEGORIES } from './categories.ts';
import { PRODUCT_TABLES } from './product-tables.ts';
import { PRODUCTS } from './products.ts';

const ADJECTIVES: [string, string][] = [
  ['Royal', 'ملكي'], ['Classic', 'كلاسيكي'], ['Festive', 'احتفالي'], ['Elegant', 'أنيق'], ['Vintage', 'عتيق'],
  ['Modern', 'عصري'], ['Handcrafted', 'مصنوع يدوياً'], ['Premium', 'فاخر'], ['Minimal', 'بسيط'], ['Golden', 'ذهبي'],
  ['Pastel', 'بألوان هادئة'], ['Rustic', 'ريفي'], ['Bright', 'مشرق'], ['Little', 'صغير'], ['Grand', 'كبير'],
  ['Charming', 'ساحر'], ['Cosy', 'دافئ'], ['Lucky', 'محظوظ'], ['Sunny', 'مشمس'], ['Midnight', 'منتصف الليل'],
];
const COLLECTIONS: [string, string][] = [
  ['Rangoli Edition', 'إصدار رانغولي'], ['Monsoon Edition', 'إصدار الرياح الموسمية'], ['Jaipur Collection', 'تشكيلة جايبور'],
  ['Kerala Collection', 'تشكيلة كيرالا'], ['Studio Series', 'سلسلة الاستوديو'], ['Heritage Line', 'خط التراث'],
  ['Celebration Pack', 'باقة الاحتفال'], ['Everyday Range', 'تشكيلة يومية'], ['Signature', 'توقيع'], ['Limited Run', 'إصدار محدود'],
];
const DISCOUNT_PCTS = [10, 15, 20, 25, 30]; // discounts ids 1..5 (lookups.ts)
/** Sizes offered per category (apparel, kids, frames, cushions, rings). */
const CATEGORY_SIZES = PRODUCT_TABLES.flatMap((t) => t.sizes.map((s) => [t.categoryId, s] as const));

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const values = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? String(v) : lit(v))).join(', ')})`).join(',\n');

export interface GeneratedResult { before: number; inserted: number; total: number }

/** Adds generated products until the shop has `total` products (demo ones count). */
export async function seedGeneratedProducts(db: Db, total: number, opts: { batchSize?: number; onBatch?: (done: number, of: number) => void } = {}): Promise<GeneratedResult> {
  const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
  if (total <= before) return { before, inserted: 0, total: before };
  const existing = new Set((await db.query<{ id: number }>('SELECT id FROM categories')).map((r) => r.id));
  const children = CHILD_CATEGORIES.filter((c) => existing.has(c.id));
  if (children.length === 0) throw new Error('Seed the demo catalogue first: generated products use its categories.');
  const bases = PRODUCTS.filter((p) => !p.isDigital && existing.has(p.categoryId));
  const basesSql = values(bases.map((p, k) => [k, p.name, p.nameAr, p.categoryId, p.price, p.shortDescription, p.shortDescriptionAr, p.fullDescription, p.fullDescriptionAr]));
  const adjSql = values(ADJECTIVES.map(([en, ar], k) => [k, en, ar]));
  const colSql = values(COLLECTIONS.map(([en, ar], k) => [k, en, ar]));
  // Generated products show the demo products' photographs of their category, in their colour when one exists.
  const photoSql = values(PRODUCTS.filter((p) => existing.has(p.categoryId)).flatMap((p) =>
    p.images.filter((i) => i.url.endsWith('-1.jpg')).map((i) => [p.categoryId, i.colorId ?? 0, i.url])));
  const sizesSql = values(CATEGORY_SIZES.filter(([c]) => existing.has(c)).map(([c, s]) => [c, s]));

  const batch = opts.batchSize ?? 20_000;
  let inserted = 0;
  const need = total - before;
  while (inserted < need) {
    const n = Math.min(batch, need - inserted);
    const from = before + inserted + 1;
    await db.tx(async (tx) => {
      const maxId = (await tx.query<{ m: number }>('SELECT COALESCE(max(id), 0)::int AS m FROM products'))[0]!.m;
      await tx.query(`
        WITH base(k, name, name_ar, category_id, price, sd, sd_ar, fd, fd_ar) AS (VALUES ${basesSql}),
             adj(k, en, ar) AS (VALUES ${adjSql}),
             col(k, en, ar) AS (VALUES ${colSql}),
             src AS (
               SELECT g, b.*, a.en AS adj_en, a.ar AS adj_ar, c.en AS col_en, c.ar AS col_ar,
                      abs(hashtext(g::text || ':a')::bigint) AS h1, abs(hashtext(g::text || ':b')::bigint) AS h2,
                      abs(hashtext(g::text || ':c')::bigint) AS h3
               FROM generate_series($1::int, $2::int) AS g
               JOIN base b ON b.k = g % ${bases.length}
               JOIN adj a ON a.k = (g / ${bases.length}) % ${ADJECTIVES.length}
               JOIN col c ON c.k = (g / ${bases.length * ADJECTIVES.length}) % ${COLLECTIONS.length}
             ),
             priced AS (
               SELECT src.*, GREATEST(10, round(price * (70 + h1 % 61) / 100.0)) AS p,
                      CASE WHEN h2 % 4 = 0 THEN 1 + (h2 / 4) % 5 END AS d
               FROM src
             )
        INSERT INTO products (name, name_ar, short_description, short_description_ar, full_description, full_description_ar,
                              category_id, manufacturer_id, vendor_name, price, discount_id, discounted_price, stock_quantity,
                              order_maximum_quantity, is_featured, units_sold, rating, total_reviews, is_shipping_free,
                              estimated_shipping_days, meta_title, meta_description, meta_keywords, created_at)
        SELECT adj_en || ' ' || name || ' - ' || col_en, name_ar || ' ' || adj_ar || ' - ' || col_ar, sd, sd_ar, fd, fd_ar,
               category_id, 1 + h3 % 11, 'Tohfa Marketplace Seller ' || (1 + h3 % 40), p, d,
               CASE WHEN d IS NOT NULL THEN round(p * (1 - (ARRAY[${DISCOUNT_PCTS.join(',')}])[d] / 100.0), 2) END,
               CASE WHEN h1 % 50 = 0 THEN 0 ELSE 1 + h1 % 300 END,
               CASE WHEN h2 % 40 = 0 THEN 3 ELSE 0 END,
               h3 % 20 = 0, (h2 / 7) % 1500,
               CASE WHEN h3 % 5 = 0 THEN NULL ELSE (ARRAY[5, 5, 4, 4, 4, 3, 5, 2, 4, 1])[1 + (h3 / 5) % 10] END,
               CASE WHEN h3 % 5 = 0 THEN 0 ELSE 1 END,
               h1 % 8 <> 0, 3 + h2 % 6,
               adj_en || ' ' || name || ' | Tohfa', sd, lower(name || ', personalised gift'),
               now() - make_interval(hours => (h1 % 8760)::int)
        FROM priced ORDER BY g`, [from, from + n - 1]);
      const fresh = `FROM products p WHERE p.id > ${maxId}`;
      // One review per rated product, with that rating: rating and total_reviews stay true.
      await tx.query(`
        INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating, created_at)
        SELECT p.id, 'Verified Buyer', 'buyer' || (p.id % 997) || '@example.com',
               CASE WHEN p.rating >= 4 THEN 'Lovely gift' ELSE 'Could be better' END,
               CASE WHEN p.rating >= 4 THEN 'Arrived on time and looked just like the picture.' ELSE 'Decent, but the finish was not what I expected.' END,
               p.rating::int, p.created_at + interval '2 days'
        ${fresh} AND p.rating IS NOT NULL`);
      await tx.query(`
        WITH photo(category_id, color_id, url) AS (VALUES ${photoSql})
        INSERT INTO product_images (product_id, color_id, url, sort_order)
        SELECT p.id, 1 + (p.id * 7) % 16, COALESCE(
                 (SELECT f.url FROM photo f WHERE f.category_id = p.category_id AND f.color_id = 1 + (p.id * 7) % 16 ORDER BY f.url LIMIT 1),
                 (SELECT f.url FROM photo f WHERE f.category_id = p.category_id ORDER BY f.url LIMIT 1)), 0
        ${fresh}`);
      await tx.query(`
        INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, is_required, sort_order)
        SELECT p.id, 1, c.id, c.name, c.name_ar, true, CASE WHEN c.id = 1 + (p.id * 7) % 16 THEN 0 ELSE 1 END
        FROM products p JOIN colors c ON c.id = 1 + (p.id * 7) % 16 OR (p.id % 3 = 0 AND c.id = 1 + (p.id * 11) % 16)
        WHERE p.id > ${maxId}`);
      if (sizesSql) {
        await tx.query(`
          WITH cs(category_id, size_id) AS (VALUES ${sizesSql})
          INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, is_required, sort_order)
          SELECT p.id, 2, z.id, z.short_name, z.name_ar, true, z.sort_order
          FROM products p JOIN cs ON cs.category_id = p.category_id JOIN sizes z ON z.id = cs.size_id
          WHERE p.id > ${maxId}`);
      }
      await tx.query(`
        INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price, is_required, sort_order)
        SELECT p.id, 3, o.v, o.en, o.ar, 1, o.price, false, o.v
        FROM products p CROSS JOIN (VALUES (1, 'No gift wrap', 'بدون تغليف', 0), (2, 'Classic kraft wrap', 'تغليف كرافت كلاسيكي', 49),
                                           (3, 'Premium gift box with ribbon', 'علبة هدايا فاخرة مع شريط', 99)) AS o(v, en, ar, price)
        WHERE p.id > ${maxId} AND p.id % 3 = 1`);
      await tx.query(`
        INSERT INTO product_tags (product_id, tag_id)
        SELECT DISTINCT p.id, t.tag_id FROM products p
        CROSS JOIN LATERAL (VALUES (1 + p.id % 18), (1 + (p.id * 5 + 3) % 18)) AS t(tag_id)
        WHERE p.id > ${maxId}`);
      await tx.query(`
        INSERT INTO product_shipping_methods (product_id, name, name_ar)
        SELECT p.id, 'Standard Delivery', 'توصيل عادي' ${fresh}`);
      await bumpCatalogueVersion(tx);
    });
    inserted += n;
    opts.onBatch?.(inserted, need);
  }
  await db.exec('VACUUM ANALYZE');
  return { before, inserted, total: before + inserted };
}
