// Several server processes (WEB_CONCURRENCY, server/cluster.ts): a real primary and its
// workers on the real database, over HTTP on loopback, stopped by the test. On PostgreSQL:
// they start one after the other (one banner, one address file), answer on one port, each
// loads its own listing index, and /readyz lists them all, a write through one is seen
// through the other, a worker killed outright is replaced while the other answers, and
// SIGTERM closes every worker and the primary exits 0. On the embedded database the setting
// is refused in one line and one process serves: a server of no test database (no
// DATABASE_URL), the same on either run, so only the PGlite run starts it.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callPath } from '../contract/calls.ts';
import { requestBody } from '../contract/envelope.ts';
import { openDatabase } from './db/database.ts';
import { freePort } from './test-support/free-port.ts';
import { openTestDatabase } from './test-support/test-app.ts';
import { usingPostgres } from './test-support/using-postgres.ts';
import { runNode, stopAll, type Run } from './test-support/node-process.ts';
/** Generous: two workers start one after the other on a loaded machine. */
const START_MS = 120_000;
const ADMIN_TOKEN = 'cluster-test-admin-token';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tohfa-cluster-test-'));
const started: ChildProcess[] = [];
const dropped: (() => Promise<void>)[] = [];

function start(env: Record<string, string>): Run {
  const base = { ...process.env };
  for (const k of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_URL', 'TEST_DATABASE_URL', 'NODE_OPTIONS', 'WEB_CONCURRENCY']) delete base[k];
  return runNode('server/main.ts', [], { ...base, LOG_LEVEL: 'warn', ADMIN_TOKEN, DIST_DIR: path.join(tmp, 'no-dist'), ...env }, started);
}

async function until<T>(what: string, run: Run, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + START_MS;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (run.child.exitCode !== null) throw new Error(`${what}: the process exited ${run.child.exitCode}\n${run.out()}\n${run.err()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${START_MS} ms\n${run.out()}\n${run.err()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Answer { status: number; json: unknown }
/** One request on `agent`'s one connection (a connection stays with the worker it was given to). */
function request(port: number, agent: http.Agent | false, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    // A connection handed to a worker just as it was killed is lost with it: given up, the probe asks again.
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url}: no answer in 10 s`)));
    req.end(payload);
  });
}

interface Readyz { status: string; pid?: number; processes?: { pid: number; listingIndex: string; residentMb: number; indexLoad?: { from: number; to: number } }[] }
const readyz = async (port: number, agent: http.Agent | false = false) => (await request(port, agent, 'GET', '/readyz')).json as Readyz;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  await stopAll(started, 20_000);
  for (const drop of dropped) await drop();
  rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!usingPostgres())('two server processes on PostgreSQL (WEB_CONCURRENCY=2)', () => {
  let run: Run;
  let port: number;
  let workers: number[];
  let databaseUrl: string;
  const dataDir = path.join(tmp, 'data');

  it('start one after the other with one banner and one address file, each loading its own listing index', async () => {
    const database = await openTestDatabase('empty');
    await database.db.close();
    dropped.push(database.drop);
    databaseUrl = database.url!;
    port = await freePort();
    run = start({ DATABASE_URL: database.url!, WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, SEED: 'demo' });
    const all = await until('both workers list their index loaded', run, async () => {
      const r = await readyz(port).catch(() => undefined);
      const list = r?.processes;
      return list?.length === 2 && list.every((p) => p.listingIndex === 'loaded') ? list : undefined;
    });
    workers = all.map((p) => p.pid);
    expect(new Set(workers).size).toBe(2);
    for (const p of all) expect(p.indexLoad!.to).toBeGreaterThanOrEqual(p.indexLoad!.from);
    expect(workers).not.toContain(run.child.pid);
    for (const p of all) expect(p.residentMb).toBeGreaterThan(0);
    // The two migrated and seeded the empty database once between them (the advisory lock).
    expect(run.out().match(/Tohfa is running/g)).toHaveLength(1);
    expect(run.out()).toContain('(2 server processes, WEB_CONCURRENCY)');
    expect(run.out()).toContain('(seeded with the demo catalogue)');
    // `npm run admin` finds the shop through the primary, which lives as long as it.
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server-url.json'), 'utf8'))).toEqual({ url: `http://127.0.0.1:${port}`, pid: run.child.pid });
  }, START_MS + 30_000);

  it('share the port: new connections reach both, and a write through one shows through the other', async () => {
    // A connection stays with the worker it was handed to: find one connection to each.
    const byPid = new Map<number, http.Agent>();
    await until('a connection to each worker', run, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const pid = (await readyz(port, agent)).pid!;
      if (!byPid.has(pid)) byPid.set(pid, agent);
      else agent.destroy();
      return byPid.size === 2 ? true : undefined;
    });
    const [a, b] = workers.map((pid) => byPid.get(pid)!) as [http.Agent, http.Agent];
    expect((await readyz(port, a)).pid).toBe(workers[0]);
    expect((await readyz(port, b)).pid).toBe(workers[1]);
    const search = async (agent: http.Agent, term = 'cluster lantern', page = 1, order?: string) => {
      const r = await request(port, agent, 'POST', callPath('GET_All_PRODUCTS'),
        requestBody({ SearchTerm: term, PageNo: page, PageSize: 10, ...(order ? { OrderByColumnName: order } : {}) }));
      expect(r.status).toBe(200);
      return (JSON.parse((r.json as { data: string }).data) as { ProductName: string }[]).map((p) => p.ProductName);
    };
    expect(await search(b)).toEqual([]);
    const category = await request(port, a, 'GET', '/admin/api/products?pageSize=1', undefined, { authorization: `Bearer ${ADMIN_TOKEN}` });
    const categoryId = (category.json as { products: { categoryId: number }[] }).products[0]!.categoryId;
    const created = await request(port, a, 'POST', '/admin/api/products', {
      name: 'Cluster Lantern', nameAr: 'فانوس', shortDescription: 'Brass', fullDescription: '<p>Brass.</p>', categoryId,
      pricePaise: 49_900, stock: 3, orderMaximum: 2, tagIds: [], options: [],
    }, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(created.status).toBe(201);
    // Seen through the other worker: its next answers read the catalogue version again (the primary relays the write).
    await until('the other worker lists the new product', run, async () => ((await search(b)).includes('Cluster Lantern') ? true : undefined));

    // A second write leaves both indexes stale, and a listing through each starts both reloads
    // while the featured order's table is locked (this test holds the lock): each load waits on
    // it, and each worker answers meanwhile, by SQL (sorted by price, which reads no featured order).
    const db = await openDatabase({ databaseUrl, poolSize: 2 });
    let page = 1;
    const both = async () => {
      page++; // a page not asked before (an answer from the answer cache asks no index)
      return Promise.all([search(a, 'cluster', page, 'Price ASC'), search(b, 'cluster', page, 'Price ASC')]);
    };
    // The write first (it adds the product's row to the locked table); a load starts on a listing's ask, none is sent before the lock.
    const again = await request(port, a, 'POST', '/admin/api/products', {
      name: 'Cluster Candle', nameAr: 'شمعة', shortDescription: 'Wax', fullDescription: '<p>Wax.</p>', categoryId,
      pricePaise: 19_900, stock: 3, orderMaximum: 2, tagIds: [], options: [],
    }, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect(again.status).toBe(201);
    let lockedAt = 0;
    let unlockedAt = 0;
    await db.tx(async (q) => {
      await q.exec('LOCK TABLE listing_sales IN ACCESS EXCLUSIVE MODE');
      lockedAt = Date.now();
      await until('both workers reload, waiting on the lock', run, async () => {
        await both();
        const states = (await readyz(port)).processes?.map((p) => p.listingIndex);
        const waits = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE c.relname = 'listing_sales' AND NOT l.granted`);
        return states?.length === 2 && states.every((st) => st === 'loading') && waits[0]!.n >= 2 ? true : undefined;
      });
      // Both answer meanwhile, the new product with them.
      expect((await Promise.all([search(a, 'cluster candle', 1, 'Price ASC'), search(b, 'cluster candle', 1, 'Price ASC')])).flat()).toEqual(['Cluster Candle', 'Cluster Candle']);
      unlockedAt = Date.now(); // the lock goes with the commit, after this
    });
    await db.close();
    // Each process's last load began after the lock was taken (/readyz: each one's status, told every second).
    const reloads = await until('both indexes loaded again', run, async () => {
      await both();
      const list = (await readyz(port)).processes ?? [];
      return list.length === 2 && list.every((p) => p.listingIndex === 'loaded' && p.indexLoad && p.indexLoad.from >= lockedAt)
        ? list.map((p) => p.indexLoad!) : undefined;
    });
    // Both loads ended after the lock was given back (decision 0040: the processes load at once).
    for (const load of reloads) expect(load.to).toBeGreaterThanOrEqual(unlockedAt);
    a.destroy();
    b.destroy();
  }, START_MS + 30_000);

  it('replace a worker killed outright while the other one answers', async () => {
    const [killed, kept] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    const list = await until('a new worker in the killed one\'s place', run, async () => {
      const r = await readyz(port).catch(() => undefined);
      const pids = r?.processes?.map((p) => p.pid) ?? [];
      return pids.length === 2 && !pids.includes(killed) && pids.includes(kept) ? r!.processes! : undefined;
    });
    expect(alive(killed)).toBe(false);
    expect(run.err()).toContain(`Server process ${killed} ended (SIGKILL): starting another.`);
    workers = list.map((p) => p.pid);
    // The shop answered throughout: the listing from the worker that stayed, or from the new one.
    const listing = await request(port, false, 'POST', callPath('GET_All_PRODUCTS'), requestBody({ PageNo: 1, PageSize: 5 }));
    expect(listing.status).toBe(200);
  }, START_MS + 30_000);

  it('close every worker on SIGTERM; the primary exits 0 and removes the address file', async () => {
    run.child.kill('SIGTERM');
    const code = await Promise.race([run.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running\n${run.err()}`)), 30_000))]);
    expect(code).toBe(0);
    for (const pid of workers) expect(alive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'server-url.json'))).toBe(false);
  }, 40_000);
});

describe.skipIf(usingPostgres())('WEB_CONCURRENCY on the embedded database', () => {
  it('is refused in one line, and one process serves', async () => {
    const port = await freePort();
    const run = start({ WEB_CONCURRENCY: '3', PORT: String(port), DATA_DIR: path.join(tmp, 'pglite'), SEED: 'none' });
    const r = await until('the shop answers', run, () => readyz(port).catch(() => undefined));
    expect(r.status).toBe('ready');
    expect(r.processes).toBeUndefined();
    expect(run.err().trim()).toBe('WEB_CONCURRENCY=3 is ignored: the embedded database is owned by one process (set DATABASE_URL for several).');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, START_MS + 30_000);
});
