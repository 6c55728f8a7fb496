// The listing's in-memory index (listing-index.ts keeps it fresh), on Roaring bitmaps
// (docs/decisions/0034-the-listing-index-leans-on-postgresql.md): per listed product what
// get-all-products filters and sorts on, read from the listing table (product-listing.ts
// `listingQuery` filters the same rows) in one snapshot with its catalogue and filter versions.
// PostgreSQL makes the postings: per filter column, one statement groups the ids by value.
//
// A product's position is its place in ORDER BY price_paise, id: every bitmap holds positions,
// so a price range is a range of positions and the price sorts are the bitmaps' own order (the
// k-th match is `select(k)`); the date and featured sorts are arrays of positions.
import { RoaringBitmap32, RoaringUint8Array, roaringLibraryIsReady, roaringLibraryInitialize } from 'roaring-wasm';
import type { Db } from '../../db/database.ts';
import { FilterCache } from './filter-cache.ts';

/** The listing table's filter columns, each as an array of a product's values (a rating: one, or none). */
const FILTER_VALUES = {
  category_ids: 'category_ids', brand_ids: 'brand_ids', color_ids: 'color_ids', size_ids: 'size_ids', tag_ids: 'tag_ids', rating: 'ARRAY[rating]',
} as const;
export type FilterColumn = keyof typeof FILTER_VALUES;

export interface ListingIndexData {
  /** catalogue_version.version and filter_version read in the loading snapshot. */
  catalogueVersion: number;
  filterVersion: number;
  size: number;
  /** Position -> product id, and product id -> position + 1 (0: not listed). */
  ids: Int32Array;
  positionById: Int32Array;
  /** sale_price per position, ascending (PostgreSQL's order). */
  price: Float64Array;
  /** Positions in ORDER BY created_at, id. */
  dateOrder: Int32Array;
  featuredAtLoad: FeaturedRank;
  /** Per filter column, the positions holding each value (a rating as Number() reads the decimal). */
  byValue: Record<FilterColumn, Map<number, RoaringBitmap32>>;
  /** The positions holding each word of search_text (what lies between two of its spaces). */
  words: Map<string, RoaringBitmap32>;
  /** Bitmaps made on first use and kept (Solr's filterCache): a filter's values ORed, a minimum rating, a search. */
  filterCache: FilterCache;
  /** Bytes held (bitmaps in their portable size, arrays): /readyz prints it. */
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
export function positionOf(d: Pick<ListingIndexData, 'positionById'>, id: number): number {
  return (d.positionById[id] ?? 0) - 1;
}

/** Values per addMany: roaring-wasm 1.1 copies more than 983,040 at once through a view of its memory taken before the first copy, which a growth of that memory detaches. */
const SLICE = 1 << 16;

/** A bitmap of `values`, added a slice at a time (SLICE). */
export function bitmapOf(values: Int32Array | Uint32Array | number[]): RoaringBitmap32 {
  const bits = new RoaringBitmap32();
  for (let i = 0; i < values.length; i += SLICE) bits.addMany(values.slice(i, i + SLICE));
  return bits;
}

/** The integers PostgreSQL's int4send (int8send: `bytes` 8) wrote one after another, big-endian. */
export function integers(list: Uint8Array | null | undefined, bytes: 4 | 8 = 4): Float64Array {
  if (!list) return new Float64Array(0);
  const view = new DataView(list.buffer, list.byteOffset, list.byteLength);
  return Float64Array.from({ length: list.byteLength / bytes }, (_, i) => (bytes === 4 ? view.getInt32(4 * i) : Number(view.getBigInt64(8 * i))));
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
  for (const map of [...Object.values(d.byValue), d.words]) {
    for (const bits of map.values()) bits.dispose();
    map.clear();
  }
}

/** The loading statements may outlast a request's statement timeout on a large catalogue. */
const LOAD_TIMEOUT = '600s';

/**
 * Reads the listing table (migration 0018) and its featured order (listing_sales, 0020) in one
 * snapshot (REPEATABLE READ) with its versions: the versions read are those of the rows read.
 */
export async function loadListingIndex(db: Db): Promise<ListingIndexData> {
  await roaringLibraryInitialize();
  return db.tx(async (q) => {
    await q.exec(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY${db.kind === 'postgres' ? `; SET LOCAL statement_timeout = '${LOAD_TIMEOUT}'` : ''}`);
    // The versions, and each list as one value of bytes (no row, no string per product): the ids and
    // prices in price order, the ids in date order, and id, units_sold, is_featured in the featured order.
    type Lists = { version: number | string; filter_version: number | string; sales_version: number | string } & Record<'ids' | 'paise' | 'dates' | 'sales', Uint8Array | null>;
    const head = (await q.query<Lists>(`SELECT version, filter_version, sales_version,
        (SELECT string_agg(int4send(id), '' ORDER BY price_paise, id) FROM product_listing) AS ids,
        (SELECT string_agg(int8send(price_paise), '' ORDER BY price_paise, id) FROM product_listing) AS paise,
        (SELECT string_agg(int4send(id), '' ORDER BY created_at, id) FROM product_listing) AS dates,
        (SELECT string_agg(int4send(s.id) || int4send(s.units_sold) || int4send(s.is_featured::int), '' ORDER BY s.is_featured DESC, s.units_sold DESC, s.id)
          FROM listing_sales s JOIN product_listing l ON l.id = s.id) AS sales
      FROM catalogue_version WHERE id = 1`))[0];
    if (!head) throw new Error('catalogue_version has no row');
    const ids = Int32Array.from(integers(head.ids));
    const size = ids.length;
    const positionById = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
    ids.forEach((id, pos) => { positionById[id] = pos + 1; });
    const positions = (list: Float64Array) => Int32Array.from(list, (id) => positionById[id]! - 1);
    // The postings of every filter column and of the words, in one statement read 500 values at a time (a cursor).
    const byValue = Object.fromEntries(Object.keys(FILTER_VALUES).map((column) => [column, new Map()])) as ListingIndexData['byValue'];
    const words = new Map<string, RoaringBitmap32>();
    await q.exec(`DECLARE postings NO SCROLL CURSOR FOR ${Object.entries({ ...FILTER_VALUES, words: "string_to_array(search_text, ' ')" }).map(([column, values]) =>
      `SELECT '${column}' AS kind, v::text AS value, string_agg(int4send(id), '') AS ids FROM product_listing, unnest(${values}) v WHERE v IS NOT NULL GROUP BY v`).join(' UNION ALL ')}`);
    for (let more = true; more;) {
      const rows = await q.query<{ kind: FilterColumn | 'words'; value: string; ids: Uint8Array }>('FETCH 500 FROM postings');
      more = rows.length === 500;
      for (const r of rows) {
        const bits = bitmapOf(positions(integers(r.ids)));
        bits.runOptimize();
        bits.shrinkToFit();
        if (r.kind === 'words') words.set(r.value, bits);
        else byValue[r.kind].set(Number(r.value), bits); // a rating as Number() reads the decimal
      }
    }
    const sales = integers(head.sales);
    const featured: FeaturedRank = { salesVersion: Number(head.sales_version), units: new Int32Array(size), isFeatured: new Uint8Array(size), order: new Int32Array(size) };
    for (let k = 0; k < size; k++) {
      const at = positionById[sales[3 * k]!]! - 1;
      [featured.units[at], featured.isFeatured[at], featured.order[k]] = [sales[3 * k + 1]!, sales[3 * k + 2]!, at];
    }
    const d: ListingIndexData = {
      catalogueVersion: Number(head.version), filterVersion: Number(head.filter_version), size, ids, positionById,
      price: integers(head.paise, 8).map((paise) => paise / 100), // the double nearest sale_price, as Number() reads it
      dateOrder: positions(integers(head.dates)), featuredAtLoad: featured, byValue, words, filterCache: new FilterCache(), bytes: 0,
    };
    const arrays = [ids, positionById, d.price, d.dateOrder, featured.units, featured.isFeatured, featured.order];
    const bitmaps = [...Object.values(byValue), words].flatMap((map) => [...map.values()]);
    d.bytes = arrays.reduce((n, a) => n + a.byteLength, 0) + bitmaps.reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
    return d;
  });
}
