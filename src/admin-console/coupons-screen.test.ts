// The new-coupon form as the admin API takes it.
import { describe, expect, it } from 'vitest';
import { couponBody } from './coupons-screen.tsx';

describe('a new coupon', () => {
  it('sends numbers as numbers and the last day to its end', () => {
    expect(couponBody({ code: ' DIWALI25 ', type: 'fixed', value: '250', minOrder: '999.50', maxUses: '100', expiresAt: '2026-11-01' })).toEqual({
      code: 'DIWALI25', type: 'fixed', value: 250, minOrder: 999.5, maxUses: 100, expiresAt: '2026-11-01T23:59:59Z',
    });
  });

  it('leaves out what was left empty', () => {
    expect(couponBody({ code: 'GIFT', type: 'percentage', value: '10', minOrder: ' ', maxUses: '', expiresAt: '' })).toEqual({ code: 'GIFT', type: 'percentage', value: 10 });
  });
});
