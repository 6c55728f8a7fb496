// The build ships plain-text messages as text and this stand-in for the ICU parser
// (vite.config.ts): for every message of the catalogues, it must give what the real parser
// gives, or refuse.
import { describe, expect, it } from 'vitest';
import { parse as icuParse } from '@formatjs/icu-messageformat-parser';
import { ICU_SYNTAX, parse } from './literal-parser.ts';
import { en } from './en.ts';
import { ar } from './ar.ts';

describe('the literal parser of the build', () => {
  it('gives the ICU parser’s answer for every plain-text message of both catalogues', () => {
    let plain = 0;
    for (const text of [...Object.values(en), ...Object.values(ar)]) {
      if (ICU_SYNTAX.test(text)) continue;
      plain++;
      expect(parse(text), text).toEqual(icuParse(text));
    }
    expect(plain).toBeGreaterThan(400);
  });

  it('refuses text with ICU syntax instead of showing it wrongly', () => {
    expect(() => parse('Hello {name}')).toThrow(/not compiled/);
    expect(() => parse('<b>bold</b>')).toThrow(/not compiled/);
    expect(() => parse("it''s")).toThrow(/not compiled/);
  });
});
