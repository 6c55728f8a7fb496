// One product (docs/rules.md R3): detail, selectable options and reviews.
import type { LangCode, ProductAttributeOption, ProductDetail, Review } from '../../../contract/models.ts';
import type { Queryable } from '../../db/database.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { productSlugs } from '../../../contract/markup.ts';
import { sanitizeDescription } from './description-html.ts';
import { localizedSql } from './localized-sql.ts';
import { personalisationJsonSql } from './personalisation-fields.ts';
import { pageOf } from './paging.ts';

const notFound = () => new Failure(404, 'NOT_FOUND', 'Product not found.');

function detailSql(lang: LangCode): string {
  const l = (col: string) => localizedSql(lang, col);
  return `SELECT p.id AS "ProductId", ${l('p.name')} AS "ProductName", p.category_id AS "CategoryID", ${l('c.name')} AS "CategoryName",
    p.name AS "NameEn", c.name AS "CategoryNameEn",
    p.price AS "Price", p.discounted_price AS "DiscountedPrice", p.discount_id AS "DiscountId",
    (p.discounted_price IS NOT NULL AND p.discounted_price < p.price) AS "IsDiscountCalculated", NULL::text AS "CouponCode",
    p.rating AS "Rating", p.total_reviews AS "TotalReviews",
    ${l('p.short_description')} AS "ShortDescription", ${l('p.full_description')} AS "FullDescription",
    p.vendor_name AS "VendorName", ${l('m.name')} AS "ManufacturerName",
    p.display_stock_quantity AS "DisplayStockQuantity", p.stock_quantity AS "StockQuantity",
    p.order_maximum_quantity AS "OrderMaximumQuantity", p.is_digital AS "IsDigitalProduct",
    (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url, 'ColorID', i.color_id) ORDER BY i.sort_order, i.id), '[]'::json)
       FROM product_images i WHERE i.product_id = p.id) AS "ProductImagesJson",
    (SELECT COALESCE(json_agg(json_build_object('ColorID', k.id, 'ColorName', ${l('k.name')}, 'HexCode', k.hex_code) ORDER BY o.sort_order, k.id), '[]'::json)
       FROM product_attribute_options o JOIN colors k ON k.id = o.value_id
       WHERE o.product_id = p.id AND o.attribute_id = 1) AS "ProductColorsJson",
    (SELECT COALESCE(json_agg(json_build_object('SizeID', s.id, 'ShortName', s.short_name, 'Name', ${l('s.name')},
         'Inches', s.inches, 'Centimeters', s.centimeters) ORDER BY o.sort_order, s.sort_order, s.id), '[]'::json)
       FROM product_attribute_options o JOIN sizes s ON s.id = o.value_id
       WHERE o.product_id = p.id AND o.attribute_id = 2) AS "ProductSizesJson",
    (SELECT COALESCE(json_agg(json_build_object('TagID', t.id, 'TagName', ${l('t.name')}) ORDER BY t.id), '[]'::json)
       FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id) AS "ProductTagsJson",
    (SELECT COALESCE(json_agg(json_build_object('ShippingMethodName', ${l('sm.name')}) ORDER BY sm.name), '[]'::json)
       FROM product_shipping_methods sm WHERE sm.product_id = p.id) AS "ProductShipMethodsJson",
    p.is_shipping_free AS "IsShippingFree", p.shipping_charges AS "ShippingCharges",
    p.estimated_shipping_days AS "EstimatedShippingDays",
    p.meta_title AS "MetaTitle", p.meta_description AS "MetaDescription", p.meta_keywords AS "MetaKeywords",
    ${personalisationJsonSql(lang, 'p.id')} AS "PersonalisationJson"
  FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
  WHERE p.id = $1 AND p.is_published`;
}

async function assertPublished(db: Queryable, productId: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM products WHERE id = $1 AND is_published', [productId]);
  if (rows.length === 0) throw notFound();
}

const productDetail = defineCall({
  name: 'GET_PRODUCT_DETAIL',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang, params }) {
    const productId = params.ProductId;
    const rows = await db.query<ProductDetail & { NameEn: string; CategoryNameEn: string }>(detailSql(lang), [productId]);
    const row = rows[0];
    if (!row) throw notFound();
    const { NameEn, CategoryNameEn, ...detail } = row;
    return { data: [{ ...detail, FullDescription: sanitizeDescription(row.FullDescription), ...productSlugs(NameEn, CategoryNameEn) }] };
  },
});

const productAttributes = defineCall({
  name: 'GET_PRODUCT_ALL_ATTRIBUTES_BY_ID',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang, params }) {
    const productId = params.ProductId;
    await assertPublished(db, productId);
    const rows = await db.query<ProductAttributeOption>(
      `SELECT o.product_id AS "ProductId", o.attribute_id AS "ProductAttributeID", a.name AS "AttributeName",
         ${localizedSql(lang, 'a.name')} AS "AttributeDisplayName", o.value_id AS "PrimaryKeyValue",
         ${localizedSql(lang, 'o.display_value')} AS "PrimaryKeyDisplayValue", o.additional_price AS "AdditionalPrice",
         o.price_type::int AS "PriceType", o.is_required AS "IsRequiredAttribute"
       FROM product_attribute_options o JOIN attributes a ON a.id = o.attribute_id
       WHERE o.product_id = $1
       ORDER BY o.attribute_id, o.sort_order, o.value_id`,
      [productId],
    );
    return { data: rows };
  },
});

const productReviews = defineCall({
  name: 'GET_PRODUCT_REVIEWS',
  auth: 'public',
  cacheable: true,
  async handler({ db, params }) {
    const productId = params.ProductId;
    const page = pageOf(params);
    await assertPublished(db, productId);
    const rows = await db.query<Omit<Review, 'ReviewDate'> & { ReviewDate: Date | string }>(
      `SELECT r.id AS "ReviewId", r.rating::int AS "Rating", r.title AS "Title", r.body AS "Body",
         r.reviewer_name AS "ReviewerName", r.created_at AS "ReviewDate"
       FROM reviews r WHERE r.product_id = $1 AND r.hidden_at IS NULL
       ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [productId, page.pageSize, page.offset],
    );
    return { data: rows.map((r) => ({ ...r, ReviewDate: new Date(r.ReviewDate).toISOString() })) };
  },
});

export const productDetailCalls: readonly CallModule[] = [productDetail, productAttributes, productReviews];
