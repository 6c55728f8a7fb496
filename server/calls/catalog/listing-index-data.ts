// The listing's in-memory index (listing-index.ts keeps it fresh), built on Roaring bitmaps
// (docs/decisions/0016-the-listing-on-roaring-bitmaps.md): per published product exactly what
// get-all-products filters on (product-listing.ts `listingQuery`), loaded in one statement (one
// snapshot) with the catalogue and filter versions of that snapshot.
//
// A product's position is its place in ORDER BY sale_price, id: every bitmap holds positions,
// so a price range is a range of positions, the price sorts are the bitmaps' own order (the
// k-th match is `select(k)`), and the date and featured sorts are arrays of positions.
import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import type { Db, Queryable } from '../../db/database.ts';
import { buildSearchGrams, type SearchGrams } from './search-grams.ts';

/** attribute_id of the colour and size options (product_attribute_options). */
export const COLOR_ATTRIBUTE = 1;
export const SIZE_ATTRIBUTE = 2;

export interface ListingIndexData {
  /** catalogue_version.version and filter_version read in the loading statement. */
  catalogueVersion: number;
  filterVersion: number;
  size: number;
  /** Position -> product id. */
  ids: Int32Array;
  /** Positions ordered by product id (positionOf). */
  byIdOrder: Int32Array;
  /** sale_price per position, ascending (PostgreSQL's order), and rating (NaN: unrated). */
  price: Float64Array;
  rating: Float64Array;
  /** search_text per position in UTF-8: bytes textStart[pos] .. textStart[pos + 1]. */
  text: Buffer;
  textStart: Int32Array;
  searchGrams: SearchGrams;
  /** Positions in ORDER BY created_at, id. */
  dateOrder: Int32Array;
  featuredAtLoad: FeaturedRank;
  byCategory: Map<number, RoaringBitmap32>;
  byManufacturer: Map<number, RoaringBitmap32>;
  byColor: Map<number, RoaringBitmap32>;
  bySize: Map<number, RoaringBitmap32>;
  byTag: Map<number, RoaringBitmap32>;
  /** Products with rating >= x, made on first use (listing-index-query.ts). */
  byMinRating: Map<number, RoaringBitmap32>;
  /** Bytes held (bitmaps in their portable size, arrays, texts): /readyz prints it. */
  bytes: number;
}

/**
 * The default sort, ORDER BY is_featured DESC, units_sold DESC, id, of the published products
 * at catalogue_version.sales_version `salesVersion` (migration 0005). Never changed once made:
 * an order's changes make a new one (featured-rank.ts), so a page being read keeps its own.
 */
export interface FeaturedRank {
  salesVersion: number;
  /** Position -> units_sold and is_featured (1/0). */
  units: Int32Array;
  isFeatured: Uint8Array;
  /** Positions in the featured order. */
  order: Int32Array;
}

/** The position of product `id`, or -1 when it is not listed. */
export function positionOf(d: Pick<ListingIndexData, 'ids' | 'byIdOrder'>, id: number): number {
  let lo = 0;
  let hi = d.byIdOrder.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const x = d.ids[d.byIdOrder[mid]!]!;
    if (x === id) return d.byIdOrder[mid]!;
    if (x < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Releases the WebAssembly memory of every bitmap of `d` (the index was replaced). */
export function disposeIndex(d: ListingIndexData): void {
  for (const map of [d.byCategory, d.byManufacturer, d.byColor, d.bySize, d.byTag, d.byMinRating, d.searchGrams]) {
    for (const bits of map.values()) bits.dispose();
    map.clear();
  }
}

// Lists travel as comma-separated text (one row per list, not one row per product): the
// same type from pg and PGlite, and a tenth of the parsing of a row per product.
const LOAD_SQL = `
WITH p AS MATERIALIZED (SELECT id, category_id, manufacturer_id, sale_price, rating, created_at, search_text, units_sold, is_featured FROM products WHERE is_published)
SELECT x.kind, x.key, x.list, v.version, v.filter_version, v.sales_version
FROM (SELECT version, filter_version, sales_version FROM catalogue_version WHERE id = 1) AS v,
  (SELECT 'p' AS kind, 0 AS key,
          string_agg(id || ':' || category_id || ':' || COALESCE(manufacturer_id, 0) || ':' || sale_price || ':' || COALESCE(rating::text, '') || ':' || units_sold || ':' || is_featured::int, ',' ORDER BY sale_price, id) AS list
     FROM p
   UNION ALL SELECT 's', 0, json_agg(search_text ORDER BY sale_price, id)::text FROM p
   UNION ALL SELECT 'date', 0, string_agg(id::text, ',' ORDER BY created_at, id) FROM p
   UNION ALL SELECT 'featured', 0, string_agg(id::text, ',' ORDER BY is_featured DESC, units_sold DESC, id) FROM p
   UNION ALL SELECT 'o' || attribute_id, value_id, string_agg(product_id::text, ',')
     FROM product_attribute_options WHERE attribute_id IN (${COLOR_ATTRIBUTE}, ${SIZE_ATTRIBUTE}) GROUP BY attribute_id, value_id
   UNION ALL SELECT 't', tag_id, string_agg(product_id::text, ',') FROM product_tags GROUP BY tag_id) AS x`;

interface LoadRow { kind: string; key: number; list: string | null; version: number | string; filter_version: number | string; sales_version: number | string }

/**
 * Calls fn(field, index) for each ':'-separated field of each ','-separated item of `list`,
 * then end(item): no array of strings per item (a million of them weigh hundreds of MB).
 */
function eachItem(list: string | null | undefined, fn: (field: string, index: number) => void, end: (item: number) => void = () => {}): void {
  if (!list) return;
  let item = 0;
  let index = 0;
  let from = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = i === list.length ? 44 : list.charCodeAt(i);
    if (c !== 44 && c !== 58) continue; // ',' and ':'
    fn(list.slice(from, i), index++);
    from = i + 1;
    if (c === 44) {
      end(item++);
      index = 0;
    }
  }
}

/** The ids of a ','-separated list, mapped by fn. */
function idList(list: string | null | undefined, fn: (id: number) => number): Int32Array {
  const out: number[] = [];
  eachItem(list, (field) => out.push(fn(Number(field))));
  return Int32Array.from(out);
}

/** Bitmaps from key -> positions lists. */
function bitmaps(lists: Map<number, number[]>): Map<number, RoaringBitmap32> {
  const out = new Map<number, RoaringBitmap32>();
  for (const [key, positions] of lists) {
    const bits = new RoaringBitmap32(Uint32Array.from(positions));
    bits.runOptimize();
    bits.shrinkToFit();
    out.set(key, bits);
  }
  return out;
}

/** The loading statement may outlast a request's statement timeout on a large catalogue. */
const LOAD_TIMEOUT = '600s';

export async function loadListingIndex(db: Queryable | Db): Promise<ListingIndexData> {
  await roaringLibraryInitialize();
  const rows = 'kind' in db && db.kind === 'postgres'
    ? await db.tx(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = '${LOAD_TIMEOUT}'`);
      return tx.query<LoadRow>(LOAD_SQL);
    })
    : await db.query<LoadRow>(LOAD_SQL);
  if (rows.length === 0) throw new Error('catalogue_version has no row');
  const list = (kind: string) => rows.find((r) => r.kind === kind)?.list;
  let size = 0;
  eachItem(list('p'), () => {}, () => size++);
  const ids = new Int32Array(size);
  const price = new Float64Array(size);
  const rating = new Float64Array(size);
  const units = new Int32Array(size);
  const isFeatured = new Uint8Array(size);
  const category = new Map<number, number[]>();
  const manufacturer = new Map<number, number[]>();
  const add = (map: Map<number, number[]>, key: number, pos: number) => {
    const at = map.get(key);
    if (at) at.push(pos);
    else map.set(key, [pos]);
  };
  let pos = 0;
  // id:category_id:manufacturer_id:sale_price:rating:units_sold:is_featured
  eachItem(list('p'), (field, index) => {
    switch (index) {
      case 0: ids[pos] = Number(field); break;
      case 1: add(category, Number(field), pos); break;
      case 2: if (field !== '0') add(manufacturer, Number(field), pos); break;
      case 3: price[pos] = Number(field); break;
      case 4: rating[pos] = field ? Number(field) : NaN; break;
      case 5: units[pos] = Number(field); break;
      case 6: isFeatured[pos] = Number(field); break;
    }
  }, () => pos++);
  const byIdOrder = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
  const located = { ids, byIdOrder };
  const order = (kind: string) => idList(list(kind), (id) => positionOf(located, id));
  const lists: Record<string, Map<number, number[]>> = { [`o${COLOR_ATTRIBUTE}`]: new Map(), [`o${SIZE_ATTRIBUTE}`]: new Map(), t: new Map() };
  for (const r of rows) {
    const map = lists[r.kind];
    if (!map) continue;
    eachItem(r.list, (id) => {
      const at = positionOf(located, Number(id)); // options and tags of unpublished products are not listed
      if (at >= 0) add(map, Number(r.key), at);
    });
  }
  const texts = JSON.parse(list('s') ?? '[]') as string[];
  const { text, textStart } = utf8Texts(texts);
  const searchGrams = buildSearchGrams(texts);
  const d: ListingIndexData = {
    catalogueVersion: Number(rows[0]!.version), filterVersion: Number(rows[0]!.filter_version), size,
    ids, byIdOrder, price, rating, text, textStart, searchGrams,
    dateOrder: order('date'),
    featuredAtLoad: { salesVersion: Number(rows[0]!.sales_version), units, isFeatured, order: order('featured') },
    byCategory: bitmaps(category), byManufacturer: bitmaps(manufacturer),
    byColor: bitmaps(lists[`o${COLOR_ATTRIBUTE}`]!), bySize: bitmaps(lists[`o${SIZE_ATTRIBUTE}`]!), byTag: bitmaps(lists.t!),
    byMinRating: new Map(),
    bytes: 0,
  };
  let bytes = text.byteLength;
  for (const a of [ids, byIdOrder, price, rating, textStart, d.dateOrder, units, isFeatured, d.featuredAtLoad.order]) bytes += a.byteLength;
  for (const map of [d.byCategory, d.byManufacturer, d.byColor, d.bySize, d.byTag, searchGrams]) {
    for (const bits of map.values()) bytes += bits.getSerializationSizeInBytes('portable');
  }
  d.bytes = bytes;
  return d;
}

/** The texts in one UTF-8 buffer: a substring of UTF-8 bytes is a substring of the text (UTF-8 is self-synchronising). */
function utf8Texts(texts: readonly string[]): { text: Buffer; textStart: Int32Array } {
  const textStart = new Int32Array(texts.length + 1);
  for (let i = 0; i < texts.length; i++) textStart[i + 1] = textStart[i]! + Buffer.byteLength(texts[i]!);
  const text = Buffer.allocUnsafe(textStart[texts.length]!);
  for (let i = 0; i < texts.length; i++) text.write(texts[i]!, textStart[i]!);
  return { text, textStart };
}
