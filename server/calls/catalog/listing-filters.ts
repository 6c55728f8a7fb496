// get-all-products' parameters, read and checked once (docs/rules.md R12.9, Listing URL):
// both the SQL (product-listing.ts listingQuery) and the filter index
// (listing-index-query.ts) take the result, so they filter on exactly the same values.
import { CALL_FIELDS, type CallInput } from '../../../contract/call-fields.ts';
import { checkFields } from '../../../contract/check-fields.ts';
import type { SortOption } from '../../../contract/shop-rules.ts';
import { fieldFailure } from '../../http/failure.ts';
import { pageOf } from './paging.ts';

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

/** attribute_id of the size options (product_attribute_options; the listing table's size_ids). */
export const SIZE_ATTRIBUTE = 2;

/** The listing table's int[] column (migration 0018) each filter of ids is tested on, by SQL and in memory alike. */
export const ID_FILTER_COLUMNS = [['sizeIds', 'size_ids'], ['colorIds', 'color_ids'], ['tagIds', 'tag_ids'], ['manufacturerIds', 'brand_ids']] as const;

/** The filters of a checked get-all-products payload (contract/call-fields.ts LISTING_FIELDS). */
export function toListingFilters(p: CallInput<'GET_All_PRODUCTS'>): ListingFilters {
  const { pageNo, pageSize } = pageOf(p);
  return {
    searchTerm: p.SearchTerm ?? '',
    // 0 and all-categories mean no category (docs/rules.md R2): the check leaves them out.
    categoryIds: p.CategoryID,
    sizeIds: p.SizeID,
    colorIds: p.ColorID,
    tagIds: p.TagID,
    manufacturerIds: p.ManufacturerID,
    minPrice: p.MinPrice ?? null,
    maxPrice: p.MaxPrice ?? null,
    // Rating 0 means "any rating" (no filter); 1..5 is a minimum that unrated products never meet.
    rating: p.Rating === undefined || p.Rating === 0 ? null : p.Rating,
    sort: p.OrderByColumnName,
    pageNo,
    pageSize,
  };
}

/** Checks a raw get-all-products payload as the call does (tests and benchmarks); bad input throws the call's 400. */
export function listingFilters(raw: Readonly<Record<string, unknown>>): ListingFilters {
  const checked = checkFields<CallInput<'GET_All_PRODUCTS'>>(CALL_FIELDS.GET_All_PRODUCTS, raw);
  if (!checked.ok) throw fieldFailure(checked.error);
  return toListingFilters(checked.value);
}
