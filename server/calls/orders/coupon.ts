// Coupons (docs/rules.md R12.7): the discount on the subtotal (before shipping), once per
// order; a percentage of the subtotal or a fixed amount, never more than the subtotal.
// Unknown, inactive, expired, used-up or below-minimum codes give no discount.
import type { Queryable } from '../../db/database.ts';
import { divideHalfUp, toPaise } from '../../../contract/shop-rules.ts';

export const COUPON_TYPE = { percentage: 1, fixed: 2 } as const;

export type CouponResult =
  | { valid: true; couponId: number; code: string; discountPaise: number }
  | { valid: false };

interface CouponRow { id: number; code: string; discount_type: number; value: number; min_order: number; usable: boolean }

export async function evaluateCoupon(q: Queryable, code: string, subtotalPaise: number): Promise<CouponResult> {
  const trimmed = code.trim();
  if (trimmed === '' || subtotalPaise <= 0) return { valid: false };
  const rows = await q.query<CouponRow>(
    `SELECT id, code, discount_type, value, min_order,
            (is_active AND (expires_at IS NULL OR expires_at > now()) AND (max_uses IS NULL OR used_count < max_uses)) AS usable
     FROM coupons WHERE upper(code) = upper($1)`,
    [trimmed],
  );
  const coupon = rows[0];
  if (!coupon || !coupon.usable || subtotalPaise < toPaise(coupon.min_order)) return { valid: false };
  const raw = coupon.discount_type === COUPON_TYPE.percentage
    ? divideHalfUp(subtotalPaise * toPaise(coupon.value), 10_000)
    : toPaise(coupon.value);
  const discountPaise = Math.min(raw, subtotalPaise);
  return discountPaise > 0 ? { valid: true, couponId: coupon.id, code: coupon.code, discountPaise } : { valid: false };
}

/** Counts one use, unless the coupon was used up meanwhile: false then. */
export async function useCoupon(q: Queryable, couponId: number): Promise<boolean> {
  const rows = await q.query(
    'UPDATE coupons SET used_count = used_count + 1 WHERE id = $1 AND (used_count < max_uses OR max_uses IS NULL) RETURNING id',
    [couponId],
  );
  return rows.length === 1;
}
