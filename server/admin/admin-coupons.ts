// Coupons the shop owner creates (docs/rules.md R11.7, R12.7).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { Failure, badInput } from '../http/failure.ts';
import { COUPON_TYPE } from '../calls/orders/coupon.ts';
import { adminBody, adminDate, adminInt, adminText } from './admin-input.ts';
import { adminWrite } from './audit.ts';

const COUPON_COLUMNS = `id, code, CASE discount_type WHEN 1 THEN 'percentage' ELSE 'fixed' END AS type, value, min_order AS "minOrder",
  max_uses AS "maxUses", used_count AS "usedCount", expires_at AS "expiresAt", is_active AS "isActive", created_at AS "createdAt"`;

function money(raw: unknown, label: string, { min, max }: { min: number; max: number }): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw badInput(`${label} must be a number from ${min} to ${max}`);
  if (Math.round(n * 100) !== Number((n * 100).toFixed(6))) throw badInput(`${label} can have at most 2 decimals`);
  return n;
}

export function adminCouponRoutes(admin: FastifyInstance, db: Db): void {
  admin.get('/coupons', async () => ({ coupons: await db.query(`SELECT ${COUPON_COLUMNS} FROM coupons ORDER BY created_at DESC, id DESC`) }));

  admin.post('/coupons', async (req, reply) => {
    const body = adminBody(req.body);
    const code = adminText(body.code, 'code', 30).trim();
    // The same characters a shopper can type without surprises (the field holds 30, docs/rules.md R5).
    if (!/^[A-Za-z0-9_-]{1,30}$/.test(code)) throw badInput('code must be 1 to 30 letters, digits, - or _');
    if (body.type !== 'percentage' && body.type !== 'fixed') throw badInput("type must be 'percentage' or 'fixed'");
    const type = COUPON_TYPE[body.type];
    const value = money(body.value, 'value', body.type === 'percentage' ? { min: 0.01, max: 100 } : { min: 0.01, max: 10_000_000 });
    const minOrder = body.minOrder === undefined || body.minOrder === null ? 0 : money(body.minOrder, 'minOrder', { min: 0, max: 10_000_000 });
    const maxUses = body.maxUses === undefined || body.maxUses === null ? null : adminInt(body.maxUses, 'maxUses', { min: 1 });
    let expiresAt: string | null = null;
    if (body.expiresAt !== undefined && body.expiresAt !== null && body.expiresAt !== '') {
      expiresAt = adminDate(body.expiresAt, 'expiresAt');
    }
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
