// React Query, persisted to IndexedDB (idb-keyval) so what a shopper saw once browses
// offline for 7 days (docs/architecture.md).
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient, type Persister, type PersistQueryClientOptions } from '@tanstack/query-persist-client-core';
import { createStore, del, get, promisifyRequest } from 'idb-keyval';
import { ApiError, refusedByServer } from '../lib/api-client.ts';
import { LOGO_QUERY_KEY } from '../lib/session.ts';
import { coalesceQueryTimers } from './query-timers.ts';

export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Bump when the cached answers' shape changes: old caches are then dropped. */
export const PERSIST_BUSTER = 'v1';
/**
 * At most one write of the cache per second: a page's load is a burst of cache events (each
 * query's fetch, success, observer), and each save serialises the whole cache. What changed
 * in between is in the next write; the page's hiding writes at once (below).
 */
export const PERSIST_THROTTLE_MS = 1000;

export function createQueryClient(): QueryClient {
  // The queries' long timers on one browser timer (app/query-timers.ts).
  coalesceQueryTimers();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE,
        refetchOnWindowFocus: false,
        // The API client already retries what a retry can fix (network failures, 408, 5xx);
        // a 4xx will not get better by asking again. Only an unexpected error is retried once.
        retry: (count, err) => count < 1 && !(err instanceof ApiError),
      },
      // A write always goes to the API client, online or not: offline, the service worker
      // queues what may be queued (the answer is 'queued') and the client reports the rest as
      // a network failure the screen explains; React Query must not hold it back.
      mutations: { networkMode: 'always' },
    },
  });
}

export function idbPersister(): Persister {
  const store = createStore('tohfa-cache', 'queries');
  const key = 'react-query';
  return {
    persistClient: async (client: PersistedClient) => {
      try {
        await store('readwrite', (s) => {
          s.put(client, key);
          // Committed now rather than when the task ends: a write made as the page goes
          // away (pagehide, below) must reach the database before the page is torn down.
          s.transaction.commit?.();
          return promisifyRequest(s.transaction);
        });
      } catch {
        /* a full or broken IndexedDB only costs offline browsing */
      }
    },
    restoreClient: async () => {
      try {
        return await get<PersistedClient>(key, store);
      } catch {
        return undefined;
      }
    },
    removeClient: async () => {
      try {
        await del(key, store);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

// Every answer the shopper has seen is kept, also one whose refresh failed since (a dropped
// connection, a 5xx: React Query marks it failed and keeps its data); only what the server
// refused is not. The logo is kept where the spec keeps it (local storage, cleared by logout
// and /refresh), not in the persisted cache, so clearing it there really clears it.
// (Typed structurally: the persister pins query-core 5.104.5, React Query 5.108 its own.)
const shouldDehydrateQuery = (q: { state: { status: string; data: unknown; error: unknown }; queryKey: readonly unknown[] }) =>
  q.queryKey.join('/') !== LOGO_QUERY_KEY.join('/') &&
  (q.state.status === 'success' || (q.state.data !== undefined && !refusedByServer(q.state.error)));

/**
 * The copy as the last good answers: a failed refresh is kept as the answer it refreshed (a
 * later visit shows it and asks again, as any restored answer), without the failure, which is
 * of this visit only (and may hold what IndexedDB cannot store, such as a Response).
 */
function lastGood(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error' || q.state.fetchFailureReason !== null
      ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

let defaultPersister: Persister | null = null;

function persistOptions(client: QueryClient, persister: Persister): PersistQueryClientOptions {
  const writesLastGood: Persister = { ...persister, persistClient: (c) => persister.persistClient(lastGood(c)) };
  return { queryClient: client, persister: writesLastGood, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions: { shouldDehydrateQuery } } as PersistQueryClientOptions;
}

/**
 * Puts the persisted answers back into the cache (expired or another shape: dropped), as
 * answers of an earlier visit: stale, so a screen renders them at once and asks again behind
 * them (offline the ask waits for the network). A change the owner made since (a price, a
 * label) thus shows at the shopper's next visit and goes into the persisted copy, for the
 * next visit offline, whatever the answer's own staleTime. The page's own answers
 * (first-screen-prefill.ts), newer than the visit's start, stay fresh.
 */
export async function restoreQueryCache(client: QueryClient, persister: Persister = (defaultPersister ??= idbPersister())): Promise<void> {
  const visitStart = Date.now();
  await persistQueryClientRestore(persistOptions(client, persister)).catch(() => undefined);
  await client.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < visitStart, refetchType: 'none' });
}

/**
 * Keeps the persisted copy up to date: a cache change schedules one write within
 * PERSIST_THROTTLE_MS (later changes ride on it); hiding or leaving the page writes what is
 * pending at once, so nothing seen is lost. Returns the function that stops it.
 */
export function persistQueryCache(
  client: QueryClient,
  { persister = (defaultPersister ??= idbPersister()), throttleMs = PERSIST_THROTTLE_MS, target = globalThis as unknown as Window } = {},
): () => void {
  const options = persistOptions(client, persister);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(flush, throttleMs);
  };
  const onHidden = () => {
    if (target.document?.visibilityState !== 'visible') flush();
  };
  const stopQueries = client.getQueryCache().subscribe((e) => {
    if (e.type === 'added' || e.type === 'removed' || e.type === 'updated') schedule();
    // An invalidation (a write made the answer old) is written at once: a reload right after
    // the write must not bring the old answer back as fresh.
    if (e.type === 'updated' && e.action.type === 'invalidate') flush();
  });
  const stopMutations = client.getMutationCache().subscribe((e) => {
    if (e.type === 'added' || e.type === 'removed' || e.type === 'updated') schedule();
  });
  target.addEventListener('pagehide', flush);
  target.document?.addEventListener('visibilitychange', onHidden);
  // What came into the cache before this started (the page's own answers and the layout's,
  // put there before the first render, app/first-screen-prefill.ts) is written too, with the
  // first write: a page whose answers all came with it may see no change after its render.
  if (client.getQueryCache().getAll().length > 0) schedule();
  return () => {
    flush();
    stopQueries();
    stopMutations();
    target.removeEventListener('pagehide', flush);
    target.document?.removeEventListener('visibilitychange', onHidden);
  };
}
