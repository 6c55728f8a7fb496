// The listing's in-memory index (listing-index.ts keeps it fresh), built on Roaring bitmaps
// (docs/decisions/0025-the-listing-index-on-words-and-bitmaps.md): per listed product exactly
// what get-all-products filters on, read from the listing table (product-listing.ts
// `listingQuery` filters the same rows) in one snapshot with its catalogue and filter versions.
//
// A product's position is its place in ORDER BY sale_price, id: every bitmap holds positions,
// so a price range is a range of positions, the price sorts are the bitmaps' own order (the
// k-th match is `select(k)`), and the date and featured sorts are arrays of positions. No
// object per product is kept: typed arrays, a bitmap per filter value and per word.
import { RoaringBitmap32, RoaringUint8Array, roaringLibraryIsReady, roaringLibraryInitialize } from 'roaring-wasm';
import type { Db, Queryable } from '../../db/database.ts';
import { PositionLists, SearchWordsBuilder, bitmapOf, searchWordsBytes, type SearchWords } from './search-words.ts';
import { FilterCache } from './filter-cache.ts';

/** attribute_id of the size options (product_attribute_options; the listing table's size_ids). */
export const SIZE_ATTRIBUTE = 2;

export interface ListingIndexData {
  /** catalogue_version.version and filter_version read in the loading snapshot. */
  catalogueVersion: number;
  filterVersion: number;
  size: number;
  /** Position -> product id. */
  ids: Int32Array;
  /** The listed products' ids, and the position of each by its rank among them (positionOf). */
  idSet: RoaringBitmap32;
  positionByRank: Int32Array;
  /** sale_price per position, ascending (PostgreSQL's order), and rating (NaN: unrated). */
  price: Float64Array;
  rating: Float64Array;
  /** search_text per position, as words (search-words.ts). */
  search: SearchWords;
  /** Positions in ORDER BY created_at, id. */
  dateOrder: Int32Array;
  featuredAtLoad: FeaturedRank;
  byCategory: Map<number, RoaringBitmap32>;
  byManufacturer: Map<number, RoaringBitmap32>;
  byColor: Map<number, RoaringBitmap32>;
  bySize: Map<number, RoaringBitmap32>;
  byTag: Map<number, RoaringBitmap32>;
  /**
   * Bitmaps made of others on first use and kept, least recently used dropped past its cap
   * (Solr's filterCache): a filter's values ORed, a category family, a minimum rating, a
   * searched word (listing-index-query.ts).
   */
  filterCache: FilterCache;
  /** Bytes held (bitmaps in their portable size, arrays, words): /readyz prints it. */
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
export function positionOf(d: Pick<ListingIndexData, 'idSet' | 'positionByRank'>, id: number): number {
  return d.idSet.has(id) ? d.positionByRank[d.idSet.rank(id) - 1]! : -1;
}

/** The bitmaps' WebAssembly heap in bytes (it grows to its peak and is never given back); 0 before the first load. */
export function bitmapHeapBytes(): number {
  if (!roaringLibraryIsReady()) return 0;
  const probe = new RoaringUint8Array(1);
  const bytes = probe.asTypedArray().buffer.byteLength;
  probe.dispose();
  return bytes;
}

/** Releases the WebAssembly memory of every bitmap of `d` (the index was replaced). */
export function disposeIndex(d: ListingIndexData): void {
  d.filterCache.clear();
  for (const map of [d.byCategory, d.byManufacturer, d.byColor, d.bySize, d.byTag]) {
    for (const bits of map.values()) bits.dispose();
    map.clear();
  }
  for (const bits of d.search.postings) bits.dispose();
  d.search.postings.length = 0;
  d.idSet.dispose();
}

/** Products read per statement: one batch's text is all the loader holds at a time. */
const BATCH = 20_000;
/**
 * One batch of the listing table in price order after ($1, $2), as texts: integers
 * (id:price_paise:rating x 100 + 1, 0 unrated, then per filter its count and values, ','
 * between products), the search texts as a JSON array, and the last product's price_paise:id
 * (where the next batch starts). No row, no array per product.
 */
const batchSql = (after: boolean) => `WITH b AS MATERIALIZED
    (SELECT * FROM product_listing ${after ? 'WHERE (price_paise, id) > ($1, $2)' : ''} ORDER BY price_paise, id LIMIT ${BATCH})
  SELECT string_agg(concat_ws(':', id, price_paise, COALESCE(round(rating * 100)::int + 1, 0),
    ${['category_ids', 'brand_ids', 'color_ids', 'size_ids', 'tag_ids'].map((c) => `cardinality(${c}), NULLIF(array_to_string(${c}, ':'), '')`).join(', ')}), ','
    ORDER BY price_paise, id) AS ints, json_agg(search_text ORDER BY price_paise, id)::text AS texts, count(*) AS n,
    (SELECT price_paise || ':' || id FROM b ORDER BY price_paise DESC, id DESC LIMIT 1) AS last
  FROM b`;

interface Batch { ints: string | null; texts: string | null; n: number | string; last: string | null }

/** The integers of a list such as "1:2:0,4:5:1" in order (':' and ',' alike), without a string per item. */
function integers(list: string | null | undefined): Float64Array {
  if (!list) return new Float64Array(0);
  let n = 1;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44 || list.charCodeAt(i) === 58) n++;
  const out = new Float64Array(n);
  let k = 0;
  let x = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = i === list.length ? 44 : list.charCodeAt(i);
    if (c === 44 || c === 58) {
      out[k++] = x;
      x = 0;
    } else {
      x = x * 10 + c - 48;
    }
  }
  return out;
}

/** The loading statements may outlast a request's statement timeout on a large catalogue. */
const LOAD_TIMEOUT = '600s';

/** Runs the load's statements in one snapshot (REPEATABLE READ): the versions read are those of the rows read. */
function inOneSnapshot<T>(db: Queryable | Db, fn: (q: Queryable) => Promise<T>): Promise<T> {
  if (!('tx' in db)) return fn(db);
  return db.tx(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    if (db.kind === 'postgres') await tx.exec(`SET LOCAL statement_timeout = '${LOAD_TIMEOUT}'`);
    return fn(tx);
  });
}

/**
 * Reads the listing table (migration 0018) in price order, a batch at a time, and its date
 * and featured orders (listing_sales, 0020), all in one snapshot with its versions.
 */
export async function loadListingIndex(db: Queryable | Db): Promise<ListingIndexData> {
  await roaringLibraryInitialize();
  return inOneSnapshot(db, async (q) => {
    const head = (await q.query<{ version: number | string; filter_version: number | string; sales_version: number | string; n: number | string }>(
      'SELECT version, filter_version, sales_version, (SELECT count(*) FROM product_listing) AS n FROM catalogue_version WHERE id = 1'))[0];
    if (!head) throw new Error('catalogue_version has no row');
    const size = Number(head.n);
    const ids = new Int32Array(size);
    const price = new Float64Array(size);
    const rating = new Float64Array(size);
    const lists = { category: new PositionLists(), brand: new PositionLists(), color: new PositionLists(), size: new PositionLists(), tag: new PositionLists() };
    const words = new SearchWordsBuilder(new Int32Array(size));
    const filters = [lists.category, lists.brand, lists.color, lists.size, lists.tag];
    let pos = 0;
    // The next batch is asked for before this one is taken apart: the database reads while this process builds.
    for (let next: Promise<Batch[]> | undefined = q.query<Batch>(batchSql(false)); next;) {
      const batch: Batch | undefined = (await next)[0];
      next = Number(batch?.n ?? 0) === BATCH ? q.query<Batch>(batchSql(true), [...integers(batch!.last)]) : undefined;
      next?.catch(() => {}); // awaited next turn; a failure while this batch is built must not go unhandled
      const ints = integers(batch?.ints);
      const texts = JSON.parse(batch?.texts ?? '[]') as string[];
      for (let i = 0, k = 0; k < texts.length; k++, pos++) {
        if (pos === size) throw new Error('the listing table changed while read in one snapshot');
        ids[pos] = ints[i++]!;
        price[pos] = ints[i++]! / 100; // the double nearest sale_price, as Number(sale_price)
        rating[pos] = ints[i] === 0 ? NaN : (ints[i]! - 1) / 100;
        i++;
        for (const list of filters) {
          for (let n = ints[i++]!; n > 0; n--) list.add(ints[i++]!, pos);
        }
        words.add(pos, texts[k]!);
      }
      for (const list of [...filters, words.lists]) list.flush();
    }
    if (pos !== size) throw new Error('the listing table changed while read in one snapshot');
    const idSet = bitmapOf(ids);
    idSet.runOptimize();
    const positionByRank = new Int32Array(size);
    ids.forEach((id, pos) => { positionByRank[idSet.rank(id) - 1] = pos; });
    const located = { idSet, positionByRank };
    const date = integers((await q.query<{ list: string | null }>(
      `SELECT string_agg(id::text, ',' ORDER BY created_at, id) AS list FROM product_listing`))[0]?.list);
    const dateOrder = Int32Array.from(date, (id) => positionOf(located, id));
    // id:units_sold:is_featured in the featured order.
    const sales = integers((await q.query<{ list: string | null }>(
      `SELECT string_agg(s.id || ':' || s.units_sold || ':' || s.is_featured::int, ',' ORDER BY s.is_featured DESC, s.units_sold DESC, s.id) AS list
       FROM listing_sales s JOIN product_listing l ON l.id = s.id`))[0]?.list);
    const units = new Int32Array(size);
    const isFeatured = new Uint8Array(size);
    const order = new Int32Array(size);
    for (let k = 0; k < size; k++) {
      const at = positionOf(located, sales[3 * k]!);
      [units[at], isFeatured[at], order[k]] = [sales[3 * k + 1]!, sales[3 * k + 2]!, at];
    }
    const d: ListingIndexData = {
      catalogueVersion: Number(head.version), filterVersion: Number(head.filter_version), size,
      ids, idSet, positionByRank, price, rating, search: words.build(), dateOrder,
      featuredAtLoad: { salesVersion: Number(head.sales_version), units, isFeatured, order },
      byCategory: lists.category.bitmaps(), byManufacturer: lists.brand.bitmaps(),
      byColor: lists.color.bitmaps(), bySize: lists.size.bitmaps(), byTag: lists.tag.bitmaps(),
      filterCache: new FilterCache(),
      bytes: 0,
    };
    d.bytes = Object.values(listingIndexParts(d)).reduce((a, b) => a + b, 0);
    return d;
  });
}

/** Bytes held per part. */
export function listingIndexParts(d: ListingIndexData): Record<string, number> {
  const bitmapBytes = (map: Map<number, RoaringBitmap32>) => [...map.values()].reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
  return {
    arrays: [d.ids, d.positionByRank, d.price, d.rating, d.dateOrder, d.featuredAtLoad.units, d.featuredAtLoad.isFeatured, d.featuredAtLoad.order].reduce((n, a) => n + a.byteLength, 0),
    filterBitmaps: [d.byCategory, d.byManufacturer, d.byColor, d.bySize, d.byTag, new Map([[0, d.idSet]])].reduce((n, m) => n + bitmapBytes(m), 0),
    searchWords: searchWordsBytes(d.search),
  };
}
