// Catalogue queries (categories and the taxonomy lists): fetchers and queryOptions.
// Keys run general to specific and always include the language.
import { queryOptions } from '@tanstack/react-query';
import type { Category, LangCode } from '../../../contract/models.ts';
import { categoriesKey } from '../../lib/category-queries.ts';
import { DEFAULT_PAGE_SIZE, SIDEBAR_POPULAR_SIZE } from '../../../contract/shop-rules.ts';
import { TAXONOMY_LIST_FIELDS, listingCallFields } from '../../../contract/first-screen.ts';
import { queryApi } from '../../lib/api-client.ts';
import type { ListingSearch } from './listing-search.ts';
import { idsOf } from './listing-state.ts';
export { categoryEnglishName, categoryName } from '../../lib/category-names.ts';

export { categoriesQuery } from '../../lib/category-queries.ts';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: categoriesKey,
};

export interface CategoryGroup { parent: Category; children: Category[] }

/** Parents with their children, for the mega-menu and the sidebar. */
export function groupCategories(categories: readonly Category[]): CategoryGroup[] {
  const parents = categories.filter((c) => !c.ParentCategoryID);
  return parents.map((parent) => ({ parent, children: categories.filter((c) => c.ParentCategoryID === parent.CategoryID) }));
}

const listQuery = <T,>(key: string, fetchList: (lang: LangCode) => Promise<T>) => (lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, key, lang] as const,
    queryFn: () => fetchList(lang),
    staleTime: 10 * 60 * 1000,
  });

export const sizesQuery = listQuery('sizes', (lang) => queryApi('GET_SIZE_LIST', TAXONOMY_LIST_FIELDS, lang));
export const colorsQuery = listQuery('colors', (lang) => queryApi('GET_COLORS_LIST', TAXONOMY_LIST_FIELDS, lang));
export const manufacturersQuery = listQuery('manufacturers', (lang) => queryApi('GET_MANUFACTURER_LIST', TAXONOMY_LIST_FIELDS, lang));
export const tagsQuery = listQuery('tags', (lang) => queryApi('GET_TAGS_LIST', TAXONOMY_LIST_FIELDS, lang));

export type ListingMode = 'all' | 'popular' | 'recent';

export const productsQuery = (mode: ListingMode, params: Record<string, unknown>, lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'products', mode, lang, params] as const,
    queryFn: () =>
      queryApi(
        mode === 'popular' ? 'GET_POPULAR_PRODUCTS_LIST' : mode === 'recent' ? 'GET_RECENTS_PRODUCTS_LIST' : 'GET_All_PRODUCTS',
        params,
        lang,
      ),
    placeholderData: (previous) => previous,
  });

/**
 * What a listing URL asks for: category 0 with popular-products or recent-products shows
 * those lists; anything else is the filtered catalogue (the path's category and the
 * search's, with the search's filters, page and page size).
 */
export function listingRequest(categoryId: number, slug: string, search: ListingSearch) {
  const mode: ListingMode = categoryId === 0 && slug === 'popular-products' ? 'popular' : categoryId === 0 && slug === 'recent-products' ? 'recent' : 'all';
  const pageNo = search.PageNo ?? 1;
  const pageSize = search.PageSize ?? DEFAULT_PAGE_SIZE;
  const categoryIds = [...new Set([...(categoryId > 0 ? [categoryId] : []), ...idsOf(search.CategoryID)])];
  const params: Record<string, unknown> = mode === 'all'
    ? listingCallFields(categoryIds, { ...search, PageNo: pageNo, PageSize: pageSize })
    : { PageNo: pageNo, PageSize: pageSize };
  return { mode, pageNo, pageSize, params };
}

export const sidebarPopularQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'sidebar-popular', lang] as const,
    queryFn: () => queryApi('GET_POPULAR_PRODUCTS_LIST', { PageNo: 1, PageSize: SIDEBAR_POPULAR_SIZE }, lang),
  });
