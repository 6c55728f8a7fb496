// Answers of catalogue reads, cached per catalogue version (DESIGN section 2): the
// version lives in the database and every catalogue write bumps it, so a write by any
// instance or by the shop owner invalidates every instance's cache at once. Reading the
// version costs one indexed single-row query; a listing costs far more.
import type { Queryable } from '../db/database.ts';

export interface AnswerCache {
  version(q: Queryable): Promise<number>;
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** Bumps the catalogue version: call it inside the transaction of a catalogue write. */
export async function bumpCatalogueVersion(q: Queryable): Promise<void> {
  await q.query('UPDATE catalogue_version SET version = version + 1 WHERE id = 1');
}

export function createAnswerCache(maxEntries = 5000): AnswerCache {
  const entries = new Map<string, string>();
  let seenVersion = -1;
  return {
    async version(q) {
      const rows = await q.query<{ version: number }>('SELECT version FROM catalogue_version WHERE id = 1');
      const v = Number(rows[0]?.version ?? 0);
      if (v !== seenVersion) {
        entries.clear(); // old versions are never asked for again
        seenVersion = v;
      }
      return v;
    },
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Map keeps insertion order: re-inserting makes this the most recent.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
