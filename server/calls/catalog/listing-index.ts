// Keeps the listing's filter index (listing-index-data.ts) and answers whether it holds
// exactly the filter data of a given catalogue version.
//
// Why it is exact: catalogue_version.filter_version is bumped by triggers in every
// transaction that changes listed products, their filter columns, options or tags
// (migration 0003), and the index is loaded in one statement together with both versions.
// Versions only grow, so if the index was loaded at (catalogue version vi, filter version
// fi) and a later read saw (v', fi), then every catalogue version v with vi <= v <= v' has
// filter version fi: the filter data at v is the data the index holds. Orders bump the
// catalogue version but not the filter version, so the index outlives them; after a review,
// a price change or an unpublished product it is loaded again in the background and the
// SQL path answers meanwhile. Each instance keeps its own; a write by another instance is
// seen through the catalogue version (answer-cache.ts bounds how late).
import type { Queryable } from '../../db/database.ts';
import { loadListingIndex, type ListingIndexData } from './listing-index-data.ts';

/** Loads at most this often (a stream of reviews would otherwise reload back to back). */
const RELOAD_MIN_INTERVAL_MS = 1000;
/** After a failed load (e.g. migration 0003 missing), the SQL path answers this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 10_000;

export interface ListingIndex {
  /** The index if it holds exactly the filter data of catalogue `version`; else undefined (and a load is started). */
  at(version: number): Promise<ListingIndexData | undefined>;
  /** Starts a load now (at server start) and resolves when it is done. */
  warm(): Promise<void>;
  readonly stats: { loads: number; failures: number; lastLoadMs: number };
}

export function createListingIndex(db: Queryable): ListingIndex {
  let data: ListingIndexData | undefined;
  /** The highest catalogue version known to have data.filterVersion. */
  let validTo = -1;
  /** A filter version newer than the index's was seen: load again. */
  let stale = false;
  let loading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let lastLoadStart = -Infinity;
  let nextTryAfterFailure = 0;
  const stats = { loads: 0, failures: 0, lastLoadMs: 0 };

  const load = (): Promise<void> => {
    loading ??= (async () => {
      lastLoadStart = Date.now();
      try {
        const loaded = await loadListingIndex(db);
        // A slower load that began earlier never replaces a newer index.
        if (!data || loaded.filterVersion >= data.filterVersion) {
          data = loaded;
          validTo = loaded.catalogueVersion;
          stale = false;
        }
        stats.loads++;
        stats.lastLoadMs = Date.now() - lastLoadStart;
      } catch {
        stats.failures++;
        nextTryAfterFailure = Date.now() + RETRY_AFTER_FAILURE_MS;
      }
    })().finally(() => { loading = null; });
    return loading;
  };

  const check = (): Promise<void> => {
    checking ??= (async () => {
      const row = (await db.query<{ version: number | string; filter_version: number | string }>(
        'SELECT version, filter_version FROM catalogue_version WHERE id = 1',
      ))[0];
      if (!row || !data) return;
      const [v, f] = [Number(row.version), Number(row.filter_version)];
      if (f === data.filterVersion) validTo = Math.max(validTo, v);
      else if (f > data.filterVersion) stale = true;
    })().catch(() => {}).finally(() => { checking = null; });
    return checking;
  };

  const holds = (version: number) => data !== undefined && version >= data.catalogueVersion && version <= validTo;

  const maybeLoad = () => {
    const now = Date.now();
    if (loading || now < nextTryAfterFailure || (data && !stale)) return;
    if (now - lastLoadStart < RELOAD_MIN_INTERVAL_MS) return;
    void load();
  };

  return {
    stats,
    async at(version) {
      if (holds(version)) return data;
      if (data && !stale && version > validTo) {
        // A check that began before this version was committed may not see it: then once more.
        for (let i = 0; i < 2 && !stale && !holds(version); i++) await check();
        if (holds(version)) return data;
      }
      maybeLoad();
      return undefined;
    },
    warm: () => load(),
  };
}
