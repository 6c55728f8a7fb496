import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { intlLocale } from '../i18n/locale.ts';
import { formatDate, formatMoney } from './money.ts';

const en = createIntl({ locale: intlLocale('en'), messages: {} });
const ar = createIntl({ locale: intlLocale('ar'), messages: {} });

describe('money', () => {
  it('shows rupees with the ₹ sign and two decimals in English', () => {
    expect(formatMoney(en, 499)).toBe('₹499.00');
    expect(formatMoney(en, 12.5)).toBe('₹12.50');
    expect(formatMoney(en, 0)).toBe('₹0.00');
    expect(formatMoney(en, 1299.999)).toBe('₹1,300.00');
  });

  it('uses Latin digits and two decimals in Arabic too, isolated left to right so the sign stays on the left', () => {
    const shown = formatMoney(ar, 1299.5);
    expect(shown).toMatch(/^\u2066₹1.?299.50\u2069$/u);
    expect(shown).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/u);
    expect(formatMoney(en, 1299.5)).toBe('₹1,299.50');
  });

  it('rounds to the paisa', () => {
    expect(formatMoney(en, 10.005)).toMatch(/^₹10\.0[01]$/);
    expect(formatMoney(en, 10.004)).toBe('₹10.00');
  });
});

describe('dates', () => {
  it('are dd-mm-yyyy in India time', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+5:30).
    expect(formatDate('2025-12-31T20:00:00Z')).toBe('01-01-2026');
    expect(formatDate('2026-03-05T06:00:00Z')).toBe('05-03-2026');
    expect(formatDate('not a date')).toBe('');
  });
});
