// Catalogue queries (categories and the taxonomy lists): fetchers and queryOptions.
// Keys run general to specific and always include the language.
import { queryOptions } from '@tanstack/react-query';
import type { Category, Color, LangCode, Manufacturer, ProductListItem, Size, Tag } from '../../../contract/models.ts';
import { categoriesKey } from '../../lib/category-queries.ts';
import { SIDEBAR_POPULAR_SIZE } from '../../../contract/shop-rules.ts';
import { TAXONOMY_LIST_FIELDS } from '../../../contract/first-screen.ts';
import { queryApi } from '../../lib/api-client.ts';
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

export interface Named { id: number; name: string }

const listQuery = <T,>(name: 'GET_SIZE_LIST' | 'GET_COLORS_LIST' | 'GET_MANUFACTURER_LIST' | 'GET_TAGS_LIST', key: string) => (lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, key, lang] as const,
    queryFn: () => queryApi<T[]>(name, TAXONOMY_LIST_FIELDS, lang),
    staleTime: 10 * 60 * 1000,
  });

export const sizesQuery = listQuery<Size>('GET_SIZE_LIST', 'sizes');
export const colorsQuery = listQuery<Color>('GET_COLORS_LIST', 'colors');
export const manufacturersQuery = listQuery<Manufacturer>('GET_MANUFACTURER_LIST', 'manufacturers');
export const tagsQuery = listQuery<Tag>('GET_TAGS_LIST', 'tags');

export type ListingMode = 'all' | 'popular' | 'recent';

export const productsQuery = (mode: ListingMode, params: Record<string, unknown>, lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'products', mode, lang, params] as const,
    queryFn: () =>
      queryApi<ProductListItem[]>(
        mode === 'popular' ? 'GET_POPULAR_PRODUCTS_LIST' : mode === 'recent' ? 'GET_RECENTS_PRODUCTS_LIST' : 'GET_All_PRODUCTS',
        params,
        lang,
      ),
    placeholderData: (previous) => previous,
  });

export const sidebarPopularQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'sidebar-popular', lang] as const,
    queryFn: () => queryApi<ProductListItem[]>('GET_POPULAR_PRODUCTS_LIST', { PageNo: 1, PageSize: SIDEBAR_POPULAR_SIZE }, lang),
  });
