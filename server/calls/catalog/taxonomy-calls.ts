// The catalogue's vocabularies (docs/rules.md R7): categories, popular categories,
// sizes, colours, manufacturers and tags, each with LocalizationJsonData.
import type { Category, Color, LangCode, Manufacturer, Size, Tag } from '../../../contract/models.ts';
import type { Db } from '../../db/database.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { localizationJsonSql, localizedSql } from './localized-sql.ts';
import { SIZE_ATTRIBUTE } from './listing-filters.ts';
import { pageOf } from './paging.ts';


// Published products in a category and, for a parent, in its children.
const TOTAL_PRODUCTS = `(SELECT count(*)::int FROM products p
   WHERE p.is_published AND p.category_id IN (SELECT x.id FROM categories x WHERE x.id = c.id OR x.parent_id = c.id))`;

/**
 * One page of a vocabulary list: `columns` (in the shopper's language) from `from`, in a
 * fixed order, the page the caller asked for (at most LIST_PAGE_SIZE rows, every list
 * declares the same page fields: contract/call-fields.ts LIST_PAGE).
 */
async function listPage<Row>(db: Db, columns: string, from: string, orderBy: string, params: { PageNo: number; PageSize: number }): Promise<{ data: Row[] }> {
  const page = pageOf(params);
  return { data: await db.query<Row>(`SELECT ${columns} FROM ${from} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`, [page.pageSize, page.offset]) };
}

const categoryColumns = (lang: LangCode) =>
  `c.id AS "CategoryID", c.parent_id AS "ParentCategoryID", ${localizedSql(lang, 'c.name')} AS "Name",
   ${localizationJsonSql('c.name')} AS "LocalizationJsonData", c.attachment_url AS "AttachmentURL",
   ${TOTAL_PRODUCTS} AS "TotalProducts"`;

const categories = defineCall({
  name: 'GET_CATEGORIES_LIST',
  auth: 'public',
  cacheable: true,
  handler: ({ db, lang, params }) => listPage<Category>(db, categoryColumns(lang), 'categories c', 'c.parent_id IS NOT NULL, c.sort_order, c.id', params),
});

const popularCategories = defineCall({
  name: 'GET_POPULAR_CATEGORIES',
  auth: 'public',
  cacheable: true,
  async handler({ db, lang }) {
    return { data: await db.query<Category>(`SELECT ${categoryColumns(lang)} FROM categories c WHERE c.is_popular ORDER BY c.sort_order, c.id`) };
  },
});

// CategoryIDs (this shop's addition): the categories with a published product in the size,
// so the listing offers only the sizes that exist in the category chosen.
const sizeColumns = (lang: LangCode) =>
  `s.id AS "SizeID", ${localizedSql(lang, 's.name')} AS "Name", s.short_name AS "ShortName",
   s.inches AS "Inches", s.centimeters AS "Centimeters", ${localizationJsonSql('s.name')} AS "LocalizationJsonData",
   (SELECT COALESCE(json_agg(DISTINCT p.category_id ORDER BY p.category_id), '[]'::json)
      FROM product_attribute_options o JOIN products p ON p.id = o.product_id
     WHERE o.attribute_id = ${SIZE_ATTRIBUTE} AND o.value_id = s.id AND p.is_published) AS "CategoryIDs"`;

const sizes = defineCall({
  name: 'GET_SIZE_LIST',
  auth: 'public',
  cacheable: true,
  handler: ({ db, lang, params }) => listPage<Size>(db, sizeColumns(lang), 'sizes s', 's.sort_order, s.id', params),
});

const colors = defineCall({
  name: 'GET_COLORS_LIST',
  auth: 'public',
  cacheable: true,
  handler: ({ db, lang, params }) => listPage<Color>(db,
    `k.id AS "ColorID", ${localizedSql(lang, 'k.name')} AS "Name", k.hex_code AS "HexCode", ${localizationJsonSql('k.name')} AS "LocalizationJsonData"`,
    'colors k', 'k.id', params),
});

const manufacturers = defineCall({
  name: 'GET_MANUFACTURER_LIST',
  auth: 'public',
  cacheable: true,
  handler: ({ db, lang, params }) => listPage<Manufacturer>(db,
    `m.id AS "ManufacturerID", ${localizedSql(lang, 'm.name')} AS "Name", ${localizationJsonSql('m.name')} AS "LocalizationJsonData"`,
    'manufacturers m', 'm.name, m.id', params),
});

const tags = defineCall({
  name: 'GET_TAGS_LIST',
  auth: 'public',
  cacheable: true,
  handler: ({ db, lang, params }) => listPage<Tag>(db,
    `t.id AS "TagID", ${localizedSql(lang, 't.name')} AS "TagName", ${localizationJsonSql('t.name')} AS "LocalizationJsonData"`,
    'tags t', 't.id', params),
});

export const taxonomyCalls: readonly CallModule[] = [categories, popularCategories, sizes, colors, manufacturers, tags];
