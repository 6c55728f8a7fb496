// Backups: a database with an order in it is backed up, restored into a fresh one, and the
// order is there. The embedded database through the admin API of the running shop and from
// a stopped shop's folder; PostgreSQL with pg_dump and pg_restore.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlacedRow } from '../../contract/models.ts';
import { openDatabase } from '../db/database.ts';
import { dumpPgliteFolder, pgDump, pgRestore, restorePgliteFolder } from '../db/backup.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { usingPostgres } from '../test-support/using-postgres.ts';
import { insertShop, insertShopper, orderFields } from '../test-support/order-fixtures.ts';
import { run } from './cli.ts';

let t: TestApp;
let order: OrderPlacedRow;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tohfa-backup-test-'));
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const s = await insertShop(t.db);
  const asha = await insertShopper(t.db, 'asha@example.test');
  const r = await t.call<OrderPlacedRow[]>('POST_CUSTOMER_ORDER', orderFields(asha.id, [{ ProductId: s.lamp, Quantity: 2 }]), {
    ...asha.headers, 'Idempotency-Key': crypto.randomUUID(),
  });
  expect(r.status).toBe(200);
  order = r.data[0]!;
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

const orderIn = async (db: { query: (sql: string, p?: unknown[]) => Promise<unknown[]> }) =>
  db.query('SELECT o.order_number, o.order_total, i.product_name, i.quantity FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1', [order.OrderId]);
const expected = () => [{ order_number: order.OrderNumber, order_total: 1600, product_name: 'Limited Lamp', quantity: 2 }];

describe.runIf(!usingPostgres())('backing up and restoring the embedded database', () => {
  it('backs up the running shop through the admin API and restores it into a fresh folder, with the order', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/backup' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/backup', headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const file = path.join(tmp, 'shop.tar.gz');
    writeFileSync(file, res.rawPayload);

    const dir = path.join(tmp, 'restored');
    expect(await restorePgliteFolder(dir, file)).toEqual({ previous: null });
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(await orderIn(db)).toEqual(expected());
    } finally {
      await db.close();
    }

    // Restoring over it again keeps the database it replaces beside it.
    const again = await restorePgliteFolder(dir, file);
    expect(again.previous).toMatch(/pg\.before-restore-/);
    expect(existsSync(path.join(again.previous!, 'PG_VERSION'))).toBe(true);

    // A stopped shop's folder is backed up directly, and that restores too.
    const second = path.join(tmp, 'from-folder.tar.gz');
    await dumpPgliteFolder(dir, second);
    const dir2 = path.join(tmp, 'restored-2');
    await restorePgliteFolder(dir2, second);
    const db2 = await openDatabase({ dataDir: dir2 });
    try {
      expect(await orderIn(db2)).toEqual(expected());
    } finally {
      await db2.close();
    }
  }, 180_000);

  it('the admin command backs up a stopped shop\'s folder and restores it', async () => {
    const dir = path.join(tmp, 'restored');
    const saved = { ADMIN_URL: process.env.ADMIN_URL, DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, ADMIN_TOKEN: process.env.ADMIN_TOKEN };
    Object.assign(process.env, { ADMIN_URL: 'http://127.0.0.1:9', DATA_DIR: dir, ADMIN_TOKEN: 'unused' });
    delete process.env.DATABASE_URL;
    try {
      const file = path.join(tmp, 'cli.tar.gz');
      expect(await run(['backup', file])).toBe(`Backed up the embedded database in ${dir} to ${file}.`);
      const into = path.join(tmp, 'cli-restored');
      process.env.DATA_DIR = into;
      expect(await run(['restore', file])).toBe(`Restored the embedded database in ${into} from ${file}.`);
      const db = await openDatabase({ dataDir: into });
      try {
        expect(await orderIn(db)).toEqual(expected());
      } finally {
        await db.close();
      }
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  }, 180_000);

  it('refuses to restore into the folder of a running shop, and refuses a file that is not a backup, changing nothing', async () => {
    const file = path.join(tmp, 'shop.tar.gz');
    const dir = path.join(tmp, 'busy');
    await restorePgliteFolder(dir, file);
    // Another live process (the test runner's parent) owns the folder.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    await expect(restorePgliteFolder(dir, file)).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.ppid));
    rmSync(path.join(dir, 'server.lock'));

    const junk = path.join(tmp, 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball');
    await expect(restorePgliteFolder(dir, junk)).rejects.toThrow('is not a backup');
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(await orderIn(db)).toEqual(expected());
    } finally {
      await db.close();
    }
  });
});

describe.runIf(usingPostgres())('backing up and restoring PostgreSQL', () => {
  it('pg_dump of a database with an order restores into a fresh database with pg_restore, with the order', async () => {
    const name = (await t.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
    const source = new URL(process.env.TEST_DATABASE_URL!);
    source.pathname = `/${name}`;
    const file = path.join(tmp, 'shop.dump');
    await pgDump(source.toString(), file);

    const fresh = `${name}_restored`;
    const root = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 1 });
    await root.query(`CREATE DATABASE ${fresh}`);
    const target = new URL(source.toString());
    target.pathname = `/${fresh}`;
    try {
      await pgRestore(target.toString(), file);
      const db = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
      try {
        expect(await orderIn(db)).toEqual(expected());
        // The sequences came along: the next order number follows on from the source's.
        const seq = "SELECT last_value::int AS n FROM order_number_seq";
        expect(await db.query(seq)).toEqual(await t.db.query(seq));
      } finally {
        await db.close();
      }
    } finally {
      await root.query(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
      await root.close();
    }
  });

  it('the admin API says to use pg_dump when the shop runs on PostgreSQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/backup', headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorMessage: 'This shop runs on PostgreSQL: back it up with pg_dump (README, "Backups").' });
  });
});
