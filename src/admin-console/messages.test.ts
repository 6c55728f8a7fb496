// The console's catalogues: the same ids in English and Arabic, each a message that parses,
// with the same placeholders in both.
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { consoleAr } from './messages-ar.ts';
import { consoleEn } from './messages-en.ts';

const args = (els: MessageFormatElement[]): string[] =>
  [...new Set(els.flatMap((e) => (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.plural || e.type === TYPE.select ? [e.value] : [])))].sort();

describe('console messages', () => {
  it('have every id in both languages', () => {
    expect(Object.keys(consoleAr).sort()).toEqual(Object.keys(consoleEn).sort());
  });

  it.each(Object.keys(consoleEn))('%s parses in both, with the same placeholders', (id) => {
    const en = parse(consoleEn[id as keyof typeof consoleEn]);
    const ar = parse(consoleAr[id as keyof typeof consoleAr]);
    expect(args(ar)).toEqual(args(en));
  });
});
