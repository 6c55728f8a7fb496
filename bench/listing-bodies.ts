// The 200 varied listing bodies of the listing benchmarks (bench/listing.ts, bench/calls.ts):
// deterministic, built from the seeded catalogue's own ids and words.
import { SORT_OPTIONS, PRICE_BANDS } from '../contract/shop-rules.ts';
import type { Db } from '../server/db/database.ts';

// Deterministic, so two runs post the same 200 bodies.
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface Vocabulary {
  parents: number[];
  children: number[];
  sizes: number[];
  colors: number[];
  tags: number[];
  manufacturers: number[];
  words: string[];
  arabicWords: string[];
}

export async function vocabulary(db: Db): Promise<Vocabulary> {
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).map((r) => r.id);
  // Words of real product names, so searches find something (and sometimes little).
  const names = await db.query<{ name: string; name_ar: string }>('SELECT name, name_ar FROM products ORDER BY id LIMIT 400');
  const words = (xs: string[]) => [...new Set(xs.flatMap((n) => n.split(/\s+/)).filter((w) => [...w].length >= 3 && !/\d/.test(w)))];
  return {
    parents: await ids('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id'),
    children: await ids('SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id'),
    sizes: await ids('SELECT id FROM sizes ORDER BY id'),
    colors: await ids('SELECT id FROM colors ORDER BY id'),
    tags: await ids('SELECT id FROM tags ORDER BY id'),
    manufacturers: await ids('SELECT id FROM manufacturers ORDER BY id'),
    words: words(names.map((n) => n.name)).slice(0, 60),
    arabicWords: words(names.map((n) => n.name_ar)).slice(0, 30),
  };
}

/** 200 listing bodies like shoppers make: 0-3 filters, every sort, pages 1-5, the client's page sizes, both languages. */
export function listingBodies(v: Vocabulary, n: number): Record<string, unknown>[] {
  const rand = rng(20_260_101);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const some = (xs: number[], max: number) => [...new Set(Array.from({ length: 1 + Math.floor(rand() * max) }, () => pick(xs)))].join(',');
  const filters: ((b: Record<string, unknown>) => void)[] = [
    (b) => { b.CategoryID = String(pick(v.parents)); },
    (b) => { b.CategoryID = some(v.children, 2); },
    (b) => { b.SizeID = some(v.sizes, 2); },
    (b) => { b.ColorID = String(pick(v.colors)); },
    (b) => { b.TagID = some(v.tags, 2); },
    (b) => { b.ManufacturerID = some(v.manufacturers, 2); },
    (b) => { const band = pick(PRICE_BANDS); b.MinPrice = band.min; b.MaxPrice = band.max; },
    (b) => { b.Rating = 1 + Math.floor(rand() * 5); },
    (b) => { b.SearchTerm = pick(v.words); },
    (b) => { b.SearchTerm = `${pick(v.words)} `.slice(0, 4).trim(); },
    (b) => { b.SearchTerm = pick(v.arabicWords); b.languageCode = 'ar'; },
  ];
  return Array.from({ length: n }, () => {
    const body: Record<string, unknown> = {
      OrderByColumnName: pick(SORT_OPTIONS),
      PageNo: rand() < 0.7 ? 1 : 2 + Math.floor(rand() * 4),
      PageSize: pick([9, 22, 22, 32, 42, 52, 62, 100]),
    };
    const k = Math.floor(rand() * 4); // 0 to 3 filters
    for (let i = 0; i < k; i++) pick(filters)(body);
    if (!body.languageCode && rand() < 0.3) body.languageCode = 'ar';
    return body;
  });
}

