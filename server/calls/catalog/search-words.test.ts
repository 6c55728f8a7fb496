// The listing index's search by words answers exactly the substring test: for random texts
// (ASCII and Arabic, repeated words, double spaces) and terms (pieces of the texts across
// words, single characters, words of other texts, strings found nowhere, spaces at either
// end), alone and with another filter. (listing-index.test.ts compares the whole listing with
// SQL's ILIKE.)
import { RoaringBitmap32 } from 'roaring-wasm';
import { describe, expect, it } from 'vitest';
import { FilterCache } from './filter-cache.ts';
import type { ListingIndexData } from './listing-index-data.ts';
import { countBits, matchingBits } from './listing-index-query.ts';
import { SearchWordsBuilder, searchWords } from './search-words.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const random = rng(7);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const WORDS = ['mug', 'magic', 'mugs', 'photo', 'frame', 'aaaa', 'kids', 'لاتيه', 'بالاسم', 'على', 'كوب', 'e', 'm', '%', 'aaa', 'mmm', '-', ''];
const texts = Array.from({ length: 3000 }, () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join(' '));
texts.push('', 'a', 'ab', ' ', 'mug  mug');
// Chunks of 100 texts: texts at a chunk's ends are found like the others.
const builder = new SearchWordsBuilder(new Int32Array(texts.length), 100);
texts.forEach((text, pos) => {
  builder.add(pos, text);
  if (pos % 1000 === 999) builder.lists.flush();
});
const words = builder.build();
const terms = [
  ...Array.from({ length: 300 }, () => {
    const t = pick(texts);
    const from = Math.floor(random() * t.length);
    return t.slice(from, from + 1 + Math.floor(random() * 12));
  }),
  ...WORDS, 'zzz', 'mug mug mug mug', 'ك', 'ab', 'a'.repeat(200), ' ', '  ', ' mug', 'mug ', 'e m', 'a  b',
].filter((t) => t !== '');

describe('search by words', () => {
  it('finds exactly the texts holding the term, alone and among other matches', () => {
    const everyOther = new RoaringBitmap32(Array.from({ length: Math.ceil(texts.length / 2) }, (_, i) => 2 * i));
    for (const term of terms) {
      const all = searchWords(words, term, null);
      expect(all.toArray(), JSON.stringify(term)).toEqual(texts.flatMap((t, pos) => (t.includes(term) ? [pos] : [])));
      all.dispose();
      const even = searchWords(words, term, everyOther);
      expect(even.toArray(), JSON.stringify(term)).toEqual(texts.flatMap((t, pos) => (pos % 2 === 0 && t.includes(term) ? [pos] : [])));
      even.dispose();
    }
    everyOther.dispose();
  });

  it('gives the listing the same count as testing every text, alone and with a category', () => {
    const size = texts.length;
    const everyOther = new RoaringBitmap32(Array.from({ length: Math.ceil(size / 2) }, (_, i) => 2 * i));
    const d = {
      size, search: words, price: new Float64Array(size), rating: new Float64Array(size).fill(NaN), byCategory: new Map([[1, everyOther]]),
      filterCache: new FilterCache(),
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
    d.filterCache.clear();
    everyOther.dispose();
  });
});
