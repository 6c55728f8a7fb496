// What the offline queue does with one replayed post (docs/decisions/0011-offline-queue.md): a 2xx was
// delivered; a post the server refuses as bad is dropped and the shopper told
// (retrying it for 24 hours could never succeed); rate limits, server faults, network
// failures and a 409 that says the same submission is still being processed elsewhere
// (IDEMPOTENCY_IN_PROGRESS: its first attempt lives, so the answer will come) keep it
// for a later drain. Pure so the unit project can test it.

export type ReplayOutcome =
  | { action: 'deliver' }
  | { action: 'drop' }
  | { action: 'keep'; retryAfterMs?: number };

/** What came back from one replay: a status (with Retry-After and the body's errorCode, if any) or no answer. */
export type ReplayResult = { status: number; retryAfter?: string | null; errorCode?: string | null } | 'network-error';

/** Refusals named by docs/decisions/0011-offline-queue.md. */
const REFUSED = new Set([400, 409, 413]);
/** 4xx answers that a later retry can change. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export function decideReplay(result: ReplayResult, now: number = Date.now()): ReplayOutcome {
  if (result === 'network-error') return { action: 'keep' };
  const { status } = result;
  if (status >= 200 && status < 300) return { action: 'deliver' };
  if (REFUSED.has(status) && !(status === 409 && result.errorCode === 'IDEMPOTENCY_IN_PROGRESS')) return { action: 'drop' };
  if (RETRYABLE_4XX.has(status) || status === 409) {
    const retryAfterMs = parseRetryAfter(result.retryAfter, now);
    return retryAfterMs === undefined ? { action: 'keep' } : { action: 'keep', retryAfterMs };
  }
  // Other 4xx (401, 403, 404, 422...): the same bytes will be refused again for a
  // day, so the shopper is told now rather than never.
  if (status >= 400 && status < 500) return { action: 'drop' };
  // 5xx, and anything odd (an opaque 0, a 3xx that fetch did not follow): try later.
  return { action: 'keep' };
}

/** Retry-After as delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
