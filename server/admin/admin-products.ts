// Products in the owner's console: list, one product, create, and edit with the version it
// was made on (409 VERSION_CONFLICT when it changed meanwhile). Every write bumps the
// catalogue version in its transaction, so every instance shows it at once.
import type { FastifyInstance } from 'fastify';
import { IdParams, ProductFields, ProductUpdateBody, ProductsQuery, type ProductOption } from '../../contract/admin.ts';
import { personalisationProblem, type PersonalisationFieldBody } from '../../contract/admin-catalogue.ts';
import { fromPaise, toPaise } from '../../contract/shop-rules.ts';
import { sanitizeDescription } from '../calls/catalog/description-html.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import { Failure, badInput, notFound } from '../http/failure.ts';
import type { Actor } from './admin-auth.ts';
import { adminWrite, type Audit } from './audit.ts';

/** The attribute of colours (docs/rules.md R3.3); a photo may be tied to one of the product's. */
export const COLOUR = 1;
const SIZE = 2;

interface ProductRow {
  id: number; name: string; nameAr: string; shortDescription: string; shortDescriptionAr: string; fullDescription: string; fullDescriptionAr: string;
  categoryId: number; manufacturerId: number | null; price: number; discountedPrice: number | null; stock: number; orderMaximum: number;
  isDigital: boolean; isPublished: boolean; isShippingFree: boolean; shippingCharges: number; estimatedShippingDays: number; version: number;
}

const PRODUCT_COLUMNS = `id, name, name_ar AS "nameAr", short_description AS "shortDescription", short_description_ar AS "shortDescriptionAr",
  full_description AS "fullDescription", full_description_ar AS "fullDescriptionAr", category_id AS "categoryId", manufacturer_id AS "manufacturerId",
  price, discounted_price AS "discountedPrice", stock_quantity AS stock, order_maximum_quantity AS "orderMaximum", is_digital AS "isDigital",
  is_published AS "isPublished", is_shipping_free AS "isShippingFree", shipping_charges AS "shippingCharges",
  estimated_shipping_days AS "estimatedShippingDays", version`;

export async function productById(q: Queryable, id: number, lock = false) {
  const row = (await q.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0];
  if (!row) return null;
  const options = await q.query<{ id: number; attributeId: number; valueId: number; displayValue: string; displayValueAr: string; priceType: number; additionalPrice: number; isRequired: boolean }>(
    `SELECT id, attribute_id AS "attributeId", value_id AS "valueId", display_value AS "displayValue", display_value_ar AS "displayValueAr",
            price_type AS "priceType", additional_price AS "additionalPrice", is_required AS "isRequired"
     FROM product_attribute_options WHERE product_id = $1 ORDER BY sort_order, id`,
    [id],
  );
  const tagIds = (await q.query<{ tag_id: number }>('SELECT tag_id FROM product_tags WHERE product_id = $1 ORDER BY tag_id', [id])).map((t) => t.tag_id);
  const photos = await q.query<{ id: number; url: string; colorId: number | null }>(
    'SELECT id, url, color_id AS "colorId" FROM product_images WHERE product_id = $1 ORDER BY sort_order, id', [id]);
  const digitalFile = (await q.query<{ fileName: string; contentType: string; size: number }>(
    'SELECT file_name AS "fileName", content_type AS "contentType", octet_length(bytes)::int AS size FROM digital_files WHERE product_id = $1', [id]))[0] ?? null;
  const { price, discountedPrice, shippingCharges, ...rest } = row;
  return {
    ...rest,
    photos,
    digitalFile,
    personalisation: await personalisationOf(q, id),
    pricePaise: toPaise(Number(price)),
    discountedPricePaise: discountedPrice === null ? null : toPaise(Number(discountedPrice)),
    shippingChargesPaise: toPaise(Number(shippingCharges)),
    tagIds,
    options: options.map((o) => ({
      id: o.id, attributeId: o.attributeId, valueId: o.valueId, displayValue: o.displayValue, displayValueAr: o.displayValueAr,
      priceType: o.priceType === 2 ? 'percentage' as const : 'fixed' as const, additionalPrice: toPaise(Number(o.additionalPrice)), isRequired: o.isRequired,
    })),
  };
}

interface FieldRow {
  key: string; kind: 'text' | 'photo'; label: string; labelAr: string; isRequired: boolean; maxLength: number | null;
  x: string; y: string; w: string; h: string; font: 'sans' | 'serif'; color: string; inks: Record<string, string> | string; printWidthMm: string; printHeightMm: string;
}

const inksOf = (v: Record<string, string> | string): Record<string, string> => (typeof v === 'string' ? JSON.parse(v) as Record<string, string> : v);

async function personalisationOf(q: Queryable, id: number): Promise<PersonalisationFieldBody[]> {
  const rows = await q.query<FieldRow>(
    `SELECT field_key AS key, kind, label, label_ar AS "labelAr", is_required AS "isRequired", max_length AS "maxLength", area_x AS x, area_y AS y,
            area_w AS w, area_h AS h, font, color, inks, print_width_mm AS "printWidthMm", print_height_mm AS "printHeightMm"
     FROM product_personalisation_fields WHERE product_id = $1 ORDER BY sort_order, field_key`, [id]);
  return rows.map(({ x, y, w, h, printWidthMm, printHeightMm, inks, ...f }) => ({
    ...f, inks: inksOf(inks), area: { x: Number(x), y: Number(y), w: Number(w), h: Number(h) }, printWidthMm: Number(printWidthMm), printHeightMm: Number(printHeightMm),
  }));
}

/** The product's personalisation fields become exactly `fields`, in their order; a field sent without inks keeps its own (docs/shop-rules.md P1). */
async function writePersonalisation(tx: Queryable, productId: number, fields: readonly PersonalisationFieldBody[]): Promise<void> {
  const before = await tx.query<{ key: string; inks: Record<string, string> | string }>(
    'DELETE FROM product_personalisation_fields WHERE product_id = $1 RETURNING field_key AS key, inks', [productId]);
  const kept = new Map(before.map((r) => [r.key, inksOf(r.inks)]));
  for (const [sort, f] of fields.entries()) {
    await tx.query(
      `INSERT INTO product_personalisation_fields (product_id, field_key, kind, label, label_ar, is_required, max_length, area_x, area_y, area_w, area_h,
         font, color, inks, print_width_mm, print_height_mm, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [productId, f.key, f.kind, f.label.trim(), f.labelAr.trim(), f.isRequired, f.maxLength, f.area.x, f.area.y, f.area.w, f.area.h, f.font, f.color,
        JSON.stringify(f.inks ?? kept.get(f.key) ?? {}), f.printWidthMm, f.printHeightMm, sort + 1]);
  }
}

/** What no schema can say: references that exist, a discount within the price, options of this product. */
async function checkProduct(q: Queryable, p: ProductFields, productId: number | null): Promise<void> {
  const fieldProblem = p.personalisation ? personalisationProblem(p.personalisation) : null;
  if (fieldProblem) throw badInput(fieldProblem);
  if (p.discountedPricePaise !== undefined && p.discountedPricePaise !== null && p.discountedPricePaise > p.pricePaise) {
    throw badInput('discountedPricePaise must not be above pricePaise: a discount cannot raise the price');
  }
  const exists = async (table: string, id: number) => (await q.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  if (!(await exists('categories', p.categoryId))) throw badInput(`categoryId ${p.categoryId} is not a category`);
  if (p.manufacturerId && !(await exists('manufacturers', p.manufacturerId))) throw badInput(`manufacturerId ${p.manufacturerId} is not a brand`);
  for (const tag of p.tagIds ?? []) if (!(await exists('tags', tag))) throw badInput(`tagId ${tag} is not a tag`);
  const seen = new Set<string>();
  for (const o of p.options ?? []) {
    const key = `${o.attributeId}:${o.valueId}`;
    if (seen.has(key)) throw badInput(`options: attribute ${o.attributeId} has the value ${o.valueId} twice`);
    seen.add(key);
    if (!(await exists('attributes', o.attributeId))) throw badInput(`options: attributeId ${o.attributeId} is not an attribute`);
    if (o.attributeId === COLOUR && !(await exists('colors', o.valueId))) throw badInput(`options: valueId ${o.valueId} is not a colour`);
    if (o.attributeId === SIZE && !(await exists('sizes', o.valueId))) throw badInput(`options: valueId ${o.valueId} is not a size`);
    if (o.priceType === 'percentage' && o.additionalPrice > 10_000) throw badInput('options: a percentage additionalPrice is at most 10000 (100 %)');
    if (o.id !== undefined) {
      const owner = (await q.query<{ product_id: number }>('SELECT product_id FROM product_attribute_options WHERE id = $1', [o.id]))[0];
      if (!owner || owner.product_id !== productId) throw badInput(`options: option ${o.id} is not an option of this product`);
    }
  }
}

const description = (html: string | undefined) => sanitizeDescription(html ?? '');

async function writeProduct(tx: Queryable, p: ProductFields, id: number | null): Promise<number> {
  const values = [
    p.name.trim(), p.nameAr.trim(), p.shortDescription ?? '', p.shortDescriptionAr ?? '', description(p.fullDescription), description(p.fullDescriptionAr),
    p.categoryId, p.manufacturerId ?? null, fromPaise(p.pricePaise), p.discountedPricePaise == null ? null : fromPaise(p.discountedPricePaise), p.stock,
    p.orderMaximum ?? 0, p.isDigital ?? false, p.isPublished ?? true, p.isShippingFree ?? true, fromPaise(p.shippingChargesPaise ?? 0), p.estimatedShippingDays ?? 5,
  ];
  const productId = id === null
    ? (await tx.query<{ id: number }>(
      `INSERT INTO products (name, name_ar, short_description, short_description_ar, full_description, full_description_ar, category_id, manufacturer_id,
         price, discounted_price, stock_quantity, order_maximum_quantity, is_digital, is_published, is_shipping_free, shipping_charges, estimated_shipping_days)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`, values))[0]!.id
    : (await tx.query<{ id: number }>(
      `UPDATE products SET name = $1, name_ar = $2, short_description = $3, short_description_ar = $4, full_description = $5, full_description_ar = $6,
         category_id = $7, manufacturer_id = $8, price = $9, discounted_price = $10, stock_quantity = $11, order_maximum_quantity = $12, is_digital = $13,
         is_published = $14, is_shipping_free = $15, shipping_charges = $16, estimated_shipping_days = $17
       WHERE id = $18 RETURNING id`, [...values, id]))[0]!.id;
  if (p.tagIds) {
    await tx.query('DELETE FROM product_tags WHERE product_id = $1', [productId]);
    for (const tag of new Set(p.tagIds)) await tx.query('INSERT INTO product_tags (product_id, tag_id) VALUES ($1, $2)', [productId, tag]);
  }
  if (p.options) {
    await writeOptions(tx, productId, p.options);
    // A photo tied to a colour the product no longer has shows for every colour again.
    await tx.query(
      `UPDATE product_images i SET color_id = NULL WHERE i.product_id = $1 AND i.color_id IS NOT NULL AND NOT EXISTS
         (SELECT 1 FROM product_attribute_options o WHERE o.product_id = $1 AND o.attribute_id = ${COLOUR} AND o.value_id = i.color_id)`, [productId]);
  }
  if (p.personalisation) await writePersonalisation(tx, productId, p.personalisation);
  // An edit's versions move in editProduct (touchProduct); a new product's here.
  if (id === null) await bumpCatalogueVersion(tx);
  return productId;
}

/** The product's options become exactly `options`: kept ones updated in place (ids stay), others added, the rest removed. */
async function writeOptions(tx: Queryable, productId: number, options: readonly ProductOption[]): Promise<void> {
  const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  await tx.query('DELETE FROM product_attribute_options WHERE product_id = $1 AND NOT (id = ANY($2::int[]))', [productId, kept]);
  for (const [sort, o] of options.entries()) {
    const values = [productId, o.attributeId, o.valueId, o.displayValue.trim(), o.displayValueAr.trim(), o.priceType === 'percentage' ? 2 : 1, fromPaise(o.additionalPrice), o.isRequired ?? false, sort];
    if (o.id === undefined) {
      await tx.query(
        `INSERT INTO product_attribute_options (product_id, attribute_id, value_id, display_value, display_value_ar, price_type, additional_price, is_required, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, values);
    } else {
      await tx.query(
        `UPDATE product_attribute_options SET attribute_id = $2, value_id = $3, display_value = $4, display_value_ar = $5, price_type = $6,
           additional_price = $7, is_required = $8, sort_order = $9 WHERE id = $10 AND product_id = $1`, [...values, o.id]);
    }
  }
}

type ProductView = NonNullable<Awaited<ReturnType<typeof productById>>>;

/**
 * An edit of product `id` made on `version`, in one audited transaction: the product is
 * locked (an order taking stock waits, two edits cannot both pass the check), a stale
 * version is a 409 VERSION_CONFLICT, and the change, its audit entry and the catalogue
 * version move together. `change` returns false when it changed nothing (nothing logged).
 */
export async function editProduct(
  db: Db, actor: Actor, id: number, version: number, action: string, change: (tx: Queryable, before: ProductView) => Promise<boolean>,
): Promise<ProductView> {
  return adminWrite(db, actor, async (tx, audit: Audit) => {
    const before = await productById(tx, id, true);
    if (!before) throw notFound('Product');
    if (before.version !== version) {
      throw new Failure(409, 'VERSION_CONFLICT', `This product was changed by someone else since you opened it (version ${version}, now ${before.version}). Reload it and make your change again.`);
    }
    if (!(await change(tx, before))) return before;
    await touchProduct(tx, id);
    const after = (await productById(tx, id))!;
    audit({ action, entity: 'product', entityId: id, before, after });
    return after;
  });
}

/** Every edit: the product's version and the catalogue's move (every instance shows it at once). */
async function touchProduct(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE products SET version = version + 1 WHERE id = $1', [id]);
  await bumpCatalogueVersion(tx);
}

export function adminProductRoutes(admin: FastifyInstance, db: Db): void {
  admin.get<{ Querystring: ProductsQuery }>('/products', {
    schema: { summary: 'Products, newest first, searched by name, each with its first photo', querystring: ProductsQuery },
  }, async (req) => {
    const page = req.query.page ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    const q = req.query.q?.trim() ?? '';
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await db.query<{ id: number; name: string; nameAr: string; price: number; discountedPrice: number | null; stock: number; isPublished: boolean; categoryId: number; version: number; total: number; photoUrl: string | null }>(
      `SELECT id, name, name_ar AS "nameAr", price, discounted_price AS "discountedPrice", stock_quantity AS stock, is_published AS "isPublished",
              category_id AS "categoryId", version, count(*) OVER ()::int AS total,
              (SELECT i.url FROM product_images i WHERE i.product_id = products.id ORDER BY i.sort_order, i.id LIMIT 1) AS "photoUrl"
       FROM products WHERE ($1 = '' OR search_text LIKE $2) ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [q, like, pageSize, (page - 1) * pageSize],
    );
    const products = rows.map(({ price, discountedPrice, total: _total, ...r }) => ({
      ...r, pricePaise: toPaise(Number(price)), discountedPricePaise: discountedPrice === null ? null : toPaise(Number(discountedPrice)),
    }));
    const total = rows[0]?.total ?? (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE ($1 = '' OR search_text LIKE $2)", [q, like]))[0]!.n;
    return { products, total, page, pageSize };
  });

  admin.get('/catalogue-lookups', { schema: { summary: 'What a product refers to: brands, colours, sizes, option attributes and tags, in both languages' } }, async () => {
    const list = (sql: string) => db.query<{ id: number; name: string; nameAr: string }>(sql);
    const [brands, colours, sizes, attributes, tags] = await Promise.all([
      list('SELECT id, name, name_ar AS "nameAr" FROM manufacturers ORDER BY name, id'),
      db.query('SELECT id, name, name_ar AS "nameAr", hex_code AS hex FROM colors ORDER BY id'),
      list('SELECT id, name, name_ar AS "nameAr" FROM sizes ORDER BY sort_order, id'),
      list(`SELECT id, name, name_ar AS "nameAr" FROM attributes WHERE id NOT IN (${COLOUR}, ${SIZE}) ORDER BY id`),
      list('SELECT id, name, name_ar AS "nameAr" FROM tags ORDER BY name, id'),
    ]);
    return { brands, colours, sizes, attributes, tags };
  });

  admin.get<{ Params: { id: string } }>('/products/:id', {
    schema: { summary: 'One product with its options and tags, and its version', params: IdParams },
  }, async (req) => {
    const product = await productById(db, Number(req.params.id));
    if (!product) throw notFound('Product');
    return { product };
  });

  admin.post<{ Body: ProductFields }>('/products', {
    schema: { summary: 'Creates a product', body: ProductFields },
  }, async (req, reply) => {
    const product = await adminWrite(db, req.actor, async (tx, audit) => {
      await checkProduct(tx, req.body, null);
      const created = (await productById(tx, await writeProduct(tx, req.body, null)))!;
      audit({ action: 'create', entity: 'product', entityId: created.id, after: created });
      return created;
    });
    return reply.code(201).send({ product });
  });

  admin.put<{ Params: { id: string }; Body: ProductUpdateBody }>('/products/:id', {
    schema: { summary: 'Edits a product made on `version`; 409 VERSION_CONFLICT if it changed meanwhile', params: IdParams, body: ProductUpdateBody },
  }, async (req) => {
    const id = Number(req.params.id);
    const product = await editProduct(db, req.actor, id, req.body.version, 'update', async (tx) => {
      await checkProduct(tx, req.body, id);
      await writeProduct(tx, req.body, id);
      return true;
    });
    return { product };
  });
}
