// Keeps the listing's filter index (listing-index-data.ts) and answers whether it holds
// exactly the filter data of a given catalogue version.
//
// Why it is exact: catalogue_version.filter_version is bumped by triggers in every
// transaction that changes listed products, their filter columns, options or tags
// (migration 0003), and the index's data is read between two reads of the filter version
// that saw the same one, the first with the catalogue version (listing-index-data.ts).
// Versions only grow, so if the index was loaded at (catalogue version vi, filter version
// fi) and a later read saw (v', fi), then every catalogue version v with vi <= v <= v' has
// filter version fi: the filter data at v is the data the index holds. Orders bump the
// catalogue version but not the filter version, so the index outlives them; after a review,
// a price change or an unpublished product it is loaded again in the background and the
// SQL path answers meanwhile. Each instance keeps its own; a write by another instance is
// seen through the catalogue version (answer-cache.ts bounds how late).
//
// The default "Featured" order (is_featured, units_sold, id) is proven the same way with
// catalogue_version.sales_version (migration 0005), which moves in every transaction that
// changes a product's units_sold or is_featured: the order held at sales version s answers
// catalogue version v only when reads proved sales_version = s from the catalogue version
// it was made at up to v. The read that checks the versions also brings the products stamped
// after s (one snapshot), so an order's products move to their new places (featured-rank.ts)
// without a reload; the new order holds from the catalogue version of that read on. Older
// versions then answer the default sort by SQL, as before.
import type { Db } from '../../db/database.ts';
import { withSales } from './featured-rank.ts';
import { FILTER_CACHE_BYTES } from './filter-cache.ts';
import { disposeIndex, integers, loadListingIndex, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** Loads at most this often (a stream of reviews would otherwise reload back to back). */
const RELOAD_MIN_INTERVAL_MS = 1000;
/** After a failed load (e.g. migration 0003 missing) or memory pressure, the SQL path answers this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** After a catalogue found too big for the memory cap, the next try waits this long. */
const RETRY_AFTER_OVER_CAP_MS = 5 * 60_000;
/** Fewer bytes per listed product than any index holds (its arrays alone: 29), to skip a load that cannot fit. */
const BYTES_PER_PRODUCT = 28;
/** How often a loaded index looks at the process's resident memory (a system call). */
const PRESSURE_CHECK_MS = 1000;

/**
 * loading: not yet loaded (SQL answers); off: no cap to load under; over-cap: the catalogue
 * does not fit the cap; memory-pressure: the process holds more than its resident limit
 * (LISTING_INDEX_MAX_RSS_MB), so the index was released or not loaded (a circuit breaker, as
 * search engines refuse work above their memory limit), and SQL answers until it is back under.
 */
export type ListingIndexState = 'loading' | 'loaded' | 'off' | 'over-cap' | 'memory-pressure';

/** The index for one catalogue version; `featured` is undefined when its featured order is not proven for that version. */
export interface IndexView { data: ListingIndexData; featured: FeaturedRank | undefined }

export interface ListingIndex {
  /**
   * The index if it holds exactly the filter data of catalogue `version`; else undefined (and
   * a load is started). `featured`: also try to prove the featured order for `version`.
   */
  at(version: number, featured?: boolean): Promise<IndexView | undefined>;
  /** Starts a load now (at server start) and resolves when it is done. */
  warm(): Promise<void>;
  /** Bytes the loaded index's filter cache holds now (filter-cache.ts), and its cap. */
  filterCache(): { bytes: number; maxBytes: number };
  readonly stats: {
    loads: number; salesUpdates: number; state: ListingIndexState; products: number; bytes: number; maxBytes: number;
    /** The last load's start and end, epoch ms (/readyz lists each process's). */
    lastLoad?: { from: number; to: number };
  };
}

/**
 * `maxBytes`: the index's memory cap (LISTING_INDEX_MAX_MB); 0 keeps it off (every listing by SQL).
 * `maxResident`: the process's resident memory above which the index is released (bytes).
 */
export function createListingIndex(db: Db, maxBytes = Infinity, maxResident = Infinity, resident = () => process.memoryUsage.rss()): ListingIndex {
  let data: ListingIndexData | undefined;
  /** The highest catalogue version known to have data.filterVersion. */
  let validTo = -1;
  /** The featured order for data, and the catalogue versions it is known to be exact for. */
  let rank: FeaturedRank | undefined;
  let rankFrom = Infinity;
  let rankTo = -1;
  /** A filter version newer than the index's was seen: load again. */
  let stale = false;
  let loading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  /** No load starts before this time. */
  let nextLoad = 0;
  let nextPressureCheck = 0;
  const stats: ListingIndex['stats'] = { loads: 0, salesUpdates: 0, state: maxBytes > 0 ? 'loading' : 'off', products: 0, bytes: 0, maxBytes };

  // A request that got the old index from `at` uses it in the same turn of the event loop;
  // its memory is released a moment later.
  const retire = (old: ListingIndexData | undefined) => {
    if (old) setTimeout(() => disposeIndex(old), 1000).unref();
  };
  /** SQL answers, and no load starts for `wait` ms. */
  const drop = (state: ListingIndexState, wait = 0) => {
    retire(data);
    data = rank = undefined;
    Object.assign(stats, { state, products: 0, bytes: 0 });
    nextLoad = Math.max(nextLoad, Date.now() + wait);
  };
  /** Whether the process is over its resident limit (looked at once a second at most): then the index is released. */
  const underPressure = (): boolean => {
    if (maxResident === Infinity || Date.now() < nextPressureCheck) return false;
    nextPressureCheck = Date.now() + PRESSURE_CHECK_MS;
    if (resident() <= maxResident) return false;
    drop('memory-pressure', RETRY_AFTER_FAILURE_MS);
    return true;
  };

  const load = (): Promise<void> => {
    loading ??= (async () => {
      nextLoad = Date.now() + RELOAD_MIN_INTERVAL_MS;
      try {
        if (underPressure()) return;
        // A stale index answers no version newer than its own: it is released before the next one is
        // made, so the bitmaps' WebAssembly heap (which keeps its peak) never holds two.
        if (stale) drop('loading');
        const published = Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM products WHERE is_published'))[0]?.n ?? 0);
        if (published * BYTES_PER_PRODUCT > maxBytes) return drop('over-cap', RETRY_AFTER_OVER_CAP_MS);
        const from = Date.now();
        const loaded = await loadListingIndex(db).finally(() => {
          stats.lastLoad = { from, to: Date.now() };
        });
        if (!loaded) return; // the filter data changed while it read: the next listing loads again
        if (loaded.bytes > maxBytes) {
          disposeIndex(loaded);
          return drop('over-cap', RETRY_AFTER_OVER_CAP_MS);
        }
        stats.loads++;
        retire(data);
        data = loaded;
        Object.assign(stats, { state: 'loaded', products: loaded.size, bytes: loaded.bytes });
        validTo = rankFrom = rankTo = loaded.catalogueVersion;
        rank = loaded.featuredAtLoad;
        // Only `rank` holds it: the first order's changes make a new one (featured-rank.ts) and this one goes (8.6 MB at a million products).
        loaded.featuredAtLoad = undefined;
        stale = false;
      } catch {
        nextLoad = Date.now() + RETRY_AFTER_FAILURE_MS;
      }
    })().finally(() => { loading = null; });
    return loading;
  };

  const check = (): Promise<void> => {
    checking ??= (async () => {
      const base = rank;
      const since = base?.salesVersion ?? 0;
      // The products whose units_sold or is_featured changed after `since`, in the same snapshot as the versions.
      const row = (await db.query<{ version: number | string; filter_version: number | string; sales_version: number | string; sales: Uint8Array | null }>(
        `SELECT version, filter_version, sales_version,
           CASE WHEN sales_version > $1 THEN (SELECT string_agg(int4send(p.id) || int4send(p.units_sold) || int4send(p.is_featured::int), '')
             FROM product_sales_stamps s JOIN products p ON p.id = s.product_id WHERE s.sales_version > $1) END AS sales
         FROM catalogue_version WHERE id = 1`,
        [since],
      ))[0];
      if (!row || !data) return;
      const [v, f, s] = [Number(row.version), Number(row.filter_version), Number(row.sales_version)];
      if (f > data.filterVersion) stale = true;
      if (f !== data.filterVersion) return;
      validTo = Math.max(validTo, v);
      if (!rank || rank !== base) return; // a load replaced the order meanwhile
      if (s === since) {
        rankTo = Math.max(rankTo, v);
      } else if (s > since) {
        rank = withSales(data, rank, s, integers(row.sales));
        rankFrom = rankTo = v;
        stats.salesUpdates++;
      }
    })().catch(() => {}).finally(() => { checking = null; });
    return checking;
  };

  const holds = (version: number) => data !== undefined && version >= data.catalogueVersion && version <= validTo;
  const rankHolds = (version: number) => version >= rankFrom && version <= rankTo;

  return {
    stats,
    async at(version, featured = false) {
      const ready = () => holds(version) && (!featured || rankHolds(version));
      // A check that began before this version was committed may not see it: then once more.
      if (!ready() && data && !stale && (version > validTo || (featured && version > rankTo))) {
        for (let i = 0; i < 2 && !stale && !ready(); i++) await check();
      }
      if (underPressure() || !holds(version)) {
        if (maxBytes > 0 && !loading && Date.now() >= nextLoad && (!data || stale)) void load();
        return undefined;
      }
      return { data: data!, featured: rankHolds(version) ? rank : undefined };
    },
    warm: () => (maxBytes > 0 ? load() : Promise.resolve()),
    filterCache: () => ({ bytes: data?.filterCache.calculatedSize ?? 0, maxBytes: FILTER_CACHE_BYTES }),
  };
}
