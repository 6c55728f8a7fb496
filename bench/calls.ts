// Throughput of the shop's hot calls (quality gates), under 20 and under 100 concurrent
// connections, on one server process:
//   - varied listings: the 200 varied get-all-products bodies of bench/listing-bodies.ts, each
//     request with a nonce the server ignores, so every one misses the answer cache;
//   - a repeated popular listing: the all-products first page, the same body every time (the
//     answer cache serves it after the first);
//   - product detail: get-product_detail over 1000 products spread over the catalogue, with a
//     nonce (cache missed);
//   - cart pricing: get-customer-cart-items, carts of 1 to 3 lines over 500 products (never
//     cached: it reads stock and prices live).
// Before that, the 200 varied listings one after another over HTTP (p50/p95/p99), the figure
// the "p95 <= 15 ms" goal speaks of.
// Databases: `--db postgres` (default) is a private PostgreSQL 15 cluster seeded to
// `--products` (default 100,000) as bench/listing.ts does; `--db pglite` is the embedded
// database a small shop runs, with the default demo catalogue (or `--products N`).
// Everything binds to 127.0.0.1 and is stopped at the end.
// Run: node --import tsx bench/calls.ts [--db postgres|pglite] [--products N] [--seconds 10]
//      [--connections 20,100] [--database-url URL (already seeded PostgreSQL)] [--from-source]
//      or: npm run bench -- calls [...]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { callPath, type CallName } from '../contract/calls.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/shop-rules.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { startServer, type StartedServer } from '../tests/e2e/support/global-setup.ts';
import { listingBodies, rng, vocabulary } from './listing-bodies.ts';
import { cartLine, orderableProducts } from './orderable-products.ts';
import { freshDatabase, runContext, startPgCluster, stopPgCluster, summarise } from './support.ts';
import { postCall } from '../server/test-support/post-call.ts';
import { requestBody } from '../contract/envelope.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DB = argValue('db') ?? 'postgres';
if (DB !== 'postgres' && DB !== 'pglite') throw new Error('--db must be postgres or pglite');
const PRODUCTS = argValue('products') ? Number(argValue('products')) : DB === 'postgres' ? 100_000 : null;
const SECONDS = Number(argValue('seconds') ?? 10);
const CONNECTIONS = (argValue('connections') ?? '20,100').split(',').map(Number);
const PG_DIR = '/tmp/tohfa-bench-calls-pg';

type Body = Record<string, unknown>;
interface Workload { name: string; call: CallName; body: (n: number) => Body }
interface Row { workload: string; connections: number; reqPerSec: number; p50: number; p97_5: number; p99: number; ok: number; non2xx: number; errors: number }

function seed(env: Record<string, string>): void {
  const args = ['--import', 'tsx', 'server/db/seed-cli.ts', ...(PRODUCTS !== null ? ['--products', String(PRODUCTS)] : [])];
  const t0 = Date.now();
  const r = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`seeding failed (exit ${r.status})`);
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function workloads(db: Db): Promise<{ bodies: Body[]; list: Workload[] }> {
  const bodies = listingBodies(await vocabulary(db), 200);
  const detailIds = (await db.query<{ id: number }>('SELECT id FROM products WHERE is_published ORDER BY (id * 7919) % 100003, id LIMIT 1000')).map((r) => r.id);
  const orderable = await orderableProducts(db, 500, true);
  if (orderable.length === 0) throw new Error('no orderable products');
  const rand = rng(7);
  const carts = Array.from({ length: 500 }, () => {
    const lines = 1 + Math.floor(rand() * 3);
    const picked = [...new Set(Array.from({ length: lines }, () => orderable[Math.floor(rand() * orderable.length)]!))];
    return JSON.stringify(picked.map((p) => cartLine(p, 1 + Math.floor(rand() * 3))));
  });
  const popular: Body = { PageNo: 1, PageSize: DEFAULT_PAGE_SIZE, OrderByColumnName: '' };
  return {
    bodies,
    list: [
      { name: 'varied listings (cache missed)', call: 'GET_All_PRODUCTS', body: (n) => ({ ...bodies[n % bodies.length], BenchNonce: `c${n}` }) },
      { name: 'repeated popular listing (cached)', call: 'GET_All_PRODUCTS', body: () => popular },
      { name: 'product detail (cache missed)', call: 'GET_PRODUCT_DETAIL', body: (n) => ({ ProductId: detailIds[n % detailIds.length], BenchNonce: `d${n}` }) },
      { name: 'cart pricing', call: 'GET_CUSTOMER_CART_ITEMS', body: (n) => ({ cartJsonData: carts[n % carts.length] }) },
    ],
  };
}

async function sequential(base: string, bodies: Body[]): Promise<ReturnType<typeof summarise> & { statuses: Record<number, number> }> {
  for (const body of bodies.slice(0, 20)) await postCall(base, 'GET_All_PRODUCTS', { ...body, BenchNonce: 'warm' });
  const ms: number[] = [];
  const statuses: Record<number, number> = {};
  for (const [i, body] of bodies.entries()) {
    const t0 = performance.now();
    const r = await postCall(base, 'GET_All_PRODUCTS', { ...body, BenchNonce: `s${i}` });
    ms.push(performance.now() - t0);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  }
  return { ...summarise(ms), statuses };
}

async function cannon(base: string, w: Workload, connections: number, seconds: number): Promise<Row> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{
      method: 'POST',
      path: callPath(w.call),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(w.body(n++))) }),
    }],
  });
  return {
    workload: w.name, connections, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p97_5: result.latency.p97_5,
    p99: result.latency.p99, ok: result['2xx'], non2xx: result.non2xx, errors: result.errors + result.timeouts,
  };
}

/** Checks that each workload answers 200 with data, and that the popular listing really is served from the cache. */
async function sanity(base: string, list: Workload[]): Promise<void> {
  for (const w of list) {
    const r = await postCall<unknown[]>(base, w.call, w.body(0));
    if (r.status !== 200) throw new Error(`${w.name}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  }
  const popular = list[1]!;
  const res = await fetch(`${base}${callPath(popular.call)}`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify(requestBody(popular.body(1))),
  });
  console.log(`popular listing X-Cache on repeat: ${res.headers.get('x-cache')}`);
}

/** Waits (up to 60 s) until the server's listing filter index is loaded, so the measures are of the steady state. */
async function listingIndexLoaded(base: string): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < 60_000) {
    const state = ((await (await fetch(`${base}/readyz`)).json()) as { listingIndex?: string }).listingIndex;
    if (state !== 'loading') {
      console.log(`listing index: ${state ?? 'none (older server)'} after ${Date.now() - t0} ms`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log('listing index: still loading after 60 s');
}

let server: StartedServer | undefined;
let dataDir: string | undefined;
const givenUrl = argValue('database-url');
try {
  let env: Record<string, string>;
  let open: () => Promise<Db>;
  if (DB === 'postgres') {
    let url = givenUrl;
    if (!url) {
      url = await freshDatabase(startPgCluster(PG_DIR), 'tohfa_calls');
      seed({ DATABASE_URL: url });
    }
    env = { DATABASE_URL: url };
    open = () => openDatabase({ databaseUrl: url, poolSize: 2 });
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-bench-pglite-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    seed(env);
    open = () => openDatabase({ dataDir });
  }
  // PGlite allows one process per folder: read what the bench needs, then close it for the server.
  const db = await open();
  let prepared: Awaited<ReturnType<typeof workloads>>;
  let products: number;
  try {
    await db.exec('VACUUM ANALYZE');
    // Counts are index-only scans only on all-visible pages (bench/HISTORY.md: once after a
    // fresh seed the map stayed nearly empty and every count read the whole table).
    const vm = (await db.query<{ pages: number; visible: number }>("SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'products'"))[0]!;
    console.log(`products: ${vm.visible} of ${vm.pages} pages all-visible`);
    prepared = await workloads(db);
    products = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
  } finally {
    await db.close();
  }
  // The compiled server, as `npm start` runs it (built first when stale); `--from-source`: through tsx, as before session 10.
  server = await startServer({ ...env, LOG_LEVEL: 'warn' }, dataDir, undefined, !process.argv.includes('--from-source'));
  console.log(`server ${server.url} on ${DB} with ${products} products`, JSON.stringify(runContext()));
  await sanity(server.url, prepared.list);
  await listingIndexLoaded(server.url);

  const seq = await sequential(server.url, prepared.bodies);
  console.log(`\n200 varied get-all-products one after another over HTTP (cache missed): p50 ${seq.p50} ms, p95 ${seq.p95} ms, p99 ${seq.p99} ms, max ${seq.max} ms; statuses ${JSON.stringify(seq.statuses)}`);

  const rows: Row[] = [];
  for (const w of prepared.list) {
    for (const c of CONNECTIONS) {
      // A short warm-up at the same concurrency, so the measured seconds are steady state.
      await cannon(server.url, w, c, 2);
      const row = await cannon(server.url, w, c, SECONDS);
      rows.push(row);
      console.log(JSON.stringify({ ...row, loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100) }));
    }
  }
  console.table(rows);
  const context = runContext();
  console.log(JSON.stringify(context));
  mkdirSync('bench/.results', { recursive: true });
  writeFileSync(`bench/.results/calls-${DB}.json`, JSON.stringify({ db: DB, products, seconds: SECONDS, context, sequential: seq, rows }, null, 2));
} finally {
  await server?.stop();
  if (DB === 'postgres' && !givenUrl) stopPgCluster(PG_DIR);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
