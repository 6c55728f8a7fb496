// Housekeeping: what has expired goes, what is live stays, one instance at a time, and a
// database that is down never throws out of a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app.ts';
import { openDatabase, type Db } from './database.ts';
import { createHousekeeper, SIGN_IN_CALL } from './housekeeping.ts';
import { migrate } from './migrate.ts';
import { photoBytesInDatabase } from '../calls/personalisation/photo-bytes.ts';

let db: Db;
let second: Db; // another instance's connection (on PostgreSQL its own pool; PGlite has one process)
let drop: () => Promise<void>;
let userId = 0;
const warnings: unknown[] = [];
const log = { info: () => {}, warn: (o: unknown) => { warnings.push(o); } };
const photos = photoBytesInDatabase();

beforeAll(async () => {
  const t = await openTestDatabase('migrated');
  db = t.db;
  drop = t.drop;
  await migrate(db);
  second = t.url ? await openDatabase({ databaseUrl: t.url, poolSize: 2 }) : db;
  userId = (await db.query<{ id: number }>("INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('H', 'K', 'hk@example.test', 'x') RETURNING id"))[0]!.id;
});
afterAll(async () => {
  if (second !== db) await second.close();
  await db.close();
  await drop();
});

const names = async (sql: string) => (await db.query<{ n: string }>(sql)).map((r) => r.n).sort();
const freeLease = () => db.query('DELETE FROM job_leases');

async function insertRows() {
  await db.query(`INSERT INTO rate_limits (bucket, window_start, hits) VALUES
    ('old-1', now() - interval '3 days', 5), ('old-2', now() - interval '3 days', 5), ('old-3', now() - interval '49 hours', 5),
    ('old-4', now() - interval '4 days', 1), ('old-5', now() - interval '5 days', 1), ('live', now() - interval '10 minutes', 3)`);
  await db.query(`INSERT INTO idempotency_keys (key, call_name, request_hash, status_code, response, created_at) VALUES
    ('old-done', 'CONTACT_US', 'h', 200, '{}', now() - interval '49 hours'), ('old-pending', 'CONTACT_US', 'h', NULL, NULL, now() - interval '3 days'),
    ('fresh', 'CONTACT_US', 'h', 200, '{}', now() - interval '47 hours'),
    -- The console's sign-in answers hold a session token: kept minutes (server/admin/admin-idempotency.ts).
    ('sign-in-old', $1, 'h', 200, '{"token":"t1"}', now() - interval '11 minutes'), ('sign-in-fresh', $1, 'h', 200, '{"token":"t2"}', now() - interval '9 minutes')`,
  [SIGN_IN_CALL]);
  await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at, revoked_at) VALUES
    ($1, 'expired', now() - interval '1 minute', NULL), ($1, 'revoked-long-ago', now() + interval '20 days', now() - interval '2 days'),
    ($1, 'revoked-now', now() + interval '20 days', now()), ($1, 'live', now() + interval '30 days', NULL)`, [userId]);
  const staffId = (await db.query<{ id: number }>("INSERT INTO staff (email, name, role, password_hash) VALUES ('keeper@shop.test', 'K', 'staff', 'x') RETURNING id"))[0]!.id;
  await db.query(`INSERT INTO staff_sessions (staff_id, token_hash, expires_at) VALUES
    ($1, 'staff-expired', now() - interval '1 minute'), ($1, 'staff-live', now() + interval '30 days')`, [staffId]);
  await db.query(`INSERT INTO password_otps (email, code_hash, expires_at) VALUES
    ('old', 'x', now() - interval '2 days'), ('just-expired', 'x', now() - interval '1 hour'), ('live', 'x', now() + interval '10 minutes')`);
}

describe('housekeeping', () => {
  it('deletes expired rows in batches and keeps the live ones', async () => {
    await freeLease();
    await insertRows();
    const run = await createHousekeeper(db, { log, photos, batch: 2, holder: 'a' }).runOnce();
    expect(run).toEqual({ ran: true, deleted: { rate_limits: 5, idempotency_keys: 3, sessions: 2, staff_sessions: 1, password_otps: 1, personalisation_photos: 0 } });
    expect(await names('SELECT token_hash AS n FROM staff_sessions')).toEqual(['staff-live']);
    expect(await names('SELECT bucket AS n FROM rate_limits')).toEqual(['live']);
    expect(await names('SELECT key AS n FROM idempotency_keys')).toEqual(['fresh', 'sign-in-fresh']);
    expect(await names('SELECT token_hash AS n FROM sessions')).toEqual(['live', 'revoked-now']);
    expect(await names('SELECT email AS n FROM password_otps')).toEqual(['just-expired', 'live']);
  });

  it('runs on one instance at a time: two at once, one runs; the other waits for the lease to lapse', async () => {
    await freeLease();
    const a = createHousekeeper(db, { log, photos, holder: 'instance-a', intervalMs: 600_000 });
    const b = createHousekeeper(second, { log, photos, holder: 'instance-b', intervalMs: 600_000 });
    for (let round = 0; round < 5; round++) {
      await freeLease();
      const runs = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
    }
    const holder = (await db.query<{ holder: string }>('SELECT holder FROM job_leases'))[0]!.holder;
    const loser = holder === 'instance-a' ? b : a;
    expect((await loser.runOnce()).ran).toBe(false); // the lease still holds
    await db.query("UPDATE job_leases SET expires_at = now() - interval '1 second'");
    expect((await loser.runOnce()).ran).toBe(true); // lapsed: anyone may take it
  });

  it('runs on its timer once started, and stops', async () => {
    await freeLease();
    await db.query(`INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('timer-old', now() - interval '3 days', 1)`);
    const h = createHousekeeper(db, { log, photos, holder: 'timer', firstDelayMs: 0, intervalMs: 600_000 });
    h.start();
    try {
      let gone = false;
      for (let i = 0; i < 200 && !gone; i++) {
        gone = (await names("SELECT bucket AS n FROM rate_limits WHERE bucket = 'timer-old'")).length === 0;
        if (!gone) await new Promise((r) => setTimeout(r, 50));
      }
      expect(gone).toBe(true);
    } finally {
      await h.stop();
    }
  });

  it('logs and carries on when the database is down (never throws)', async () => {
    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    try {
      warnings.length = 0;
      const run = await createHousekeeper(down, { log, photos, holder: 'down' }).runOnce();
      expect(run).toEqual({ ran: false, deleted: {} });
      expect(warnings).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});
