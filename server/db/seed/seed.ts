// Loads the demo catalogue (categories, products with colours, sizes, variants, images,
// reviews and digital files, banners, campaigns, locations, labels, coupons, payment
// methods, the logo and the demo customer with its orders) into an empty database, in
// one transaction. The data lives in the typed modules beside this file.
import { bumpCatalogueVersion } from '../catalogue-version.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Db, Queryable } from '../database.ts';
import { CATEGORIES, categoryImage } from './categories.ts';
import { APP_CONFIG, BANNERS, CAMPAIGNS, COUPONS, PAYMENT_METHODS } from './content.ts';
import { DEMO_CUSTOMER, DEMO_ORDERS } from './demo-customer.ts';
import { digitalFileFor } from './digital-files.ts';
import { insertRows, resetSequence } from './insert-rows.ts';
import { LABEL_ROWS } from './labels.ts';
import { CITIES, COUNTRIES, STATES } from './locations.ts';
import { ATTRIBUTES, COLORS, DISCOUNTS, MANUFACTURERS, SIZES, TAGS } from './lookups.ts';
import { copyPersonalisationTemplates } from './personalisation.ts';
import { PRODUCTS, productByName, type SeedProduct } from './products.ts';

export { seedGeneratedProducts } from './generated-products.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Seeds the demo catalogue into an empty database (no categories); true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  if (rows[0]!.n > 0) return false;
  // Slow or large work happens before the transaction: PGlite runs one query at a time
  // and a transaction holds it for its whole length.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  const files = PRODUCTS.filter((p) => p.isDigital).map((p) => ({ product: p, file: digitalFileFor(p) }));
  const now = Date.now();
  const seeded = await db.tx(async (tx) => {
    // Another instance may have seeded between the count and here (PostgreSQL).
    const again = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    if (again[0]!.n > 0) return false;
    await seedReferenceData(tx);
    await seedProducts(tx, now, files);
    await copyPersonalisationTemplates(tx);
    await seedContent(tx, now);
    await seedDemoCustomer(tx, now, passwordHash);
    await bumpCatalogueVersion(tx);
    return true;
  });
  // PGlite never vacuums: without statistics the planner ignores the indexes (docs/architecture.md, Pitfalls).
  if (seeded) await db.exec('VACUUM ANALYZE');
  return seeded;
}

async function seedReferenceData(tx: Queryable): Promise<void> {
  for (const parentsFirst of [true, false]) {
    await insertRows(tx, 'categories', ['id', 'parent_id', 'name', 'name_ar', 'attachment_url', 'is_popular', 'sort_order'],
      CATEGORIES.filter((c) => (c.parentId === null) === parentsFirst).map((c) => [c.id, c.parentId, c.name, c.nameAr, categoryImage(c), c.isPopular, c.sortOrder]));
  }
  await insertRows(tx, 'manufacturers', ['id', 'name', 'name_ar'], MANUFACTURERS.map((m) => [m.id, m.name, m.nameAr]));
  await insertRows(tx, 'colors', ['id', 'name', 'name_ar', 'hex_code'], COLORS.map((c) => [c.id, c.name, c.nameAr, c.hex]));
  await insertRows(tx, 'sizes', ['id', 'name', 'name_ar', 'short_name', 'inches', 'centimeters', 'sort_order'],
    SIZES.map((s) => [s.id, s.name, s.nameAr, s.shortName, s.inches, s.centimeters, s.sortOrder]));
  await insertRows(tx, 'tags', ['id', 'name', 'name_ar'], TAGS.map((t) => [t.id, t.name, t.nameAr]));
  await insertRows(tx, 'attributes', ['id', 'name', 'name_ar'], ATTRIBUTES.map((a) => [a.id, a.name, a.nameAr]), 'ON CONFLICT (id) DO NOTHING');
  await insertRows(tx, 'discounts', ['id', 'name', 'percentage'], DISCOUNTS.map((d) => [d.id, d.name, d.percentage]));
  await insertRows(tx, 'countries', ['id', 'name', 'name_ar'], COUNTRIES.map((c) => [c.id, c.name, c.nameAr]));
  await insertRows(tx, 'states', ['id', 'country_id', 'name', 'name_ar'], STATES.map((s) => [s.id, s.countryId, s.name, s.nameAr]));
  await insertRows(tx, 'cities', ['id', 'state_id', 'name', 'name_ar'], CITIES.map((c) => [c.id, c.stateId, c.name, c.nameAr]));
  for (const t of ['categories', 'manufacturers', 'colors', 'sizes', 'tags', 'discounts', 'countries', 'states', 'cities']) await resetSequence(tx, t);
}

async function seedProducts(tx: Queryable, now: number, files: { product: SeedProduct; file: ReturnType<typeof digitalFileFor> }[]): Promise<void> {
  const iso = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  await insertRows(tx, 'products', [
    'id', 'name', 'name_ar', 'short_description', 'short_description_ar', 'full_description', 'full_description_ar',
    'category_id', 'manufacturer_id', 'vendor_name', 'price', 'discount_id', 'discounted_price', 'stock_quantity',
    'display_stock_quantity', 'order_maximum_quantity', 'is_digital', 'is_featured', 'units_sold', 'rating', 'total_reviews',
    'is_shipping_free', 'shipping_charges', 'estimated_shipping_days', 'meta_title', 'meta_description', 'meta_keywords', 'created_at',
  ], PRODUCTS.map((p) => [
    p.id, p.name, p.nameAr, p.shortDescription, p.shortDescriptionAr, p.fullDescription, p.fullDescriptionAr,
    p.categoryId, p.manufacturerId, p.vendorName, p.price, p.discountId, p.discountedPrice, p.stock,
    p.displayStockQuantity, p.orderMaximumQuantity, p.isDigital, p.isFeatured, p.unitsSold, p.rating, p.reviews.length,
    p.isShippingFree, p.shippingCharges, p.estimatedShippingDays, p.metaTitle, p.metaDescription, p.metaKeywords, iso(p.createdHoursAgo),
  ]));
  await resetSequence(tx, 'products');
  await insertRows(tx, 'product_images', ['product_id', 'color_id', 'url', 'sort_order'],
    PRODUCTS.flatMap((p) => p.images.map((i) => [p.id, i.colorId, i.url, i.sortOrder])));
  await insertRows(tx, 'product_attribute_options',
    ['product_id', 'attribute_id', 'value_id', 'display_value', 'display_value_ar', 'price_type', 'additional_price', 'is_required', 'sort_order'],
    PRODUCTS.flatMap((p) => p.options.map((o) => [p.id, o.attributeId, o.valueId, o.displayValue, o.displayValueAr, o.priceType, o.additionalPrice, o.isRequired, o.sortOrder])));
  await insertRows(tx, 'product_tags', ['product_id', 'tag_id'], PRODUCTS.flatMap((p) => p.tagIds.map((t) => [p.id, t])));
  await insertRows(tx, 'product_shipping_methods', ['product_id', 'name', 'name_ar'],
    PRODUCTS.flatMap((p) => p.shippingMethods.map((m) => [p.id, m.name, m.nameAr])));
  await insertRows(tx, 'reviews', ['product_id', 'reviewer_name', 'reviewer_email', 'title', 'body', 'rating', 'created_at'],
    PRODUCTS.flatMap((p) => p.reviews.map((r, k) => [p.id, r.reviewerName, r.reviewerEmail, r.title, r.body, r.rating, new Date(now - r.daysAgo * DAY - k * HOUR).toISOString()])));
  // One statement per file: the bytes are the bulk of it.
  for (const { product, file } of files) {
    await tx.query('INSERT INTO digital_files (product_id, file_name, content_type, bytes) VALUES ($1, $2, $3, $4)',
      [product.id, file.fileName, file.contentType, file.bytes]);
  }
}

async function seedContent(tx: Queryable, now: number): Promise<void> {
  await insertRows(tx, 'banners', [
    'id', 'theme_type_id', 'image_url', 'top_title', 'top_title_ar', 'main_title', 'main_title_ar', 'bottom_title', 'bottom_title_ar',
    'left_button_text', 'left_button_text_ar', 'left_button_url', 'right_button_text', 'right_button_text_ar', 'right_button_url', 'sort_order',
  ], BANNERS.map((b, k) => [
    b.id, 1, b.imageUrl, b.topTitle, b.topTitleAr, b.mainTitle, b.mainTitleAr, b.bottomTitle, b.bottomTitleAr,
    b.leftButtonText, b.leftButtonTextAr, b.leftButtonUrl, b.rightButtonText, b.rightButtonTextAr, b.rightButtonUrl, k + 1,
  ]));
  const day = (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);
  await insertRows(tx, 'campaigns', [
    'id', 'main_title', 'main_title_ar', 'discount_title', 'discount_title_ar', 'body', 'body_ar', 'cover_picture_url', 'sort_order',
    'starts_on', 'ends_on', 'category_id', 'tag_id',
  ], CAMPAIGNS.map((c, k) => [
    c.id, c.mainTitle, c.mainTitleAr, c.discountTitle, c.discountTitleAr, c.body, c.bodyAr, c.coverPictureUrl, k + 1,
    day(c.startsInDays), day(c.endsInDays), c.categoryId, c.tagId,
  ]));
  await insertRows(tx, 'payment_methods', ['id', 'name', 'name_ar', 'image_url', 'is_active'],
    PAYMENT_METHODS.map((m) => [m.id, m.name, m.nameAr, m.imageUrl, true]), 'ON CONFLICT (id) DO NOTHING');
  await insertRows(tx, 'labels', ['entity_id', 'lang_code', 'label_html_id', 'text'],
    LABEL_ROWS.map((l) => [l.entityId, l.lang, l.id, l.text]), 'ON CONFLICT DO NOTHING');
  await insertRows(tx, 'coupons', ['code', 'discount_type', 'value', 'min_order', 'max_uses', 'expires_at'],
    COUPONS.map((c) => [c.code, c.discountType, c.value, c.minOrder, c.maxUses, c.expiresInHours === null ? null : new Date(now + c.expiresInHours * HOUR).toISOString()]),
    'ON CONFLICT DO NOTHING');
  await insertRows(tx, 'app_config', ['key', 'value'], Object.entries(APP_CONFIG).map(([k, v]) => [k, v]), 'ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value');
  for (const t of ['banners', 'campaigns']) await resetSequence(tx, t);
}

/** The selected options of a demo order line: its colour, first size and first option of each required variant. */
function demoSelection(p: SeedProduct, colorId: number | undefined) {
  const chosen = p.options.filter((o, _k, all) =>
    (o.attributeId === 1 && o.valueId === (colorId !== undefined && p.colorIds.includes(colorId) ? colorId : p.colorIds[0]))
    || (o.attributeId !== 1 && (o.attributeId === 2 || o.isRequired) && all.find((x) => x.attributeId === o.attributeId) === o));
  const base = p.discountedPrice ?? p.price;
  const extra = chosen.reduce((s, o) => s + (o.priceType === 2 ? Math.round(p.price * o.additionalPrice) / 100 : o.additionalPrice), 0);
  const attributeNames: Record<number, string> = { 1: 'Color', 2: 'Size', 3: 'Gift Wrap', 4: 'Engraving Font', 5: 'Frame Material', 6: 'Personalised Message' };
  return {
    unitPrice: Math.round((base + extra) * 100) / 100,
    selected: chosen.map((o) => ({
      ProductId: p.id, ProductAttributeID: o.attributeId, PrimaryKeyValue: o.valueId,
      AttributeDisplayName: attributeNames[o.attributeId], PrimaryKeyDisplayValue: o.displayValue,
    })),
  };
}

async function seedDemoCustomer(tx: Queryable, now: number, passwordHash: string): Promise<void> {
  const c = DEMO_CUSTOMER;
  const existing = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [c.email]);
  if (existing.length > 0) return; // an account made before the catalogue was seeded: leave it alone
  const user = (await tx.query<{ id: number }>(
    `INSERT INTO users (first_name, last_name, email, password_hash, mobile_no, address_line_one, country_id, state_id, city_id, postal_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [c.firstName, c.lastName, c.email, passwordHash, c.mobileNo, c.addressLineOne, c.countryId, c.stateId, c.cityId, c.postalCode, new Date(now - 60 * DAY).toISOString()],
  ))[0]!;
  for (const order of DEMO_ORDERS) {
    const lines = order.items.map((item) => {
      const p = productByName(item.productName);
      const { unitPrice, selected } = demoSelection(p, item.colorId);
      const image = p.images.find((i) => i.colorId === (selected.find((s) => s.ProductAttributeID === 1)?.PrimaryKeyValue ?? null)) ?? p.images[0]!;
      return { p, quantity: item.quantity, unitPrice, total: Math.round(unitPrice * item.quantity * 100) / 100, selected, image: image.url };
    });
    const subtotal = Math.round(lines.reduce((s, l) => s + l.total, 0) * 100) / 100;
    const shipping = lines.reduce((s, l) => s + (l.p.isShippingFree ? 0 : l.p.shippingCharges * l.quantity), 0);
    const placed = new Date(now - order.daysAgo * DAY).toISOString();
    const row = (await tx.query<{ id: number }>(
      `INSERT INTO orders (order_number, user_id, order_date, order_note, payment_method_id, subtotal, discount_amount, shipping_total,
                           order_total, latest_status_id, shipping_name, shipping_address)
       VALUES ('TOH-' || to_char($2::timestamptz AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
               $1, $2, $3, 6, $4, 0, $5, $6, $7, $8, $9) RETURNING id`,
      [user.id, placed, order.note, subtotal, shipping, Math.round((subtotal + shipping) * 100) / 100, order.statusId,
        `${c.firstName} ${c.lastName}`, `${c.addressLineOne}, Mumbai, Maharashtra ${c.postalCode}, India`],
    ))[0]!;
    await insertRows(tx, 'order_items', ['order_id', 'product_id', 'product_name', 'unit_price', 'quantity', 'item_total', 'default_image_url',
      'is_digital', 'selected_attributes', 'latest_status_id', 'shipping_status_id'],
    lines.map((l) => [row.id, l.p.id, l.p.name, l.unitPrice, l.quantity, l.total, l.image, l.p.isDigital, JSON.stringify(l.selected),
      order.statusId, order.statusId === 3 && !l.p.isDigital ? 3 : null]));
    await insertRows(tx, 'order_status_history', ['order_id', 'status_id', 'note', 'created_at'],
      order.history.map(([statusId, daysAgo, note]) => [row.id, statusId, note, new Date(now - daysAgo * DAY).toISOString()]));
  }
}
