// Counts and pages of get-all-products from the filter index (listing-index-data.ts), with
// the meaning of listingQuery's SQL (product-listing.ts): the values of one filter are
// ORed, the filters ANDed; a category filter takes the categories' family, an empty family
// matches nothing; prices and ratings compare as PostgreSQL compares the decimals (both
// sides are the doubles nearest to decimals of at most 15 digits, so the order is kept);
// an unrated product fails every minimum rating; a search term is a substring of the
// search text (`inMemorySearchTerm` says when that is exactly ILIKE). listing-index.test.ts checks it against
// the SQL on random filter sets.
import type { SortOption } from '../../../contract/shop-rules.ts';
import type { Bits, FeaturedRank, ListingIndexData } from './listing-index-data.ts';
import type { ListingFilters } from './listing-filters.ts';
import { searchCandidates } from './search-grams.ts';

export type IndexFilters = Pick<ListingFilters, 'sizeIds' | 'colorIds' | 'tagIds' | 'manufacturerIds' | 'minPrice' | 'maxPrice' | 'rating'> & {
  /** null: no category filter; else the asked categories and their children. */
  categoryFamily: number[] | null;
  /** A term from inMemorySearchTerm, or '' for no search. */
  searchTerm?: string;
};

/**
 * The term to look for in search_text when substring search in memory is exactly
 * `search_text ILIKE likePattern(term)`, else null (the SQL path answers). For UTF-8,
 * PostgreSQL's ILIKE lowers both sides with lower() and compares characters (like.c,
 * Generic_Text_IC_like); search_text is already lower()ed, so ILIKE is a plain substring
 * test whenever lower() leaves the term as it is: lowercase ASCII and characters without
 * case (Arabic, digits, punctuation: the same under any locale, also PGlite's C locale).
 * A term with other letters (é, ß, Greek) would depend on the database's locale.
 */
export function inMemorySearchTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  for (const c of lowered) {
    if (c.charCodeAt(0) < 128) continue;
    if (c.toUpperCase() !== c || c.toLowerCase() !== c) return null;
  }
  return lowered;
}

function anyOf(d: ListingIndexData, map: Map<number, Bits>, keys: number[]): Bits {
  const out = new Uint32Array(Math.ceil(d.size / 32));
  for (const key of keys) {
    const bits = map.get(key);
    if (bits) for (let w = 0; w < out.length; w++) out[w]! |= bits[w]!;
  }
  return out;
}

function every(size: number): Bits {
  const out = new Uint32Array(Math.ceil(size / 32)).fill(0xffffffff);
  if (size % 32) out[out.length - 1] = (1 << (size % 32)) - 1;
  return out;
}

/** The matching positions; null means every listed (published) product. */
export function matchingBits(d: ListingIndexData, f: IndexFilters): Bits | null {
  let acc: Bits | null = null;
  const and = (bits: Bits) => {
    if (!acc) acc = bits;
    else for (let w = 0; w < acc.length; w++) acc[w]! &= bits[w]!;
  };
  if (f.categoryFamily !== null) and(anyOf(d, d.byCategory, f.categoryFamily));
  if (f.sizeIds.length) and(anyOf(d, d.bySize, f.sizeIds));
  if (f.colorIds.length) and(anyOf(d, d.byColor, f.colorIds));
  if (f.tagIds.length) and(anyOf(d, d.byTag, f.tagIds));
  if (f.manufacturerIds.length) and(anyOf(d, d.byManufacturer, f.manufacturerIds));
  let term = f.searchTerm ?? '';
  const candidates = term === '' ? null : searchCandidates(d.searchGrams, term);
  if (candidates) {
    // Only the texts under the term's rarest trigram can hold it; each is still tested.
    const found: Bits = new Uint32Array(Math.ceil(d.size / 32));
    const within: Bits | null = acc;
    for (const pos of candidates) {
      if (within && ((within[pos >>> 5]! >>> (pos & 31)) & 1) === 0) continue;
      if (d.searchText[pos]!.includes(term)) found[pos >>> 5]! |= 1 << (pos & 31);
    }
    and(found);
    term = '';
  }
  if (f.minPrice === null && f.maxPrice === null && f.rating === null && term === '') return acc;
  const bits: Bits = acc ?? every(d.size);
  const min = f.minPrice ?? -Infinity;
  const max = f.maxPrice ?? Infinity;
  const minRating = f.rating;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      const pos = (w << 5) + 31 - Math.clz32(low);
      const p = d.price[pos]!;
      // NaN (unrated) >= x is false, as NULL >= x is not true in SQL.
      if (p < min || p > max || (minRating !== null && !(d.rating[pos]! >= minRating)) || (term !== '' && !d.searchText[pos]!.includes(term))) {
        bits[w]! &= ~low;
      }
      word ^= low;
    }
  }
  return bits;
}

export function countBits(d: ListingIndexData, bits: Bits | null): number {
  if (!bits) return d.size;
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** The sorts whose order the index holds: (sale_price, id) and (created_at, id), either way. */
const ORDERS: Partial<Record<SortOption, { order: 'priceOrder' | 'dateOrder'; descending: boolean }>> = {
  'Price ASC': { order: 'priceOrder', descending: false },
  'Price DESC': { order: 'priceOrder', descending: true },
  'Date ASC': { order: 'dateOrder', descending: false },
  'Date DESC': { order: 'dateOrder', descending: true },
};

/**
 * The product ids of one page, in order; null for the default sort (featured, then units
 * sold) when `featured` is undefined: no featured order proven for the version asked.
 */
export function pageIds(
  d: ListingIndexData, featured: FeaturedRank | undefined, bits: Bits | null, sort: SortOption, offset: number, limit: number,
): number[] | null {
  const how = ORDERS[sort];
  const order = how ? d[how.order] : featured?.order;
  if (!order) return null;
  const descending = how?.descending ?? false;
  const out: number[] = [];
  let skip = offset;
  for (let i = 0; i < order.length && out.length < limit; i++) {
    const pos = order[descending ? order.length - 1 - i : i]!;
    if (bits && ((bits[pos >>> 5]! >>> (pos & 31)) & 1) === 0) continue;
    if (skip > 0) skip--;
    else out.push(d.ids[pos]!);
  }
  return out;
}
