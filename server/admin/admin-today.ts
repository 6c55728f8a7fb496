// The console's first screen: today's orders and their total, what waits for action, and
// low stock (server/admin/README.md).
import type { FastifyInstance } from 'fastify';
import { TodayAnswer, TodayQuery } from '../../contract/admin.ts';
import type { Db } from '../db/database.ts';

/** Stock at or below this is low. */
export const LOW_STOCK = 5;
const LOW_STOCK_ROWS = 20;
/** Contact messages and reviews this recent wait for a look. */
const RECENT_DAYS = 7;


export function adminTodayRoutes(admin: FastifyInstance, db: Db): void {
  admin.get<{ Querystring: TodayQuery }>('/today', {
    schema: { summary: "Today's orders, what waits, low stock", querystring: TodayQuery, response: { 200: TodayAnswer } },
  }, async (req) => {
    const from = req.query.from ? new Date(req.query.from).toISOString() : null;
    const [row] = await db.query<{ orders: number; total: string | number; active: number; contact: number; sellers: number; reviews: number }>(
      `SELECT
         (SELECT count(*)::int FROM orders WHERE order_date >= COALESCE($1::timestamptz, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')) AS orders,
         (SELECT COALESCE(round(sum(order_total) * 100), 0)::bigint FROM orders
            WHERE order_date >= COALESCE($1::timestamptz, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')) AS total,
         (SELECT count(*)::int FROM orders WHERE latest_status_id = 1) AS active,
         (SELECT count(*)::int FROM contact_requests WHERE created_at > now() - make_interval(days => $2)) AS contact,
         (SELECT count(*)::int FROM seller_requests WHERE status = 'pending') AS sellers,
         (SELECT count(*)::int FROM reviews WHERE hidden_at IS NULL AND created_at > now() - make_interval(days => $2)) AS reviews`,
      [from, RECENT_DAYS],
    );
    const lowStock = await db.query<{ productId: number; name: string; nameAr: string; stock: number }>(
      `SELECT id AS "productId", name, name_ar AS "nameAr", stock_quantity AS stock FROM products
       WHERE is_published AND NOT is_digital AND stock_quantity <= $1 ORDER BY stock_quantity, id LIMIT $2`,
      [LOW_STOCK, LOW_STOCK_ROWS],
    );
    return {
      ordersToday: row!.orders,
      totalTodayPaise: Number(row!.total),
      waiting: { newOrders: row!.active, contactMessages: row!.contact, sellerRequests: row!.sellers, reviews: row!.reviews },
      lowStock,
    };
  });
}
