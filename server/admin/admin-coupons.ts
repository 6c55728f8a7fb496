// Coupons the shop owner creates (docs/rules.md R11.7, R12.7), checked by contract/admin.ts's CouponBody.
import type { FastifyInstance } from 'fastify';
import { CouponBody } from '../../contract/admin.ts';
import type { Db } from '../db/database.ts';
import { Failure, badInput } from '../http/failure.ts';
import { COUPON_TYPE } from '../calls/orders/coupon.ts';
import { adminWrite } from './audit.ts';

const COUPON_COLUMNS = `id, code, CASE discount_type WHEN 1 THEN 'percentage' ELSE 'fixed' END AS type, value, min_order AS "minOrder",
  max_uses AS "maxUses", used_count AS "usedCount", expires_at AS "expiresAt", is_active AS "isActive", created_at AS "createdAt"`;

/** What the schema cannot say exactly: at most 2 decimals, and a percentage at most 100. */
function checkMoney(value: number, label: string, max = Number.POSITIVE_INFINITY): number {
  if (value > max) throw badInput(`${label} must be <= ${max}`);
  if (Math.round(value * 100) !== Number((value * 100).toFixed(6))) throw badInput(`${label} can have at most 2 decimals`);
  return value;
}

export function adminCouponRoutes(admin: FastifyInstance, db: Db): void {
  admin.get('/coupons', { schema: { summary: 'Every coupon, newest first' } }, async () => ({ coupons: await db.query(`SELECT ${COUPON_COLUMNS} FROM coupons ORDER BY created_at DESC, id DESC`) }));

  admin.post<{ Body: CouponBody }>('/coupons', {
    schema: { summary: 'Creates a coupon; 409 for a code that exists (case-insensitive)', body: CouponBody },
  }, async (req, reply) => {
    const body = req.body;
    const code = body.code;
    const type = COUPON_TYPE[body.type];
    const value = checkMoney(body.value, 'value', body.type === 'percentage' ? 100 : undefined);
    const minOrder = body.minOrder == null ? 0 : checkMoney(body.minOrder, 'minOrder');
    const maxUses = body.maxUses ?? null;
    const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
    const rows = await adminWrite(db, req.actor, async (tx, audit) => {
      const created = await tx.query<{ id: number }>(
        `INSERT INTO coupons (code, discount_type, value, min_order, max_uses, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING RETURNING ${COUPON_COLUMNS}`,
        [code, type, value, minOrder, maxUses, expiresAt],
      );
      if (created[0]) audit({ action: 'create', entity: 'coupon', entityId: created[0].id, after: created[0] });
      return created;
    });
    if (rows.length === 0) throw new Failure(409, 'CONFLICT', `A coupon with the code ${code} already exists.`);
    return reply.code(201).send({ coupon: rows[0] });
  });
}
