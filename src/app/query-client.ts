// React Query, persisted to IndexedDB (idb-keyval) so what a shopper saw once browses
// offline for 7 days (docs/architecture.md).
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from '../lib/api-client.ts';

export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
/** Bump when the cached answers' shape changes: old caches are then dropped. */
export const PERSIST_BUSTER = 'v1';

export function createQueryClient(): QueryClient {
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
    },
  });
}

export function idbPersister(): Persister {
  const store = createStore('tohfa-cache', 'queries');
  const key = 'react-query';
  return {
    persistClient: async (client: PersistedClient) => {
      try {
        await set(key, client, store);
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
