// Fixed-window counters in the database, so every instance shares them (docs/architecture.md).
import type { Db, Queryable } from '../db/database.ts';
import { Failure } from './failure.ts';

export interface RateLimiter {
  /** Counts one hit in `bucket`; throws a 429 Failure past `limit` hits in `windowSeconds`. */
  hit(bucket: string, limit: number, windowSeconds: number): Promise<void>;
  /** Takes back one hit of `bucket` (a login that succeeded: only failures count against it). */
  refund(bucket: string): Promise<void>;
}

/**
 * Counts one hit in `bucket` through `q` (the database, or a transaction that must count
 * together with its other writes): the hits in the current window, and the seconds left in it.
 */
export async function countHit(q: Queryable, bucket: string, windowSeconds: number): Promise<{ hits: number; retry: number }> {
  const rows = await q.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
     RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry`,
    [bucket, windowSeconds],
  );
  return rows[0] ?? { hits: 0, retry: 0 };
}

/** The 429 every limit answers: come back in `retry` seconds. */
export function tooManyAttempts(retry: number): Failure {
  return new Failure(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${retry} seconds.`, { seconds: retry }, undefined, {
    'Retry-After': String(retry),
  });
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(bucket, limit, windowSeconds) {
      if (limit <= 0) return; // 0 turns a limit off (load runs)
      const row = await countHit(db, bucket, windowSeconds);
      if (row.hits > limit) {
        throw tooManyAttempts(Math.max(1, row.retry));
      }
    },
    async refund(bucket) {
      await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE bucket = $1 AND hits > 0', [bucket]);
    },
  };
}

/** Per-IP limit of the public forms (config.rateLimits.forms a minute). */
export const FORMS_WINDOW_SECONDS = 60;
