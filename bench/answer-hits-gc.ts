// What the answer cache's hits do to V8's heap in one server process
// (docs/decisions/0060-v8s-old-space-bounded-by-the-start.md): the compiled server started as
// `npm start` starts it (from --cwd, e.g. the code before), V8's collections traced
// (bench/gc-trace.mjs), the listing bench's 200 bodies asked twice, then autocannon repeating
// them at 20 connections, every request a hit. Prints the hits a second, the server's CPU a hit
// (from /proc), and from the trace of the run: scavenges, what each promoted to the old space,
// and where each full collection started and ended.
// Run: node --import tsx bench/answer-hits-gc.ts --database-url URL [--cwd DIR] [--seconds 8]
//      [--node-options "--max-old-space-size=1024"]  (more node flags for the server, e.g. one
//      the code before's start does not give)
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { callPath } from '../contract/calls.ts';
import { requestBody } from '../contract/envelope.ts';
import { postCall } from '../server/test-support/post-call.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { withDb } from './support.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = argValue('database-url');
if (!url) throw new Error('usage: bench/answer-hits-gc.ts --database-url URL [--cwd DIR] [--seconds 8] [--node-options FLAGS]');
const SECONDS = Number(argValue('seconds') ?? 8);
const preload = path.resolve(import.meta.dirname, 'gc-trace.mjs');

/** User and system CPU seconds of a process (/proc/PID/stat). */
function cpuSeconds(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** The collections V8 traced in `text` (one `--trace-gc-nvp` line each). */
function collections(text: string) {
  return text.split('\n').flatMap((line) => {
    const kind = / gc=(\w+)/.exec(line)?.[1];
    if (!kind) return [];
    const n = (key: string) => Number(new RegExp(` ${key}=(\\d+)`).exec(line)?.[1] ?? 0);
    return [{ kind, promoted: n('promoted'), before: n('total_size_before'), after: n('total_size_after') }];
  });
}

const v = await withDb(url, vocabulary);
const bodies = listingBodies(v, 200);
const nodeOptions = `--import ${preload} ${argValue('node-options') ?? ''}`.trim();
const server = await startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_OPTIONS: nodeOptions }, undefined, argValue('cwd'), true);
const pid = server.child.pid!;
const log = path.resolve('tests/.artifacts', `server-${new URL(server.url).port}.log`);
try {
  for (;;) {
    const r = await (await fetch(`${server.url}/readyz`)).json() as { listingIndex?: string };
    if (r.listingIndex === 'loaded' || r.listingIndex === 'off') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Twice: the first ask misses and stores each answer, the second finds it.
  for (let round = 0; round < 2; round++) for (const body of bodies) await postCall(server.url, 'GET_All_PRODUCTS', body);
  const from = statSync(log).size;
  const cpu0 = cpuSeconds(pid);
  let i = 0;
  const result = await autocannon({
    url: `${server.url}${callPath('GET_All_PRODUCTS')}`, connections: 20, duration: SECONDS, method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(bodies[i++ % bodies.length]!)) }) }],
  });
  const cpu = cpuSeconds(pid) - cpu0;
  const hits = result['2xx'];
  const traced = collections(readFileSync(log).subarray(from).toString());
  const scavenges = traced.filter((c) => c.kind === 's');
  const full = traced.filter((c) => c.kind !== 's');
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const promoted = scavenges.reduce((n, c) => n + c.promoted, 0);
  console.log(`${argValue('cwd') ?? 'this checkout'}${argValue('node-options') ? ` with ${argValue('node-options')}` : ''}: ${(hits / SECONDS).toFixed(0)} hits a second (${result.non2xx} not 2xx), server CPU ${((cpu * 1000) / Math.max(1, hits)).toFixed(3)} ms a hit`);
  console.log(`  ${scavenges.length} scavenges, ${(promoted / 1024 / Math.max(1, scavenges.length)).toFixed(0)} KB promoted each (${((promoted / Math.max(1, hits))).toFixed(0)} bytes a hit)`);
  console.log(`  ${full.length} full collections, the heap before / after each (MB): ${full.map((c) => `${mb(c.before)}/${mb(c.after)}`).join(', ') || 'none'}`);
  const memory = (await (await fetch(`${server.url}/readyz`)).json() as { memory: { residentMb: number; heapSpacesMb: Record<string, number> } }).memory;
  console.log(`  after: resident ${memory.residentMb} MB, V8's old space ${memory.heapSpacesMb.old} MB`);
} finally {
  await server.stop();
}
