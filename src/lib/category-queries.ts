// The category list, shared by the catalogue (menu, sidebar, listing) and the product
// page's breadcrumb: one query, one key, one cache entry.
import { queryOptions } from '@tanstack/react-query';
import type { Category, LangCode } from '../../contract/models.ts';
import { TAXONOMY_LIST_FIELDS } from '../../contract/first-screen.ts';
import { queryApi } from './api-client.ts';

export const categoriesKey = (lang: LangCode) => ['catalog', 'categories', lang] as const;

export const categoriesQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: categoriesKey(lang),
    queryFn: () => queryApi('GET_CATEGORIES_LIST', TAXONOMY_LIST_FIELDS, lang),
    staleTime: 10 * 60 * 1000,
  });

/** A category and the parents above it, the top one first. */
export function categoryPath(categories: readonly Category[], categoryId: number): Category[] {
  const path: Category[] = [];
  let c = categories.find((x) => x.CategoryID === categoryId);
  while (c && path.length < 8 && !path.includes(c)) {
    path.unshift(c);
    const parentId = c.ParentCategoryID;
    c = parentId ? categories.find((x) => x.CategoryID === parentId) : undefined;
  }
  return path;
}
