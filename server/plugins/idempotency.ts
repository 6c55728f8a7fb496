// Idempotency-Key on every write (docs/decisions/0010-idempotency.md): the first answer is kept 48 hours
// and given again for the same key; the same key with another body is a 409. A
// request still running holds the key; a concurrent twin waits for its answer.
import type { ResultEnvelope } from '../../contract/envelope.ts';
import type { Db } from '../db/database.ts';
import { Failure } from '../http/failure.ts';

interface Answered {
  status: number;
  body: ResultEnvelope | string;
  headers: Record<string, string>;
}

interface KeyRef {
  key: string;
  call: string;
  requestHash: string;
}

const WAIT_MS = 20_000;
/**
 * A key held longer than this by a request that never finished (its process was killed)
 * is taken over by the retry. Calls that write durably (orders) also record the key with
 * what they write, so a takeover can never make a second order.
 */
const ABANDONED_SECONDS = 10;

/** At start-up of the only process on an embedded database, every pending key is abandoned. */
export async function releasePendingKeys(db: Db): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE status_code IS NULL');
}

export async function withIdempotency(
  db: Db,
  ref: KeyRef,
  run: () => Promise<Answered>,
  onError: (err: unknown) => Answered,
): Promise<Answered> {
  const claimed = await claim(db, ref);
  if (!claimed) return await replay(db, ref, run, onError);
  let result: Answered;
  try {
    result = await run();
  } catch (err) {
    result = onError(err);
  }
  if (result.status >= 500 || result.status === 429) {
    // Not a final answer (a 429 is retried by the offline queue after Retry-After):
    // free the key so a retry runs again.
    await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND call_name = $2', [ref.key, ref.call]);
  } else {
    await db.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE key = $1 AND call_name = $2', [
      ref.key,
      ref.call,
      result.status,
      typeof result.body === 'string' ? result.body : JSON.stringify(result.body),
    ]);
  }
  return result;
}

async function claim(db: Db, ref: KeyRef): Promise<boolean> {
  // Old keys go first, so a key is never kept past 48 hours.
  await db.query("DELETE FROM idempotency_keys WHERE key = $1 AND call_name = $2 AND created_at < now() - interval '48 hours'", [ref.key, ref.call]);
  const rows = await db.query(
    `INSERT INTO idempotency_keys (key, call_name, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (key, call_name) DO NOTHING RETURNING key`,
    [ref.key, ref.call, ref.requestHash],
  );
  return rows.length === 1;
}

async function replay(db: Db, ref: KeyRef, run: () => Promise<Answered>, onError: (err: unknown) => Answered): Promise<Answered> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const rows = await db.query<{ request_hash: string; status_code: number | null; response: string | null; age: number }>(
      `SELECT request_hash, status_code, response, extract(epoch FROM now() - created_at)::float8 AS age
       FROM idempotency_keys WHERE key = $1 AND call_name = $2`,
      [ref.key, ref.call],
    );
    const row = rows[0];
    if (!row) return withIdempotency(db, ref, run, onError); // freed after a 5xx: run again
    if (row.request_hash !== ref.requestHash) {
      return onError(new Failure(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another request.'));
    }
    if (row.status_code !== null && row.response !== null) {
      return { status: row.status_code, body: JSON.parse(row.response) as ResultEnvelope, headers: { 'Idempotent-Replayed': 'true' } };
    }
    if (row.age > ABANDONED_SECONDS) {
      const taken = await db.query(
        `UPDATE idempotency_keys SET created_at = now() WHERE key = $1 AND call_name = $2 AND status_code IS NULL
         AND created_at < now() - make_interval(secs => $3) RETURNING key`,
        [ref.key, ref.call, ABANDONED_SECONDS],
      );
      if (taken.length === 1) {
        await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND call_name = $2', [ref.key, ref.call]);
        return withIdempotency(db, ref, run, onError);
      }
    }
    if (Date.now() > deadline) {
      return onError(new Failure(409, 'IDEMPOTENCY_CONFLICT', 'This request is still being processed. Please try again.'));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
