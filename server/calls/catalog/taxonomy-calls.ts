// The catalogue's vocabularies (docs/rules.md R7): categories, popular categories,
// sizes, colours, manufacturers and tags, each with LocalizationJsonData.
import type { CallData, CallInput } from '../../../contract/call-fields.ts';
import type { Category, LangCode } from '../../../contract/models.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { localizationJsonSql, localizedSql } from './localized-sql.ts';
import { SIZE_ATTRIBUTE } from './listing-index-data.ts';
import { pageOf } from './paging.ts';


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
    async handler({ db, lang, params }) {
      // Every list declares the same page fields (contract/call-fields.ts LIST_PAGE); TypeScript cannot see that through N.
      const page = pageOf(params as CallInput<ListName>);
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
  async handler({ db, lang }) {
    return { data: await db.query<Category>(`SELECT ${categoryColumns(lang)} FROM categories c WHERE c.is_popular ORDER BY c.sort_order, c.id`) };
  },
});

// CategoryIDs (this shop's addition): the categories with a published product in the size,
// so the listing offers only the sizes that exist in the category chosen.
const sizes = pagedList('GET_SIZE_LIST', (lang) =>
  `s.id AS "SizeID", ${localizedSql(lang, 's.name')} AS "Name", s.short_name AS "ShortName",
   s.inches AS "Inches", s.centimeters AS "Centimeters", ${localizationJsonSql('s.name')} AS "LocalizationJsonData",
   (SELECT COALESCE(json_agg(DISTINCT p.category_id ORDER BY p.category_id), '[]'::json)
      FROM product_attribute_options o JOIN products p ON p.id = o.product_id
     WHERE o.attribute_id = ${SIZE_ATTRIBUTE} AND o.value_id = s.id AND p.is_published) AS "CategoryIDs"`,
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
