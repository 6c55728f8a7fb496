// Orders for the shop owner: list, one order with items and history, and status changes
// (docs/rules.md R11.7: transitions are made here, with history).
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '../../contract/shop-rules.ts';
import type { Db, Queryable } from '../db/database.ts';
import { adminBody, adminInt, adminText, notFound, paging } from './admin-input.ts';

const ORDER_COLUMNS = `o.id, o.order_number AS "orderNumber", o.order_date AS "orderDate", o.user_id AS "userId",
  COALESCE(u.email, '') AS "customerEmail", o.shipping_name AS "shippingName", o.latest_status_id AS "statusId", s.name AS "statusName",
  COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int AS "totalItems",
  o.subtotal, o.discount_amount AS "discount", o.coupon_code AS "couponCode", o.shipping_total AS "shipping", o.order_total AS "orderTotal"`;
// LEFT JOIN: the orders of a deleted account stay, without a customer.
const ORDER_FROM = 'orders o LEFT JOIN users u ON u.id = o.user_id JOIN order_statuses s ON s.id = o.latest_status_id';

async function orderWithDetail(q: Queryable, id: number) {
  const order = (await q.query(
    `SELECT ${ORDER_COLUMNS}, o.order_note AS "note", o.shipping_address AS "shippingAddress", o.payment_method_id AS "paymentMethodId"
     FROM ${ORDER_FROM} WHERE o.id = $1`,
    [id],
  ))[0];
  if (!order) throw notFound('Order');
  const items = await q.query(
    `SELECT id, product_id AS "productId", product_name AS "productName", unit_price AS "unitPrice", quantity,
            item_total AS "itemTotal", is_digital AS "isDigital", latest_status_id AS "statusId", shipping_status_id AS "shippingStatusId",
            selected_attributes AS "selectedAttributes", personalisation, personalisation_to_follow AS "personalisationToFollow"
     FROM order_items WHERE order_id = $1 ORDER BY id`,
    [id],
  );
  const history = await q.query(
    `SELECT h.status_id AS "statusId", s.name AS "statusName", h.note, h.created_at AS "at"
     FROM order_status_history h JOIN order_statuses s ON s.id = h.status_id WHERE h.order_id = $1 ORDER BY h.created_at, h.id`,
    [id],
  );
  return { ...order, items, history };
}

export function adminOrderRoutes(admin: FastifyInstance, db: Db): void {
  admin.get<{ Querystring: Record<string, unknown> }>('/orders', async (req) => {
    const { limit, offset, page, pageSize } = paging(req.query);
    const status = req.query.status === undefined || req.query.status === '' ? null : adminInt(req.query.status, 'status', { min: 1, max: 5 });
    const where = status === null ? '' : 'WHERE o.latest_status_id = $3';
    const args: unknown[] = status === null ? [limit, offset] : [limit, offset, status];
    const orders = await db.query(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} ${where} ORDER BY o.order_date DESC, o.id DESC LIMIT $1 OFFSET $2`, args);
    const total = (await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o ${status === null ? '' : 'WHERE o.latest_status_id = $1'}`,
      status === null ? [] : [status],
    ))[0]!.n;
    return { orders, total, page, pageSize };
  });

  admin.get<{ Params: { id: string } }>('/orders/:id', async (req) => ({ order: await orderWithDetail(db, adminInt(req.params.id, 'order id')) }));

  admin.post<{ Params: { id: string } }>('/orders/:id/status', async (req) => {
    const id = adminInt(req.params.id, 'order id');
    const body = adminBody(req.body);
    const statusId = adminInt(body.statusId, 'statusId', { min: ORDER_STATUS.Active, max: ORDER_STATUS.Refunded });
    const note = adminText(body.note, 'note', 1000).trim();
    const order = await db.tx(async (tx) => {
      const updated = await tx.query('UPDATE orders SET latest_status_id = $2 WHERE id = $1 RETURNING id', [id, statusId]);
      if (updated.length === 0) throw notFound('Order');
      await tx.query('UPDATE order_items SET latest_status_id = $2 WHERE order_id = $1', [id, statusId]);
      await tx.query('INSERT INTO order_status_history (order_id, status_id, note) VALUES ($1, $2, $3)', [id, statusId, note]);
      return orderWithDetail(tx, id);
    });
    return { order };
  });
}
