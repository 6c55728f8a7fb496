// Keeps the listing's index and says whether it is at least as new as a catalogue version (as the SQL
// path's own statement is): a write to the filter data bumps filter_version (migration 0003), one to
// units_sold or is_featured sales_version (0005); versions only grow, so a read that sees the index's
// filter version proves its filter data for every catalogue version up to that read's, and the orders'
// changes it reads with it bring the featured order up to that read's sales version
// (docs/decisions/0066-the-listing-index-at-least-as-new-as-asked.md). Orders move products in the
// featured order (featured-rank.ts); other writes reload the index while SQL answers.
import type { Db } from '../../db/database.ts';
import { withSales } from './featured-rank.ts';
import { FILTER_CACHE_BYTES } from './filter-cache.ts';
import { disposeIndex, integers, loadListingIndex, type ListingIndexData } from './listing-index-data.ts';

/** No load sooner after the last (a stream of reviews); how long SQL answers after a failure, memory pressure or an over-cap catalogue. */
const RELOAD_MIN_INTERVAL_MS = 1000;
const RETRY_AFTER_FAILURE_MS = 10_000;
const RETRY_AFTER_OVER_CAP_MS = 5 * 60_000;
/** How often a loaded index looks at the process's resident memory (a system call). */
const PRESSURE_CHECK_MS = 1000;
/** memory-pressure: the process held more than LISTING_INDEX_MAX_RSS_MB, so the index was released and SQL answers (a circuit breaker). */
export type ListingIndexState = 'loading' | 'loaded' | 'off' | 'over-cap' | 'memory-pressure';
export type ListingIndex = ReturnType<typeof createListingIndex>;

/** `maxBytes`: the index's cap (0: off, SQL answers every listing); `maxResident`: the process's resident bytes above which it is released. */
export function createListingIndex(db: Db, maxBytes = Infinity, maxResident = Infinity, resident = () => process.memoryUsage.rss()) {
  let data: ListingIndexData | undefined;
  /** The latest catalogue version a read proved data's filter data for; data's featured order is at that read's sales or later. */
  let checked = -1;
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
    data = undefined;
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
        if (loaded.bytes > maxBytes) {
          disposeIndex(loaded);
          return drop('over-cap', RETRY_AFTER_OVER_CAP_MS);
        }
        retire(data);
        [data, checked] = [loaded, loaded.catalogueVersion];
        stats.loads++;
        Object.assign(stats, { state: 'loaded', products: data.size, bytes: data.bytes });
      } catch {
        nextLoad = Date.now() + RETRY_AFTER_FAILURE_MS;
      }
    })().finally(() => { loading = null; });
    return loading;
  };

  const check = (): Promise<void> => {
    checking ??= (async () => {
      const d = data;
      if (!d) return;
      const since = d.featured.salesVersion;
      // The products whose units_sold or is_featured changed after `since`, in the same snapshot as the versions.
      const row = (await db.query<{ version: string; filter_version: string; sales_version: string; sales: Uint8Array | null }>(
        `SELECT version, filter_version, sales_version, (SELECT string_agg(int4send(p.id) || int4send(p.units_sold) || int4send(p.is_featured::int), '')
           FROM product_sales_stamps s JOIN products p ON p.id = s.product_id WHERE s.sales_version > $1) AS sales FROM catalogue_version WHERE id = 1`, [since]))[0];
      if (!row || d !== data) return; // released meanwhile
      const [v, f, s] = [Number(row.version), Number(row.filter_version), Number(row.sales_version)];
      // A newer filter version: the index is released before the next is read (the bitmaps' heap keeps its peak: never two).
      if (f !== d.filterVersion) return drop('loading');
      if (s > since) [d.featured, stats.salesUpdates] = [withSales(d, d.featured, s, integers(row.sales)), stats.salesUpdates + 1];
      checked = Math.max(checked, v);
    })().catch(() => {}).finally(() => { checking = null; });
    return checking;
  };

  return {
    stats: stats as Readonly<typeof stats>,
    /** The index if its filter data and featured order are at least as new as catalogue `version`'s (else undefined, and a load starts). */
    async at(version: number): Promise<ListingIndexData | undefined> {
      // A check that began before this version was committed may not see it: then once more.
      for (let i = 0; i < 2 && data && version > checked; i++) await check();
      if (underPressure() || !data || version > checked) {
        if (maxBytes > 0 && !loading && Date.now() >= nextLoad && !data) void load();
        return undefined;
      }
      return data;
    },
    warm: () => (maxBytes > 0 ? load() : Promise.resolve()),
    filterCache: () => ({ bytes: data?.filterCache.calculatedSize ?? 0, maxBytes: FILTER_CACHE_BYTES }),
  };
}
