// Counts and pages of get-all-products from the listing index, meaning what listingQuery's SQL
// means (product-listing.ts; listing-index.test.ts compares them on random filter sets): one
// filter's values ORed, the filters ANDed; a search is the words holding it, or SQL's
// (docs/decisions/0064-the-listing-index-on-one-connection-and-one-ordered-read.md).
import { RoaringBitmap32 } from 'roaring-wasm';
import type { SortOption } from '../../../contract/shop-rules.ts';
import type { FilterColumn, ListingIndexData } from './listing-index-data.ts';
import type { ListingIndex } from './listing-index.ts';
import { ID_FILTER_COLUMNS, type ListingFilters } from './listing-filters.ts';

/** `categoryFamily`: null for no category filter, else the asked categories and their children. */
export type IndexFilters = Pick<ListingFilters, 'sizeIds' | 'colorIds' | 'tagIds' | 'manufacturerIds' | 'minPrice' | 'maxPrice' | 'rating'> & { categoryFamily: number[] | null };

/** The term lowered when `search_text ILIKE '%term%'` is "a word holds it": no space, lowered alike by PostgreSQL and JavaScript in any locale. */
function wordTerm(term: string): string | null {
  const caseless = (c: string) => c < '\x80' || (c.toUpperCase() === c && c.toLowerCase() === c);
  return term.isWellFormed() && !term.includes(' ') && [...term].every(caseless) ? term.toLowerCase() : null;
}

/** The index for catalogue `version` and the positions matching `f` and `search`, a new bitmap the caller disposes (null: all); undefined: SQL answers. */
export async function indexMatches(
  index: ListingIndex, version: number, f: IndexFilters, search: string,
): Promise<{ d: ListingIndexData; bits: RoaringBitmap32 | null } | undefined> {
  const word = search ? wordTerm(search) : '';
  const d = word === null ? undefined : await index.at(version);
  if (!d) return undefined;
  const cache = d.filterCache;
  /** The values `values` gives of `column`, ORed and kept under `key`. */
  const or = (column: FilterColumn, key: string, values: () => readonly (string | number)[]) =>
    cache.kept(`${column}:${key}`, () => RoaringBitmap32.orMany(values().flatMap((v) => d.byValue[column].get(String(v)) ?? [])));
  const anyOf = (column: FilterColumn, ids: readonly number[]) => {
    const set = [...new Set(ids)].sort();
    return (set.length === 1 && d.byValue[column].get(String(set[0]))) || or(column, set.join(), () => set);
  };
  // The words holding the term, looked up in the vocabulary (as Lucene's wildcard query expands over its terms).
  const parts = word ? [or('words', word, () => [...d.byValue.words.keys()].filter((w) => w.includes(word)))] : [];
  if (f.categoryFamily !== null) parts.push(anyOf('category_ids', f.categoryFamily));
  for (const [filter, column] of ID_FILTER_COLUMNS) if (f[filter].length) parts.push(anyOf(column, f[filter]));
  // A minimum rating is every rating at or above it: an unrated product has none, as NULL >= x is not true in SQL.
  if (f.rating !== null) parts.push(or('rating', String(f.rating), () => [...d.byValue.rating.keys()].filter((r) => Number(r) >= f.rating!)));
  // Positions are the price order: a price range is a range of them.
  if (f.minPrice !== null || f.maxPrice !== null) {
    const [lo, hi] = [f.minPrice === null ? 0 : priceBound(d.price, f.minPrice, false), f.maxPrice === null ? d.size : priceBound(d.price, f.maxPrice, true)];
    parts.push(cache.kept(`price:${lo}-${hi}`, () => RoaringBitmap32.fromRange(lo, Math.max(lo, hi))));
  }
  if (parts.length === 0) return { d, bits: null };
  parts.sort((a, b) => a.size - b.size);
  const bits = parts[0]!.clone();
  for (const other of parts.slice(1)) bits.andInPlace(other);
  return { d, bits };
}

/** First position whose price is >= x (> x when `after`); paise / 100 is the price as SQL's row reads. */
function priceBound(price: Float64Array, x: number, after: boolean): number {
  let [lo, hi] = [0, price.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after ? price[mid]! / 100 <= x : price[mid]! / 100 < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const countBits = (d: ListingIndexData, bits: RoaringBitmap32 | null): number => (bits ? bits.size : d.size);
/** Position -> place in `order` (made once per order, on first need). */
const placesOf = new WeakMap<Int32Array, Int32Array>();
function places(order: Int32Array): Int32Array {
  const kept = placesOf.get(order);
  if (kept) return kept;
  const out = new Int32Array(order.length);
  order.forEach((pos, i) => { out[pos] = i; });
  placesOf.set(order, out);
  return out;
}

/**
 * How a page in the date or featured order is found (decision 0047): `sort` the matches' places (total log total), or
 * walk the order asking the bitmap whether each product matches (`ask`: a call into WebAssembly a step, about end x size / total).
 */
export type PageWay = 'sort' | 'ask';

/** The product ids of one page, in order. `way`: tests take each. */
export function pageIds(d: ListingIndexData, bits: RoaringBitmap32 | null, sort: SortOption, offset: number, limit: number, way?: PageWay): number[] {
  const total = countBits(d, bits);
  const end = Math.min(total, offset + limit);
  if (sort === 'Price ASC' || sort === 'Price DESC') {
    // Positions are the price order: the page is a slice of the matches (the bitmap's own, by rank).
    const [from, to] = sort === 'Price ASC' ? [offset, end] : [total - end, total - offset];
    const page = offset >= end ? [] : bits ? bits.sliceArray(from, to) : Array.from({ length: to - from }, (_, i) => from + i);
    return (sort === 'Price ASC' ? page : page.reverse()).map((pos) => d.ids[pos]!);
  }
  const order = sort === 'Date ASC' || sort === 'Date DESC' ? d.dateOrder : d.featured.order;
  if (offset >= end) return [];
  const descending = sort === 'Date DESC';
  const at = (k: number) => order[descending ? order.length - 1 - k : k]!;
  if (!bits) return Array.from({ length: end - offset }, (_, i) => d.ids[at(offset + i)]!);
  const out: number[] = [];
  if ((way ?? (((end * d.size) / total) * 16 < total * Math.log2(total + 1) ? 'ask' : 'sort')) === 'sort') {
    const place = places(order);
    const ranked = bits.toUint32Array();
    for (let i = 0; i < total; i++) ranked[i] = place[ranked[i]!]!;
    ranked.sort();
    for (let k = offset; k < end; k++) out.push(d.ids[order[ranked[descending ? total - 1 - k : k]!]!]!);
    return out;
  }
  for (let k = 0, seen = 0; out.length < end - offset; k++) if (bits.has(at(k)) && seen++ >= offset) out.push(d.ids[at(k)]!);
  return out;
}
