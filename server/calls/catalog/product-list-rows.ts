// One page of ProductListItem rows (spec section 3) for every product list: the
// listing, popular, recent and related. The filter and order run on `products` alone
// (index-friendly); names, category and images are joined for the page's rows only.
import type { LangCode } from '../../../contract/models.ts';
import type { ProductListItem } from '../../../contract/models.ts';
import type { Queryable } from '../../db/database.ts';
import { localizedSql } from './localized-sql.ts';

/** Builds `$n` placeholders while collecting their values (IN lists, not = ANY: STACK-NOTES). */
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

export interface ProductPageQuery {
  /** Conditions on `products p` (ANDed), with placeholders from `params`. */
  where: string[];
  params: SqlParams;
  /** ORDER BY on `p`, ending with a unique tiebreak on p.id; no placeholders (the count query runs without it). */
  orderBy: string;
  limit: number;
  offset: number;
}

/**
 * How TotalRecords is counted: `window` (count(*) OVER () in the page query, one
 * statement) or `separate` (a count query next to the page query; on PostgreSQL the
 * two run at once on two connections). bench/listing.ts measures both: the window
 * makes the page query compute every matching row before LIMIT (no index-ordered
 * early stop), 3-10x slower at 100,000 products, so `separate` is the default.
 */
export type CountStrategy = 'window' | 'separate';
export const DEFAULT_COUNT_STRATEGY: CountStrategy = 'separate';

function rowColumns(lang: LangCode): string {
  return `p.id AS "ProductId",
    ${localizedSql(lang, 'p.name')} AS "ProductName",
    p.category_id AS "CategoryID",
    ${localizedSql(lang, 'c.name')} AS "CategoryName",
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

interface RawRow extends Omit<ProductListItem, 'CreatedOn' | 'TotalRecords'> {
  CreatedOn: Date | string;
  TotalRecords?: number;
}

export async function productPage(db: Queryable, lang: LangCode, q: ProductPageQuery, strategy: CountStrategy = DEFAULT_COUNT_STRATEGY): Promise<ProductListItem[]> {
  const where = q.where.length ? q.where.join(' AND ') : 'true';
  const limit = q.params.add(q.limit);
  const offset = q.params.add(q.offset);
  const total = strategy === 'window' ? ', count(*) OVER () AS total' : '';
  // The outer ORDER BY repeats the inner one on the page's rows (at most 100).
  const pageSql = `SELECT ${rowColumns(lang)}${strategy === 'window' ? ', page.total::int AS "TotalRecords"' : ''}
    FROM (SELECT p.id${total} FROM products p WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${limit} OFFSET ${offset}) AS page
    JOIN products p ON p.id = page.id
    JOIN categories c ON c.id = p.category_id
    ORDER BY ${q.orderBy}`;
  let rows: RawRow[];
  let count: number | undefined;
  if (strategy === 'window') {
    rows = await db.query<RawRow>(pageSql, q.params.values);
  } else {
    const countValues = q.params.values.slice(0, -2); // the count takes no LIMIT / OFFSET
    const [pageRows, countRows] = await Promise.all([
      db.query<RawRow>(pageSql, q.params.values),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, countValues),
    ]);
    rows = pageRows;
    count = countRows[0]?.n ?? 0;
  }
  return rows.map((r) => ({ ...r, CreatedOn: new Date(r.CreatedOn).toISOString(), TotalRecords: count ?? r.TotalRecords ?? 0 }));
}
