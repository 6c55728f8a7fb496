// Listing benchmark: 100,000 products in a private PostgreSQL cluster, the real
// server as a child process, then
//   1. 200 varied get-all-products calls one after another over HTTP: p50/p95/p99;
//   2. the same 200 listings straight on the database (productPage: the SQL path, without
//      HTTP or the filter index);
//   3. autocannon, 20 connections for 10 s, on varied listing bodies: req/s, once with
//      every request missing the answer cache (distinct bodies: answers are cached by their
//      declared parameters, a nonce would be dropped), once with the 200 bodies repeating
//      (the answer cache serves repeats), and once mixed (4 in 5 popular, 1 in 5 new).
// Everything binds to 127.0.0.1 and is stopped at the end. Figures go to bench/README.md.
// Run: node --import tsx bench/listing.ts [--products 100000] [--seconds 10] [--connections 20]
//      [--database-url URL]  (an already seeded database: skips the cluster and the seed)
//      [--no-analyze]  (the given database was analysed just before)
//      [--cwd DIR]  (the server from another checkout: the code before a change, on the same database)
//      [--from-source]  (the server through tsx, as the benches ran it before; by default the compiled server, as `npm start` runs it)
//      [--server-env WEB_CONCURRENCY=2]  (several server processes: each one's memory is printed, their CPU summed)
//      [--client wrk]  (the cache-missed run once more from wrk, a native client, beside autocannon's: bench/listing-wrk.lua)
//      [--memory-trace]  (each phase's highest resident memory and its parts: bench/memory-trace.ts)
//      BENCH_DUMP=file.json writes the 200 bodies (to replay the slow ones by hand)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { callPath } from '../contract/calls.ts';
import { categoryFamily, listingQuery } from '../server/calls/catalog/product-listing.ts';
import { listingFilters } from '../server/calls/catalog/listing-filters.ts';
import { productPage } from '../server/calls/catalog/product-list-rows.ts';
import { startServer, type StartedServer } from '../tests/e2e/support/global-setup.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { memoryTrace } from './memory-trace.ts';
import { freshDatabase, startPgCluster, stopPgCluster, summarise, withDb } from './support.ts';
import { postCall } from '../server/test-support/post-call.ts';
import { requestBody } from '../contract/envelope.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PRODUCTS = Number(argValue('products') ?? 100_000);
const SECONDS = Number(argValue('seconds') ?? 10);
const CONNECTIONS = Number(argValue('connections') ?? 20);
const CALLS = 200;
/** Bodies for the cache-missed load: more than 20 connections post in the run. */
const DISTINCT_BODIES = Number(argValue('distinct') ?? 60_000);
/** Extra server environment, e.g. --server-env LISTING_INDEX_MAX_MB=0 (the SQL path alone). */
const SERVER_ENV = Object.fromEntries((argValue('server-env') ?? '').split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
const PG_DIR = '/tmp/tohfa-bench-pg';
/**
 * --client wrk: the cache-missed run is driven a second time by wrk (C, one event loop a thread,
 * as TechEmpower measures servers), beside autocannon's run, which is always made and printed:
 * autocannon runs in this process on the same two cores as the servers and PostgreSQL, and what
 * it costs is printed with each of its runs (docs/decisions/0041-the-listing-bench-prints-its-client-dense-words-not-kept.md).
 */
const WRK = argValue('client') === 'wrk';

function seedDatabase(dbUrl: string): void {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts', '--products', String(PRODUCTS)], {
    env: { ...process.env, DATABASE_URL: dbUrl },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`seeding failed (exit ${r.status})`);
  console.log(`seeded ${PRODUCTS} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

/** The server process's resident memory now and at its peak (Linux /proc), in MB. */
function residentMb(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(/\d+/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[0] ?? NaN);
    return `${(kb('VmRSS') / 1024).toFixed(0)} MB resident (peak ${(kb('VmHWM') / 1024).toFixed(0)} MB)`;
  } catch {
    return 'resident memory unknown';
  }
}

/**
 * Where a process's resident memory is, from /proc/PID/smaps, in MB: the program's code and
 * libraries (file-backed), malloc's main heap ([heap]) and its thread arenas (64 MB
 * reservations), and the rest of the anonymous mappings (V8's heap, array buffers of 64 KB and
 * more, the bitmaps' WebAssembly memory, stacks: /readyz prints V8's and the bitmaps' share).
 */
function residentParts(pid: number | undefined): string {
  try {
    const parts: Record<string, number> = { code: 0, mallocHeap: 0, mallocArenas: 0, otherAnon: 0 };
    let part = 'otherAnon';
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
      if (head) {
        const kb = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1024;
        const name = head[3] ?? '';
        part = name === '[heap]' ? 'mallocHeap' : name.startsWith('/') ? 'code'
          : name === '' && (parseInt(head[1]!, 16) % (64 * 2 ** 20) === 0 && kb <= 64 * 1024 && kb >= 132) ? 'mallocArenas' : 'otherAnon';
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) parts[part]! += Number(rss[1]) / 1024;
    }
    return Object.entries(parts).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ') + ' MB';
  } catch {
    return 'smaps unreadable';
  }
}

/** Server processes asked for (--server-env WEB_CONCURRENCY=N, server/cluster.ts): the primary then keeps N workers. */
const PROCESSES = Math.max(1, Number(SERVER_ENV.WEB_CONCURRENCY ?? 1) || 1);

interface Readyz { listingIndex?: unknown; processes?: { pid: number; listingIndex: string }[] }
/** The index is settled: loaded; off (LISTING_INDEX_MAX_MB=0) or over-cap: the SQL path answers, nothing to wait for. */
const settled = (state: unknown) => state === 'loaded' || state === 'off' || state === 'over-cap';

/**
 * Polls /readyz until it says the in-memory listing index is loaded (or gives up, by default
 * after 10 minutes); with several processes, until every one's is (each worker's /readyz lists
 * them all). Answers the server's pids: the worker processes, or the one process.
 */
async function waitForIndex(base: string, t0: number, pid: number): Promise<number[]> {
  // --index-wait S: stop waiting after S seconds (an index that never loads: the SQL path is measured).
  const deadline = Date.now() + Number(argValue('index-wait') ?? 600) * 1000;
  let last: Readyz | undefined;
  while (Date.now() < deadline) {
    try {
      last = await (await fetch(`${base}/readyz`)).json() as Readyz;
    } catch {
      await new Promise((r) => setTimeout(r, 100)); // a connection reset while the process is busy loading
      continue;
    }
    const all = last.processes;
    if (PROCESSES === 1 ? settled(last.listingIndex) : all?.length === PROCESSES && all.every((p) => settled(p.listingIndex))) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`listing index ready ${((performance.now() - t0) / 1000).toFixed(1)} s after the spawn: ${JSON.stringify(last)}`);
  return last?.processes?.map((p) => p.pid) ?? [pid];
}

/**
 * CPU seconds (user + system) a process has used, from /proc/PID/stat; with `children`, its
 * children's instead (PostgreSQL's backends under the postmaster): the live ones' summed, plus
 * what the ended ones used, which the kernel adds to the parent's cutime and cstime when it
 * reaps them (a backend that ended during a run no longer took its CPU out of the sum).
 */
function cpuSeconds(pid: number, children = false): number {
  const stat = (p: string) => {
    try {
      const text = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = text.slice(text.lastIndexOf(')') + 2).split(' '); // state, ppid, ... utime (14th field), stime, cutime, cstime
      return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / 100, reaped: (Number(f[13]) + Number(f[14])) / 100 };
    } catch {
      return undefined;
    }
  };
  if (!children) return stat(String(pid))?.cpu ?? NaN;
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).reduce((n, d) => {
    const s = stat(d);
    return s && s.ppid === pid ? n + s.cpu : n;
  }, stat(String(pid))?.reaped ?? NaN);
}
/** The server's processes (the primary too, with several) and the database's postmaster, whose CPU each run reports per request (a figure the machine's load moves less than req/s). */
const cpuOf = { server: [] as number[], postmaster: 0 };
const serverCpu = () => cpuOf.server.reduce((n, pid) => n + cpuSeconds(pid), 0);

const fmt = (s: ReturnType<typeof summarise>) => `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms`;

async function sequentialOverHttp(base: string, bodies: Record<string, unknown>[], warm: Record<string, unknown>[]): Promise<void> {
  // Warm-up on other bodies (connections, JIT, the database's caches): answers are cached by
  // their declared parameters, so warming with the measured bodies would measure the cache.
  for (const body of warm) await postCall(base, 'GET_All_PRODUCTS', body);
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  let rows = 0;
  for (const body of bodies) {
    const t0 = performance.now();
    // Distinct bodies: every call misses the answer cache and reaches the listing.
    const r = await postCall<unknown[]>(base, 'GET_All_PRODUCTS', body);
    ms.push(performance.now() - t0);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    rows += Array.isArray(r.data) ? r.data.length : 0;
  }
  console.log(`\n${bodies.length} sequential get-all-products over HTTP (answer cache missed): ${fmt(summarise(ms))}`);
  console.log(`  statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${rows} rows in all`);
}

async function onTheDatabase(dbUrl: string, bodies: Record<string, unknown>[]): Promise<void> {
  const ms: number[] = [];
  await withDb(dbUrl, async (db) => {
    // Two rounds, the second measured: the database's caches are warm.
    for (let round = 0; round < 2; round++) {
      for (const body of bodies) {
        const t0 = performance.now();
        const f = listingFilters(body);
        const q = listingQuery(f, f.categoryIds.length ? await categoryFamily(db, f.categoryIds) : null);
        await productPage(db, body.languageCode === 'ar' ? 'ar' : 'en', q);
        if (round === 1) ms.push(performance.now() - t0);
      }
    }
  });
  console.log(`  on the database (productPage): ${fmt(summarise(ms))}`);
}

/**
 * How the bodies are drawn:
 * - missed: every request misses the answer cache. The server keys answers on the declared
 *   parameters only (an undeclared nonce is dropped), so the requests are distinct listing
 *   bodies, never repeated within the run (the document cache may still hold their cards);
 * - repeats: the 200 bodies over and over (the answer cache serves repeats);
 * - mixed: a shop's mix, as Elasticsearch's request cache sees one: 4 requests in 5 are one
 *   of the 200 popular bodies, 1 in 5 a body never asked before.
 */
type Draw = 'missed' | 'repeats' | 'mixed';
const WHAT: Record<Draw, string> = {
  missed: 'every request misses the answer cache', repeats: 'the 200 bodies repeat (answer cache serves repeats)',
  mixed: '4 in 5 one of the 200 popular bodies, 1 in 5 a new one',
};

/** The server's and PostgreSQL's CPU over a run, per answered request (a figure the machine's load moves less than req/s). */
async function cpuPerRequest<T>(run: () => Promise<T>, answered: (result: T) => number): Promise<{ result: T; line: string }> {
  const cpu0 = [serverCpu(), cpuSeconds(cpuOf.postmaster, true)];
  const result = await run();
  const [server, db] = [serverCpu() - cpu0[0]!, cpuSeconds(cpuOf.postmaster, true) - cpu0[1]!];
  const perRequest = (s: number) => ((s * 1000) / Math.max(1, answered(result))).toFixed(2);
  return { result, line: `server ${perRequest(server)} ms, PostgreSQL ${perRequest(db)} ms` };
}

async function underLoad(base: string, popular: Record<string, unknown>[], distinct: Record<string, unknown>[], draw: Draw): Promise<void> {
  let n = 0;
  let fresh = 0;
  if (draw !== 'repeats') console.log(`\n${distinct.length} bodies never asked before`);
  const next = (): Record<string, unknown> => {
    n++;
    if (draw === 'missed' || (draw === 'mixed' && n % 5 === 0)) return distinct[fresh++ % distinct.length]!;
    return popular[n % popular.length]!;
  };
  // The load generator's own CPU: autocannon runs in this process (process.cpuUsage: this process's user + system).
  const own0 = process.cpuUsage();
  const { result, line } = await cpuPerRequest(() => autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: callPath('GET_All_PRODUCTS'),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(next())) }),
      },
    ],
  }), (r) => r['2xx']);
  const own = process.cpuUsage(own0);
  console.log(`\nautocannon ${CONNECTIONS} connections (load average before ${load()})`);
  console.log(`autocannon ${CONNECTIONS} connections, ${SECONDS} s, ${WHAT[draw]}:`);
  console.log(`  ${result.requests.average.toFixed(1)} req/s; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms; ` +
    `${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; load average after ${load()}`);
  console.log(`  CPU per request: ${line}, autocannon (this process) ${(((own.user + own.system) / 1000) / Math.max(1, result['2xx'])).toFixed(2)} ms`);
}

/** What bench/listing-wrk.lua's done() prints: wrk's own summary, latencies in microseconds. */
interface WrkSummary { requests: number; durationUs: number; non2xx: number; errors: number; timeouts: number; p50: number; p975: number; p99: number }

/**
 * The cache-missed run driven by wrk: the same connections and seconds, each request a body
 * never asked before (one a line of a file; each of wrk's threads posts its own share of the
 * lines once, bench/listing-wrk.lua). wrk's CPU is read from bash's `times` (its children's
 * user and system time) when it exits.
 */
async function underWrk(base: string, distinct: Record<string, unknown>[]): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-wrk-'));
  try {
    const bodiesFile = path.join(dir, 'bodies.jsonl');
    writeFileSync(bodiesFile, distinct.map((b) => JSON.stringify(requestBody(b))).join('\n') + '\n');
    const threads = Math.min(os.cpus().length, CONNECTIONS);
    const script = path.join(import.meta.dirname, 'listing-wrk.lua');
    const args = ['-t', String(threads), '-c', String(CONNECTIONS), '-d', `${SECONDS}s`, '-s', script, `${base}${callPath('GET_All_PRODUCTS')}`];
    console.log(`\n${distinct.length} bodies never asked before`);
    const loadBefore = load();
    const { result: { out, s }, line } = await cpuPerRequest(() => new Promise<{ out: string; s: WrkSummary }>((resolve, reject) => {
      const child = spawn('bash', ['-c', 'wrk "$@" || exit $?; times', 'wrk', ...args], { env: { ...process.env, WRK_BODIES: bodiesFile, WRK_THREADS: String(threads) } });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.stderr.on('data', (d: Buffer) => (text += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        const summary = /^WRK_SUMMARY (.*)$/m.exec(text)?.[1];
        if (code === 0 && summary) resolve({ out: text, s: JSON.parse(summary) as WrkSummary });
        else reject(new Error(`wrk exited ${code}${summary ? '' : ' without its summary'} (is it installed? apt-get install -y wrk):\n${text}`));
      });
    }), ({ s }) => s.requests - s.non2xx);
    // bash's `times`: its own user and system time, then its children's (wrk's).
    const times = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/gm;
    const rows = [...out.matchAll(times)];
    const child = rows[rows.length - 1];
    const wrkCpu = child ? Number(child[1]) * 60 + Number(child[2]) + Number(child[3]) * 60 + Number(child[4]) : NaN;
    const ok = s.requests - s.non2xx;
    const ms = (us: number) => (us / 1000).toFixed(2);
    console.log(`\nwrk ${threads} threads, ${CONNECTIONS} connections (load average before ${loadBefore})`);
    console.log(`wrk ${threads} threads, ${CONNECTIONS} connections, ${SECONDS} s, ${WHAT.missed}:`);
    console.log(`  ${(s.requests / (s.durationUs / 1e6)).toFixed(1)} req/s; latency p50 ${ms(s.p50)} ms, p97.5 ${ms(s.p975)} ms, p99 ${ms(s.p99)} ms; ` +
      `${ok} 2xx, ${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts} timeouts; load average after ${load()}`);
    console.log(`  CPU per request: ${line}, wrk ${((wrkCpu * 1000) / Math.max(1, ok)).toFixed(2)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const givenUrl = argValue('database-url');
let server: StartedServer | undefined;
try {
  let dbUrl = givenUrl;
  if (!dbUrl) {
    const cluster = startPgCluster(PG_DIR);
    dbUrl = await freshDatabase(cluster, 'tohfa_bench');
    seedDatabase(dbUrl);
  }
  // The planner needs statistics after a bulk load (docs/architecture.md, Pitfalls). A given
  // database was vacuumed when it was seeded: at a million products VACUUM outlasts the
  // pool's statement timeout on a busy machine, and ANALYZE is what a run needs.
  // --no-analyze: the given database was analysed just before (ANALYZE of a cold million-product cluster outlasts the pool's statement timeout).
  const analyse = !process.argv.includes('--no-analyze');
  if (analyse) await withDb(dbUrl, (db) => db.exec(givenUrl ? 'ANALYZE' : 'VACUUM ANALYZE'));
  const v = await withDb(dbUrl, vocabulary);
  const bodies = listingBodies(v, CALLS);
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, JSON.stringify(bodies));
  const t0 = performance.now();
  // As `npm start` runs it: the compiled server (--from-source: through tsx, as before session 8, which counts tsx's loader in the memory).
  server = await startServer({ DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', ...SERVER_ENV }, undefined, argValue('cwd'), !process.argv.includes('--from-source'));
  console.log(`server answering /readyz ${((performance.now() - t0) / 1000).toFixed(1)} s after the spawn (load average ${load()})`);
  const trace = process.argv.includes('--memory-trace') ? memoryTrace(server.url, server.child.pid ?? 0) : undefined;
  const phase = (name: string) => { if (trace) trace.phase = name; };
  const pids = await waitForIndex(server.url, t0, server.child.pid ?? 0);
  phase('ready');
  const memory = () => pids.map((pid) => `${pids.length > 1 ? `process ${pid}: ` : ''}${residentMb(pid)}\n    by mapping: ${residentParts(pid)}`).join('\n  ');
  console.log(`  ${memory()}`);
  if (pids.length > 1) console.log(`  the primary ${server.child.pid}: ${residentMb(server.child.pid)}`);
  cpuOf.server = [...new Set([server.child.pid ?? 0, ...pids])];
  // The postmaster: the parent of a backend.
  cpuOf.postmaster = await withDb(dbUrl, async (db) => {
    const backend = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
    return Number(/^\S+ \(.*\) \S (\d+)/.exec(readFileSync(`/proc/${backend}/stat`, 'utf8'))?.[1] ?? 0);
  });
  // Migrations ran at the server's start: analyse what they may have added.
  if (analyse) await withDb(dbUrl, (db) => db.exec('ANALYZE'));
  const products = await withDb(dbUrl, (db) => db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'));
  console.log(`server ${server.url} on PostgreSQL with ${products[0]!.n} products`);
  phase('sequential');
  await sequentialOverHttp(server.url, bodies, listingBodies(v, CALLS + 20).slice(CALLS));
  // --skip-direct: not the 200 listings straight on the database (minutes at a million products).
  if (!process.argv.includes('--skip-direct')) await onTheDatabase(dbUrl, bodies);
  // Bodies never asked before: not the 220 of the sequential run (the generator's first ones),
  // each once. The missed run takes the first half, the mixed run the second.
  const asked = new Set(listingBodies(v, CALLS + 20).map((b) => JSON.stringify(b)));
  const distinct = [...new Map(listingBodies(v, DISTINCT_BODIES).map((b) => [JSON.stringify(b), b])).entries()]
    .filter(([key]) => !asked.has(key)).map(([, b]) => b);
  // With --client wrk a third share is wrk's cache-missed run (after autocannon's, so each has bodies of its own).
  const share = Math.floor(distinct.length / (WRK ? 3 : 2));
  const half = WRK ? 2 * share : share;
  phase('missed (autocannon)');
  await underLoad(server.url, bodies, distinct.slice(0, share), 'missed');
  phase('missed (wrk)');
  if (WRK) await underWrk(server.url, distinct.slice(share, half));
  phase('repeats and mixed');
  // The missed run's answers pushed the 200 out of the answer cache (least recently used):
  // asked again first, so the repeats and the popular 4 in 5 are the hits they stand for
  // (at a million products 200 misses under load took most of a 10 s run).
  for (const body of bodies) await postCall(server.url, 'GET_All_PRODUCTS', body);
  await underLoad(server.url, bodies, bodies, 'repeats');
  await underLoad(server.url, bodies, distinct.slice(half), 'mixed');
  console.log(`\nafter the runs (load average ${load()}):\n  ${memory()}`);
  if (trace) console.log(await trace.report());
  // The caches' memory and hits (a server from before the document cache prints none).
  console.log(`  /readyz: ${JSON.stringify(await (await fetch(`${server.url}/readyz`)).json())}`);
} finally {
  await server?.stop();
  if (!givenUrl) stopPgCluster(PG_DIR);
}
