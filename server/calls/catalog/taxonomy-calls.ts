// The catalogue's vocabularies (docs/rules.md R7): categories, popular categories,
// sizes, colours, manufacturers and tags, each with LocalizationJsonData.
import { LIST_PAGE_SIZE } from '../../../contract/shop-rules.ts';
import type { Category, Color, Manufacturer, Size, Tag } from '../../../contract/models.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { localizationJsonSql, localizedSql } from './localized-sql.ts';
import { PAGE_FIELDS, pageParams } from './paging.ts';

const listPage = { pageSize: LIST_PAGE_SIZE, maxPageSize: LIST_PAGE_SIZE };

// Published products in a category and, for a parent, in its children.
const TOTAL_PRODUCTS = `(SELECT count(*)::int FROM products p
   WHERE p.is_published AND p.category_id IN (SELECT x.id FROM categories x WHERE x.id = c.id OR x.parent_id = c.id))`;

const categories = defineCall({
  name: 'GET_CATEGORIES_LIST',
  auth: 'public',
  cacheable: true,
  reads: PAGE_FIELDS,
  async handler({ db, lang, params }) {
    const page = pageParams(params, listPage);
    const rows = await db.query<Category>(
      `SELECT c.id AS "CategoryID", c.parent_id AS "ParentCategoryID", ${localizedSql(lang, 'c.name')} AS "Name",
         ${localizationJsonSql('c.name')} AS "LocalizationJsonData", c.attachment_url AS "AttachmentURL",
         ${TOTAL_PRODUCTS} AS "TotalProducts"
       FROM categories c
       ORDER BY c.parent_id IS NOT NULL, c.sort_order, c.id
       LIMIT $1 OFFSET $2`,
      [page.pageSize, page.offset],
    );
    return { data: rows };
  },
});

const popularCategories = defineCall({
  name: 'GET_POPULAR_CATEGORIES',
  auth: 'public',
  cacheable: true,
  reads: [],
  async handler({ db, lang }) {
    const rows = await db.query<Category>(
      `SELECT c.id AS "CategoryID", c.parent_id AS "ParentCategoryID", ${localizedSql(lang, 'c.name')} AS "Name",
         ${localizationJsonSql('c.name')} AS "LocalizationJsonData", c.attachment_url AS "AttachmentURL",
         ${TOTAL_PRODUCTS} AS "TotalProducts"
       FROM categories c WHERE c.is_popular
       ORDER BY c.sort_order, c.id`,
    );
    return { data: rows };
  },
});

const sizes = defineCall({
  name: 'GET_SIZE_LIST',
  auth: 'public',
  cacheable: true,
  reads: PAGE_FIELDS,
  async handler({ db, lang, params }) {
    const page = pageParams(params, listPage);
    const rows = await db.query<Size>(
      `SELECT s.id AS "SizeID", ${localizedSql(lang, 's.name')} AS "Name", s.short_name AS "ShortName",
         s.inches AS "Inches", s.centimeters AS "Centimeters", ${localizationJsonSql('s.name')} AS "LocalizationJsonData"
       FROM sizes s ORDER BY s.sort_order, s.id LIMIT $1 OFFSET $2`,
      [page.pageSize, page.offset],
    );
    return { data: rows };
  },
});

const colors = defineCall({
  name: 'GET_COLORS_LIST',
  auth: 'public',
  cacheable: true,
  reads: PAGE_FIELDS,
  async handler({ db, lang, params }) {
    const page = pageParams(params, listPage);
    const rows = await db.query<Color>(
      `SELECT k.id AS "ColorID", ${localizedSql(lang, 'k.name')} AS "Name", k.hex_code AS "HexCode",
         ${localizationJsonSql('k.name')} AS "LocalizationJsonData"
       FROM colors k ORDER BY k.id LIMIT $1 OFFSET $2`,
      [page.pageSize, page.offset],
    );
    return { data: rows };
  },
});

const manufacturers = defineCall({
  name: 'GET_MANUFACTURER_LIST',
  auth: 'public',
  cacheable: true,
  reads: PAGE_FIELDS,
  async handler({ db, lang, params }) {
    const page = pageParams(params, listPage);
    const rows = await db.query<Manufacturer>(
      `SELECT m.id AS "ManufacturerID", ${localizedSql(lang, 'm.name')} AS "Name", ${localizationJsonSql('m.name')} AS "LocalizationJsonData"
       FROM manufacturers m ORDER BY m.name, m.id LIMIT $1 OFFSET $2`,
      [page.pageSize, page.offset],
    );
    return { data: rows };
  },
});

const tags = defineCall({
  name: 'GET_TAGS_LIST',
  auth: 'public',
  cacheable: true,
  reads: PAGE_FIELDS,
  async handler({ db, lang, params }) {
    const page = pageParams(params, listPage);
    const rows = await db.query<Tag>(
      `SELECT t.id AS "TagID", ${localizedSql(lang, 't.name')} AS "TagName", ${localizationJsonSql('t.name')} AS "LocalizationJsonData"
       FROM tags t ORDER BY t.id LIMIT $1 OFFSET $2`,
      [page.pageSize, page.offset],
    );
    return { data: rows };
  },
});

export const taxonomyCalls: readonly CallModule[] = [categories, popularCategories, sizes, colors, manufacturers, tags];
