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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO date (2026-12-31) or date and time (2026-12-31T23:59:59Z) that exists on the
 * calendar, as an ISO timestamp. JavaScript's Date rolls 2026-02-30 over to 2 March: an
 * impossible date is refused instead, so a coupon never expires on a day nobody typed.
 */
function calendarInstant(raw: string, label: string): string {
  const text = raw.trim();
  const m = ISO_DATE.exec(text);
  if (!m) throw badInput(`${label} must be an ISO date, e.g. 2026-12-31T23:59:59Z`);
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const daysInMonth = month! >= 1 && month! <= 12 ? new Date(Date.UTC(year!, month!, 0)).getUTCDate() : 0;
  if (day! < 1 || day! > daysInMonth) throw badInput(`${label} is not a real date: ${text.slice(0, 10)} does not exist`);
  if (hour! > 23 || minute! > 59 || second! > 59) throw badInput(`${label} is not a real time: ${text.slice(11)}`);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badInput(`${label} must be an ISO date, e.g. 2026-12-31T23:59:59Z`);
  return date.toISOString();
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
    const expiresAt = body.expiresAt ? calendarInstant(body.expiresAt, 'expiresAt') : null;
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
