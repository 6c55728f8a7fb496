// The persisted query cache: a burst of cache events is one write, not one per event, and
// leaving the page writes what is pending at once (what was seen stays for offline browsing).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { ApiError } from '../lib/api-client.ts';
import { PERSIST_THROTTLE_MS, persistQueryCache, restoreQueryCache } from './query-client.ts';

function memoryPersister() {
  const writes: PersistedClient[] = [];
  const persister: Persister = {
    persistClient: async (c) => void writes.push(c),
    restoreClient: async () => writes.at(-1),
    removeClient: async () => undefined,
  };
  return { persister, writes };
}

const keys = (c: PersistedClient) => c.clientState.queries.map((q) => JSON.stringify(q.queryKey)).sort();

afterEach(() => vi.useRealTimers());

describe('the persisted query cache', () => {
  it('writes a burst of answers once, within a second, holding all of them', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { persister, writes } = memoryPersister();
    const stop = persistQueryCache(client, { persister });
    for (let i = 0; i < 20; i++) client.setQueryData(['catalog', 'product', i], { id: i });
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(writes).toHaveLength(1);
    expect(keys(writes[0]!)).toHaveLength(20);
    stop();
  });

  it('writes the answers that were in the cache before it started, with no change after', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { persister, writes } = memoryPersister();
    // The first screen's answers, put in the cache before the first render (app/first-screen-prefill.ts).
    client.setQueryData(['home', 'banners', 'en'], [{ id: 1 }]);
    const stop = persistQueryCache(client, { persister });
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(writes).toHaveLength(1);
    expect(keys(writes[0]!)).toEqual([JSON.stringify(['home', 'banners', 'en'])]);
    stop();
  });

  it('writes what is pending when the page is hidden or left, and a new client restores it', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { persister, writes } = memoryPersister();
    const stop = persistQueryCache(client, { persister });
    client.setQueryData(['orders', 'list', 'en', 7], [{ OrderId: 1 }]);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS * 3);
    expect(writes).toHaveLength(1); // nothing changed since: nothing written again
    stop();
    vi.useRealTimers();
    const next = new QueryClient();
    await restoreQueryCache(next, persister);
    expect(next.getQueryData(['orders', 'list', 'en', 7])).toEqual([{ OrderId: 1 }]);
  });

  it('restores an earlier visit\'s answers as stale, whatever their staleTime, and leaves the page\'s own answers fresh', async () => {
    const client = new QueryClient();
    const { persister } = memoryPersister();
    const stop = persistQueryCache(client, { persister, throttleMs: 0 });
    client.setQueryData(['labels', 'en', 59], { labelsJsonData: [] });
    client.setQueryData(['catalog', 'product', 7], { ProductId: 7 });
    await vi.waitFor(() => expect(persister.restoreClient()).resolves.toBeTruthy());
    stop();
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60 * 60 * 1000 } } });
    // Already answered by the page itself before the restore ends: the newer answer stays, fresh.
    await new Promise((r) => setTimeout(r, 2));
    const restoring = restoreQueryCache(next, persister);
    next.setQueryData(['catalog', 'product', 7], { ProductId: 7, fresh: true });
    await restoring;
    expect(next.getQueryData(['labels', 'en', 59])).toEqual({ labelsJsonData: [] });
    expect(next.getQueryState(['labels', 'en', 59])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['catalog', 'product', 7])).toEqual({ ProductId: 7, fresh: true });
    expect(next.getQueryState(['catalog', 'product', 7])?.isInvalidated).toBe(false);
  });

  it('keeps the logo out of the persisted copy', async () => {
    const client = new QueryClient();
    const { persister, writes } = memoryPersister();
    const stop = persistQueryCache(client, { persister, throttleMs: 0 });
    client.setQueryData(['shell', 'logo'], [{ AppConfigValue: '/logo.png' }]);
    client.setQueryData(['home', 'banners', 'en'], []);
    await vi.waitFor(() => expect(writes.length).toBeGreaterThan(0));
    stop();
    expect(keys(writes.at(-1)!)).toEqual([JSON.stringify(['home', 'banners', 'en'])]);
  });

  it('keeps an answer whose refresh failed as the answer it was, and not one the server refused since', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { persister, writes } = memoryPersister();
    client.setQueryData(['product', 7, 'detail', 'en'], { ProductId: 7 });
    client.setQueryData(['product', 8, 'detail', 'en'], { ProductId: 8 });
    const failing = (error: Error) => () => Promise.reject(error);
    const dropped = new ApiError({ kind: 'error', status: 0, code: 'NETWORK', message: 'Failed to fetch', params: {}, data: null });
    const gone = new ApiError({ kind: 'error', status: 404, code: 'NOT_FOUND', message: 'Product not found!', params: {}, data: null });
    await expect(client.fetchQuery({ queryKey: ['product', 7, 'detail', 'en'], queryFn: failing(dropped) })).rejects.toBe(dropped);
    await expect(client.fetchQuery({ queryKey: ['product', 8, 'detail', 'en'], queryFn: failing(gone) })).rejects.toBe(gone);
    expect(client.getQueryState(['product', 7, 'detail', 'en'])).toMatchObject({ status: 'error', data: { ProductId: 7 } });
    const stop = persistQueryCache(client, { persister, throttleMs: 0 });
    client.setQueryData(['home', 'banners', 'en'], []);
    await vi.waitFor(() => expect(writes.length).toBeGreaterThan(0));
    stop();
    expect(keys(writes.at(-1)!)).toEqual([JSON.stringify(['home', 'banners', 'en']), JSON.stringify(['product', 7, 'detail', 'en'])]);
    // The next visit (offline too) shows it, as an answer to ask again.
    const next = new QueryClient();
    await restoreQueryCache(next, persister);
    expect(next.getQueryState(['product', 7, 'detail', 'en'])).toMatchObject({ status: 'success', data: { ProductId: 7 }, error: null, isInvalidated: true });
    expect(next.getQueryData(['product', 8, 'detail', 'en'])).toBeUndefined();
  });
});
