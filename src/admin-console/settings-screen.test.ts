// The free-delivery amount as the owner types it, in paise for the admin API.
import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from './settings-screen.tsx';

describe('rupeesToPaise', () => {
  it('reads rupees with separators, a sign or two decimals; empty is no amount', () => {
    expect(rupeesToPaise('999')).toBe(99_900);
    expect(rupeesToPaise(' ₹1,200.50 ')).toBe(120_050);
    expect(rupeesToPaise('0.1')).toBe(10);
    expect(rupeesToPaise('')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['-5', '12.345', 'abc', '1e3', '123456789']) expect(rupeesToPaise(bad), bad).toBeNaN();
  });
});
