// The answer cache's segments under answers each asked once (the listing bench's cache-missed
// run), in process and without a database (bench/README.md, "Listing"; decision 0043): stores
// --answers answers of 21 KB (a listing's at a million products) under distinct keys through a
// cache of --cap-mb MB, and prints the process's highest array buffers and resident memory (V8
// frees a dropped segment only at its next full collection) and the CPU an answer took.
// --cwd DIR takes the segments from another checkout (the code before a change).
// Run: MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=262144 node --import tsx bench/answer-cache-churn.ts [--cwd /tmp/ci13] [--cap-mb 16] [--answers 20000]
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const capMb = Number(arg('cap-mb') ?? 16);
const n = Number(arg('answers') ?? 20_000);
const from = path.resolve(arg('cwd') ?? path.join(import.meta.dirname, '..'), 'server/http/answer-segments.ts');
const { AnswerSegments } = await import(pathToFileURL(from).href) as typeof import('../server/http/answer-segments.ts');

const store = new AnswerSegments<{ version: number; at: number }>(capMb * 2 ** 20);
const filler = 'x'.repeat(21_000);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
let peakBuffers = 0;
let peakResident = 0;
const cpu = process.cpuUsage();
for (let i = 0; i < n; i++) {
  store.set(`GET_All_PRODUCTS\n7\n{"PageNo":${i}}`, `${i}${filler}`, { version: 7, at: 0 });
  if (i % 50 === 0) {
    const m = process.memoryUsage();
    peakBuffers = Math.max(peakBuffers, m.arrayBuffers);
    peakResident = Math.max(peakResident, m.rss);
    // A turn of the event loop every 50 answers, as requests give V8 between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const used = process.cpuUsage(cpu);
console.log(`${from}: ${n} answers of 21 KB asked once through ${capMb} MB: array buffers at most ${mb(peakBuffers)} MB, `
  + `resident at most ${mb(peakResident)} MB, ${((used.user + used.system) / n).toFixed(1)} µs of CPU an answer (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
