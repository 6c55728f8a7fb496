// Counts and pages of get-all-products from the listing index (listing-index-data.ts), with
// the meaning of listingQuery's SQL (product-listing.ts): the values of one filter are
// ORed, the filters ANDed; a category filter takes the categories' family, an empty family
// matches nothing; prices and ratings compare as PostgreSQL compares the decimals (both
// sides are the doubles nearest to decimals of at most 15 digits, so the order is kept);
// an unrated product fails every minimum rating; a search is a substring of search_text, found
// by its words or by the SQL path's own condition (decision 0034). listing-index.test.ts checks
// it all against the SQL on random filter sets.
import { RoaringBitmap32 } from 'roaring-wasm';
import type { SortOption } from '../../../contract/shop-rules.ts';
import type { Queryable } from '../../db/database.ts';
import { bitmapOf, integers, positionOf, type FeaturedRank, type FilterColumn, type ListingIndexData } from './listing-index-data.ts';
import type { IndexView, ListingIndex } from './listing-index.ts';
import { ID_FILTER_COLUMNS, type ListingFilters } from './listing-filters.ts';

export type IndexFilters = Pick<ListingFilters, 'sizeIds' | 'colorIds' | 'tagIds' | 'manufacturerIds' | 'minPrice' | 'maxPrice' | 'rating'> & {
  /** null: no category filter; else the asked categories and their children. */
  categoryFamily: number[] | null;
};

/** A search's term, as the SQL path writes it (listingQuery's conditions on `product_listing l`), and the key its matches are kept under. */
export interface SearchCondition { term: string; key: string; where: string[]; values: unknown[] }

/**
 * The term as the words of search_text hold it, when `search_text ILIKE '%term%'` is exactly
 * "some word contains it": no space (a text is its words joined by spaces), and lowered by
 * PostgreSQL's lower() as by JavaScript's whatever the database's locale (ASCII, and characters
 * without case: Arabic, digits, punctuation); else null, and PostgreSQL runs the condition.
 */
function wordTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  const caseless = (c: string) => c < '\x80' || (c.toUpperCase() === c && c.toLowerCase() === c);
  return term.isWellFormed() && !term.includes(' ') && [...lowered].every(caseless) ? lowered : null;
}

/**
 * The index holding the filter data of catalogue `version` (listing-index.ts; `featured`: its
 * featured order proven too, when it can be) and the positions matching `f` and `search` as a
 * new bitmap the caller disposes (null: every listed product); undefined: SQL answers. A
 * search the words do not answer is read from PostgreSQL with the filter version, which must
 * be the index's.
 */
export async function indexMatches(
  index: ListingIndex, db: Queryable, version: number, featured: boolean, f: IndexFilters, search: SearchCondition | null,
): Promise<{ view: IndexView; bits: RoaringBitmap32 | null } | undefined> {
  let view = await index.at(version, featured);
  const word = search && wordTerm(search.term);
  let found: Int32Array | undefined;
  if (view && search && word === null && !view.data.filterCache.has(search.key)) {
    const d = view.data;
    const row = (await db.query<{ v: number | string; ids: Uint8Array | null }>(
      `SELECT (SELECT filter_version FROM catalogue_version WHERE id = 1) AS v,
         (SELECT string_agg(int4send(l.id), '') FROM product_listing l WHERE ${search.where.join(' AND ')}) AS ids`, search.values))[0];
    // Meanwhile a newer index may have replaced this one, whose bitmaps are released a second later.
    view = await index.at(version, featured);
    if (view?.data !== d || Number(row?.v) !== d.filterVersion) return undefined;
    found = integers(row!.ids, (id) => positionOf(d, id)).sort();
  }
  if (!view) return undefined;
  const d = view.data;
  const cache = d.filterCache;
  // A word-like term: the words holding it looked up in the vocabulary (as Lucene's wildcard query expands over its terms).
  // The vocabulary iterated in place (not copied into an array of entries first).
  const searched = () => {
    if (!word) return bitmapOf(found!);
    const holding: RoaringBitmap32[] = [];
    for (const [w, bits] of d.byValue.words) if (w.includes(word)) holding.push(bits);
    return RoaringBitmap32.orMany(holding);
  };
  const parts = search ? [cache.kept(search.key, searched)] : [];
  const anyOf = (column: FilterColumn, values: readonly (number | string)[]) => {
    const set = [...new Set(values.map(String))].sort();
    const bits = set.flatMap((v) => d.byValue[column].get(v) ?? []);
    parts.push(bits.length === 1 ? bits[0]! : cache.kept(`${column}:${set.join()}`, () => RoaringBitmap32.orMany(bits)));
  };
  if (f.categoryFamily !== null) anyOf('category_ids', f.categoryFamily);
  for (const [filter, column] of ID_FILTER_COLUMNS) if (f[filter].length) anyOf(column, f[filter]);
  // A minimum rating is every rating at or above it (numeric::text, as Number() reads the decimal): an unrated product has none, as NULL >= x is not true in SQL.
  if (f.rating !== null) anyOf('rating', [...d.byValue.rating.keys()].filter((rating) => Number(rating) >= f.rating!));
  // Positions are the price order: a price range is a range of them.
  const lo = f.minPrice === null ? 0 : priceBound(d.price, f.minPrice, false);
  const hi = f.maxPrice === null ? d.size : priceBound(d.price, f.maxPrice, true);
  if (parts.length === 0) return { view, bits: lo === 0 && hi === d.size ? null : new RoaringBitmap32().addRange(lo, Math.max(lo, hi)) };
  parts.sort((a, b) => a.size - b.size);
  const bits = parts[0]!.clone();
  for (const other of parts.slice(1)) bits.andInPlace(other);
  return { view, bits: bits.removeRange(0, lo).removeRange(hi, d.size) };
}

/** First position whose price is >= x (> x when `after`): prices (paise) ascend with positions; paise / 100 is the price as SQL's row reads. */
function priceBound(price: Int32Array | Float64Array, x: number, after: boolean): number {
  let lo = 0;
  let hi = price.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = price[mid]! / 100;
    if (after ? at <= x : at < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function countBits(d: ListingIndexData, bits: RoaringBitmap32 | null): number {
  return bits ? bits.size : d.size;
}

/** Position -> place in `order` (made once per order, on first need). */
const placesOf = new WeakMap<Int32Array, Int32Array>();
function places(order: Int32Array): Int32Array {
  let out = placesOf.get(order);
  if (!out) {
    out = new Int32Array(order.length);
    for (let i = 0; i < order.length; i++) out[order[i]!] = i;
    placesOf.set(order, out);
  }
  return out;
}

/**
 * How a page in the date or featured order is found among `total` matches, by what each way
 * costs: `sort` the matches' places (total log total), or walk the order asking the bitmap
 * whether each product matches (`ask`: a call into WebAssembly a step, about end x size / total
 * steps). At a million products a third way, walking a bit array the matches are unpacked
 * into, was as fast on the listing bench's bodies and is not kept (decision 0047).
 */
export type PageWay = 'sort' | 'ask';
function pageWay(size: number, total: number, end: number): PageWay {
  return ((end * size) / total) * 16 < total * Math.log2(total + 1) ? 'ask' : 'sort';
}

/**
 * The product ids of one page, in order; null for the default sort (featured, then units
 * sold) when `featured` is undefined: no featured order proven for the version asked.
 * `way`: how the page is found in the date and featured orders (tests take each).
 */
export function pageIds(
  d: ListingIndexData, featured: FeaturedRank | undefined, bits: RoaringBitmap32 | null, sort: SortOption, offset: number, limit: number,
  way?: PageWay,
): number[] | null {
  const total = countBits(d, bits);
  const end = Math.min(total, offset + limit);
  if (sort === 'Price ASC' || sort === 'Price DESC') {
    // Positions are the price order: the page is a slice of the matches (the bitmap's own, by rank).
    const [from, to] = sort === 'Price ASC' ? [offset, end] : [total - end, total - offset];
    const page = offset >= end ? [] : bits ? bits.sliceArray(from, to) : Array.from({ length: to - from }, (_, i) => from + i);
    return (sort === 'Price ASC' ? page : page.reverse()).map((pos) => d.ids[pos]!);
  }
  const order = sort === 'Date ASC' || sort === 'Date DESC' ? d.dateOrder : featured?.order;
  if (!order) return null;
  if (offset >= end) return [];
  const descending = sort === 'Date DESC';
  const at = (k: number) => order[descending ? order.length - 1 - k : k]!;
  if (!bits) return Array.from({ length: end - offset }, (_, i) => d.ids[at(offset + i)]!);
  const out: number[] = [];
  way ??= pageWay(d.size, total, end);
  if (way === 'sort') {
    const place = places(order);
    const ranked = bits.toUint32Array();
    for (let i = 0; i < total; i++) ranked[i] = place[ranked[i]!]!;
    ranked.sort();
    for (let k = offset; k < end; k++) out.push(d.ids[order[ranked[descending ? total - 1 - k : k]!]!]!);
    return out;
  }
  for (let k = 0, seen = 0; out.length < end - offset; k++) {
    const pos = at(k);
    if (bits.has(pos) && seen++ >= offset) out.push(d.ids[pos]!);
  }
  return out;
}
