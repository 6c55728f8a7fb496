// Where the server's CPU goes under one workload of bench/calls.ts (diagnosis for
// bench/README.md): starts the server with --cpu-prof on an already seeded database, drives
// it with autocannon, stops it (the profile is written at exit) and prints the functions
// with the most self time, and the share per package.
// Run: node --import tsx bench/profile-server.ts --database-url URL [--workload popular|varied|listing|detail|cart]
//      (listing: the listing bench's distinct bodies, bench/listing-bodies.ts; needs --database-url)
//      [--connections 100] [--seconds 10]        (without --database-url: embedded PGlite, demo seed)
//      [--from-source]  (the server through tsx; by default the compiled server, as `npm start` runs it)
//      [--cwd DIR]  (the server from another checkout, e.g. the code before a change)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { callPath, type CallName } from '../contract/calls.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/shop-rules.ts';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { ADMIN_TOKEN, freePort, serverStart, waitForReady } from '../tests/e2e/support/global-setup.ts';
import { runContext, withDb } from './support.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { requestBody } from '../contract/envelope.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = argValue('database-url');
const WORKLOAD = argValue('workload') ?? 'popular';
const CONNECTIONS = Number(argValue('connections') ?? 100);
const SECONDS = Number(argValue('seconds') ?? 10);

const workloads: Record<string, { call: CallName; body: (n: number) => Record<string, unknown> }> = {
  popular: { call: 'GET_All_PRODUCTS', body: () => ({ PageNo: 1, PageSize: DEFAULT_PAGE_SIZE, OrderByColumnName: '' }) },
  varied: { call: 'GET_All_PRODUCTS', body: (n) => ({ PageNo: 1 + (n % 5), PageSize: DEFAULT_PAGE_SIZE, OrderByColumnName: ['', 'Price ASC', 'Date DESC'][n % 3], Rating: 1 + (n % 5), BenchNonce: n }) },
  detail: { call: 'GET_PRODUCT_DETAIL', body: (n) => ({ ProductId: 1 + (n % 150), BenchNonce: n }) },
  cart: { call: 'GET_CUSTOMER_CART_ITEMS', body: () => ({ cartJsonData: '[]' }) },
};
if (WORKLOAD === 'listing') {
  if (!url) throw new Error('--workload listing needs --database-url (a seeded catalogue)');
  const bodies = listingBodies(await withDb(url, vocabulary), 60_000);
  workloads.listing = { call: 'GET_All_PRODUCTS', body: (n) => bodies[n % bodies.length]! };
}
const w = workloads[WORKLOAD];
if (!w) throw new Error(`--workload: ${Object.keys(workloads).join(', ')}`);

const profDir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-prof-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-prof-data-'));
// PGlite: seed the folder first, so the profile holds the workload, not the seeding.
if (!url) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' });
  if (seeded.status !== 0) throw new Error('seeding the PGlite folder failed');
}
// Not startServer(): --cpu-prof is refused in NODE_OPTIONS, so the flag goes on the command line.
const port = await freePort();
// Started as `npm start` starts it: its memory settings and the compiled server (built first
// when stale), as bench/listing.ts runs it; --from-source: through tsx, whose loader's own
// work then shows in the profile.
const cwd = argValue('cwd') ?? '.';
const start = serverStart(cwd);
const fromSource = process.argv.includes('--from-source');
if (!fromSource) execFileSync(process.execPath, ['scripts/build-if-stale.mjs', '--server'], { cwd, stdio: 'inherit' });
const child = spawn(process.execPath, [...start.nodeArgs, '--cpu-prof', `--cpu-prof-dir=${profDir}`, ...(fromSource ? ['--import', 'tsx', 'server/main.ts'] : [start.script])], {
  cwd,
  env: { ...process.env, ...start.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN, LOG_LEVEL: 'warn', DATABASE_URL: url ?? '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const server = {
  url: `http://127.0.0.1:${port}`,
  async stop() {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  },
};
try {
  await waitForReady(server.url, child);
} catch (err) {
  await server.stop();
  throw err;
}
// The workload, not the listing index's load: wait until /readyz says it is settled.
for (let i = 0; i < 6000; i++) {
  const state = ((await (await fetch(`${server.url}/readyz`)).json()) as { listingIndex?: string }).listingIndex;
  if (state !== 'loading') break;
  await new Promise((r) => setTimeout(r, 100));
}
let result;
/** Wall-clock ms when the workload started and ended, and when the server exited (the profile's end). */
let [runStart, runEnd, exitedAt] = [0, 0, 0];
child.once('exit', () => { exitedAt = Date.now(); });
try {
  console.log(JSON.stringify(runContext()));
  let n = 0;
  runStart = Date.now();
  result = await autocannon({
    url: server.url, connections: CONNECTIONS, duration: SECONDS,
    requests: [{
      method: 'POST', path: callPath(w.call), headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(w.body(n++))) }),
    }],
  });
  runEnd = Date.now();
} finally {
  await server.stop();
}
console.log(`${WORKLOAD}, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number }
const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(profDir, f));
// Each thread writes one (tsx's loader thread too): keep the busiest, the main thread.
const busy = (p: Profile) => {
  const idle = new Set(p.nodes.filter((x) => x.callFrame.functionName === '(idle)').map((x) => x.id));
  return p.samples.reduce((t, id, i) => t + (idle.has(id) ? 0 : (p.timeDeltas[i] ?? 0)), 0);
};
const profile = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Profile).sort((a, b) => busy(b) - busy(a))[0];
if (!profile) throw new Error('no profile written');
const byId = new Map(profile.nodes.map((x) => [x.id, x]));
// Only the workload's samples (not the start or the index's load): the profile's clock is
// mapped to the wall clock by its end, the process's exit.
const from = profile.endTime - (exitedAt - runStart) * 1000;
const to = profile.endTime - (exitedAt - runEnd) * 1000;
let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
const idle = new Set(profile.nodes.filter((x) => x.callFrame.functionName === '(idle)').map((x) => x.id));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from && at <= to && !idle.has(id)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
/** A frame's file relative to the checkout; the compiled server's (dist-server/) named as its source folder. */
const root = path.resolve(cwd);
const sourcePath = (url: string) => url.replace(/^file:\/\//, '').replace(`${root}/`, '').replace(/^dist-server\//, '');
const total = [...self.values()].reduce((a, b) => a + b, 0);
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, us] of self) {
  const f = byId.get(id)!.callFrame;
  const where = sourcePath(f.url);
  const key = `${f.functionName || '(anonymous)'}  ${where ? `${where}:${f.lineNumber + 1}` : ''}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  const p = where.includes('node_modules/') ? where.split('node_modules/').pop()!.split('/').slice(0, where.includes('node_modules/@') ? 2 : 1).join('/')
    : where.startsWith('node:') ? 'node: (core)' : where === '' ? `(${f.functionName})` : where.split('/').slice(0, 2).join('/');
  pkg.set(p, (pkg.get(p) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;
console.log(`\nself time by package/folder (of ${(total / 1e6).toFixed(1)} s busy in the run: ${(total / 1000 / result.requests.total).toFixed(2)} ms a request):`);
if (process.env.KEEP_PROFILE) writeFileSync(process.env.KEEP_PROFILE, JSON.stringify(profile));
for (const [k, us] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(us).padStart(7)}  ${k}`);
console.log('\ntop functions by self time:');
for (const [k, us] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(us).padStart(7)}  ${k}`);
// Inclusive time: each busy sample counted once for every function on its stack.
const parent = new Map<number, number>();
for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
const label = (id: number) => {
  const f = byId.get(id)!.callFrame;
  return `${f.functionName || '(anonymous)'}  ${sourcePath(f.url)}:${f.lineNumber + 1}`;
};
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(label(at));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
}
console.log('\ntop functions by inclusive time:');
for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INCLUSIVE_TOP ?? 40))) console.log(`  ${pct(us).padStart(7)}  ${k}`);
rmSync(profDir, { recursive: true, force: true });
