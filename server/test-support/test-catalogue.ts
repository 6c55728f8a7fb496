// Test support: a small hand-made catalogue with the edge cases the listing must get
// right (price ties, equal dates, unrated and unpublished products, % and _ in names,
// Arabic names), inserted into an empty database. Tests compute their expectations
// from these arrays with listing-expectations.ts.
import type { Db } from '../db/database.ts';
import type { SourceCategory, SourceProduct } from './listing-expectations.ts';

export const TEST_CATEGORIES: SourceCategory[] = [
  { id: 1, parentId: null, name: 'Flowers', nameAr: 'زهور', isPopular: true, sortOrder: 2 },
  { id: 2, parentId: 1, name: 'Roses', nameAr: 'ورود', isPopular: false, sortOrder: 1 },
  { id: 3, parentId: 1, name: 'Lilies', nameAr: 'زنابق', isPopular: true, sortOrder: 2 },
  { id: 4, parentId: null, name: 'Cakes', nameAr: 'كعك', isPopular: true, sortOrder: 1 },
  { id: 5, parentId: 4, name: 'Chocolate Cakes', nameAr: 'كعك الشوكولاتة', isPopular: false, sortOrder: 1 },
  { id: 6, parentId: null, name: 'Mugs', nameAr: '', isPopular: false, sortOrder: 3 },
];

const NAMES: [string, string][] = [
  ['Red Rose Bouquet', 'باقة ورد أحمر'], ['White Lily Vase', 'مزهرية زنبق أبيض'], ['Chocolate Truffle Cake', 'كعكة الكمأة بالشوكولاتة'],
  ['Birthday Mug', 'كوب عيد ميلاد'], ['100% Love Mug', 'كوب حب'], ['Rose_Gold Frame', 'إطار ذهبي وردي'],
  ['Vanilla Cake', 'كعكة الفانيليا'], ['Mixed Flowers Basket', 'سلة زهور مشكلة'], ['Photo Mug', 'كوب صورة'],
  ['Pink Roses Dozen', 'دستة ورود وردية'], ['Lily And Rose Mix', 'مزيج زنبق وورد'], ['Black Forest Cake', 'كعكة الغابة السوداء'],
  ['Magic Mug', 'كوب سحري'], ['Back\\Slash Mug', 'كوب مائل'], ['Sunflower Bunch', 'باقة عباد الشمس'],
  ['Hidden Draft Cake', 'كعكة مسودة'], ['Chocolate Roses', 'ورود الشوكولاتة'], ['Tulip Cake', ''],
];

const BASE = Date.parse('2026-01-01T00:00:00Z');
const DAY = 86_400_000;

// Deterministic variety: each product's fields come from its index.
export const TEST_PRODUCTS: SourceProduct[] = NAMES.map(([name, nameAr], k) => {
  const id = k + 1;
  const categoryId = [2, 3, 5, 6, 6, 2, 4, 1, 6, 2, 3, 5, 6, 6, 1, 4, 5, 4][k]!;
  const price = [500, 250, 900, 150, 150, 300, 400, 650, 199.99, 100, 350, 700, 10, 1000, 220, 450, 600, 400][k]!;
  const discounted = k % 4 === 0 ? Math.round(price * 90) / 100 : null; // 10% off every 4th
  return {
    id,
    name,
    nameAr,
    categoryId,
    manufacturerId: k % 5 === 4 ? null : (k % 2) + 1,
    price,
    discountedPrice: discounted,
    rating: k % 3 === 2 ? null : [4.5, 3, 5, 2, 3.5, 4, 1, 4.2][k % 8]!,
    unitsSold: [30, 5, 50, 5, 12, 0, 7, 19, 1, 33, 8, 25, 2, 0, 9, 100, 14, 3][k]!,
    isFeatured: [0, 7, 9, 11].includes(k),
    isPublished: id !== 16,
    createdAt: new Date(BASE + [3, 1, 7, 7, 2, 9, 4, 11, 5, 6, 8, 10, 12, 7, 13, 14, 0, 15][k]! * DAY),
    sizeIds: [[1, 2], [2], [], [3], [1], [1, 2, 3], [2, 3], [], [1], [3], [2], [1, 3], [], [2], [], [1], [3], [1, 2]][k]!,
    colorIds: [[1], [2], [1, 2], [3], [1], [], [2], [1, 3], [3], [1, 2], [2], [1], [3], [], [2], [1], [1], [2]][k]!,
    tagIds: [[1, 3], [2], [1], [1], [3], [2, 3], [], [1, 2], [1], [3], [2], [1], [], [3], [1], [2], [3], [1]][k]!,
  };
});

export const TEST_SIZES = [
  { id: 1, name: 'Small', nameAr: 'صغير', short: 'S', inches: '8', cm: '20' },
  { id: 2, name: 'Medium', nameAr: 'متوسط', short: 'M', inches: '10', cm: '25' },
  { id: 3, name: 'Large', nameAr: 'كبير', short: 'L', inches: '12', cm: '30' },
];
export const TEST_COLORS = [
  { id: 1, name: 'Red', nameAr: 'أحمر', hex: '#ff0000' },
  { id: 2, name: 'White', nameAr: 'أبيض', hex: '#ffffff' },
  { id: 3, name: 'Blue', nameAr: 'أزرق', hex: '#0000ff' },
];
export const TEST_TAGS = [
  { id: 1, name: 'Birthday', nameAr: 'عيد ميلاد' },
  { id: 2, name: 'Anniversary', nameAr: 'ذكرى سنوية' },
  { id: 3, name: 'Love', nameAr: 'حب' },
];
export const TEST_MANUFACTURERS = [
  { id: 1, name: 'Acme Gifts', nameAr: 'أكمي للهدايا' },
  { id: 2, name: 'Bloom Co', nameAr: 'بلوم' },
];

/** Product 1's reviews, oldest first. */
export const TEST_REVIEWS = [
  { rating: 5, title: 'Lovely', body: 'Fresh roses', name: 'Asha', at: '2026-02-01T10:00:00.000Z' },
  { rating: 4, title: 'Good', body: 'Arrived on time', name: 'Omar', at: '2026-02-03T10:00:00.000Z' },
  { rating: 3, title: 'Fine', body: 'A bit small', name: 'Lina', at: '2026-02-02T10:00:00.000Z' },
];

export const UNSAFE_DESCRIPTION =
  '<p onclick="x()">Fresh <strong>red</strong> roses<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">bad</a><a href="https://shop.example/care" target="_blank">care</a>' +
  '<a href="/relative">rel</a><a href="mailto:help@shop.example">mail</a><h3 style="color:red">Care</h3><iframe src="https://x"></iframe>';

export async function insertTestCatalogue(db: Db): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);
  await q(`INSERT INTO attributes (id, name, name_ar) VALUES (1, 'Color', 'اللون'), (2, 'Size', 'المقاس'), (3, 'Gift Wrap', 'تغليف الهدية')
           ON CONFLICT (id) DO NOTHING`);
  for (const c of TEST_CATEGORIES) {
    await q('INSERT INTO categories (id, parent_id, name, name_ar, attachment_url, is_popular, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [c.id, c.parentId, c.name, c.nameAr, `/images/categories/${c.id}.webp`, c.isPopular, c.sortOrder]);
  }
  for (const s of TEST_SIZES) {
    await q('INSERT INTO sizes (id, name, name_ar, short_name, inches, centimeters, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $1)',
      [s.id, s.name, s.nameAr, s.short, s.inches, s.cm]);
  }
  for (const c of TEST_COLORS) await q('INSERT INTO colors (id, name, name_ar, hex_code) VALUES ($1, $2, $3, $4)', [c.id, c.name, c.nameAr, c.hex]);
  for (const t of TEST_TAGS) await q('INSERT INTO tags (id, name, name_ar) VALUES ($1, $2, $3)', [t.id, t.name, t.nameAr]);
  for (const m of TEST_MANUFACTURERS) await q('INSERT INTO manufacturers (id, name, name_ar) VALUES ($1, $2, $3)', [m.id, m.name, m.nameAr]);
  await q("INSERT INTO discounts (id, name, percentage) VALUES (1, 'Ten off', 10)");
  for (const p of TEST_PRODUCTS) {
    await q(
      `INSERT INTO products (id, name, name_ar, short_description, short_description_ar, full_description, category_id, manufacturer_id,
         vendor_name, price, discount_id, discounted_price, stock_quantity, order_maximum_quantity, is_featured, is_published, units_sold,
         rating, total_reviews, created_at, meta_title, meta_description, meta_keywords, is_digital, shipping_charges, estimated_shipping_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Tohfa Studio', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)`,
      [p.id, p.name, p.nameAr, `${p.name} short`, p.id === 1 ? 'وصف قصير' : '', p.id === 1 ? UNSAFE_DESCRIPTION : `<p>${p.name}</p>`,
        p.categoryId, p.manufacturerId, p.price, p.discountedPrice === null ? null : 1, p.discountedPrice, 10 + p.id, p.id === 1 ? 3 : 0,
        p.isFeatured, p.isPublished, p.unitsSold, p.rating, p.id === 1 ? TEST_REVIEWS.length : 0, p.createdAt.toISOString(),
        `${p.name} | Tohfa`, `Buy ${p.name}`, 'gift,flowers', p.id === 9, p.id === 1 ? 0 : 49, 3],
    );
    for (const [n, colorId] of [null, ...p.colorIds].entries()) {
      await q('INSERT INTO product_images (product_id, color_id, url, sort_order) VALUES ($1, $2, $3, $4)',
        [p.id, colorId, `/images/products/${p.id}-${n}.webp`, n]);
    }
    for (const [n, colorId] of p.colorIds.entries()) {
      const c = TEST_COLORS.find((x) => x.id === colorId)!;
      await q(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, is_required, sort_order)
               VALUES ($1, 1, $2, $3, $4, true, $5)`, [p.id, colorId, c.name, c.nameAr, n]);
    }
    for (const [n, sizeId] of p.sizeIds.entries()) {
      const s = TEST_SIZES.find((x) => x.id === sizeId)!;
      await q(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, additional_price, is_required, sort_order)
               VALUES ($1, 2, $2, $3, $4, $5, true, $6)`, [p.id, sizeId, s.short, s.nameAr, sizeId * 50, n]);
    }
    for (const tagId of p.tagIds) await q('INSERT INTO product_tags (product_id, tag_id) VALUES ($1, $2)', [p.id, tagId]);
  }
  await q(`INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price, is_required, sort_order)
           VALUES (1, 3, 1, 'Plain wrap', 'تغليف عادي', 1, 0, false, 0), (1, 3, 2, 'Premium wrap', 'تغليف فاخر', 2, 10, false, 1)`);
  await q(`INSERT INTO product_shipping_methods (product_id, name, name_ar) VALUES (1, 'Express', 'سريع'), (1, 'Standard', 'عادي')`);
  for (const r of TEST_REVIEWS) {
    await q('INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating, created_at) VALUES (1, $1, $2, $3, $4, $5, $6)',
      [r.name, `${r.name.toLowerCase()}@example.test`, r.title, r.body, r.rating, r.at]);
  }
  await q(`INSERT INTO banners (theme_type_id, image_url, main_title, main_title_ar, left_button_text, left_button_url, sort_order) VALUES
           (1, '/images/banners/1.webp', 'Gifts for every day', 'هدايا لكل يوم', 'Shop now', '/all-products/all-categories', 2),
           (2, '/images/banners/2.webp', 'Hidden theme', 'مخفي', '', '', 0),
           (1, '/images/banners/3.webp', 'Flowers', 'زهور', 'Flowers', '/all-products/flowers', 1)`);
  await q(`INSERT INTO campaigns (id, main_title, main_title_ar, discount_title, discount_title_ar, body, body_ar, cover_picture_url, sort_order,
             starts_on, ends_on, category_id, tag_id) VALUES
           (1, 'Eid gifts', 'هدايا العيد', '20% off', 'خصم ٢٠٪', 'Gifts for Eid', 'هدايا للعيد', '/images/campaigns/1.webp', 1, '2026-03-10', '2026-04-05', 1, NULL),
           (2, 'Diwali', 'ديوالي', '15% off', '', 'Lights', '', '/images/campaigns/2.webp', 0, NULL, NULL, NULL, 1)`);
  await q(`INSERT INTO labels (entity_id, lang_code, label_html_id, text) VALUES
           (87, 'en', 'lbl_facility_freeshipp', 'Free Shipping'), (87, 'ar', 'lbl_facility_freeshipp', 'شحن مجاني'),
           (87, 'en', 'lbl_facility_moneyback', 'Money Back'), (87, 'ar', 'lbl_facility_moneyback', 'استرداد الأموال'),
           (87, 'en', 'lbl_facility_pygateway', 'Secure Payment'), (87, 'ar', 'lbl_facility_pygateway', 'دفع آمن'),
           (87, 'en', 'lbl_facility_support', 'Support 24/7'),
           (63, 'en', 'lbl_home_title', 'Home')`);
  // Serial sequences past the explicit ids.
  for (const t of ['categories', 'sizes', 'colors', 'tags', 'manufacturers', 'discounts', 'products', 'campaigns']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`);
  }
}
