// Two servers side by side on one seeded database, each request missing the answer cache: the
// code before and after a change both loaded at once, then alternating short bursts of
// autocannon (the order of each pair alternating, the same bodies never asked before to both),
// each process's CPU a listing read from /proc (user and system time). On a machine others
// load, a pair run seconds apart sees the same load, where bench/listing.ts's runs are minutes
// apart (docs/decisions/0048-a-listings-cpu-outside-the-index.md).
// Run: node --import tsx bench/listing-pair.ts --database-url URL DIR_BEFORE DIR_AFTER
//      [--rounds 7] [--seconds 6] [--connections 20] [--per 7000]  (bodies a burst, fresh each round)
//      The first round warms each process (its filter cache, V8's code) and is not in the means.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { callPath } from '../contract/calls.ts';
import { requestBody } from '../contract/envelope.ts';
import { startServer, type StartedServer } from '../tests/e2e/support/global-setup.ts';
import { listingBodies, vocabulary } from './listing-bodies.ts';
import { withDb } from './support.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = argValue('database-url');
const dirs = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!url || dirs.length !== 2) throw new Error('usage: bench/listing-pair.ts --database-url URL DIR_BEFORE DIR_AFTER');
const ROUNDS = Number(argValue('rounds') ?? 7);
const SECONDS = Number(argValue('seconds') ?? 6);
const CONNECTIONS = Number(argValue('connections') ?? 20);
const PER = Number(argValue('per') ?? 7000);

/** User and system CPU of a process so far, in ms (/proc/PID/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

// Not the 400 bodies the other listing benches ask first; each body once.
const bodies = [...new Map(listingBodies(await withDb(url, vocabulary), 150_000).slice(400).map((b) => [JSON.stringify(b), b])).values()];
if (bodies.length < ROUNDS * PER) throw new Error(`${bodies.length} distinct bodies: fewer than --rounds x --per`);
const servers: { dir: string; server: StartedServer; cpu: number[] }[] = [];
try {
  for (const dir of dirs) servers.push({ dir, server: await startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn' }, undefined, dir, true), cpu: [] });
  for (const { server } of servers) {
    for (;;) {
      const state = ((await (await fetch(`${server.url}/readyz`)).json()) as { listingIndex?: string }).listingIndex;
      if (state !== 'loading') break;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    const burst = bodies.slice(round * PER, (round + 1) * PER);
    for (const side of round % 2 ? [...servers].reverse() : servers) {
      const pid = side.server.child.pid!;
      let n = 0;
      const before = cpuMs(pid);
      const result = await autocannon({
        url: side.server.url, connections: CONNECTIONS, duration: SECONDS,
        requests: [{
          method: 'POST', path: callPath('GET_All_PRODUCTS'), headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(burst[n++ % burst.length]!)) }),
        }],
      });
      const after = cpuMs(pid);
      const ok = Math.max(1, result['2xx']);
      const [user, system] = [(after.user - before.user) / ok, (after.system - before.system) / ok];
      if (round > 0) side.cpu.push(user + system);
      console.log(`round ${round} ${side.dir}: ${result.requests.average.toFixed(1)} req/s, non-2xx ${result.non2xx}, server CPU ${(user + system).toFixed(3)} ms a listing ` +
        `(user ${user.toFixed(3)}, system ${system.toFixed(3)}), load ${os.loadavg()[0]!.toFixed(1)}`);
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
}
for (const { dir, cpu } of servers) {
  const sorted = [...cpu].sort((a, b) => a - b);
  console.log(`${dir}: rounds 1-${ROUNDS - 1}, mean ${(cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length)).toFixed(3)} ms, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(3)} ms`);
}
