// Counts and pages of get-all-products from the listing index (listing-index-data.ts), with
// the meaning of listingQuery's SQL (product-listing.ts): the values of one filter are
// ORed, the filters ANDed; a category filter takes the categories' family, an empty family
// matches nothing; prices and ratings compare as PostgreSQL compares the decimals (both
// sides are the doubles nearest to decimals of at most 15 digits, so the order is kept);
// an unrated product fails every minimum rating; a search term is a substring of the
// search text (`inMemorySearchTerm` says when that is exactly ILIKE; search-words.ts finds it).
// listing-index.test.ts checks it against the SQL on random filter sets.
import { RoaringBitmap32 } from 'roaring-wasm';
import type { SortOption } from '../../../contract/shop-rules.ts';
import type { FeaturedRank, ListingIndexData } from './listing-index-data.ts';
import type { ListingFilters } from './listing-filters.ts';
import { bitmapOf, searchWords } from './search-words.ts';

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
  if (!term.isWellFormed()) return null;
  const lowered = term.toLowerCase();
  for (const c of lowered) {
    if (c.charCodeAt(0) < 128) continue;
    if (c.toUpperCase() !== c || c.toLowerCase() !== c) return null;
  }
  return lowered;
}

/** First position whose price is >= min (or > max when `after`): prices ascend with positions. */
function priceBound(price: Float64Array, x: number, after: boolean): number {
  let lo = 0;
  let hi = price.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (after ? price[mid]! <= x : price[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The products rated `min` or more: NaN (unrated) >= x is false, as NULL >= x is not true in SQL. */
function minRatingBits(d: ListingIndexData, min: number): RoaringBitmap32 {
  const positions: number[] = [];
  for (let pos = 0; pos < d.size; pos++) if (d.rating[pos]! >= min) positions.push(pos);
  return bitmapOf(positions);
}

/**
 * The matching positions as a new bitmap the caller disposes; null means every listed product.
 * What a filter makes of the index's bitmaps (a rating, a word, its values ORed) is kept in
 * the index's filter cache for the next listing. A filter of several values not kept there is
 * not ORed over the whole catalogue when other filters already narrowed the matches to far
 * fewer: each of its bitmaps is intersected with those matches and the few results ORed
 * (a ∩ (b ∪ c) = (a ∩ b) ∪ (a ∩ c)).
 */
export function matchingBits(d: ListingIndexData, f: IndexFilters): RoaringBitmap32 | null {
  const parts: RoaringBitmap32[] = [];
  /** Filters of several values, with the key their union is kept under. */
  const groups: { key: string; bits: RoaringBitmap32[]; size: number }[] = [];
  const cache = d.filterCache;
  const owned: RoaringBitmap32[] = [];
  const anyOf = (name: string, map: Map<number, RoaringBitmap32>, keys: number[]) => {
    const set = [...new Set(keys)].sort((a, b) => a - b);
    const bits = set.flatMap((k) => map.get(k) ?? []);
    const key = `${name}:${set.join()}`;
    if (bits.length === 1) parts.push(bits[0]!);
    else if (bits.length === 0 || cache.has(key)) parts.push(cache.get(key, () => new RoaringBitmap32()));
    else groups.push({ key, bits, size: bits.reduce((n, b) => n + b.size, 0) });
  };
  try {
    if (f.categoryFamily !== null) anyOf('category', d.byCategory, f.categoryFamily);
    if (f.sizeIds.length) anyOf('size', d.bySize, f.sizeIds);
    if (f.colorIds.length) anyOf('color', d.byColor, f.colorIds);
    if (f.tagIds.length) anyOf('tag', d.byTag, f.tagIds);
    if (f.manufacturerIds.length) anyOf('brand', d.byManufacturer, f.manufacturerIds);
    if (f.rating !== null) parts.push(cache.get(`rating:${f.rating}`, () => minRatingBits(d, f.rating!)));
    const term = f.searchTerm ?? '';
    // A term of one word: the texts holding it are kept; with spaces, tested among the other filters' matches.
    if (term !== '' && !term.includes(' ')) parts.push(cache.get(`word:${term}`, () => searchWords(d.search, term, null)));
    const lo = f.minPrice === null ? 0 : priceBound(d.price, f.minPrice, false);
    const hi = f.maxPrice === null ? d.size : priceBound(d.price, f.maxPrice, true);
    if (parts.length === 0 && groups.length === 0 && lo === 0 && hi === d.size && term === '') return null;
    groups.sort((a, b) => a.size - b.size);
    // Nothing else narrows: the smallest union is made whole, and kept.
    if (parts.length === 0 && groups.length > 0) {
      const g = groups.shift()!;
      parts.push(cache.get(g.key, () => RoaringBitmap32.orMany(g.bits)));
    }
    let acc: RoaringBitmap32;
    if (parts.length === 0) {
      acc = new RoaringBitmap32();
      if (lo < hi) acc.addRange(lo, hi);
    } else {
      parts.sort((a, b) => a.size - b.size);
      acc = parts[0]!.clone();
      for (const bits of parts.slice(1)) {
        if (acc.isEmpty) break;
        acc.andInPlace(bits);
      }
      if (lo > 0) acc.removeRange(0, lo);
      if (hi < d.size) acc.removeRange(hi, d.size);
    }
    for (const g of groups) {
      if (acc.isEmpty) break;
      if (acc.size * 4 > g.size) {
        acc.andInPlace(cache.get(g.key, () => RoaringBitmap32.orMany(g.bits)));
        continue;
      }
      const pieces = g.bits.map((bits) => own(RoaringBitmap32.and(acc, bits)));
      acc.dispose();
      acc = RoaringBitmap32.orMany(pieces);
    }
    if (term === '' || !term.includes(' ')) return acc;
    const found = searchWords(d.search, term, acc);
    acc.dispose();
    return found;
  } finally {
    for (const bits of owned) bits.dispose();
    cache.release();
  }

  function own(bits: RoaringBitmap32): RoaringBitmap32 {
    owned.push(bits);
    return bits;
  }
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
 * costs: `sort` the matches' places (total log total); walk the order until the page's `end`
 * matches are passed (about end x size / total steps), testing each product by asking the
 * bitmap (`ask`: a call into WebAssembly a step, for a short walk) or a plain bit array the
 * matches are unpacked into first (`scan`: total more steps, each a few times cheaper).
 */
export type PageWay = 'sort' | 'ask' | 'scan';
function pageWay(size: number, total: number, end: number): PageWay {
  const walk = (end * size) / total;
  if (walk * 8 < total) return 'ask';
  return walk > total * Math.log2(total + 1) ? 'sort' : 'scan';
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
  const out: number[] = [];
  const end = Math.min(total, offset + limit);
  if (sort === 'Price ASC' || sort === 'Price DESC') {
    // Positions are the price order: the k-th match is select(k).
    for (let k = offset; k < end; k++) {
      const i = sort === 'Price ASC' ? k : total - 1 - k;
      out.push(d.ids[bits ? bits.select(i) : i]!);
    }
    return out;
  }
  const order = sort === 'Date ASC' || sort === 'Date DESC' ? d.dateOrder : featured?.order;
  if (!order) return null;
  const descending = sort === 'Date DESC';
  const at = (k: number) => order[descending ? order.length - 1 - k : k]!;
  if (!bits) {
    for (let k = offset; k < end; k++) out.push(d.ids[at(k)]!);
    return out;
  }
  if (offset >= end) return out;
  way ??= pageWay(d.size, total, end);
  if (way === 'sort') {
    const place = places(order);
    const ranked = Int32Array.from(bits.toUint32Array(), (pos) => place[pos]!).sort();
    for (let k = offset; k < end; k++) out.push(d.ids[order[ranked[descending ? total - 1 - k : k]!]!]!);
    return out;
  }
  let member = (pos: number) => bits.has(pos);
  if (way === 'scan') {
    const words = new Uint32Array((d.size + 31) >>> 5);
    for (const pos of bits.toUint32Array()) words[pos >>> 5]! |= 1 << (pos & 31);
    member = (pos) => (words[pos >>> 5]! & (1 << (pos & 31))) !== 0;
  }
  let skip = offset;
  for (let k = 0; out.length < end - offset; k++) {
    const pos = at(k);
    if (!member(pos)) continue;
    if (skip > 0) skip--;
    else out.push(d.ids[pos]!);
  }
  return out;
}
