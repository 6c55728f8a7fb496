// The listing index's search answers exactly the substring test: for random texts (ASCII
// and Arabic, repeated words, double spaces) given to products as names, and terms (pieces of
// the texts across words, single characters, words of other texts, strings found nowhere,
// spaces at either end), alone and with another filter; a term with a space is left to the SQL
// path. (listing-index.test.ts compares the whole listing with SQL's ILIKE.) Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion } from '../../db/catalogue-version.ts';
import { seedGeneratedProducts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createListingIndex } from './listing-index.ts';
import { countBits, indexMatches } from './listing-index-query.ts';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const random = rng(7);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const WORDS = ['mug', 'magic', 'mugs', 'photo', 'frame', 'aaaa', 'kids', 'لاتيه', 'بالاسم', 'على', 'كوب', 'e', 'm', '%', 'aaa', 'mmm', '-', ''];
const names = Array.from({ length: 1200 }, () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(WORDS)).join(' '));
names.push('a', 'ab', ' ', 'mug  mug');

let t: TestApp;
/** Id, search_text and categories of every listed product, as the database holds them. */
let listed: { id: number; text: string; categories: number[] }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedGeneratedProducts(t.db, names.length);
  await t.db.tx(async (tx) => {
    await tx.query(`UPDATE products p SET name = n.name, name_ar = '', is_published = true
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS k FROM products) o, unnest($1::text[]) WITH ORDINALITY n(name, k)
      WHERE p.id = o.id AND o.k = n.k`, [names]);
    await bumpCatalogueVersion(tx);
  });
  listed = (await t.db.query<{ id: number; text: string; categories: number[] }>('SELECT id, search_text AS text, category_ids AS categories FROM product_listing ORDER BY id'))
    .map((r) => ({ id: Number(r.id), text: r.text, categories: r.categories.map(Number) }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const terms = [
  ...Array.from({ length: 300 }, () => {
    const text = pick(names);
    const from = Math.floor(random() * text.length);
    return text.slice(from, from + 1 + Math.floor(random() * 12));
  }),
  ...WORDS, 'zzz', 'mug mug mug mug', 'ك', 'ab', 'a'.repeat(200), ' ', '  ', ' mug', 'mug ', 'e m', 'a  b',
].filter((term) => term !== '');

describe('search by words', () => {
  it('finds exactly the texts holding the term, alone and with a category; a term with a space is the SQL path\'s', async () => {
    expect(listed.length).toBe(names.length);
    const index = createListingIndex(t.db);
    await index.warm();
    const version = Number((await t.db.query<{ v: number }>('SELECT version AS v FROM catalogue_version'))[0]!.v);
    const category = listed[0]!.categories[0]!;
    const none = { sizeIds: [], colorIds: [], tagIds: [], manufacturerIds: [], minPrice: null, maxPrice: null, rating: null };
    for (const term of terms) {
      const all = listed.filter((p) => p.text.includes(term));
      const inCategory = all.filter((p) => p.categories.includes(category));
      for (const [family, expected] of [[null, all], [[category], inCategory]] as const) {
        const matches = await indexMatches(index, version, { ...none, categoryFamily: family && [...family] }, term);
        expect(matches === undefined, JSON.stringify(term)).toBe(term.includes(' '));
        if (!matches) continue;
        const { d, bits } = matches;
        expect(countBits(d, bits), JSON.stringify(term)).toBe(expected.length);
        const found = bits ? bits.toArray().map((pos) => d.ids[pos]!) : [...d.ids];
        expect(found.sort((a, b) => a - b), JSON.stringify(term)).toEqual(expected.map((p) => p.id));
        bits?.dispose();
      }
    }
  });
});
