// Deletes what has expired, so tables that every request writes to stay small: rate-limit
// windows, idempotency keys past their 48 hours, expired or revoked sessions, old reset
// codes. One instance at a time (a lease row that any instance may take once it has
// lapsed), in small batches that each commit on their own (no long locks, the embedded
// database serves requests between them), and never a crash: a failed run is logged and
// the next one tries again.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.ts';

/**
 * How long after its window started a rate-limit row may go. Every window in use is far
 * shorter (a minute to 15 minutes); a row deleted early would only restart its count.
 */
export const RATE_LIMIT_RETENTION_HOURS = 48;
/** Idempotency answers are kept 48 hours (server/http/idempotency.ts). */
export const IDEMPOTENCY_RETENTION_HOURS = 48;
/** The idempotency table's name of the console's sign-in (server/admin/admin-idempotency.ts): its answer holds a session token. */
export const SIGN_IN_CALL = 'admin POST /admin/api/auth/login';
/**
 * How long a sign-in's answer is given again for its key, then deleted: long enough for the
 * console to send a sign-in whose answer was lost again (it does so at once), short enough
 * that the table does not keep live tokens (docs/decisions/0010-idempotency.md).
 */
export const SIGN_IN_REPLAY_MINUTES = 10;
/** A revoked session is useless; kept a day for whoever reads the table after an incident. */
export const REVOKED_SESSION_RETENTION_HOURS = 24;
/** Reset codes are kept a day past their expiry, so "expired" can still be told apart from "wrong". */
export const OTP_RETENTION_HOURS = 24;

/**
 * Shoppers' photos no order took (docs/shop-rules.md P7): a week, so a cart left for days
 * keeps its photos; the PWA uploads a photo still in a cart again when it is gone.
 */
export const UNORDERED_PHOTO_RETENTION_HOURS = 7 * 24;
/** The app_config key of the days a delivered order's photos are kept (P7); unset or unreadable: the default. */
export const PHOTO_RETENTION_KEY = 'photo_retention_days';
export const DEFAULT_PHOTO_RETENTION_DAYS = 90;
const PHOTO_RETENTION_DAYS_SQL = `COALESCE((SELECT CASE WHEN value ~ '^\\s*[0-9]{1,4}\\s*$' THEN trim(value)::int END
  FROM app_config WHERE key = '${PHOTO_RETENTION_KEY}'), ${DEFAULT_PHOTO_RETENTION_DAYS})`;

const LEASE = 'housekeeping';

export interface HousekeepingRun {
  /** false: another instance holds the lease, or the database failed (logged). */
  ran: boolean;
  deleted: Record<string, number>;
}

export interface Housekeeper {
  runOnce(): Promise<HousekeepingRun>;
  /** Runs after `firstDelayMs`, then every `intervalMs`, until stop(). */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface HousekeeperOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
  firstDelayMs?: number;
  /** Rows per statement. */
  batch?: number;
  /** Statements per table per run: a run stays bounded however far behind it is. */
  maxBatches?: number;
  /** Who holds the lease; one per process. */
  holder?: string;
  /** Where shoppers' photos keep their bytes (calls/personalisation/photo-bytes.ts): the bytes of the photos deleted go too. */
  photos: { remove(ids: readonly string[]): Promise<void> };
}

/** `photos`: the statement answers the ids of the photos whose bytes go. */
interface Task { table: string; sql: string; photos?: true }

/** Each deletes at most $1 rows; the outer condition is checked again, so a row renewed meanwhile stays. */
const TASKS: Task[] = [
  {
    table: 'rate_limits',
    sql: `DELETE FROM rate_limits WHERE bucket IN (
            SELECT bucket FROM rate_limits WHERE window_start < now() - make_interval(hours => ${RATE_LIMIT_RETENTION_HOURS}) LIMIT $1)
          AND window_start < now() - make_interval(hours => ${RATE_LIMIT_RETENTION_HOURS})`,
  },
  {
    table: 'idempotency_keys',
    sql: `DELETE FROM idempotency_keys WHERE (key, call_name) IN (
            SELECT key, call_name FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS}) LIMIT $1)
          AND created_at < now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`,
  },
  {
    // The console's sign-in answers hold a session token: gone after minutes, not 48 hours.
    table: 'idempotency_keys',
    sql: `DELETE FROM idempotency_keys WHERE (key, call_name) IN (
            SELECT key, call_name FROM idempotency_keys WHERE call_name = '${SIGN_IN_CALL}'
              AND created_at < now() - make_interval(mins => ${SIGN_IN_REPLAY_MINUTES}) LIMIT $1)
          AND created_at < now() - make_interval(mins => ${SIGN_IN_REPLAY_MINUTES})`,
  },
  // Shoppers' and staff's sessions alike (server/auth/sessions.ts).
  ...(['sessions', 'staff_sessions'] as const).flatMap((table) => [
    {
      table,
      sql: `DELETE FROM ${table} WHERE id IN (
            SELECT id FROM ${table} WHERE expires_at < now() LIMIT $1)`,
    },
    {
      table,
      sql: `DELETE FROM ${table} WHERE id IN (
            SELECT id FROM ${table} WHERE revoked_at < now() - make_interval(hours => ${REVOKED_SESSION_RETENTION_HOURS}) LIMIT $1)`,
    },
  ]),
  {
    table: 'password_otps',
    sql: `DELETE FROM password_otps WHERE id IN (
            SELECT id FROM password_otps WHERE expires_at < now() - make_interval(hours => ${OTP_RETENTION_HOURS}) LIMIT $1)`,
  },
  {
    table: 'personalisation_photos',
    photos: true,
    sql: `DELETE FROM personalisation_photos WHERE id IN (
            SELECT id FROM personalisation_photos WHERE order_id IS NULL
              AND created_at < now() - make_interval(hours => ${UNORDERED_PHOTO_RETENTION_HOURS}) LIMIT $1)
          AND order_id IS NULL`,
  },
  {
    // A delivered (Completed) order's photos, the shop's period after delivery: the bytes go,
    // the row stays so the order still says which photo it printed.
    table: 'personalisation_photos',
    photos: true,
    sql: `UPDATE personalisation_photos SET bytes = NULL, deleted_at = now() WHERE id IN (
            SELECT ph.id FROM personalisation_photos ph JOIN orders o ON o.id = ph.order_id
            WHERE ph.deleted_at IS NULL AND o.latest_status_id = 3
              AND (SELECT max(h.created_at) FROM order_status_history h WHERE h.order_id = o.id AND h.status_id = 3)
                  < now() - make_interval(days => ${PHOTO_RETENTION_DAYS_SQL})
            LIMIT $1)`,
  },
];

export function createHousekeeper(db: Db, opts: HousekeeperOptions): Housekeeper {
  const intervalMs = opts.intervalMs ?? 10 * 60_000;
  const batch = opts.batch ?? 1000;
  const maxBatches = opts.maxBatches ?? 100;
  const holder = opts.holder ?? randomUUID();
  // The lease lasts one interval: the fleet runs once per interval, and a holder that
  // died is replaced after at most that long.
  const leaseSeconds = Math.max(1, Math.round(intervalMs / 1000));
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<HousekeepingRun> | undefined;
  let stopped = false;

  async function takeLease(): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE job_leases.expires_at <= now() OR job_leases.holder = EXCLUDED.holder
       RETURNING name`,
      [LEASE, holder, leaseSeconds],
    );
    return rows.length === 1;
  }

  async function run(): Promise<HousekeepingRun> {
    const deleted: Record<string, number> = {};
    try {
      if (!(await takeLease())) return { ran: false, deleted };
      for (const task of TASKS) {
        for (let i = 0; i < maxBatches && !stopped; i++) {
          const rows = await db.query<{ id: string }>(`${task.sql} RETURNING ${task.photos ? 'id' : '1 AS id'}`, [batch]);
          // The row first, then the file: a file left by a crash in between is never served (no row names it).
          if (task.photos) await opts.photos.remove(rows.map((r) => r.id));
          const gone = rows.length;
          deleted[task.table] = (deleted[task.table] ?? 0) + gone;
          if (gone < batch) break;
          await new Promise((r) => setImmediate(r)); // let waiting requests in between batches
        }
      }
      const total = Object.values(deleted).reduce((a, b) => a + b, 0);
      if (total > 0) opts.log.info({ deleted }, 'housekeeping: deleted expired rows');
      return { ran: true, deleted };
    } catch (err) {
      // The database is down or failing: the next run tries again; the process lives on.
      opts.log.warn({ err }, 'housekeeping failed');
      return { ran: false, deleted };
    }
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = run().finally(() => {
        current = undefined;
        schedule(intervalMs);
      });
    }, ms);
    timer.unref();
  };

  return {
    runOnce: () => run(),
    start() {
      stopped = false;
      // A little jitter, so instances started together do not all ask for the lease at once.
      schedule(opts.firstDelayMs ?? 30_000 + Math.floor(Math.random() * 30_000));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
