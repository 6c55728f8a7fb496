// The build ships plain-text messages as text and this stand-in for the ICU parser
// (vite.config.ts): for every message of the catalogues, it must give what the real parser
// gives, or refuse.
import { describe, expect, it } from 'vitest';
import { parse as icuParse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { ICU_SYNTAX, parse, withLiterals } from './literal-parser.ts';
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

  it('formats every message of both catalogues as before with their plain texts as literals', () => {
    for (const [locale, catalogue] of [['en-IN', en], ['ar-u-nu-latn', ar]] as const) {
      const literal = withLiterals<Record<string, string>>(catalogue);
      const given: Record<string, unknown> = literal;
      const asText = createIntl({ locale, messages: catalogue, onError: () => {} }, createIntlCache());
      const asLiterals = createIntl({ locale, messages: literal, onError: () => {} }, createIntlCache());
      let literals = 0;
      for (const [id, text] of Object.entries(catalogue)) {
        if (Array.isArray(given[id])) literals++;
        else expect(given[id], id).toBe(text);
        const values = { name: 'Riya', count: 2, m: 5, n: 3 };
        expect(asLiterals.formatMessage({ id }, values), id).toEqual(asText.formatMessage({ id }, values));
      }
      expect(literals).toBeGreaterThan(200);
    }
  });
});
