// One page of ProductListItem rows (docs/rules.md R3) for every product list: the
// listing, popular, recent and related. The filter and order run on `products` alone
// (index-friendly); names, category and images are joined for the page's rows only.
import { productSlugs } from '../../../contract/markup.ts';
import { COUNT_LIMIT } from '../../../contract/shop-rules.ts';
import type { LangCode } from '../../../contract/models.ts';
import type { ProductListItem } from '../../../contract/models.ts';
import type { Queryable } from '../../db/database.ts';
import { localizedSql } from './localized-sql.ts';

/** Builds `$n` placeholders while collecting their values (IN lists, not = ANY: docs/architecture.md, Pitfalls). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  list(values: readonly unknown[]): string {
    return values.map((v) => this.add(v)).join(', ');
  }
}

/**
 * Where a list's matches are found and ordered when not on `products p`: the listing's narrow
 * table (migration 0018), `alias` its alias in `where`; `join` brings what the page's order
 * needs from elsewhere (the featured order's units sold, kept in products); `orderBy` orders
 * the matches as the query's own `orderBy` (on products p) orders the page's rows.
 */
export interface MatchSource { table: string; alias: string; join: string; orderBy: string }

const PRODUCTS: MatchSource = { table: 'products', alias: 'p', join: '', orderBy: '' };

export interface ProductPageQuery {
  /** Conditions on `products p`, or on `source` (ANDed), with placeholders from `params`. */
  where: string[];
  source?: MatchSource;
  params: SqlParams;
  /** ORDER BY on `p`, ending with a unique tiebreak on p.id; no placeholders (the count query runs without it). */
  orderBy: string;
  limit: number;
  offset: number;
  /**
   * Filter first, then sort the matches (an OFFSET 0 fence), instead of walking an order
   * index until enough rows pass the filter. For searches: the trigram index finds the
   * few matches at once, while matches bunched at one end of the price or date order
   * made the index walk read tens of thousands of rows (bench/).
   */
  filterFirst?: boolean;
}

/**
 * How TotalRecords is counted and the page found: a count query next to the page query, on
 * PostgreSQL at once on two connections; the page walks an order index until enough rows
 * pass the filter. Two other ways lost on the bench mix (bench/HISTORY.md): count(*) OVER ()
 * in the page query computes and sorts every match before LIMIT (several times slower at
 * 100,000 products), and counting first then filtering few matches first lost the overlap
 * of the two queries. The second is what productPageOfCount does when the count is known.
 */
/** At most this many matches are filtered first and sorted rather than found by an index walk. */
const FILTER_FIRST_MAX = 5000;

function rowColumns(lang: LangCode): string {
  return `p.id AS "ProductId",
    ${localizedSql(lang, 'p.name')} AS "ProductName",
    p.category_id AS "CategoryID",
    ${localizedSql(lang, 'c.name')} AS "CategoryName",
    p.name AS "NameEn", c.name AS "CategoryNameEn",
    p.price AS "Price",
    p.discounted_price AS "DiscountedPrice",
    p.discount_id AS "DiscountId",
    (p.discounted_price IS NOT NULL AND p.discounted_price < p.price) AS "IsDiscountCalculated",
    NULL::text AS "CouponCode",
    p.rating AS "Rating",
    p.total_reviews AS "TotalReviews",
    p.stock_quantity AS "StockQuantity",
    p.created_at AS "CreatedOn",
    (SELECT COALESCE(json_agg(json_build_object('AttachmentURL', i.url, 'ColorID', i.color_id) ORDER BY i.sort_order, i.id), '[]'::json)
       FROM product_images i WHERE i.product_id = p.id) AS "ProductImagesJson"`;
}

/**
 * A page inside the result window (COUNT_LIMIT): past it no rows, and a page across its end
 * is cut there, on every path.
 */
export function boundedWindow(offset: number, limit: number): { offset: number; limit: number } {
  return { offset, limit: Math.max(0, Math.min(limit, COUNT_LIMIT - offset)) };
}

/** Counting stops at one past the limit: enough to say "more than COUNT_LIMIT". */
const COUNT_STOP = COUNT_LIMIT + 1;

interface RawRow extends Omit<ProductListItem, 'CreatedOn' | 'TotalRecords' | 'TotalRecordsRelation' | 'ProductSlug' | 'CategorySlug'> {
  CreatedOn: Date | string;
  TotalRecords?: number;
  /** The English names the address's slugs are made of (docs/rules.md R12.1). */
  NameEn: string;
  CategoryNameEn: string;
}

/**
 * Exact TotalRecords per filter set and catalogue version, and the category families read at
 * a version (server/http/answer-cache.ts implements it): paging and re-sorting one filter set
 * count once per catalogue version; a family is read once per version.
 */
export interface CountStore {
  getCount(version: number, filter: string): number | undefined;
  setCount(version: number, filter: string, n: number): void;
  getDoc(version: number, key: string): string | undefined;
  setDoc(version: number, key: string, text: string): void;
}
export interface CachedCounts {
  store: CountStore;
  /** The catalogue version this answer is for (AnswerCache.version). */
  version: number;
}

export async function productPage(
  db: Queryable, lang: LangCode, q: ProductPageQuery, counts?: CachedCounts,
): Promise<ProductListItem[]> {
  if (boundedWindow(q.offset, q.limit).limit === 0) return [];
  q = { ...q, ...boundedWindow(q.offset, q.limit) };
  const where = q.where.length ? q.where.join(' AND ') : 'true';
  const whereValues = [...q.params.values];
  const limit = q.params.add(q.limit);
  const offset = q.params.add(q.offset);
  // The count (up to COUNT_STOP) depends on the WHERE and its values only (not the order, page or language).
  const filter = `${where}\n${JSON.stringify(whereValues)}`;
  const known = counts?.store.getCount(counts.version, filter);
  // The version is read in the counting statement itself (one snapshot), so a stored count
  // is exactly the count of the catalogue at the version it is stored under, even when this
  // process's version is a little behind another instance's write.
  const countNow = async (): Promise<number> => {
    const row = (await db.query<{ n: number; v: number }>(
      `SELECT (SELECT count(*)::int FROM (SELECT 1 FROM ${from(q)} WHERE ${where} LIMIT ${COUNT_STOP}) AS m) AS n,
         (SELECT version FROM catalogue_version WHERE id = 1) AS v`,
      whereValues,
    ))[0];
    const n = row?.n ?? 0;
    if (counts && row) counts.store.setCount(Number(row.v), filter, n);
    return n;
  };
  // The listing's table (source): counting first is cheap there (one GIN bitmap scan, stopped
  // at COUNT_STOP), and the count says how to find the page: few matches are filtered first,
  // many by walking the order's index, whose filter then passes often.
  if (q.source) return pageOfCounted(db, lang, { ...q, filterFirst: false }, where, limit, offset, known ?? await countNow());
  if (known !== undefined) return finish(await db.query<RawRow>(pageStatement(lang, q, where, limit, offset, q.filterFirst === true), q.params.values), known);
  // Side by side on two connections the two statements answer a little sooner on an
  // idle machine, but take much more CPU for a common word (bench/): under load the
  // CPU is what runs out.
  if (q.filterFirst) return countAndPageOnce(db, lang, q, where, limit, offset, (v, n) => counts?.store.setCount(v, filter, n));
  const [rows, count] = await Promise.all([db.query<RawRow>(pageStatement(lang, q, where, limit, offset, false), q.params.values), countNow()]);
  return finish(rows, count);
}

async function pageOfCounted(
  db: Queryable, lang: LangCode, q: ProductPageQuery, where: string, limit: string, offset: string, count: number,
): Promise<ProductListItem[]> {
  if (q.offset >= count) return [];
  const filterFirst = q.filterFirst === true || count <= FILTER_FIRST_MAX;
  return finish(await db.query<RawRow>(pageStatement(lang, q, where, limit, offset, filterFirst), q.params.values), count);
}

/** The rows of products `ids` (in the order of `ids`; a product no longer there is left out), read by primary key. */
export async function productRowsByIds(db: Queryable, lang: LangCode, ids: readonly number[], count: number): Promise<ProductListItem[]> {
  if (!ids.length) return [];
  const params = new SqlParams();
  const rows = await db.query<RawRow>(
    `SELECT ${rowColumns(lang)} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id IN (${params.list(ids)})`,
    params.values,
  );
  const read = new Map(rows.map((r) => [Number(r.ProductId), r]));
  return ids.flatMap((id) => {
    const r = read.get(id);
    return r ? [answerRow(r, count)] : [];
  });
}

interface CardRow { id: number; category_id: number; stock_quantity: number; name_en: string; card: string }
interface CategoryRow { id: number; name: string; name_ar: string }
/**
 * A category's members of a card, written once per catalogue version: its id and name per
 * language, its slug; each as it stands inside the envelope's data string (inEnvelope).
 */
interface CategoryJson { en: string; ar: string; slug: string }

/**
 * A JSON text as it stands inside a JSON string (the envelope's `data`), without the quotes:
 * JSON.stringify's escapes, as migration 0028's listing_json_in_string writes the cards.
 */
export const inEnvelope = (json: string): string => JSON.stringify(json).slice(1, -1);

/** The categories' names read at a catalogue version, kept per answer cache (one read per version). */
const categoryNames = new WeakMap<CountStore, { version: number; rows: Promise<Map<number, CategoryJson>> }>();

function categoriesAt(db: Queryable, docs: CachedCounts | undefined): Promise<Map<number, CategoryJson>> {
  const kept = docs && categoryNames.get(docs.store);
  if (kept && kept.version === docs.version) return kept.rows;
  const rows = db.query<CategoryRow>('SELECT id, name, name_ar FROM categories').then((list) => new Map(list.map((c) => {
    const member = (name: string) => inEnvelope(`"CategoryID":${Number(c.id)},"CategoryName":${JSON.stringify(name)},`);
    return [Number(c.id), {
      en: member(c.name), ar: member(c.name_ar !== '' ? c.name_ar : c.name),
      slug: inEnvelope(JSON.stringify(productSlugs('', c.name).CategorySlug)),
    }];
  })));
  if (docs) {
    const entry = { version: docs.version, rows };
    categoryNames.set(docs.store, entry);
    rows.catch(() => { if (categoryNames.get(docs.store) === entry) categoryNames.delete(docs.store); });
  }
  return rows;
}

/**
 * The product slugs' texts (inEnvelope) by English name: the cards of popular pages repeat,
 * and a slug is a Unicode regular expression's work (2-4 % of a listing's CPU in
 * bench/profile-server.ts). Emptied when full.
 */
const productSlugJson = new Map<string, string>();
const PRODUCT_SLUGS_MAX = 20_000;
function productSlugOf(nameEn: string): string {
  let json = productSlugJson.get(nameEn);
  if (json === undefined) {
    json = inEnvelope(JSON.stringify(productSlugs(nameEn, '').ProductSlug));
    if (productSlugJson.size >= PRODUCT_SLUGS_MAX) productSlugJson.clear();
    productSlugJson.set(nameEn, json);
  }
  return json;
}

/**
 * The page of products `ids` (in the order of `ids`, the order the index proved for the
 * version asked; a product no longer listed is left out) as the JSON text JSON.stringify
 * would make of productRowsByIds' rows, as it stands inside the envelope's data string
 * (inEnvelope; docs/decisions/0037-the-listing-cards-stand-escaped.md): one read of the
 * listing's cards by primary key (migrations 0026 and 0028,
 * docs/decisions/0029-the-listing-cards-table.md), their members joined as texts with the
 * stock, the category's name (read once per catalogue version of `docs`), the slugs and
 * TotalRecords, nothing escaped per listing. `= ANY` of one array: a primary key probed per
 * id, and one parameter to send and parse instead of one per id.
 */
export async function listingCardsInEnvelope(db: Queryable, lang: LangCode, ids: readonly number[], count: number, docs?: CachedCounts): Promise<string> {
  if (!ids.length) return '[]';
  const [rows, categories] = await Promise.all([
    // Prepared once per connection (every cache-missed listing runs it): PostgreSQL then only executes it.
    // The ids as the array's text (integers: nothing to escape), not pg's per-element escaping of a
    // JavaScript array (docs/decisions/0048-a-listings-cpu-outside-the-index.md).
    db.query<CardRow>(`SELECT id, category_id, stock_quantity, name_en, ${lang === 'ar' ? 'ar' : 'en'} AS card FROM listing_cards WHERE id = ANY ($1::int[])`, [`{${ids.join(',')}}`], `listing-cards-${lang}`),
    categoriesAt(db, docs),
  ]);
  const read = new Map(rows.map((r) => [Number(r.id), r]));
  const counted = inEnvelope(JSON.stringify(boundedCount(count)).slice(1));
  let cards = '';
  for (const id of ids) {
    const r = read.get(id);
    const category = r && categories.get(Number(r.category_id));
    if (!r || !category) continue;
    cards += `${cards ? ',' : ''}{\\"ProductId\\":${id},${category[lang]}${r.card},\\"StockQuantity\\":${Number(r.stock_quantity)},` +
      `\\"ProductSlug\\":${productSlugOf(r.name_en)},\\"CategorySlug\\":${category.slug},${counted}`;
  }
  return `[${cards}]`;
}

const from = (q: ProductPageQuery): string => `${(q.source ?? PRODUCTS).table} ${(q.source ?? PRODUCTS).alias}`;

function pageStatement(
  lang: LangCode, q: ProductPageQuery, where: string, limit: string, offset: string, filterFirst: boolean,
): string {
  const { alias, join, orderBy } = q.source ?? PRODUCTS;
  const [source, pageWhere] = filterFirst ? [`(SELECT * FROM ${from(q)} WHERE ${where} OFFSET 0) AS ${alias}`, 'true'] : [from(q), where];
  // The outer ORDER BY repeats the inner one on the page's rows (at most 100).
  return `SELECT ${rowColumns(lang)}
    FROM (SELECT ${alias}.id FROM ${source} ${join} WHERE ${pageWhere}
          ORDER BY ${orderBy || q.orderBy} LIMIT ${limit} OFFSET ${offset}) AS page
    JOIN products p ON p.id = page.id
    JOIN categories c ON c.id = p.category_id
    ORDER BY ${q.orderBy}`;
}

/** TotalRecords as the client sees it: exact up to COUNT_LIMIT, beyond it COUNT_LIMIT and 'gte'. */
export function boundedCount(count: number): Pick<ProductListItem, 'TotalRecords' | 'TotalRecordsRelation'> {
  return count > COUNT_LIMIT ? { TotalRecords: COUNT_LIMIT, TotalRecordsRelation: 'gte' } : { TotalRecords: count, TotalRecordsRelation: 'eq' };
}

/** A card as answered without its count: its date in ISO 8601, its slugs made of the English names. */
function card({ NameEn, CategoryNameEn, TotalRecords: _count, ...r }: RawRow): Omit<ProductListItem, 'TotalRecords' | 'TotalRecordsRelation'> {
  return { ...r, CreatedOn: new Date(r.CreatedOn).toISOString(), ...productSlugs(NameEn, CategoryNameEn) };
}

/** A row as answered: its card, then its count (last, as productRowsJsonByIds writes it). */
function answerRow(r: RawRow, count: number): ProductListItem {
  return { ...card(r), ...boundedCount(count) };
}

const finish = (rows: RawRow[], count: number): ProductListItem[] => rows.map((r) => answerRow(r, count));

/** Columns any ORDER BY of a filter-first page may use (listing sorts, popular, related). */
const MATCH_COLUMNS = 'p.id, p.is_featured, p.units_sold, p.sale_price, p.created_at, p.category_id, p.rating';

/**
 * A filter-first page and its count from one pass over the matches: a search for a common
 * word matches 10-13 % of the catalogue, and its trigram bitmap scan rechecks thousands of
 * pages of the wide products heap; counting and paging separately read them twice
 * (bench/). The matches' ids and sort keys are collected once (a materialised
 * CTE), then counted and sorted. The count, the page and the catalogue version come from
 * one snapshot; the LEFT JOIN keeps the count's row when the page is past the end.
 */
async function countAndPageOnce(
  db: Queryable, lang: LangCode, q: ProductPageQuery, where: string, limit: string, offset: string,
  remember: (version: number, n: number) => void,
): Promise<ProductListItem[]> {
  const { alias, join, orderBy } = q.source ?? PRODUCTS;
  const rows = await db.query<RawRow & { CatalogueVersion: number }>(
    `WITH m AS MATERIALIZED (SELECT ${q.source ? `${alias}.*` : MATCH_COLUMNS} FROM ${from(q)} WHERE ${where}),
     page AS (SELECT ${alias}.id FROM m AS ${alias} ${join} ORDER BY ${orderBy || q.orderBy} LIMIT ${limit} OFFSET ${offset})
     SELECT ${rowColumns(lang)}, t.n AS "TotalRecords", t.v AS "CatalogueVersion"
     FROM (SELECT (SELECT count(*)::int FROM (SELECT 1 FROM m LIMIT ${COUNT_STOP}) AS c) AS n, (SELECT version FROM catalogue_version WHERE id = 1) AS v) AS t
     LEFT JOIN (page JOIN products p ON p.id = page.id JOIN categories c ON c.id = p.category_id) ON true
     ORDER BY ${q.orderBy}`,
    q.params.values,
  );
  const first = rows[0];
  if (first) remember(Number(first.CatalogueVersion), first.TotalRecords ?? 0);
  return rows
    .filter((r) => r.ProductId !== null)
    .map(({ CatalogueVersion: _version, ...r }) => answerRow(r, r.TotalRecords ?? 0));
}
