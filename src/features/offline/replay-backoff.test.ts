import { describe, expect, it } from 'vitest';
import { replayDelay } from './replay-backoff.ts';

describe('how long a page waits before asking for another replay', () => {
  it('starts at 30 seconds and doubles', () => {
    expect([0, 1, 2, 3].map((a) => replayDelay(a))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than 30 minutes', () => {
    expect(replayDelay(20)).toBe(30 * 60_000);
    expect(replayDelay(2, 5 * 3600_000)).toBe(30 * 60_000);
  });

  it('waits at least as long as the server asked (Retry-After)', () => {
    expect(replayDelay(0, 90_000)).toBe(90_000);
    expect(replayDelay(3, 1_000)).toBe(240_000);
  });
});
