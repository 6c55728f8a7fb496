// Answers of catalogue reads, cached per catalogue version (docs/architecture.md): the
// version lives in the database and every catalogue write bumps it in its transaction, so a
// write by any instance or by the shop owner invalidates every instance's cache.
//
// The version is kept in memory per process instead of being read on every cache hit (that
// read was a large share of the server's CPU on PGlite and a round trip per hit on
// PostgreSQL: bench/). It is read again from the database
// - at most every VERSION_REFRESH_MS: a write committed by another instance (or by the shop
//   owner straight in the database) is seen by this instance's answers at most
//   VERSION_REFRESH_MS plus one version query after its commit;
// - on every request while one of this process's own catalogue writes (bumpCatalogueVersion,
//   server/db/catalogue-version.ts)
//   may not be visible yet, so this process's own writes are seen at once: the next request
//   after the write's commit reads the new version.
// A version is only ever taken from a committed read, never from the bump itself (its
// transaction may still roll back), so no answer is stored under a version whose data it
// did not see.
//
// Besides whole answers (Elasticsearch's request cache, Solr's queryResultCache) it keeps,
// per catalogue version too, small documents answers are made of: a category filter's family
// (docs/decisions/0027-the-listing-caches.md; the cards it kept are read from their own table
// since decision 0029). A document read after its version was seen committed is at least as
// new as that version; one stored under an older version than the newest seen is dropped, so
// no request reads an older row than its version's.
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.ts';
import { ownWriteVersion, readCatalogueVersions } from '../db/catalogue-version.ts';
import { AnswerSegments } from './answer-segments.ts';

/** How long a version read from the database is trusted: the bound on seeing another instance's write. */
export const VERSION_REFRESH_MS = 200;

export interface AnswerCache {
  version(q: Queryable): Promise<number>;
  /** The content version read with the latest version: it moves with every catalogue write but orders and restocks (migration 0027). */
  contentVersion(): number;
  /**
   * The answer stored under `key`; with `version`, only if it was made at that catalogue
   * version or at most `maxAgeMs` ago (a key of the content version: sales may lag that long).
   */
  get(key: string, version?: number, maxAgeMs?: number): Buffer | undefined;
  /**
   * Stores an answer's text made at catalogue `version` from a read begun at `at` (ms), and
   * answers its bytes to send (answer-segments.ts).
   */
  set(key: string, text: string, version?: number, at?: number): Buffer;
  /** Bytes held by the answers (as sizeCalculation counts them). */
  bytes(): number;
  /** An exact row count (the listing's TotalRecords) of `filter` at catalogue `version`, if counted before. */
  getCount(version: number, filter: string): number | undefined;
  /** Stores a count made in the same statement (snapshot) that read `version`. */
  setCount(version: number, filter: string, n: number): void;
  /** A document (a category's family) read at catalogue `version` or later. */
  getDoc(version: number, key: string): string | undefined;
  /** Stores a document read after `version` was seen committed. */
  setDoc(version: number, key: string, text: string): void;
  /** Bytes held and caps, hits and misses since start, per cache: /readyz prints them. */
  stats(): Record<'answers' | 'docs', { bytes: number; maxBytes: number; entries: number; hits: number; misses: number; declined?: number }>;
}

/** Bytes a string takes in memory at most (V8 keeps a string in one or two bytes a character). */
const stringBytes = (s: string) => s.length * 2;
/** Bookkeeping per cached entry (the cache's own node, the two string headers), roughly. */
const ENTRY_OVERHEAD = 100;

/**
 * 16 MB: the ANSWER_CACHE_MB default (server/config.ts), about 800 listing answers of a million
 * products' shop; 32 MB took a process's peak past its 400 MB budget for no hit the listing
 * bench could show (docs/decisions/0043-answers-kept-on-their-second-ask.md).
 */
export const DEFAULT_ANSWER_CACHE_BYTES = 16 * 1024 * 1024;
/** 2 MB: the DOC_CACHE_MB default (server/config.ts). */
export const DEFAULT_DOC_CACHE_BYTES = 2 * 1024 * 1024;
/** Counts are keyed by a filter of checked parameters (a few hundred bytes); a cap in bytes too. */
const COUNTS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * `maxBytes` caps the answers' keys and bodies together: whatever stream of distinct
 * requests arrives, the cache holds at most that much, dropping the least recently used.
 */
export function createAnswerCache(
  maxBytes = DEFAULT_ANSWER_CACHE_BYTES, maxCounts = 5000, refreshMs = VERSION_REFRESH_MS, maxDocBytes = DEFAULT_DOC_CACHE_BYTES,
): AnswerCache {
  // The bodies as the bytes sent, outside V8's heap (answer-segments.ts): a full collection
  // never marks them, V8 does not grow its heap in step with them, a hit is written as it is.
  const answers = new AnswerSegments<{ version: number; at: number }>(maxBytes);
  const docs = new LRUCache<string, string>({
    maxSize: Math.max(1, maxDocBytes),
    sizeCalculation: (value, key) => stringBytes(key) + stringBytes(value) + ENTRY_OVERHEAD,
  });
  const seen = { answers: { hits: 0, misses: 0 }, docs: { hits: 0, misses: 0 } };
  const counted = <T>(which: keyof typeof seen, found: T | undefined) => {
    seen[which][found === undefined ? 'misses' : 'hits']++;
    return found;
  };
  const counts = new LRUCache<string, number>({
    max: maxCounts,
    maxSize: COUNTS_MAX_BYTES,
    sizeCalculation: (_value, key) => stringBytes(key) + ENTRY_OVERHEAD,
  });
  let seenVersion = -1;
  let seenContent = -1;
  /** When the read that gave seenVersion began (ms): the version is trusted until then + refreshMs. */
  let readAt = -Infinity;
  let inFlight: Promise<number> | null = null;

  const read = async (q: Queryable): Promise<number> => {
    const startedAt = Date.now();
    const { version: v, content } = await readCatalogueVersions(q);
    // Versions only grow; a read that began earlier and ended later must not step back.
    if (v > seenVersion) {
      // Old versions are never asked for again; answers keyed by content version only after a
      // write that changed more than sales (orders and restocks keep them, get() bounds how long).
      if (content > seenContent) answers.clear();
      counts.clear();
      docs.clear();
      seenVersion = v;
      seenContent = Math.max(seenContent, content);
    }
    if (v === seenVersion && startedAt > readAt) readAt = startedAt;
    // A newer version already seen was committed before this read ended: answering it is
    // right, and answers and counts are never stored under an older version than one seen.
    return seenVersion;
  };

  return {
    version(q) {
      const now = Date.now();
      // One of our own writes may have committed since the last read: read every time
      // (no sharing of a read that may have begun before the commit) until it shows.
      const own = ownWriteVersion(now);
      if (own !== null && seenVersion < own) return read(q);
      if (now - readAt < refreshMs) return Promise.resolve(seenVersion);
      // Requests arriving together share one read.
      inFlight ??= read(q).finally(() => { inFlight = null; });
      return inFlight;
    },
    contentVersion: () => seenContent,
    get(key, version, maxAgeMs = 0) {
      const kept = answers.get(key);
      const fresh = kept && (version === undefined || kept.meta.version === version || Date.now() - kept.meta.at <= maxAgeMs);
      return counted('answers', fresh ? kept.body : undefined);
    },
    set: (key, text, version = -1, at = Date.now()) => answers.set(key, text, { version, at }),
    bytes: () => answers.bytes,
    getCount: (version, filter) => counts.get(`${version}\n${filter}`),
    setCount(version, filter, n) {
      // A count of an older catalogue would never be asked for again.
      if (version >= seenVersion) counts.set(`${version}\n${filter}`, n);
    },
    getDoc: (version, key) => counted('docs', docs.get(`${version}\n${key}`)),
    setDoc(version, key, text) {
      if (maxDocBytes > 0 && version >= seenVersion) docs.set(`${version}\n${key}`, text);
    },
    stats: () => ({
      answers: { bytes: answers.bytes, maxBytes, entries: answers.size, ...seen.answers, declined: answers.declined },
      docs: { bytes: docs.calculatedSize, maxBytes: maxDocBytes, entries: docs.size, ...seen.docs },
    }),
  };
}
