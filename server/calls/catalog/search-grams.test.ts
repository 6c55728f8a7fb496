// The trigram index never loses a match: for random texts (ASCII and Arabic, repeated
// pieces) and terms (pieces of the texts, words of other texts, strings found nowhere), every
// text holding the term is among the candidates, the candidates ascend without repeats, and
// the listing's search through them answers exactly the plain substring test.
// (listing-index.test.ts compares the whole listing with SQL's ILIKE.)
import { RoaringBitmap32 } from 'roaring-wasm';
import { describe, expect, it } from 'vitest';
import type { ListingIndexData } from './listing-index-data.ts';
import { countBits, matchingBits } from './listing-index-query.ts';
import { buildSearchGrams, searchCandidates } from './search-grams.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const random = rng(7);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const WORDS = ['mug', 'magic', 'mugs', 'photo', 'frame', 'aaaa', 'kids', 'لاتيه', 'بالاسم', 'على', 'كوب', 'e m', '%', 'aaa', 'mmm'];
const texts = Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join(' '));
texts.push('', 'a', 'ab');
const grams = buildSearchGrams(texts);
const terms = [
  ...Array.from({ length: 200 }, () => {
    const t = pick(texts);
    const from = Math.floor(random() * t.length);
    return t.slice(from, from + 1 + Math.floor(random() * 8));
  }),
  ...WORDS, 'zzz', 'mug mug mug mug', 'ك', 'ab', 'a'.repeat(200),
].filter((t) => t !== '');

describe('search trigram index', () => {
  it('lists every text holding a term of three or more characters, each once, ascending', () => {
    for (const term of terms) {
      const candidates = searchCandidates(grams, term);
      if (term.length < 3) {
        expect(candidates, term).toBeNull();
        continue;
      }
      const list = candidates!.toArray();
      candidates!.dispose();
      expect(list, term).toEqual([...new Set(list)].sort((a, b) => a - b));
      const set = new Set(list);
      texts.forEach((text, pos) => {
        if (text.includes(term)) expect(set.has(pos), `${term} in ${text}`).toBe(true);
      });
    }
  });

  it('gives the listing the same matches as testing every text, alone and with another filter', () => {
    const size = texts.length;
    const everyOther = new RoaringBitmap32(Array.from({ length: Math.ceil(size / 2) }, (_, i) => 2 * i));
    const textStart = new Int32Array(size + 1);
    texts.forEach((t, i) => { textStart[i + 1] = textStart[i]! + Buffer.byteLength(t); });
    const d = {
      size, text: Buffer.from(texts.join('')), textStart, searchGrams: grams,
      price: new Float64Array(size), rating: new Float64Array(size).fill(NaN), byCategory: new Map([[1, everyOther]]),
    } as unknown as ListingIndexData;
    const none = { sizeIds: [], colorIds: [], tagIds: [], manufacturerIds: [], minPrice: null, maxPrice: null, rating: null };
    for (const term of terms) {
      const all = texts.filter((t) => t.includes(term)).length;
      const even = texts.filter((t, pos) => pos % 2 === 0 && t.includes(term)).length;
      for (const [family, expected] of [[null, all], [[1], even]] as const) {
        const bits = matchingBits(d, { ...none, categoryFamily: family ? [...family] : null, searchTerm: term });
        expect(countBits(d, bits), term).toBe(expected);
        bits?.dispose();
      }
    }
    everyOther.dispose();
  });
});
