// A retried write while its first attempt still runs, and after that attempt died: the
// key stays "in progress" (409 with Retry-After) while the attempt lives, and only a dead
// attempt's key is taken over, so the write is done exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../contract/models.ts';
import type { Db } from '../db/database.ts';
import { DatabaseUnavailable } from '../db/database-unavailable.ts';
import { toFailureAnswer } from './call-route.ts';
import { envelope } from './envelope.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertShop, insertShopper, orderFields, type Shop, type Shopper } from '../test-support/order-fixtures.ts';
import { leaseKeeper, withIdempotency } from './idempotency.ts';

// Short leases so a test sees several renewals and a lapse within seconds.
const TIMING = { leaseMs: 1_500, renewMs: 250, waitMs: 300 };

let t: TestApp;
let s: Shop;
let asha: Shopper;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  leaseKeeper(t.db, TIMING);
  s = await insertShop(t.db);
  asha = await insertShopper(t.db, 'lease@example.test');
});
afterAll(async () => t.close());

const ok = (text: string) => ({ status: 200, body: envelope(200, { data: [{ text }], message: '', token: '', isAuthorized: false }), headers: {} });
const ref = (key: string) => ({ key, call: 'TEST_WRITE', requestHash: 'hash-of-the-body' });

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const keyRow = async (db: Db, key: string) =>
  (await db.query<{ status_code: number | null; attempt_id: string | null; live: boolean | null }>(
    'SELECT status_code, attempt_id, lease_until > now() AS live FROM idempotency_keys WHERE key = $1',
    [key],
  ))[0];

describe('a write retried under the same Idempotency-Key', () => {
  it('gets 409 IDEMPOTENCY_IN_PROGRESS with Retry-After while the first attempt still runs, long past its first lease, and the write runs once', async () => {
    const key = crypto.randomUUID();
    let runs = 0;
    let finishFirst!: () => void;
    const gate = new Promise<void>((r) => { finishFirst = r; });
    const write = async () => {
      runs++;
      await gate;
      return ok('written');
    };
    const first = withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err));
    await until('the first attempt to hold the key', async () => (await keyRow(t.db, key)) !== undefined);
    const firstLease = (await t.db.query<{ until: number }>('SELECT extract(epoch FROM lease_until)::float8 AS until FROM idempotency_keys WHERE key = $1', [key]))[0]!.until;
    // The database's clock passes the first lease twice over: a lease that was not renewed would have lapsed.
    await until('two leases to pass', async () =>
      (await t.db.query<{ now: number }>('SELECT extract(epoch FROM now())::float8 AS now'))[0]!.now > firstLease + (2 * TIMING.leaseMs) / 1000,
    );
    expect(await keyRow(t.db, key)).toMatchObject({ status_code: null, live: true });

    const retry = await withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err));
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ statusCode: 409, errorCode: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(Number(retry.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(runs).toBe(1);

    finishFirst();
    expect((await first).status).toBe(200);
    const replayed = await withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err));
    expect(replayed).toMatchObject({ status: 200, headers: { 'Idempotent-Replayed': 'true' } });
    expect(runs).toBe(1);
  });

  it('is taken over once the first attempt is dead (its lease lapsed), by one retry only, which runs it once', async () => {
    const key = crypto.randomUUID();
    // What a killed process leaves: a pending key whose lease nobody renews.
    await t.db.query(
      `INSERT INTO idempotency_keys (key, call_name, request_hash, attempt_id, lease_until)
       VALUES ($1, 'TEST_WRITE', 'hash-of-the-body', 'dead-attempt', now() - interval '1 second')`,
      [key],
    );
    let runs = 0;
    const write = async () => {
      runs++;
      return ok('taken over');
    };
    const answers = await Promise.all([1, 2, 3].map(() => withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(runs).toBe(1);
    const row = await keyRow(t.db, key);
    expect(row?.status_code).toBe(200);
    expect(row?.attempt_id).not.toBe('dead-attempt');
  });

  it('runs again after an attempt that met a database fault (503 with Retry-After)', async () => {
    const key = crypto.randomUUID();
    let runs = 0;
    const failing = async (): Promise<never> => {
      runs++;
      throw new DatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    };
    const first = await withIdempotency(t.db, ref(key), failing, (err) => toFailureAnswer(err));
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    expect(first.headers['Retry-After']).toMatch(/^\d+$/);
    const retry = await withIdempotency(t.db, ref(key), async () => { runs++; return ok('second time'); }, (err) => toFailureAnswer(err));
    expect(retry.status).toBe(200);
    expect(runs).toBe(2);
  });

  it('keeps the answer of an attempt whose database went away as it ended, and stores it once the database is back', async () => {
    const key = crypto.randomUUID();
    let down = true;
    // The same database, except that storing the answer fails while `down`.
    const flaky: Db = {
      ...t.db,
      query: async (sql, params) => {
        if (down && sql.includes('SET status_code')) throw new DatabaseUnavailable(new Error('Connection terminated unexpectedly'));
        return t.db.query(sql, params);
      },
    };
    leaseKeeper(flaky, TIMING);
    let runs = 0;
    const write = async () => { runs++; return ok('done once'); };
    const first = await withIdempotency(flaky, ref(key), write, (err) => toFailureAnswer(err));
    expect(first.status).toBe(200);
    // Meanwhile a retry waits: the key is still held, by a live attempt.
    expect((await withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err))).body).toMatchObject({ errorCode: 'IDEMPOTENCY_IN_PROGRESS' });
    down = false;
    await until('the answer to be stored', async () => (await keyRow(t.db, key))?.status_code === 200);
    const replayed = await withIdempotency(t.db, ref(key), write, (err) => toFailureAnswer(err));
    expect(replayed).toMatchObject({ status: 200, headers: { 'Idempotent-Replayed': 'true' } });
    expect(runs).toBe(1);
  });
});

describe('an order retried under the same Idempotency-Key', () => {
  const post = (key: string) =>
    t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.lamp, Quantity: 1 }]), { ...asha.headers, 'Idempotency-Key': key });
  const orders = async (key: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key]))[0]!.n;

  it('is refused as in progress while another instance still runs it, and answers the one order once that attempt is dead', async () => {
    const key = crypto.randomUUID();
    const placed = await post(key);
    expect(placed.status).toBe(200);
    // Another instance committed the order and is still working on its answer (its lease is live).
    await t.db.query(
      `UPDATE idempotency_keys SET status_code = NULL, response = NULL, attempt_id = 'other-instance', lease_until = now() + interval '1 minute'
       WHERE key = $1`,
      [key],
    );
    const busy = await post(key);
    expect(busy.status).toBe(409);
    expect(busy.body.errorCode).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(busy.headers['retry-after']).toMatch(/^\d+$/);

    // That instance died before storing its answer: the retry takes over and finds the order.
    await t.db.query("UPDATE idempotency_keys SET lease_until = now() - interval '1 second' WHERE key = $1", [key]);
    const retried = await post(key);
    expect(retried.status).toBe(200);
    expect(retried.data[0]!.OrderId).toBe(placed.data[0]!.OrderId);
    expect(await orders(key)).toBe(1);
  });
});
