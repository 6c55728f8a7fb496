// Catalogue queries (categories and the taxonomy lists): fetchers and queryOptions.
// Keys run general to specific and always include the language.
import { queryOptions } from '@tanstack/react-query';
import type { Category, LangCode } from '../../../contract/models.ts';
import { LIST_PAGE_SIZE } from '../../../contract/shop-rules.ts';
import { queryApi } from '../../lib/api-client.ts';
export { categoryEnglishName, categoryName } from '../../lib/category-names.ts';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (lang: LangCode) => [...catalogKeys.all, 'categories', lang] as const,
};

export const categoriesQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: catalogKeys.categories(lang),
    queryFn: () => queryApi<Category[]>('GET_CATEGORIES_LIST', { PageNo: 1, PageSize: LIST_PAGE_SIZE }, lang),
    staleTime: 10 * 60 * 1000,
  });

export interface CategoryGroup { parent: Category; children: Category[] }

/** Parents with their children, for the mega-menu and the sidebar. */
export function groupCategories(categories: readonly Category[]): CategoryGroup[] {
  const parents = categories.filter((c) => !c.ParentCategoryID);
  return parents.map((parent) => ({ parent, children: categories.filter((c) => c.ParentCategoryID === parent.CategoryID) }));
}
