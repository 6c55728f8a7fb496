// The catalogue's vocabularies (docs/rules.md R7): categories, popular categories,
// sizes, colours, manufacturers and tags, each with LocalizationJsonData.
import type { CallData } from '../../../contract/call-fields.ts';
import type { Category, LangCode } from '../../../contract/models.ts';
import { LIST_PAGE_SIZE } from '../../../contract/shop-rules.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { localizationJsonSql, localizedSql } from './localized-sql.ts';
import { PAGE_FIELDS, pageParams } from './paging.ts';

const listPage = { pageSize: LIST_PAGE_SIZE, maxPageSize: LIST_PAGE_SIZE };

// Published products in a category and, for a parent, in its children.
const TOTAL_PRODUCTS = `(SELECT count(*)::int FROM products p
   WHERE p.is_published AND p.category_id IN (SELECT x.id FROM categories x WHERE x.id = c.id OR x.parent_id = c.id))`;

/**
 * A paged vocabulary list: `columns` (in the shopper's language) from `from`, in a fixed
 * order, the page the caller asks for (at most LIST_PAGE_SIZE rows).
 */
type ListName = 'GET_CATEGORIES_LIST' | 'GET_SIZE_LIST' | 'GET_COLORS_LIST' | 'GET_MANUFACTURER_LIST' | 'GET_TAGS_LIST';

function pagedList<N extends ListName>(name: N, columns: (lang: LangCode) => string, from: string, orderBy: string): CallModule<N> {
  return defineCall<N>({
    name,
    auth: 'public',
    cacheable: true,
    reads: PAGE_FIELDS,
    async handler({ db, lang, params }) {
      const page = pageParams(params, listPage);
      const rows = await db.query<CallData<N>[number]>(`SELECT ${columns(lang)} FROM ${from} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`, [page.pageSize, page.offset]);
      return { data: rows as CallData<N> };
    },
  });
}

const categoryColumns = (lang: LangCode) =>
  `c.id AS "CategoryID", c.parent_id AS "ParentCategoryID", ${localizedSql(lang, 'c.name')} AS "Name",
   ${localizationJsonSql('c.name')} AS "LocalizationJsonData", c.attachment_url AS "AttachmentURL",
   ${TOTAL_PRODUCTS} AS "TotalProducts"`;

const categories = pagedList('GET_CATEGORIES_LIST', categoryColumns, 'categories c', 'c.parent_id IS NOT NULL, c.sort_order, c.id');

const popularCategories = defineCall({
  name: 'GET_POPULAR_CATEGORIES',
  auth: 'public',
  cacheable: true,
  reads: [],
  async handler({ db, lang }) {
    return { data: await db.query<Category>(`SELECT ${categoryColumns(lang)} FROM categories c WHERE c.is_popular ORDER BY c.sort_order, c.id`) };
  },
});

const sizes = pagedList('GET_SIZE_LIST', (lang) =>
  `s.id AS "SizeID", ${localizedSql(lang, 's.name')} AS "Name", s.short_name AS "ShortName",
   s.inches AS "Inches", s.centimeters AS "Centimeters", ${localizationJsonSql('s.name')} AS "LocalizationJsonData"`,
'sizes s', 's.sort_order, s.id');

const colors = pagedList('GET_COLORS_LIST', (lang) =>
  `k.id AS "ColorID", ${localizedSql(lang, 'k.name')} AS "Name", k.hex_code AS "HexCode", ${localizationJsonSql('k.name')} AS "LocalizationJsonData"`,
'colors k', 'k.id');

const manufacturers = pagedList('GET_MANUFACTURER_LIST', (lang) =>
  `m.id AS "ManufacturerID", ${localizedSql(lang, 'm.name')} AS "Name", ${localizationJsonSql('m.name')} AS "LocalizationJsonData"`,
'manufacturers m', 'm.name, m.id');

const tags = pagedList('GET_TAGS_LIST', (lang) =>
  `t.id AS "TagID", ${localizedSql(lang, 't.name')} AS "TagName", ${localizationJsonSql('t.name')} AS "LocalizationJsonData"`,
'tags t', 't.id');

export const taxonomyCalls: readonly CallModule[] = [categories, popularCategories, sizes, colors, manufacturers, tags];
