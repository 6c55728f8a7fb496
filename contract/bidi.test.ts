// Left-to-right pieces in right-to-left pages (bidi.ts).
import { describe, expect, it } from 'vitest';
import { ltrPrices, ltrText } from './bidi.ts';

describe('left-to-right pieces', () => {
  it('isolates a piece in Arabic only', () => {
    expect(ltrText('TOH-2026-000002', 'ar')).toBe('\u2066TOH-2026-000002\u2069');
    expect(ltrText('TOH-2026-000002', 'en')).toBe('TOH-2026-000002');
  });

  it('isolates every price inside the shop\'s own Arabic text, and leaves English text alone', () => {
    expect(ltrPrices('مجات مخصصة تبدأ من ₹89', 'ar')).toBe('مجات مخصصة تبدأ من \u2066₹89\u2069');
    expect(ltrPrices('من ₹1,299.00 إلى ₹ 2,000', 'ar')).toBe('من \u2066₹1,299.00\u2069 إلى \u2066₹ 2,000\u2069');
    expect(ltrPrices('خصم 20 %', 'ar')).toBe('خصم 20 %');
    expect(ltrPrices('Mugs from ₹89', 'en')).toBe('Mugs from ₹89');
  });
});
