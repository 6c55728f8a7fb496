// A product's rating and review count, from its visible reviews (a hidden one counts in
// none): recomputed in the transaction of every change to its reviews.
import type { Queryable } from './database.ts';

export async function refreshProductRating(tx: Queryable, productId: number): Promise<void> {
  await tx.query(
    `UPDATE products SET rating = r.avg, total_reviews = r.n
     FROM (SELECT round(avg(rating)::numeric, 2) AS avg, count(*)::int AS n FROM reviews WHERE product_id = $1 AND hidden_at IS NULL) r
     WHERE products.id = $1`,
    [productId],
  );
}
