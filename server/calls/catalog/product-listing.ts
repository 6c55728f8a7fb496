// The product lists (docs/rules.md R7): get-all-products with its filters and sorts
// (docs/rules.md R12.9, Listing URL), and the popular, recent and related blocks.
import type { SortOption } from '../../../contract/shop-rules.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { one, type Queryable } from '../../db/database.ts';
import { pageOf } from './paging.ts';
import { ID_FILTER_COLUMNS, toListingFilters, type ListingFilters } from './listing-filters.ts';
import { SqlParams, boundedWindow, listingCardsInEnvelope, productPage, type CachedCounts, type MatchSource, type ProductPageQuery } from './product-list-rows.ts';
import { countBits, indexMatches, pageIds } from './listing-index-query.ts';
import type { LangCode } from '../../../contract/models.ts';
import type { Services } from '../../services.ts';

// Every order ends with a unique tiebreak on id, so pages never overlap or skip.
// Directions match products' indexes (0001 and 0002) so a page can be read off an index.
const ORDER_BY: Record<SortOption, string> = {
  '': 'p.is_featured DESC, p.units_sold DESC, p.id',
  'Price ASC': 'p.sale_price, p.id',
  'Price DESC': 'p.sale_price DESC, p.id DESC',
  'Date DESC': 'p.created_at DESC, p.id DESC',
  'Date ASC': 'p.created_at, p.id',
};

/** LIKE pattern for a substring match: %, _ and \ in the term match themselves. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** The categories asked for and their children (a parent includes its children). */
export async function categoryFamily(db: Queryable, ids: number[]): Promise<number[]> {
  const sql = new SqlParams();
  const list = sql.list(ids);
  const rows = await db.query<{ id: number }>(`SELECT id FROM categories WHERE id IN (${list}) OR parent_id IN (${list}) ORDER BY id`, sql.values);
  return rows.map((r) => r.id);
}

/** categoryFamily, kept in the document cache per catalogue version (a category filter reads it once per version). */
async function cachedFamily(db: Queryable, ids: number[], cache: CachedCounts): Promise<number[]> {
  const key = `family:${ids.join(',')}`;
  const kept = cache.store.getDoc(cache.version, key);
  if (kept !== undefined) return kept === '' ? [] : kept.split(',').map(Number);
  const family = await categoryFamily(db, ids);
  cache.store.setDoc(cache.version, key, family.join(','));
  return family;
}

/**
 * The listing's matches come from its narrow table (migration 0018, decision 0022); the
 * default order's sales figures from their own narrow table (listing_sales, migration 0020),
 * joined for the order only. Each order here orders the matches exactly as ORDER_BY orders
 * their products (price_paise is sale_price in paise).
 */
const LISTING_ORDER: Record<SortOption, Pick<MatchSource, 'join' | 'orderBy'>> = {
  '': { join: 'JOIN listing_sales s ON s.id = l.id', orderBy: 's.is_featured DESC, s.units_sold DESC, l.id' },
  'Price ASC': { join: '', orderBy: 'l.price_paise, l.id' },
  'Price DESC': { join: '', orderBy: 'l.price_paise DESC, l.id DESC' },
  'Date DESC': { join: '', orderBy: 'l.created_at DESC, l.id DESC' },
  'Date ASC': { join: '', orderBy: 'l.created_at, l.id' },
};

/**
 * The listed products whose search_text (lower(name || ' ' || name_ar)) holds `term`: the
 * trigram index is on its ASCII spelling (listing_search_key, migration 0011), which finds
 * Arabic terms too; each candidate is then tested itself.
 */
function searchWhere(params: SqlParams, term: string): string[] {
  const pattern = params.add(likePattern(term));
  return [`l.search_key ILIKE listing_search_key(${pattern})`, `l.search_text ILIKE ${pattern}`];
}

/** `categoryFamily`: null for no category filter, else categoryFamily(f.categoryIds). */
export function listingQuery(f: ListingFilters, categoryFamily: number[] | null): ProductPageQuery {
  const params = new SqlParams();
  const where = f.searchTerm ? searchWhere(params, f.searchTerm) : [];
  // The values of one filter ORed (arrays overlap), the filters ANDed: one GIN index answers them all.
  const anyOf = (column: string, ids: readonly number[]) => where.push(`l.${column} && ARRAY[${params.list(ids)}]::int[]`);
  if (categoryFamily !== null) {
    if (categoryFamily.length) anyOf('category_ids', categoryFamily);
    else where.push('false');
  }
  for (const [filter, column] of ID_FILTER_COLUMNS) if (f[filter].length) anyOf(column, f[filter]);
  // sale_price >= x exactly when its paise >= ceil(100 x) (exact decimal arithmetic; prices are bounded by MAX_PRICE).
  if (f.minPrice !== null) where.push(`l.price_paise >= ceil(${params.add(f.minPrice)}::numeric * 100)::bigint`);
  if (f.maxPrice !== null) where.push(`l.price_paise <= floor(${params.add(f.maxPrice)}::numeric * 100)::bigint`);
  if (f.rating !== null) where.push(`l.rating >= ${params.add(f.rating)}`);
  return {
    where, params, source: { table: 'product_listing', alias: 'l', ...LISTING_ORDER[f.sort] },
    orderBy: ORDER_BY[f.sort], limit: f.pageSize, offset: (f.pageNo - 1) * f.pageSize, filterFirst: f.searchTerm !== '',
  };
}

/**
 * TotalRecords counted once per filter set and catalogue version (answer cache): the
 * version call-route just read, from memory.
 */
async function cachedCounts(services: Services, db: Queryable): Promise<CachedCounts> {
  return { store: services.answerCache, version: await services.answerCache.version(db) };
}

/**
 * get-all-products from the listing's filter index (listing-index.ts) when it is at least as new
 * as catalogue `counts.version`: TotalRecords and the page's ids, its cards read from the listing's
 * cards table by primary key, as their JSON text stands inside the envelope (listingCardsInEnvelope,
 * docs/decisions/0037-the-listing-cards-stand-escaped.md). undefined: answer by SQL.
 */
export async function listingFromIndex(
  services: Pick<Services, 'listingIndex'>, db: Queryable, lang: LangCode, f: ListingFilters, family: number[] | null, counts: CachedCounts,
): Promise<string | undefined> {
  const { offset, limit } = boundedWindow((f.pageNo - 1) * f.pageSize, f.pageSize);
  if (limit === 0) return '[]'; // past the first COUNT_LIMIT matches: empty on either path (decision 0016)
  const found = await indexMatches(services.listingIndex, counts.version, { ...f, categoryFamily: family }, f.searchTerm);
  if (!found) return undefined;
  const { d, bits } = found;
  const count = countBits(d, bits);
  let ids: number[];
  try {
    ids = pageIds(d, bits, f.sort, offset, limit);
  } finally {
    bits?.dispose();
  }
  return listingCardsInEnvelope(db, lang, ids, count, counts);
}

const allProducts = defineCall({
  name: 'GET_All_PRODUCTS',
  auth: 'public',
  cacheable: true,
  salesMayLag: true,
  // Each filter's values are ORed: their order and repeats change nothing.
  sets: ['CategoryID', 'SizeID', 'ColorID', 'TagID', 'ManufacturerID'],
  async handler({ db, lang, params, services }) {
    const f = toListingFilters(params);
    const counts = await cachedCounts(services, db);
    const family = f.categoryIds.length ? await cachedFamily(db, f.categoryIds, counts) : null;
    const fast = await listingFromIndex(services, db, lang, f, family, counts);
    return fast !== undefined ? { dataInEnvelope: fast } : { data: await productPage(db, lang, listingQuery(f, family), counts) };
  },
});

const popularProducts = defineCall({
  name: 'GET_POPULAR_PRODUCTS_LIST',
  auth: 'public',
  cacheable: true,
  salesMayLag: true,
  async handler({ db, lang, params, services }) {
    const page = pageOf(params);
    const q = { where: ['p.is_published'], params: new SqlParams(), limit: page.pageSize, offset: page.offset,
      orderBy: 'p.units_sold DESC, p.rating DESC NULLS LAST, p.id' };
    return { data: await productPage(db, lang, q, await cachedCounts(services, db)) };
  },
});

const recentProducts = defineCall({
  name: 'GET_RECENTS_PRODUCTS_LIST',
  auth: 'public',
  cacheable: true,
  salesMayLag: true,
  async handler({ db, lang, params, services }) {
    // TabName is sent by the original client ("new products") and means nothing here (its length is checked).
    const page = pageOf(params);
    const q = { where: ['p.is_published'], params: new SqlParams(), limit: page.pageSize, offset: page.offset,
      orderBy: 'p.created_at DESC, p.id DESC' };
    return { data: await productPage(db, lang, q, await cachedCounts(services, db)) };
  },
});

const relatedProducts = defineCall({
  name: 'GET_RELATED_PRODUCTS_LIST',
  auth: 'public',
  cacheable: true,
  salesMayLag: true,
  async handler({ db, lang, params, services }) {
    const productId = params.ProductId;
    const page = pageOf(params);
    const product = await one<{ category_id: number; top_id: number }>(
      db,
      `SELECT p.category_id, COALESCE(c.parent_id, c.id) AS top_id
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1 AND p.is_published`,
      [productId],
    );
    if (!product) throw new Failure(404, 'NOT_FOUND', 'Product not found.');
    // Same category first, then the rest of its family (the same parent category).
    const family = await categoryFamily(db, [product.top_id]);
    const sql = new SqlParams();
    const self = sql.add(productId);
    const q: ProductPageQuery = {
      where: ['p.is_published', `p.id <> ${self}`, `p.category_id IN (${sql.list(family)})`],
      params: sql,
      // An integer read from the database, inlined: ORDER BY takes no placeholders (the count query shares the where's).
      orderBy: `(p.category_id = ${Number(product.category_id) | 0}) DESC, p.units_sold DESC, p.id`,
      limit: page.pageSize,
      offset: page.offset,
    };
    return { data: await productPage(db, lang, q, await cachedCounts(services, db)) };
  },
});

export const productListCalls: readonly CallModule[] = [allProducts, popularProducts, recentProducts, relatedProducts];

