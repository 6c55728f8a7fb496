// React Query's long timers on one browser timer: none runs early, none is lost, a cleared
// one never runs, and a query still turns stale when its staleTime is over.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceQueryTimers, coalescingTimeouts, GRAIN_MS, LONG_MS } from './query-timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the long timers of React Query', () => {
  it('runs each long timer once, not before its time and at most a grain after it', () => {
    const ran: string[] = [];
    coalescingTimeouts.setTimeout(() => ran.push('a minute'), 60_000);
    coalescingTimeouts.setTimeout(() => ran.push('an hour'), 3_600_000);
    coalescingTimeouts.setTimeout(() => ran.push('ten seconds'), 10_000);
    vi.advanceTimersByTime(9_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1 + GRAIN_MS);
    expect(ran).toEqual(['ten seconds']);
    vi.advanceTimersByTime(60_000 - 10_000 - GRAIN_MS - 1);
    expect(ran).toEqual(['ten seconds']);
    vi.advanceTimersByTime(1 + GRAIN_MS);
    expect(ran).toEqual(['ten seconds', 'a minute']);
    vi.advanceTimersByTime(3_600_000);
    expect(ran).toEqual(['ten seconds', 'a minute', 'an hour']);
  });

  it('never runs a cleared timer, and still runs the others', () => {
    const ran: number[] = [];
    const first = coalescingTimeouts.setTimeout(() => ran.push(1), 10_000);
    coalescingTimeouts.setTimeout(() => ran.push(2), 20_000);
    coalescingTimeouts.clearTimeout(first);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual([2]);
  });

  it('sets one browser timer for many long ones, and leaves the short ones to the browser', () => {
    const browserTimers = vi.spyOn(globalThis, 'setTimeout');
    const ran: number[] = [];
    for (let i = 0; i < 30; i++) coalescingTimeouts.setTimeout(() => ran.push(i), 60_000 + i * 1000);
    expect(browserTimers).toHaveBeenCalledTimes(1);
    coalescingTimeouts.setTimeout(() => ran.push(-1), LONG_MS - 1);
    expect(browserTimers).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LONG_MS);
    expect(ran).toEqual([-1]);
    vi.advanceTimersByTime(100_000);
    expect(ran).toHaveLength(31);
  });

  it('keeps a timer longer than a browser timer can wait (7 days, a query’s gcTime) from running early', () => {
    const ran: string[] = [];
    coalescingTimeouts.setTimeout(() => ran.push('30 days'), 30 * 86_400_000);
    vi.advanceTimersByTime(29 * 86_400_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(86_400_000 + GRAIN_MS);
    expect(ran).toEqual(['30 days']);
  });

  it('lets an answer turn stale when its staleTime is over, as the browser’s timers did', () => {
    coalesceQueryTimers();
    const client = new QueryClient();
    client.setQueryData(['k'], 1);
    const observer = new QueryObserver(client, { queryKey: ['k'], queryFn: () => 1, staleTime: 60_000 });
    const seen: boolean[] = [];
    const stop = observer.subscribe((result) => seen.push(result.isStale));
    expect(observer.getCurrentResult().isStale).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(observer.getCurrentResult().isStale).toBe(false);
    vi.advanceTimersByTime(1_000 + GRAIN_MS);
    expect(seen).toContain(true);
    stop();
    client.clear();
  });
});
