// Keeps the listing's index and says whether it holds exactly the filter data and the featured
// order of a catalogue version: a write to the filter data bumps filter_version (migration 0003),
// one to units_sold or is_featured sales_version (0005); versions only grow, so a later read that
// sees the index's own proves every catalogue version up to that read's
// (docs/decisions/0036-the-listing-index-loads-in-short-snapshots.md). Orders are merged into a new
// featured order (featured-rank.ts); other writes reload the index while SQL answers.
import type { Db } from '../../db/database.ts';
import { withSales } from './featured-rank.ts';
import { FILTER_CACHE_BYTES } from './filter-cache.ts';
import { disposeIndex, integers, loadListingIndex, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** No load sooner after the last (a stream of reviews); how long SQL answers after a failure, memory pressure or an over-cap catalogue. */
const RELOAD_MIN_INTERVAL_MS = 1000;
const RETRY_AFTER_FAILURE_MS = 10_000;
const RETRY_AFTER_OVER_CAP_MS = 5 * 60_000;
/** How often a loaded index looks at the process's resident memory (a system call). */
const PRESSURE_CHECK_MS = 1000;
/** memory-pressure: the process held more than LISTING_INDEX_MAX_RSS_MB, so the index was released and SQL answers (a circuit breaker). */
export type ListingIndexState = 'loading' | 'loaded' | 'off' | 'over-cap' | 'memory-pressure';
/** The index for one catalogue version; `featured` is undefined when its featured order is not proven for that version. */
export interface IndexView { data: ListingIndexData; featured: FeaturedRank | undefined }
export type ListingIndex = ReturnType<typeof createListingIndex>;

/** `maxBytes`: the index's cap (0: off, SQL answers every listing); `maxResident`: the process's resident bytes above which it is released. */
export function createListingIndex(db: Db, maxBytes = Infinity, maxResident = Infinity, resident = () => process.memoryUsage.rss()) {
  let data: ListingIndexData | undefined;
  /** The highest catalogue version known to have data.filterVersion, and the featured order, proven from rankFrom up to it. */
  let [validTo, rankFrom] = [-1, Infinity];
  let rank: FeaturedRank | undefined;
  let loading: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let [nextLoad, nextPressureCheck] = [0, 0];
  /** `lastLoad`: the last load's start and end, epoch ms (/readyz lists each process's). */
  const stats = { loads: 0, salesUpdates: 0, state: (maxBytes > 0 ? 'loading' : 'off') as ListingIndexState, products: 0, bytes: 0, maxBytes,
    lastLoad: undefined as { from: number; to: number } | undefined };

  // A request that got the index from `at` uses it within this turn: an old one is released a moment later.
  const retire = (old: ListingIndexData | undefined) => old && setTimeout(() => disposeIndex(old), 1000).unref();
  const drop = (state: ListingIndexState, wait = 0) => {
    retire(data);
    data = rank = undefined;
    Object.assign(stats, { state, products: 0, bytes: 0 });
    nextLoad = Math.max(nextLoad, Date.now() + wait);
  };
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
        const from = Date.now();
        const loaded = await loadListingIndex(db).finally(() => { stats.lastLoad = { from, to: Date.now() }; });
        if (!loaded) return; // the filter data changed while it read: the next listing loads again
        if (loaded.data.bytes > maxBytes) {
          disposeIndex(loaded.data);
          return drop('over-cap', RETRY_AFTER_OVER_CAP_MS);
        }
        retire(data);
        ({ data, featured: rank } = loaded);
        stats.loads++;
        Object.assign(stats, { state: 'loaded', products: data.size, bytes: data.bytes });
        validTo = rankFrom = data.catalogueVersion;
      } catch {
        nextLoad = Date.now() + RETRY_AFTER_FAILURE_MS;
      }
    })().finally(() => { loading = null; });
    return loading;
  };

  const check = (): Promise<void> => {
    checking ??= (async () => {
      const [base, since] = [rank, rank?.salesVersion ?? 0];
      // The products whose units_sold or is_featured changed after `since`, in the same snapshot as the versions.
      const row = (await db.query<{ version: string; filter_version: string; sales_version: string; sales: Uint8Array | null }>(
        `SELECT version, filter_version, sales_version, (SELECT string_agg(int4send(p.id) || int4send(p.units_sold) || int4send(p.is_featured::int), '')
           FROM product_sales_stamps s JOIN products p ON p.id = s.product_id WHERE s.sales_version > $1) AS sales FROM catalogue_version WHERE id = 1`, [since]))[0];
      if (!row || !data) return;
      const [v, f, s] = [Number(row.version), Number(row.filter_version), Number(row.sales_version)];
      // A newer filter version: the index is released before the next is read (the bitmaps' heap keeps its peak: never two).
      if (f > data.filterVersion) return drop('loading');
      if (f < data.filterVersion) return;
      if (!rank || rank !== base || s < since) return; // a load replaced the order meanwhile
      if (s > since) [rank, rankFrom, stats.salesUpdates] = [withSales(data, rank, s, integers(row.sales)), v, stats.salesUpdates + 1];
      validTo = Math.max(validTo, v);
    })().catch(() => {}).finally(() => { checking = null; });
    return checking;
  };

  const holds = (version: number) => data !== undefined && version >= data.catalogueVersion && version <= validTo;

  return {
    stats: stats as Readonly<typeof stats>,
    /** The index if it holds exactly the filter data of catalogue `version` (else undefined, and a load starts), with its featured order if proven. */
    async at(version: number): Promise<IndexView | undefined> {
      // A check that began before this version was committed may not see it: then once more.
      for (let i = 0; i < 2 && data && version > validTo; i++) await check();
      if (underPressure() || !holds(version)) {
        if (maxBytes > 0 && !loading && Date.now() >= nextLoad && !data) void load();
        return undefined;
      }
      return { data: data!, featured: version >= rankFrom ? rank : undefined };
    },
    warm: () => (maxBytes > 0 ? load() : Promise.resolve()),
    filterCache: () => ({ bytes: data?.filterCache.calculatedSize ?? 0, maxBytes: FILTER_CACHE_BYTES }),
  };
}
