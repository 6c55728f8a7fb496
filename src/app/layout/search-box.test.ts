import { describe, expect, it } from 'vitest';
import { isSearchable } from './search-box.tsx';

describe('the navbar search rule (docs/rules.md R2 and R5)', () => {
  it('does not search for an empty term or a single character', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('m')).toBe(false);
    expect(isSearchable('  m  ')).toBe(false);
    expect(isSearchable('ك')).toBe(false);
  });

  it('searches for two characters or more', () => {
    expect(isSearchable('mu')).toBe(true);
    expect(isSearchable(' mug ')).toBe(true);
    expect(isSearchable('كوب')).toBe(true);
  });
});
