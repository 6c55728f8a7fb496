// The listing's filter index (listing-index.ts keeps it fresh): per published product
// exactly what get-all-products filters on (product-listing.ts `listingQuery`: category,
// manufacturer, sale_price, rating, colour and size options, tags) and its position in the
// price and date orders, loaded in one statement (one snapshot) with the catalogue and
// filter versions of that snapshot. Counting a broad filter in SQL is an index-only
// scan of most of the catalogue (bench/); here it is a few bitset passes.
import type { Queryable } from '../../db/database.ts';
import { buildSearchGrams, type SearchGrams } from './search-grams.ts';

/** attribute_id of the colour and size options (product_attribute_options). */
export const COLOR_ATTRIBUTE = 1;
export const SIZE_ATTRIBUTE = 2;

/** A set of positions (0..size-1), one bit each. */
export type Bits = Uint32Array;

export interface ListingIndexData {
  /** catalogue_version.version and filter_version read in the loading statement. */
  catalogueVersion: number;
  filterVersion: number;
  size: number;
  /** Position -> product id, ascending (published products only). */
  ids: Int32Array;
  /** sale_price and rating as parsed from their decimal text (NaN: unrated). */
  price: Float64Array;
  rating: Float64Array;
  /** search_text (lower(name || ' ' || name_ar), as PostgreSQL lowered it). */
  searchText: string[];
  /** Its trigram index (search-grams.ts). */
  searchGrams: SearchGrams;
  /** Positions in ORDER BY sale_price, id and ORDER BY created_at, id (PostgreSQL's own comparison). */
  priceOrder: Int32Array;
  dateOrder: Int32Array;
  /** The featured order as loaded, at this snapshot's sales version (listing-index.ts follows orders from there). */
  featuredAtLoad: FeaturedRank;
  byCategory: Map<number, Bits>;
  byManufacturer: Map<number, Bits>;
  byColor: Map<number, Bits>;
  bySize: Map<number, Bits>;
  byTag: Map<number, Bits>;
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

// Lists travel as comma-separated text (one row per list, not one row per product): the
// same type from pg and PGlite, and a tenth of the parsing of 500,000 rows.
const LOAD_SQL = `
WITH p AS MATERIALIZED (SELECT id, category_id, manufacturer_id, sale_price, rating, created_at, search_text, units_sold, is_featured FROM products WHERE is_published)
SELECT x.kind, x.key, x.list, v.version, v.filter_version, v.sales_version
FROM (SELECT version, filter_version, sales_version FROM catalogue_version WHERE id = 1) AS v,
  (SELECT 'p' AS kind, 0 AS key,
          string_agg(id || ':' || category_id || ':' || COALESCE(manufacturer_id, 0) || ':' || sale_price || ':' || COALESCE(rating::text, '') || ':' || units_sold || ':' || is_featured::int, ',' ORDER BY id) AS list
     FROM p
   UNION ALL SELECT 's', 0, json_agg(search_text ORDER BY id)::text FROM p
   UNION ALL SELECT 'price', 0, string_agg(id::text, ',' ORDER BY sale_price, id) FROM p
   UNION ALL SELECT 'date', 0, string_agg(id::text, ',' ORDER BY created_at, id) FROM p
   UNION ALL SELECT 'featured', 0, string_agg(id::text, ',' ORDER BY is_featured DESC, units_sold DESC, id) FROM p
   UNION ALL SELECT 'o' || attribute_id, value_id, string_agg(product_id::text, ',')
     FROM product_attribute_options WHERE attribute_id IN (${COLOR_ATTRIBUTE}, ${SIZE_ATTRIBUTE}) GROUP BY attribute_id, value_id
   UNION ALL SELECT 't', tag_id, string_agg(product_id::text, ',') FROM product_tags GROUP BY tag_id) AS x`;

interface LoadRow { kind: string; key: number; list: string | null; version: number | string; filter_version: number | string; sales_version: number | string }

const split = (list: string | null): string[] => (list ? list.split(',') : []);

export async function loadListingIndex(db: Queryable): Promise<ListingIndexData> {
  const rows = await db.query<LoadRow>(LOAD_SQL);
  if (rows.length === 0) throw new Error('catalogue_version has no row');
  const products = split(rows.find((r) => r.kind === 'p')?.list ?? null).map((s) => s.split(':'));
  const size = products.length;
  const words = Math.ceil(size / 32);
  const ids = new Int32Array(size);
  const price = new Float64Array(size);
  const rating = new Float64Array(size);
  const units = new Int32Array(size);
  const isFeatured = new Uint8Array(size);
  const positionOf = new Map<number, number>();
  const byCategory = new Map<number, Bits>();
  const byManufacturer = new Map<number, Bits>();
  const add = (map: Map<number, Bits>, key: number, pos: number) => {
    let bits = map.get(key);
    if (!bits) map.set(key, (bits = new Uint32Array(words)));
    bits[pos >>> 5]! |= 1 << (pos & 31);
  };
  products.forEach(([id, category, manufacturer, salePrice, rated, sold, featured], pos) => {
    ids[pos] = Number(id);
    positionOf.set(Number(id), pos);
    add(byCategory, Number(category), pos);
    if (manufacturer !== '0') add(byManufacturer, Number(manufacturer), pos);
    price[pos] = Number(salePrice);
    rating[pos] = rated ? Number(rated) : NaN;
    units[pos] = Number(sold);
    isFeatured[pos] = Number(featured);
  });
  const searchText = JSON.parse(rows.find((r) => r.kind === 's')?.list ?? '[]') as string[];
  const order = (kind: string) => Int32Array.from(split(rows.find((r) => r.kind === kind)?.list ?? null), (id) => positionOf.get(Number(id))!);
  const byColor = new Map<number, Bits>();
  const bySize = new Map<number, Bits>();
  const byTag = new Map<number, Bits>();
  const lists: Record<string, Map<number, Bits>> = { [`o${COLOR_ATTRIBUTE}`]: byColor, [`o${SIZE_ATTRIBUTE}`]: bySize, t: byTag };
  for (const r of rows) {
    const map = lists[r.kind];
    if (!map) continue;
    for (const id of split(r.list)) {
      const pos = positionOf.get(Number(id)); // options and tags of unpublished products are not listed
      if (pos !== undefined) add(map, Number(r.key), pos);
    }
  }
  return {
    catalogueVersion: Number(rows[0]!.version), filterVersion: Number(rows[0]!.filter_version), size, ids, price, rating, searchText,
    searchGrams: buildSearchGrams(searchText),
    priceOrder: order('price'), dateOrder: order('date'),
    featuredAtLoad: { salesVersion: Number(rows[0]!.sales_version), units, isFeatured, order: order('featured') },
    byCategory, byManufacturer, byColor, bySize, byTag,
  };
}
