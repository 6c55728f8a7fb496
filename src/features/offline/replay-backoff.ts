// When an open page asks the worker to drain the queue again after a drain stopped on a
// post it keeps (the server down, a 429). Browsers without Background Sync (Safari), and
// Chromium after its own last retry, schedule nothing (docs/architecture.md, Pitfalls), so the page
// retries: 30 s, doubling, at most every 30 minutes, for as long as posts wait (the
// worker gives a post up after 24 hours).
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 30 * 60_000;

export function replayDelay(attempt: number, retryAfterMs?: number): number {
  const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return retryAfterMs === undefined ? backoff : Math.min(MAX_RETRY_MS, Math.max(backoff, retryAfterMs));
}
