// Idempotency-Key on every write (docs/decisions/0010-idempotency.md): the first answer is kept 48 hours
// and given again for the same key; the same key with another body is a 409.
//
// A key whose first attempt is still running is "in progress": each attempt has an id and
// a lease in the database that its process renews every RENEW_MS for all its running
// attempts at once (one UPDATE per tick). A retry waits briefly for the answer, then gets
// a 409 IDEMPOTENCY_IN_PROGRESS with Retry-After; it takes the key over only once the
// lease has lapsed, i.e. the attempt is known to be dead (its process was killed, or the
// database was down when it should have released the key). Calls that write durably
// (orders) also record the key with what they write, so even a takeover can never make a
// second order. See docs/decisions/0001-database-faults.md.
import { randomUUID } from 'node:crypto';
import type { ResultEnvelope } from '../../contract/envelope.ts';
import type { Db } from '../db/database.ts';
import { Failure } from './failure.ts';

export interface Answered {
  status: number;
  body: ResultEnvelope | string;
  headers: Record<string, string>;
}

interface KeyRef {
  key: string;
  call: string;
  requestHash: string;
  /**
   * How long the answer is given again, when shorter than the 48 hours: an answer holding a
   * live session token (the console's sign-in) is kept only minutes, then the key runs anew.
   */
  replayMinutes?: number;
}

export interface LeaseTiming {
  /** How long an attempt's lease lasts after each renewal. */
  leaseMs: number;
  /** How often the process renews the leases of its running attempts. */
  renewMs: number;
  /** How long a retry waits for the running attempt's answer before its 409. */
  waitMs: number;
}

/** A lease survives three missed renewals: a busy event loop is not taken for a dead process. */
export const LEASE_TIMING: LeaseTiming = { leaseMs: 8_000, renewMs: 2_000, waitMs: 5_000 };
/** Answers that could not be stored while the database was down, kept for the next ticks. */
const MAX_UNSTORED = 10_000;

/** At start-up of the only process on an embedded database, every pending key is abandoned. */
export async function releasePendingKeys(db: Db): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE status_code IS NULL');
}

interface Unstored {
  ref: KeyRef;
  /** The final answer to store, or null to release the key (a 5xx or 429: the retry runs again). */
  result: Answered | null;
}

/** The running attempts of this process on one database, and the lease renewal timer. */
class LeaseKeeper {
  readonly running = new Set<string>();
  readonly unstored = new Map<string, Unstored>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(private readonly db: Db, readonly timing: LeaseTiming) {}

  add(attemptId: string): void {
    this.running.add(attemptId);
    this.start();
  }

  done(attemptId: string): void {
    this.running.delete(attemptId);
    this.stopIfIdle();
  }

  /** The database failed while storing an attempt's end: stored by a later tick, lease kept meanwhile. */
  later(attemptId: string, entry: Unstored): void {
    if (this.unstored.size >= MAX_UNSTORED) {
      // Beyond the bound the oldest is let go: its lease lapses and a retry takes it over.
      this.unstored.delete(this.unstored.keys().next().value as string);
    }
    this.unstored.set(attemptId, entry);
    this.start();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.timing.renewMs);
    this.timer.unref();
  }

  private stopIfIdle(): void {
    if (this.running.size === 0 && this.unstored.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Never throws: a database that is down is tried again on the next tick. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const ids = [...this.running, ...this.unstored.keys()];
      if (ids.length > 0) {
        await this.db.query(
          `UPDATE idempotency_keys SET lease_until = now() + make_interval(secs => $2)
           WHERE attempt_id = ANY($1::text[]) AND status_code IS NULL`,
          [ids, this.timing.leaseMs / 1000],
        );
      }
      for (const [attemptId, entry] of [...this.unstored]) {
        await finish(this.db, entry.ref, attemptId, entry.result);
        this.unstored.delete(attemptId);
      }
    } catch {
      // The database is unreachable: the next tick tries again.
    } finally {
      this.ticking = false;
      this.stopIfIdle();
    }
  }
}

const keepers = new WeakMap<Db, LeaseKeeper>();

/** This process's lease keeper for db (tests pass a shorter timing). */
export function leaseKeeper(db: Db, timing: LeaseTiming = LEASE_TIMING): LeaseKeeper {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = new LeaseKeeper(db, timing);
    keepers.set(db, keeper);
  }
  return keeper;
}

const isFinal = (result: Answered) => !(result.status >= 500 || result.status === 429);

/** Stores the attempt's answer, or releases its key; only while the attempt still owns the key. */
async function finish(db: Db, ref: KeyRef, attemptId: string, result: Answered | null): Promise<void> {
  if (result === null) {
    await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND call_name = $2 AND attempt_id = $3 AND status_code IS NULL', [
      ref.key,
      ref.call,
      attemptId,
    ]);
    return;
  }
  await db.query(
    `UPDATE idempotency_keys SET status_code = $4, response = $5, lease_until = NULL
     WHERE key = $1 AND call_name = $2 AND attempt_id = $3 AND status_code IS NULL`,
    [ref.key, ref.call, attemptId, result.status, typeof result.body === 'string' ? result.body : JSON.stringify(result.body)],
  );
}

export async function withIdempotency(
  db: Db,
  ref: KeyRef,
  run: () => Promise<Answered>,
  onError: (err: unknown) => Answered,
): Promise<Answered> {
  const keeper = leaseKeeper(db);
  const attemptId = randomUUID();
  if (await claim(db, ref, attemptId, keeper.timing)) return runAsOwner(db, keeper, ref, attemptId, run, onError);
  return replay(db, keeper, ref, run, onError);
}

async function runAsOwner(
  db: Db,
  keeper: LeaseKeeper,
  ref: KeyRef,
  attemptId: string,
  run: () => Promise<Answered>,
  onError: (err: unknown) => Answered,
): Promise<Answered> {
  keeper.add(attemptId);
  let result: Answered;
  try {
    try {
      result = await run();
    } catch (err) {
      result = onError(err);
    }
    // Not a final answer (a 5xx, or a 429 the offline queue retries after Retry-After):
    // free the key so a retry runs again.
    const end = isFinal(result) ? result : null;
    try {
      await finish(db, ref, attemptId, end);
    } catch {
      // The database went away after the work: the answer stands (a write that committed
      // is reported as done), and the keeper stores it, or frees the key, once it is back.
      keeper.later(attemptId, { ref, result: end });
    }
    return result;
  } finally {
    keeper.done(attemptId);
  }
}

async function claim(db: Db, ref: KeyRef, attemptId: string, timing: LeaseTiming): Promise<boolean> {
  // Old keys go first, so a key is never kept past 48 hours (or its call's shorter time).
  await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND call_name = $2 AND created_at < now() - make_interval(mins => $3)',
    [ref.key, ref.call, Math.min(ref.replayMinutes ?? 48 * 60, 48 * 60)]);
  const rows = await db.query(
    `INSERT INTO idempotency_keys (key, call_name, request_hash, attempt_id, lease_until)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
     ON CONFLICT (key, call_name) DO NOTHING RETURNING key`,
    [ref.key, ref.call, ref.requestHash, attemptId, timing.leaseMs / 1000],
  );
  return rows.length === 1;
}

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response: string | null;
  lease_left: number | null;
}

async function replay(
  db: Db,
  keeper: LeaseKeeper,
  ref: KeyRef,
  run: () => Promise<Answered>,
  onError: (err: unknown) => Answered,
): Promise<Answered> {
  const { timing } = keeper;
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const row = (await db.query<KeyRow>(
      `SELECT request_hash, status_code, response, extract(epoch FROM lease_until - now())::float8 AS lease_left
       FROM idempotency_keys WHERE key = $1 AND call_name = $2`,
      [ref.key, ref.call],
    ))[0];
    if (row && row.request_hash !== ref.requestHash) {
      return onError(new Failure(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used for another request.'));
    }
    if (row && row.status_code !== null && row.response !== null) {
      return { status: row.status_code, body: JSON.parse(row.response) as ResultEnvelope, headers: { 'Idempotent-Replayed': 'true' } };
    }
    const attemptId = randomUUID();
    if (!row) {
      // Freed after a 5xx: this retry runs it again, unless a twin claims it first.
      if (await claim(db, ref, attemptId, timing)) return runAsOwner(db, keeper, ref, attemptId, run, onError);
      continue;
    }
    if (row.lease_left === null || row.lease_left <= 0) {
      // The running attempt stopped renewing its lease: it is dead. One retry takes over.
      const taken = await db.query(
        `UPDATE idempotency_keys SET attempt_id = $3, lease_until = now() + make_interval(secs => $4), created_at = now()
         WHERE key = $1 AND call_name = $2 AND status_code IS NULL AND (lease_until IS NULL OR lease_until <= now()) RETURNING key`,
        [ref.key, ref.call, attemptId, timing.leaseMs / 1000],
      );
      if (taken.length === 1) return runAsOwner(db, keeper, ref, attemptId, run, onError);
      continue;
    }
    if (Date.now() >= deadline) {
      // Alive elsewhere: come back when it may have finished, or its lease lapsed.
      const seconds = Math.max(1, Math.min(Math.ceil(row.lease_left), Math.ceil(timing.renewMs / 1000)));
      return onError(
        new Failure(409, 'IDEMPOTENCY_IN_PROGRESS', 'This request is still being processed. Please try again in a moment.', { seconds }, undefined, {
          'Retry-After': String(seconds),
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
