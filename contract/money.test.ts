// Money as shown on both sides (contract/money.ts): the PWA's screens and the server's first paint.
import { describe, expect, it } from 'vitest';
import { formatMoney, salePrice } from './money.ts';

describe('money as shown', () => {
  it('is ₹ with two decimals, Indian grouping in English and Latin digits in Arabic', () => {
    expect(formatMoney('en', 129999.5)).toBe('₹1,29,999.50');
    expect(formatMoney('en', 0)).toBe('₹0.00');
    const ar = formatMoney('ar', 1299.5);
    // Isolated left to right, so the sign stays on the left inside an Arabic sentence.
    expect(ar).toMatch(/^\u2066₹1.?299.50\u2069$/u);
    expect(ar).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/u);
  });

  it('a discount counts only below the price, and says how much off', () => {
    expect(salePrice({ Price: 599, DiscountedPrice: 449.5 })).toEqual({ now: 449.5, was: 599, percentOff: 25 });
    expect(salePrice({ Price: 599, DiscountedPrice: null })).toEqual({ now: 599, was: null, percentOff: 0 });
    expect(salePrice({ Price: 599, DiscountedPrice: 599 })).toEqual({ now: 599, was: null, percentOff: 0 });
    expect(salePrice({ Price: 599, DiscountedPrice: 700 })).toEqual({ now: 599, was: null, percentOff: 0 });
  });
});
