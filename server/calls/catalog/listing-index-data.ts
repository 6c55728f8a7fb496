// The listing's in-memory index on Roaring bitmaps, read from the table listingQuery filters; PostgreSQL
// sorts the orders and groups the postings (docs/decisions/0034-the-listing-index-leans-on-postgresql.md).
// A position is a product's place in ORDER BY price_paise, id: a price range is a range of positions,
// the price sorts the bitmaps' own order; the date and featured orders are arrays of positions.
import { RoaringBitmap32, RoaringUint8Array, roaringLibraryIsReady, roaringLibraryInitialize } from 'roaring-wasm';
import type { Db, Queryable } from '../../db/database.ts';
import { FilterCache } from './filter-cache.ts';

/** The filter columns as arrays of a product's values, and the words of search_text (what lies between two of its spaces). */
const POSTINGS = {
  category_ids: 'category_ids', brand_ids: 'brand_ids', color_ids: 'color_ids', size_ids: 'size_ids', tag_ids: 'tag_ids', rating: 'ARRAY[rating]',
  words: "string_to_array(search_text, ' ')",
} as const;
export type FilterColumn = keyof typeof POSTINGS;
/** The default sort (is_featured DESC, units_sold DESC, id) at sales_version `salesVersion`: per position its key, the positions in order. */
export interface FeaturedRank { salesVersion: number; key: Float64Array; order: Int32Array }
export const featureKey = (unitsSold: number, isFeatured: number) => isFeatured * 2 ** 32 + unitsSold;

export interface ListingIndexData {
  catalogueVersion: number; filterVersion: number; size: number;
  /** Position -> product id and sale_price in paise (ascending), product id -> position + 1 (0: not listed), positions in ORDER BY created_at, id. */
  ids: Int32Array; price: Float64Array; positionById: Int32Array; dateOrder: Int32Array;
  /** Per column, the positions holding each value, keyed by PostgreSQL's text of it. */
  byValue: Record<FilterColumn, Map<string, RoaringBitmap32>>;
  /** Replaced by a new rank after orders (featured-rank.ts): a request that picked its page from the old one keeps it. */
  featured: FeaturedRank;
  filterCache: FilterCache;
  /** Bytes held (arrays, bitmaps in their portable size): /readyz prints it. */
  bytes: number;
}
/** The position of product `id`, or -1 when it is not listed. */
export const positionOf = (d: Pick<ListingIndexData, 'positionById'>, id: number): number => (d.positionById[id] ?? 0) - 1;
/** The integers PostgreSQL's int4send wrote one after another (big-endian), each passed through `map`. */
export function integers(list: Uint8Array | null | undefined, map = (n: number) => n): Int32Array {
  const view = new DataView(list?.buffer ?? new ArrayBuffer(0), list?.byteOffset, list?.byteLength);
  const out = new Int32Array(view.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = map(view.getInt32(4 * i));
  return out;
}

/** The bitmaps' WebAssembly heap in bytes (it keeps its peak); 0 before the first load. */
export function bitmapHeapBytes(): number {
  if (!roaringLibraryIsReady()) return 0;
  const probe = new RoaringUint8Array(1);
  const bytes = probe.asTypedArray().buffer.byteLength;
  probe.dispose();
  return bytes;
}

export function disposeIndex(d: ListingIndexData): void {
  d.filterCache.clear();
  for (const map of Object.values(d.byValue)) for (const bits of map.values()) bits.dispose();
}

/** A statement of the load may outlast a request's timeout on a large catalogue; its sorts and groupings run without files. */
const LOAD_SETTINGS = "; SET LOCAL statement_timeout = '600s'; SET LOCAL work_mem = '64MB'";
/** Rows of `sql` through a cursor, `batch` a FETCH: each row bounded, so the driver never holds a whole order (decision 0055). */
async function eachRow<R>(q: Queryable, sql: string, batch: number, each: (row: R) => void): Promise<void> {
  await q.exec(`DECLARE load_rows NO SCROLL CURSOR FOR ${sql}`);
  for (let more = true; more;) {
    const rows = await q.query<R>(`FETCH ${batch} FROM load_rows`);
    more = rows.length === batch;
    rows.forEach(each);
  }
  await q.exec('CLOSE load_rows');
}

/**
 * Reads the listing table (migration 0018) and listing_sales (0020), each statement in its own short snapshot (a long
 * one holds back vacuum): when the first and last read one filter version, all read its data (decision 0036); else undefined.
 */
export async function loadListingIndex(db: Db): Promise<ListingIndexData | undefined> {
  await roaringLibraryInitialize();
  return db.tx(async (q) => {
    await q.exec(`SET TRANSACTION ISOLATION LEVEL READ COMMITTED, READ ONLY${db.kind === 'postgres' ? LOAD_SETTINGS : ''}`);
    const filterVersion = async () => Number((await q.query<{ v: string }>('SELECT filter_version AS v FROM catalogue_version WHERE id = 1'))[0]?.v);
    const first = await filterVersion();
    const size = Number((await q.query<{ n: string }>('SELECT count(*) AS n FROM product_listing'))[0]?.n);
    // A product listed since the count changed the filter version: its entries fall past the arrays and the load is not used.
    const [ids, price, dateOrder] = [new Int32Array(size), new Float64Array(size), new Int32Array(size)];
    const featured: FeaturedRank = { salesVersion: NaN, key: new Float64Array(size), order: new Int32Array(size) };
    let [version, at] = [NaN, 0];
    // Per product in price order: id, price, places in the date and featured orders, units_sold, is_featured; rows of 65,536
    // with the versions this statement's snapshot saw (decision 0055).
    await eachRow<{ version: string; sales_version: string; list: Uint8Array | null }>(q, `SELECT c.version, c.sales_version, p.list FROM catalogue_version c
      LEFT JOIN (SELECT k >> 16 AS part, string_agg(int4send(id) || int8send(price_paise) || int4send(d::int) || int4send(f::int) || int4send(units_sold)
        || int4send(is_featured::int), '' ORDER BY k) AS list FROM (SELECT id, price_paise, units_sold, is_featured, row_number() OVER (ORDER BY price_paise, id) - 1 AS k,
          row_number() OVER (ORDER BY created_at, id) - 1 AS d, row_number() OVER (ORDER BY is_featured DESC, units_sold DESC, id) - 1 AS f
        FROM product_listing JOIN listing_sales USING (id)) o GROUP BY 1) p ON true WHERE c.id = 1 ORDER BY p.part`, 4, (r) => {
      [version, featured.salesVersion] = [Number(r.version), Number(r.sales_version)];
      const e = integers(r.list);
      for (let i = 0; i < e.length; i += 7, at++) {
        ids[at] = e[i]!;
        price[at] = e[i + 1]! * 2 ** 32 + (e[i + 2]! >>> 0);
        dateOrder[e[i + 3]!] = at;
        featured.order[e[i + 4]!] = at;
        featured.key[at] = featureKey(e[i + 5]!, e[i + 6]!);
      }
    });
    const positionById = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
    ids.forEach((id, pos) => { positionById[id] = pos + 1; });
    const byValue = {} as ListingIndexData['byValue'];
    for (const [column, values] of Object.entries(POSTINGS) as [FilterColumn, string][]) {
      const map = (byValue[column] = new Map<string, RoaringBitmap32>());
      // Rows of at most 65,536 ids (GROUP BY id >> 16), each a bitmap ORed into its value's.
      await eachRow<{ value: string; ids: Uint8Array }>(q, `SELECT v::text AS value, string_agg(int4send(id), '') AS ids
        FROM product_listing, unnest(${values}) v WHERE v IS NOT NULL GROUP BY v, id >> 16`, 64, (r) => {
        const part = new RoaringBitmap32(integers(r.ids, (id) => positionOf({ positionById }, id)).sort());
        const bits = map.get(r.value);
        if (!bits) return void map.set(r.value, part);
        bits.orInPlace(part);
        part.dispose();
      });
      for (const bits of map.values()) { bits.runOptimize(); bits.shrinkToFit(); }
    }
    const data: ListingIndexData = { catalogueVersion: version, filterVersion: first, size, ids, positionById, price, dateOrder, byValue, featured, filterCache: new FilterCache(), bytes: 0 };
    if ((await filterVersion()) !== first) return void disposeIndex(data);
    data.bytes = [ids, positionById, price, dateOrder, featured.key, featured.order].reduce((n, a) => n + a.byteLength, 0)
      + Object.values(byValue).flatMap((map) => [...map.values()]).reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
    return data;
  });
}
