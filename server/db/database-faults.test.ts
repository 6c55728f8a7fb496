// A database that goes away under the server: the process lives on (an unhandled 'error'
// event would fail this test file), the request in flight answers 503 with Retry-After,
// /readyz says 503, and the same server answers again once the database is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '../../contract/calls.ts';
import { requestBody } from '../../contract/envelope.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test-support/test-app.ts';
import { usingPostgres } from '../test-support/using-postgres.ts';
import { openDatabase, type Db } from './database.ts';
import { DatabaseUnavailable } from './database-unavailable.ts';
import { freePort } from '../test-support/free-port.ts';

async function appOn(db: Db) {
  const { app } = await buildApp({ db, config: loadConfig({}), downloadSecret: 'test-download-secret', adminToken: 'test-admin-token', logger: false });
  await app.ready();
  return app;
}

const listing = { PageNo: 1, PageSize: 9, OrderByColumnName: 'Price ASC' };

describe('a PostgreSQL server that cannot be reached', () => {
  it('answers every call and the admin API 503 with Retry-After and the usual envelope, and /readyz 503', async () => {
    // Nothing listens on this port: every connection is refused.
    const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`, poolSize: 2 });
    const app = await appOn(db);
    try {
      for (const [name, headers] of [
        ['GET_All_PRODUCTS', {}],
        ['POST_CUSTOMER_ORDER', { Token: 'a-session-token', UserID: '1', 'Idempotency-Key': crypto.randomUUID() }],
        ['GET_USER_LOGIN', {}],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: callPath(name), payload: requestBody(name === 'GET_All_PRODUCTS' ? listing : { Email: 'a@example.test', Password: 'whatever1' }), headers });
        expect(res.statusCode, name).toBe(503);
        expect(res.headers['retry-after'], name).toMatch(/^\d+$/);
        expect(res.json(), name).toMatchObject({ statusCode: 503, statusMessage: 'Service Unavailable', errorCode: 'SERVICE_UNAVAILABLE', isAuthorized: false });
      }
      const admin = await app.inject({ method: 'GET', url: '/admin/api/orders', headers: { authorization: 'Bearer test-admin-token' } });
      expect(admin.statusCode).toBe(503);
      expect(admin.headers['retry-after']).toMatch(/^\d+$/);
      expect(admin.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

// A database of its own, not the run's: on the PGlite run only, a copy of the migrated one.
describe.skipIf(usingPostgres())('an embedded database that is closed under the server', () => {
  it('answers 503, not a crash or a 500', async () => {
    const { db } = await openTestDatabase('migrated');
    const app = await appOn(db);
    try {
      await db.close();
      const res = await app.inject({ method: 'POST', url: callPath('GET_All_PRODUCTS'), payload: requestBody(listing) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(usingPostgres())('a PostgreSQL backend terminated under the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const terminate = (pid: number) => t.db.query('SELECT pg_terminate_backend($1)', [pid]);
  const gone = async (pid: number) => (await t.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).length === 0;

  it('fails the transaction it was in with DatabaseUnavailable, and the pool serves again', async () => {
    const attempt = t.db.tx(async (tx) => {
      const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
      await tx.query('UPDATE catalogue_version SET version = version WHERE id = 1');
      await terminate(pid);
      while (!(await gone(pid))) await new Promise((r) => setTimeout(r, 20));
      // The connection broke between two statements of this transaction.
      await tx.query('SELECT 1');
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailable);
    // Every pooled connection is usable again: no broken one was put back.
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.db.tx((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))));
    expect(answers.every((rows) => rows[0]!.one === 1)).toBe(true);
  });

  it('survives the termination of every backend, idle or busy, and the next calls answer 200', async () => {
    const busy = Promise.all(Array.from({ length: 8 }, () => t.db.query('SELECT pg_sleep(0.5)').then(() => 'done', (err: unknown) => err)));
    await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const outcomes = await busy;
    for (const o of outcomes) if (o !== 'done') expect(o).toBeInstanceOf(DatabaseUnavailable);
    // pg_terminate_backend returns before the backends are gone, and the pool learns that an
    // idle connection ended only when it reads that socket, so the next call may be lent
    // one: its reads are sent again on a live connection (database.ts), and it answers 200.
    const res = await t.call<unknown[]>('GET_All_PRODUCTS', listing);
    expect(res.status).toBe(200);
    expect(res.data.length).toBe(9);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('sends a read again when the pool lent it a connection whose backend had just ended; a write meeting one answers unavailable', async () => {
    // Ten connections idle in the pool, their backends terminated, and ten reads sent at
    // once: each may be lent a connection the pool has not yet seen end.
    await Promise.all(Array.from({ length: 10 }, () => t.db.query('SELECT pg_sleep(0.05)')));
    await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const reads = await Promise.allSettled(Array.from({ length: 10 }, () => t.db.query<{ one: number }>('SELECT 1 AS one')));
    expect(reads.map((r) => (r.status === 'fulfilled' ? r.value[0]!.one : r.reason))).toEqual(Array(10).fill(1));
    // A write that meets such a connection fails as unavailable: whether it ran is unknown.
    await Promise.all(Array.from({ length: 10 }, () => t.db.query('SELECT pg_sleep(0.05)')));
    await t.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const writes = await Promise.allSettled(Array.from({ length: 10 }, () => t.db.query('UPDATE catalogue_version SET version = version WHERE id = 1')));
    for (const w of writes) if (w.status === 'rejected') expect(w.reason).toBeInstanceOf(DatabaseUnavailable);
  });

  it('lives through a storm of terminations while transactions come and go (connections broken as they open, mid-query and between statements)', async () => {
    const stormEnds = Date.now() + 4_000;
    const outcomes = { committed: 0, unavailable: 0, other: [] as unknown[] };
    const work = Array.from({ length: 16 }, async () => {
      while (Date.now() < stormEnds) {
        try {
          await t.db.tx(async (tx) => {
            await tx.query('SELECT version FROM catalogue_version WHERE id = 1');
            await new Promise((r) => setTimeout(r, 5));
            await tx.query('SELECT pg_sleep(0.01)');
          });
          outcomes.committed++;
        } catch (err) {
          if (err instanceof DatabaseUnavailable) outcomes.unavailable++;
          else outcomes.other.push(err);
        }
      }
    });
    const killer = (async () => {
      while (Date.now() < stormEnds) {
        await t.db
          .query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
          .catch((err: unknown) => { if (!(err instanceof DatabaseUnavailable)) throw err; });
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    await Promise.all([...work, killer]);
    expect(outcomes.other).toEqual([]);
    expect(outcomes.unavailable).toBeGreaterThan(0);
    // Afterwards every pooled connection works.
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.db.tx((tx) => tx.query<{ one: number }>('SELECT 1 AS one'))));
    expect(answers.every((rows) => rows[0]!.one === 1)).toBe(true);
  });
});
