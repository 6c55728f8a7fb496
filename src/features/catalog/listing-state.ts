// The listing's filters as URL search params (docs/rules.md R12.9): toggling a multi-select
// id, choosing a single value, and the window of 5 page links. Any filter change returns
// to page 1 (docs/rules.md R4).
import type { ListingSearch } from './listing-search.ts';

export type MultiKey = 'CategoryID' | 'SizeID' | 'TagID' | 'ManufacturerID';

export function idsOf(value: string | undefined): number[] {
  return (value ?? '').split(',').filter(Boolean).map(Number);
}

/** Click adds the id, click again removes it; back to page 1. */
export function toggleId(search: ListingSearch, key: MultiKey, id: number): ListingSearch {
  const ids = idsOf(search[key]);
  const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
  return { ...search, [key]: next.length ? next.join(',') : undefined, PageNo: undefined };
}

/** A single-valued filter (price band, colour, rating): choosing it again clears it. */
export function setSingle<K extends 'ColorID' | 'Rating'>(search: ListingSearch, key: K, value: number): ListingSearch {
  return { ...search, [key]: search[key] === value ? undefined : value, PageNo: undefined };
}

export function setPriceBand(search: ListingSearch, min: number, max: number): ListingSearch {
  const same = search.MinPrice === min && search.MaxPrice === max;
  return { ...search, MinPrice: same ? undefined : min, MaxPrice: same ? undefined : max, PageNo: undefined };
}

export function clearFilters(search: ListingSearch): ListingSearch {
  return { view: search.view, PageSize: search.PageSize, OrderByColumnName: search.OrderByColumnName };
}

export function hasFilters(search: ListingSearch, categoryId: number): boolean {
  return categoryId > 0 || ['SearchTerm', 'SizeID', 'ColorID', 'TagID', 'ManufacturerID', 'CategoryID', 'MinPrice', 'MaxPrice', 'Rating'].some((k) => search[k as keyof ListingSearch] !== undefined);
}

/** Up to 5 page links around the current page (docs/rules.md R9). */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}
