// The answer cache's catalogue version in memory: how often it reads the database, and
// that this process's own writes and other instances' writes are seen when they must be.
// A fake database stands in for catalogue_version so reads can be counted and a commit
// placed exactly; the listing tests (server/calls/catalog/listing-freshness.test.ts) do
// the same on the real databases.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { VERSION_REFRESH_MS, createAnswerCache } from './answer-cache.ts';
import { AnswerSegments } from './answer-segments.ts';
import { bumpCatalogueVersion } from '../db/catalogue-version.ts';

/** catalogue_version with a transaction: a bump is seen by reads only after commit(). */
function fakeCatalogue(start = 10) {
  let committed = start;
  let reads = 0;
  const db: Queryable = {
    async query<T>(sql: string): Promise<T[]> {
      expect(sql).toMatch(/^SELECT version\b.* FROM catalogue_version/);
      reads++;
      await new Promise((r) => setTimeout(r, 1));
      return [{ version: committed }] as T[];
    },
    exec: async () => {},
  };
  const begin = () => {
    let pending = committed;
    const tx: Queryable = {
      async query<T>(sql: string): Promise<T[]> {
        expect(sql).toMatch(/^UPDATE catalogue_version SET version = version \+ 1/);
        pending++;
        return [{ version: pending }] as T[];
      },
      exec: async () => {},
    };
    return { tx, commit: () => { committed = pending; } };
  };
  return { db, begin, reads: () => reads, bumpElsewhere: () => { committed++; } };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('catalogue version in memory', () => {
  it('reads the database once for many requests within the refresh interval, and requests arriving together share one read', async () => {
    const c = fakeCatalogue();
    const cache = createAnswerCache(10_000, 10, 60_000);
    expect(await Promise.all([cache.version(c.db), cache.version(c.db), cache.version(c.db)])).toEqual([10, 10, 10]);
    for (let i = 0; i < 50; i++) expect(await cache.version(c.db)).toBe(10);
    expect(c.reads()).toBe(1);
  });

  it('sees another instance\'s write after the refresh interval, not before it is due', async () => {
    const c = fakeCatalogue();
    const cache = createAnswerCache(10_000, 10, 50);
    expect(await cache.version(c.db)).toBe(10);
    c.bumpElsewhere(); // committed by another process: this one is not told
    await sleep(60);
    expect(await cache.version(c.db)).toBe(11);
    expect(c.reads()).toBe(2);
    expect(VERSION_REFRESH_MS).toBeLessThanOrEqual(200);
  });

  it('sees this process\'s own write on the first request after its commit, without waiting for the refresh', async () => {
    const c = fakeCatalogue(20);
    const cache = createAnswerCache(10_000, 10, 60_000);
    expect(await cache.version(c.db)).toBe(20);
    const w = c.begin();
    await bumpCatalogueVersion(w.tx);
    // Not committed yet: the database still says 20, and 21 must not be used (it may roll back).
    expect(await cache.version(c.db)).toBe(20);
    w.commit();
    expect(await cache.version(c.db)).toBe(21);
    // Seen: back to the memory.
    const reads = c.reads();
    for (let i = 0; i < 20; i++) expect(await cache.version(c.db)).toBe(21);
    expect(c.reads()).toBe(reads);
  });

  it('drops answers and counts of an older version; counts are kept per filter and version', async () => {
    const c = fakeCatalogue(5);
    const cache = createAnswerCache(10_000, 10, 0);
    expect(await cache.version(c.db)).toBe(5);
    cache.set('a', 'answer');
    cache.setCount(5, 'where-a', 7);
    cache.setCount(5, 'where-b', 3);
    expect(cache.getCount(5, 'where-a')).toBe(7);
    expect(cache.getCount(5, 'where-b')).toBe(3);
    expect(cache.getCount(6, 'where-a')).toBeUndefined();
    c.bumpElsewhere();
    expect(await cache.version(c.db)).toBe(6);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.getCount(5, 'where-a')).toBeUndefined();
    cache.setCount(5, 'where-a', 7); // a count of a version already left behind is not kept
    expect(cache.getCount(5, 'where-a')).toBeUndefined();
  });

  it('keeps at most maxCounts counts, dropping the least recently used', async () => {
    const c = fakeCatalogue(1);
    const cache = createAnswerCache(10_000, 3, 60_000);
    await cache.version(c.db);
    cache.setCount(1, 'a', 1);
    cache.setCount(1, 'b', 2);
    cache.setCount(1, 'c', 3);
    expect(cache.getCount(1, 'a')).toBe(1); // a is now the most recent
    cache.setCount(1, 'd', 4);
    expect(cache.getCount(1, 'b')).toBeUndefined();
    expect([cache.getCount(1, 'a'), cache.getCount(1, 'c'), cache.getCount(1, 'd')]).toEqual([1, 3, 4]);
  });
});

describe('answers capped in bytes', () => {
  it('holds at most maxBytes of keys and answers whatever is stored; once full, keeps an answer only when its key was missed before', async () => {
    const c = fakeCatalogue(1);
    const cache = createAnswerCache(100_000, 10, 60_000);
    await cache.version(c.db);
    const answer = 'a'.repeat(20_000);
    const key = (i: number) => `key ${i} ${'k'.repeat(1000)}`;
    cache.set('first', answer);
    for (let i = 0; i < 50; i++) {
      expect(cache.set(key(i), answer).toString()).toBe(answer);
      expect(cache.bytes()).toBeLessThanOrEqual(100_000);
    }
    // Full after a few: the answers asked once since were given out, not kept, and dropped nothing.
    expect(cache.get(key(49))).toBeUndefined();
    expect(cache.get('first')?.toString()).toBe(answer);
    // Missed a second time, each is kept, the oldest dropped: 10 answers of 20 KB cannot all be held.
    for (let i = 40; i < 50; i++) cache.set(key(i), answer);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.get(key(49))?.toString()).toBe(answer);
    expect(cache.bytes()).toBeGreaterThan(50_000);
  });
});

describe('answers kept as bytes in segments', () => {
  it('drops the oldest segment whole when full, keeps an answer asked for again, and never writes over bytes already given out', () => {
    // 128 KB of keys and bodies: segments of 4 KB, an answer of 4 KB.
    const store = new AnswerSegments<number>(128 << 10);
    const text = (i: number) => `${String(i).padStart(4, '0')}${'é'.repeat(2046)}`; // 4 KB of UTF-8
    const given = store.set('k0', text(0), 0);
    expect(given.toString()).toBe(text(0));
    for (let i = 1; i < 8; i++) store.set(`k${i}`, text(i), i);
    expect(store.bytes).toBeLessThanOrEqual(128 << 10);
    // The first answer still asked for while its segment is among the oldest: moved, so it stays.
    for (let i = 8; i < 80; i++) {
      // Once full, an answer is kept on its key's second miss.
      store.set(`k${i}`, text(i), i);
      store.set(`k${i}`, text(i), i);
      expect(store.get('k0')?.body.toString()).toBe(text(0));
      expect(store.bytes).toBeLessThanOrEqual(128 << 10);
    }
    // The others of the first segments went with them; the newest are kept.
    expect(store.get('k1')).toBeUndefined();
    expect(store.get('k79')?.meta).toBe(79);
    // The bytes given out for the first answer were never written over.
    expect(given.toString()).toBe(text(0));
    // A key missed once while full: its answer is given out, not kept, and drops nothing.
    const held = store.size;
    expect(store.set('once', text(1), -1).toString()).toBe(text(1));
    expect(store.get('once')).toBeUndefined();
    expect(store.size).toBe(held);
    expect(store.get('k78')?.meta).toBe(78);
    // An answer larger than the whole cap is given back, not kept.
    expect(store.set('big', 'x'.repeat(130 << 10), -1).length).toBe(130 << 10);
    expect(store.get('big')).toBeUndefined();
  });
});
