import { describe, expect, it } from 'vitest';
import { decideReplay, parseRetryAfter } from './queue-decision.ts';

describe('what the offline queue does with a replayed post', () => {
  it('counts any 2xx answer as delivered', () => {
    for (const status of [200, 201, 202, 204]) expect(decideReplay({ status })).toEqual({ action: 'deliver' });
  });

  it('drops a post the server refuses as bad: 400, 409 and 413', () => {
    for (const status of [400, 409, 413]) expect(decideReplay({ status })).toEqual({ action: 'drop' });
  });

  it('drops other refusals that a retry cannot change (401, 403, 404, 422)', () => {
    for (const status of [401, 403, 404, 422]) expect(decideReplay({ status })).toEqual({ action: 'drop' });
  });

  it('keeps a post that met no network', () => {
    expect(decideReplay('network-error')).toEqual({ action: 'keep' });
  });

  it('keeps a post on server faults', () => {
    for (const status of [500, 502, 503, 504]) expect(decideReplay({ status })).toEqual({ action: 'keep' });
  });

  it('keeps a rate-limited post and honours Retry-After in seconds', () => {
    expect(decideReplay({ status: 429, retryAfter: '42' })).toEqual({ action: 'keep', retryAfterMs: 42_000 });
    expect(decideReplay({ status: 429 })).toEqual({ action: 'keep' });
  });

  it('keeps a rate-limited post and honours Retry-After as a date', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(decideReplay({ status: 429, retryAfter: 'Thu, 01 Jan 2026 12:01:30 GMT' }, now)).toEqual({
      action: 'keep',
      retryAfterMs: 90_000,
    });
  });

  it('keeps a post whose first attempt is still being processed (409 IDEMPOTENCY_IN_PROGRESS) and honours its Retry-After', () => {
    expect(decideReplay({ status: 409, retryAfter: '2', errorCode: 'IDEMPOTENCY_IN_PROGRESS' })).toEqual({ action: 'keep', retryAfterMs: 2_000 });
    expect(decideReplay({ status: 409, errorCode: 'IDEMPOTENCY_IN_PROGRESS' })).toEqual({ action: 'keep' });
  });

  it('still drops the other 409s: the same key with another body, out of stock', () => {
    for (const errorCode of ['IDEMPOTENCY_CONFLICT', 'OUT_OF_STOCK', null, undefined]) {
      expect(decideReplay({ status: 409, retryAfter: '2', errorCode })).toEqual({ action: 'drop' });
    }
  });

  it('keeps a post on a time-out answer (408)', () => {
    expect(decideReplay({ status: 408 })).toEqual({ action: 'keep' });
  });
});

describe('Retry-After', () => {
  it('ignores a missing or unreadable value', () => {
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('never answers a negative delay for a date in the past', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:00 GMT', Date.UTC(2026, 0, 2))).toBe(0);
  });
});
