// Orders for the shop owner (docs/rules.md R11.7): the list with filters, one order with its
// items, options, personalisation and status history, status changes (history, the
// shopper's mail in the language they ordered in, downloads on Completed, the stock back
// once on Returned), the packing slip and invoice, and the CSV export.
import type { FastifyInstance } from 'fastify';
import { IdParams, OrderStatusBody, OrdersQuery } from '../../contract/admin.ts';
import type { LangCode } from '../../contract/models.ts';
import { ORDER_STATUS } from '../../contract/shop-rules.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { Services } from '../services.ts';
import { notFound } from '../http/failure.ts';
import { adminWrite } from './audit.ts';
import { csv } from './csv.ts';
import { orderDocument, type OrderDetail, type OrderItemRow } from './order-documents.ts';
import { orderStatusMail } from './order-status-mail.ts';

const ORDER_COLUMNS = `o.id, o.order_number AS "orderNumber", o.order_date AS "orderDate", o.user_id AS "userId",
  COALESCE(u.email, '') AS "customerEmail", COALESCE(u.mobile_no, '') AS "customerPhone", o.shipping_name AS "shippingName",
  o.latest_status_id AS "statusId", s.name AS "statusName", o.lang,
  COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int AS "totalItems",
  o.subtotal, o.discount_amount AS "discount", o.coupon_code AS "couponCode", o.shipping_total AS "shipping", o.order_total AS "orderTotal"`;
// LEFT JOIN: the orders of a deleted account stay, without a customer.
const ORDER_FROM = 'orders o LEFT JOIN users u ON u.id = o.user_id JOIN order_statuses s ON s.id = o.latest_status_id';

// jsonb from a driver that did not parse it.
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) as T : v);
const iso = (v: unknown) => new Date(v as string).toISOString();

async function orderWithDetail(q: Queryable, id: number): Promise<OrderDetail> {
  const order = (await q.query<OrderDetail>(
    `SELECT ${ORDER_COLUMNS}, o.order_note AS "note", o.shipping_address AS "shippingAddress", pm.name AS "paymentMethod"
     FROM ${ORDER_FROM} LEFT JOIN payment_methods pm ON pm.id = o.payment_method_id WHERE o.id = $1`,
    [id],
  ))[0];
  if (!order) throw notFound('Order');
  const items = (await q.query<OrderItemRow>(
    `SELECT id, product_id AS "productId", product_name AS "productName", unit_price AS "unitPrice", quantity,
            item_total AS "itemTotal", is_digital AS "isDigital", latest_status_id AS "statusId", shipping_status_id AS "shippingStatusId",
            selected_attributes AS "selectedAttributes", personalisation, personalisation_to_follow AS "personalisationToFollow"
     FROM order_items WHERE order_id = $1 ORDER BY id`,
    [id],
  )).map((i) => ({ ...i, selectedAttributes: parsed(i.selectedAttributes), personalisation: i.personalisation === null ? null : parsed(i.personalisation) }));
  const history = (await q.query<{ statusId: number; statusName: string; note: string; at: string }>(
    `SELECT h.status_id AS "statusId", s.name AS "statusName", h.note, h.created_at AS "at"
     FROM order_status_history h JOIN order_statuses s ON s.id = h.status_id WHERE h.order_id = $1 ORDER BY h.created_at, h.id`,
    [id],
  )).map((h) => ({ ...h, at: iso(h.at) }));
  return { ...order, orderDate: iso(order.orderDate), items, history };
}

/** WHERE and its arguments for the list's filters (from and to: whole UTC days, both included). */
function orderFilter(query: OrdersQuery): { where: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    args.push(value);
    parts.push(sql(`$${args.length}`));
  };
  if (query.status !== undefined) add((n) => `o.latest_status_id = ${n}`, query.status);
  if (query.from) add((n) => `o.order_date >= ${n}::date`, query.from);
  if (query.to) add((n) => `o.order_date < ${n}::date + 1`, query.to);
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((n) => `(o.order_number ILIKE ${n} OR u.email ILIKE ${n} OR u.mobile_no ILIKE ${n})`, like);
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', args };
}

/** Puts a Returned order's physical items back in stock, once: false when it was done before. */
async function restock(tx: Queryable, orderId: number): Promise<boolean> {
  const first = await tx.query('UPDATE orders SET restocked_at = now() WHERE id = $1 AND restocked_at IS NULL RETURNING id', [orderId]);
  if (first.length === 0) return false;
  // In ascending product ids, as orders take stock: no deadlock with an order being placed.
  await tx.query(
    `UPDATE products p SET stock_quantity = p.stock_quantity + r.qty, units_sold = GREATEST(p.units_sold - r.qty, 0)
     FROM (SELECT product_id, sum(quantity)::int AS qty FROM order_items WHERE order_id = $1 AND NOT is_digital GROUP BY product_id ORDER BY product_id) r
     WHERE p.id = r.product_id`,
    [orderId],
  );
  await bumpCatalogueVersion(tx, 'sales');
  return true;
}

export function adminOrderRoutes(admin: FastifyInstance, deps: { db: Db; services: Services }): void {
  const { db, services } = deps;

  admin.get<{ Querystring: OrdersQuery }>('/orders', {
    schema: { summary: 'Orders, newest first, with filters', querystring: OrdersQuery },
  }, async (req) => {
    const page = req.query.page ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    const { where, args } = orderFilter(req.query);
    const orders = (await db.query<{ orderDate: string }>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} ${where} ORDER BY o.order_date DESC, o.id DESC LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
      [...args, pageSize, (page - 1) * pageSize],
    )).map((o) => ({ ...o, orderDate: iso(o.orderDate) }));
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o LEFT JOIN users u ON u.id = o.user_id ${where}`, args))[0]!.n;
    return { orders, total, page, pageSize };
  });

  admin.get<{ Querystring: OrdersQuery }>('/orders.csv', {
    schema: { summary: 'The filtered orders as CSV (every page)', querystring: OrdersQuery },
  }, async (req, reply) => {
    const { where, args } = orderFilter(req.query);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} ${where} ORDER BY o.order_date DESC, o.id DESC`, args,
    );
    const columns = ['orderNumber', 'orderDate', 'statusName', 'customerEmail', 'customerPhone', 'shippingName', 'totalItems', 'subtotal', 'discount', 'couponCode', 'shipping', 'orderTotal'];
    const body = csv(columns, rows.map((r) => ({ ...r, orderDate: iso(r.orderDate) })));
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="orders.csv"').header('Cache-Control', 'private, no-store').send(body);
  });

  admin.get<{ Params: { id: string } }>('/orders/:id', {
    schema: { summary: 'One order with items, options, personalisation and status history', params: IdParams },
  }, async (req) => ({ order: await orderWithDetail(db, Number(req.params.id)) }));

  for (const kind of ['packing-slip', 'invoice'] as const) {
    admin.get<{ Params: { id: string } }>(`/orders/:id/${kind}`, {
      schema: { summary: `The order's printable ${kind === 'invoice' ? 'invoice' : 'packing slip'} (HTML)`, params: IdParams },
    }, async (req, reply) => {
      const order = await orderWithDetail(db, Number(req.params.id));
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-store').send(orderDocument(kind, order));
    });
  }

  admin.post<{ Params: { id: string }; Body: OrderStatusBody }>('/orders/:id/status', {
    schema: { summary: "Changes an order's status: history, the shopper's mail, downloads on Completed, stock back once on Returned", params: IdParams, body: OrderStatusBody },
  }, async (req) => {
    const id = Number(req.params.id);
    const statusId = req.body.statusId as (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
    const note = (req.body.note ?? '').trim();
    const order = await adminWrite(db, req.actor, async (tx, audit) => {
      const before = (await tx.query<{ status_id: number; order_number: string; lang: LangCode; email: string | null; first_name: string | null }>(
        `SELECT o.latest_status_id AS status_id, o.order_number, o.lang, u.email, u.first_name
         FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = $1 FOR UPDATE OF o`,
        [id],
      ))[0];
      if (!before) throw notFound('Order');
      // The same status again (a retried request) changes nothing and mails nobody.
      if (before.status_id === statusId && note === '') return orderWithDetail(tx, id);
      await tx.query('UPDATE orders SET latest_status_id = $2 WHERE id = $1', [id, statusId]);
      await tx.query('UPDATE order_items SET latest_status_id = $2 WHERE order_id = $1', [id, statusId]);
      await tx.query('INSERT INTO order_status_history (order_id, status_id, note) VALUES ($1, $2, $3)', [id, statusId, note]);
      const restocked = statusId === ORDER_STATUS.Returned && (await restock(tx, id));
      const after = await orderWithDetail(tx, id);
      if (before.email && before.status_id !== statusId) {
        await services.mailer.send(orderStatusMail({
          to: before.email, firstName: before.first_name ?? '', orderNumber: before.order_number, lang: before.lang, statusId,
          hasDigital: after.items.some((i) => i.isDigital), note,
        }), req.log, tx);
      }
      audit({ action: 'status', entity: 'order', entityId: id, before: { statusId: before.status_id }, after: { statusId, note, ...(restocked ? { restocked: true } : {}) } });
      return after;
    });
    return { order };
  });
}
