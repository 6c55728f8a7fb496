// get-all-products' parameters, read and checked once (docs/rules.md R12.9, Listing URL):
// both the SQL (product-listing.ts listingQuery) and the filter index
// (listing-index-query.ts) take the result, so they filter on exactly the same values.
import { SORT_OPTIONS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type SortOption } from '../../../contract/shop-rules.ts';
import type { Params } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { idListParam, numberParam, textParam } from '../../http/params.ts';
import { PAGE_FIELDS, pageParams } from './paging.ts';

export const MAX_SEARCH_LENGTH = 100;
const MAX_PRICE = 1_000_000_000;

export interface ListingFilters {
  searchTerm: string;
  categoryIds: number[];
  sizeIds: number[];
  colorIds: number[];
  tagIds: number[];
  manufacturerIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  sort: SortOption;
  pageNo: number;
  pageSize: number;
}

const sortList = SORT_OPTIONS.map((s) => `'${s}'`).join(', ');

/** The parameters listingFilters reads. */
export const LISTING_FIELDS = [
  'OrderByColumnName', 'MinPrice', 'MaxPrice', 'Rating', ...PAGE_FIELDS, 'SearchTerm',
  'CategoryID', 'SizeID', 'ColorID', 'TagID', 'ManufacturerID',
] as const;

/** Reads and checks get-all-products' parameters: bad input is a 400 naming the field. */
export function listingFilters(params: Params): ListingFilters {
  const rawSort = params.OrderByColumnName;
  const sort = rawSort === undefined || rawSort === null ? '' : rawSort;
  if (typeof sort !== 'string' || !(SORT_OPTIONS as readonly string[]).includes(sort)) {
    throw new Failure(400, 'BAD_REQUEST', `OrderByColumnName must be one of ${sortList}`, { field: 'OrderByColumnName' });
  }
  const priceOrNull = (key: string) =>
    params[key] === undefined || params[key] === null || params[key] === '' ? null : numberParam(params, key, { min: 0, max: MAX_PRICE });
  const rating = params.Rating === undefined || params.Rating === null || params.Rating === '' ? null : numberParam(params, 'Rating', { min: 0, max: 5 });
  const { pageNo, pageSize } = pageParams(params, { pageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE });
  return {
    searchTerm: textParam(params, 'SearchTerm', { max: MAX_SEARCH_LENGTH }).trim(),
    categoryIds: categoryIdsParam(params),
    sizeIds: idListParam(params, 'SizeID'),
    colorIds: idListParam(params, 'ColorID'),
    tagIds: idListParam(params, 'TagID'),
    manufacturerIds: idListParam(params, 'ManufacturerID'),
    minPrice: priceOrNull('MinPrice'),
    maxPrice: priceOrNull('MaxPrice'),
    // Rating 0 means "any rating" (no filter); 1..5 is a minimum that unrated products never meet.
    rating: rating === 0 ? null : rating,
    sort: sort as SortOption,
    pageNo,
    pageSize,
  };
}

/**
 * CategoryID: 0 and all-categories mean no category (docs/rules.md R2), alone or in a list;
 * empty means no filter. Both the filter index and the SQL take the result, so they agree.
 */
const ALL_CATEGORIES = 'all-categories';
function categoryIdsParam(params: Params): number[] {
  const raw = params.CategoryID;
  const parts = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : null;
  const kept = parts?.filter((p) => !(typeof p === 'string' && p.trim().toLowerCase() === ALL_CATEGORIES));
  return idListParam(kept ? { CategoryID: kept } : params, 'CategoryID').filter((id) => id !== 0);
}
