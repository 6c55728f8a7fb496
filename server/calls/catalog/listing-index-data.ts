// The listing's in-memory index (listing-index.ts keeps it fresh), on Roaring bitmaps
// (docs/decisions/0036-the-listing-index-loads-in-short-snapshots.md): per listed product what
// get-all-products filters and sorts on, read from the listing table (product-listing.ts
// `listingQuery` filters the same rows). PostgreSQL sorts the orders and groups the postings.
//
// A product's position is its place in ORDER BY price_paise, id: every bitmap holds positions,
// so a price range is a range of positions and the price sorts are the bitmaps' own order (the
// k-th match is `select(k)`); the date and featured sorts are arrays of positions.
import { RoaringBitmap32, RoaringUint8Array, roaringLibraryIsReady, roaringLibraryInitialize } from 'roaring-wasm';
import type { Db, Queryable } from '../../db/database.ts';
import { FilterCache } from './filter-cache.ts';

/** The listing table's filter columns as arrays of a product's values (a rating: one or none), and the words of search_text (what lies between two of its spaces). */
const POSTINGS = {
  category_ids: 'category_ids', brand_ids: 'brand_ids', color_ids: 'color_ids', size_ids: 'size_ids', tag_ids: 'tag_ids', rating: 'ARRAY[rating]',
  words: "string_to_array(search_text, ' ')",
} as const;
export type FilterColumn = keyof typeof POSTINGS;

export interface ListingIndexData {
  /** catalogue_version.filter_version read by the load's first statement, and its version read with the featured order. */
  catalogueVersion: number;
  filterVersion: number;
  size: number;
  /** Position -> product id, and product id -> position + 1 (0: not listed). */
  ids: Int32Array;
  positionById: Int32Array;
  /**
   * sale_price in paise per position, ascending (PostgreSQL's order): 4 bytes a product while
   * every price is under 2^31 paise, else 8 (decision 0040). price / 100 is the double nearest sale_price, as Number() reads it.
   */
  price: Int32Array | Float64Array;
  /** Positions in ORDER BY created_at, id. */
  dateOrder: Int32Array;
  /** The featured order the load read; the index takes it and drops it here (listing-index.ts), so a newer order replaces it in memory instead of beside it. */
  featuredAtLoad?: FeaturedRank | undefined;
  /** Per column, the positions holding each value, keyed by PostgreSQL's text of it (a rating's decimal as numeric::text writes it). */
  byValue: Record<FilterColumn, Map<string, RoaringBitmap32>>;
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

/** The integers PostgreSQL's int4send wrote one after another (big-endian), each passed through `map`. */
export function integers(list: Uint8Array | null | undefined, map = (n: number) => n): Int32Array {
  const view = new DataView(list?.buffer ?? new ArrayBuffer(0), list?.byteOffset, list?.byteLength);
  const out = new Int32Array(view.byteLength >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = map(view.getInt32(4 * i));
  return out;
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
  for (const map of Object.values(d.byValue)) {
    for (const bits of map.values()) bits.dispose();
    map.clear();
  }
}

/**
 * Each statement of the load may outlast a request's statement timeout on a large catalogue;
 * its sorts and groupings are given the memory to run without files.
 */
const LOAD_SETTINGS = "; SET LOCAL statement_timeout = '600s'; SET LOCAL work_mem = '64MB'";
/** Postings rows per FETCH; a row holds at most 65,536 ids (GROUP BY id >> 16), so a batch at most 16 MB. */
const BATCH = 64;

/** Products in one row of an order: at most 768 KB of bytes (decision 0055). */
const PART = 1 << 16;

/**
 * An order read in parts (decision 0055): `entry` (int4send bytes, `width` integers a row of
 * `from`) in ORDER BY `order`, in rows of at most PART entries through a cursor, each passed to
 * `each` as it arrives with the place of its first entry and the number of entries in all. One
 * value of bytes for the whole order held the driver's message buffer, its hex text and the bytes
 * at once: a spike of some 100 MB for the price order at a million products. Every row carries
 * catalogue_version's version and sales_version, read in the cursor's snapshot, which answers
 * (one row even when `from` is empty).
 */
async function readOrder(
  q: Queryable, entry: string, from: string, order: string, width: number, each: (part: Int32Array, at: number, n: number) => void | Promise<void>,
): Promise<{ version: number; salesVersion: number }> {
  await q.exec(`DECLARE ordered NO SCROLL CURSOR FOR SELECT c.version, c.sales_version, p.n, p.list FROM catalogue_version c LEFT JOIN (
      SELECT k / ${PART} AS part, sum(count(*)) OVER () AS n, string_agg(e, '' ORDER BY k) AS list
      FROM (SELECT ${entry} AS e, row_number() OVER (ORDER BY ${order}) AS k FROM ${from}) o GROUP BY k / ${PART}
    ) p ON true WHERE c.id = 1 ORDER BY p.part`);
  let head: { version: number; salesVersion: number } | undefined;
  for (let more = true, at = 0; more;) {
    const rows = await q.query<{ version: number | string; sales_version: number | string; n: number | string | null; list: Uint8Array | null }>('FETCH 4 FROM ordered');
    more = rows.length === 4;
    for (const r of rows) {
      head ??= { version: Number(r.version), salesVersion: Number(r.sales_version) };
      const part = integers(r.list);
      await each(part, at, Number(r.n ?? 0));
      at += part.length / width;
    }
  }
  await q.exec('CLOSE ordered');
  if (!head) throw new Error('catalogue_version has no row');
  return head;
}

/** The price and date orders, each read in parts into arrays made once (readOrder). */
async function readOrders(q: Queryable) {
  let ids = new Int32Array(0);
  // Every price in 4 bytes while each is under 2^31 paise, else all in 8 (decision 0040).
  let price: Int32Array | Float64Array = ids;
  await readOrder(q, 'int4send(id) || int8send(price_paise)', 'product_listing', 'price_paise, id', 3, (part, at, n) => {
    if (at === 0) [ids, price] = [new Int32Array(n), new Int32Array(n)];
    for (let i = 0; 3 * i < part.length; i++) {
      const paise = part[3 * i + 1]! * 2 ** 32 + (part[3 * i + 2]! >>> 0);
      if (price instanceof Int32Array && (paise < -(2 ** 31) || paise >= 2 ** 31)) price = Float64Array.from(price);
      ids[at + i] = part[3 * i]!;
      price[at + i] = paise;
    }
  });
  const size = ids.length;
  const positionById = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
  ids.forEach((id, pos) => { positionById[id] = pos + 1; });
  const position = (id: number) => (positionById[id] ?? 0) - 1;
  const dateOrder = new Int32Array(size);
  await readOrder(q, 'int4send(id)', 'product_listing', 'created_at, id', 1, (part, at) => {
    part.forEach((id, i) => { dateOrder[at + i] = position(id); });
  });
  return { size, ids, positionById, position, price, dateOrder };
}

/**
 * The catalogue version with the featured order at the sales version it holds at: id,
 * units_sold, is_featured of every product (its narrow table alone: the unlisted are skipped
 * here, once `orders` are read).
 */
async function readFeatured(q: Queryable, orders: Promise<{ size: number; position: (id: number) => number }>) {
  const { size, position } = await orders;
  const featured: FeaturedRank = { salesVersion: 0, units: new Int32Array(size), isFeatured: new Uint8Array(size), order: new Int32Array(size) };
  let k = 0;
  const head = await readOrder(q, 'int4send(id) || int4send(units_sold) || int4send(is_featured::int)', 'listing_sales', 'is_featured DESC, units_sold DESC, id', 3, (sales) => {
    for (let i = 0; i < sales.length; i += 3) {
      const at = position(sales[i]!);
      if (at >= 0) [featured.units[at], featured.isFeatured[at], featured.order[k++]] = [sales[i + 1]!, sales[i + 2]!, at];
    }
  });
  featured.salesVersion = head.salesVersion;
  return { catalogueVersion: head.version, featured };
}

/**
 * One column's postings: PostgreSQL groups the ids by value (in rows of at most 65,536), read
 * through a cursor, whose snapshot is taken when it is declared. `orders` give each id its
 * position once read: the first rows may wait for them (a FETCH, at most 16 MB).
 */
async function readPostings(q: Queryable, values: string, orders: Promise<{ position: (id: number) => number }>): Promise<Map<string, RoaringBitmap32>> {
  const map = new Map<string, RoaringBitmap32>();
  await q.exec(`DECLARE postings NO SCROLL CURSOR FOR SELECT v::text AS value, string_agg(int4send(id), '') AS ids
    FROM product_listing, unnest(${values}) v WHERE v IS NOT NULL GROUP BY v, id >> 16`);
  for (let more = true; more;) {
    const rows = await q.query<{ value: string; ids: Uint8Array }>(`FETCH ${BATCH} FROM postings`);
    more = rows.length === BATCH;
    const { position } = await orders;
    for (const r of rows) {
      // Each row a bitmap of its own, ORed into the value's: its positions spread over the others' (added one by one, each would move them).
      const part = new RoaringBitmap32(integers(r.ids, position).sort());
      const bits = map.get(r.value);
      if (!bits) {
        map.set(r.value, part);
      } else {
        bits.orInPlace(part);
        part.dispose();
      }
    }
  }
  await q.exec('CLOSE postings');
  // Each bitmap made compact once whole, a column at a time: the WebAssembly heap keeps its peak.
  for (const bits of map.values()) {
    bits.runOptimize();
    bits.shrinkToFit();
  }
  return map;
}

/**
 * Reads the listing table (migration 0018) and its featured order (listing_sales, 0020); undefined
 * when the filter data changed while it read. Each statement reads its own snapshot, held only
 * while it runs (a long snapshot holds back vacuum on a shop taking orders): the first reads the
 * filter version, the last reads it again. Every transaction that changes
 * the filter data bumps it (migration 0003), so when both read the same one, no such transaction
 * committed between them and every statement read the filter data of that version. On
 * PostgreSQL the words and the featured order (its longest statements) are read on a second
 * connection meanwhile, after the first read and before the last (decision 0038).
 */
export async function loadListingIndex(db: Db): Promise<ListingIndexData | undefined> {
  await roaringLibraryInitialize();
  const settings = `SET TRANSACTION ISOLATION LEVEL READ COMMITTED, READ ONLY${db.kind === 'postgres' ? LOAD_SETTINGS : ''}`;
  return db.tx(async (q) => {
    await q.exec(settings);
    const filterVersion = async () => Number((await q.query<{ v: number | string }>('SELECT filter_version AS v FROM catalogue_version WHERE id = 1'))[0]?.v);
    const first = await filterVersion();
    const ordered = readOrders(q);
    // The words then the featured order on a second connection (PostgreSQL's two longest statements), the
    // orders and the other columns on this one; PGlite runs one transaction at a time: there all on this one.
    const second = async (w: Queryable) => ({ words: await readPostings(w, POSTINGS.words, ordered), ...(await readFeatured(w, ordered)) });
    const beside = db.kind === 'postgres' ? db.tx(async (w) => { await w.exec(settings); return second(w); }) : undefined;
    // A failure is seen where it is awaited, not as an unhandled rejection before (a failed load's
    // bitmaps are freed by the library's finalizer once unreachable).
    beside?.catch(() => {});
    const { position: _, ...orders } = await ordered;
    const byValue = {} as ListingIndexData['byValue'];
    for (const [column, values] of Object.entries(POSTINGS) as [FilterColumn, string][]) {
      if (column !== 'words') byValue[column] = await readPostings(q, values, ordered);
    }
    const { words, catalogueVersion, featured } = await (beside ?? second(q));
    byValue.words = words;
    const d: ListingIndexData = { ...orders, catalogueVersion, filterVersion: first, featuredAtLoad: featured, byValue, filterCache: new FilterCache(), bytes: 0 };
    if ((await filterVersion()) !== first) return void disposeIndex(d);
    const arrays = [d.ids, d.positionById, d.price, d.dateOrder, featured.units, featured.isFeatured, featured.order];
    const bitmaps = Object.values(byValue).flatMap((map) => [...map.values()]);
    d.bytes = arrays.reduce((n, a) => n + a.byteLength, 0) + bitmaps.reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
    return d;
  });
}
