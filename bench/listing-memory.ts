// Where the in-memory listing index's memory goes: loads it once from an already seeded
// database and prints the process's memory (resident, V8 heap, array buffers, the bitmaps'
// WebAssembly heap) before, at its peak while loading, and after, with the bytes it counts.
// Run: MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=262144 node --expose-gc --import tsx bench/listing-memory.ts --database-url URL
// (the allocator's settings as `npm start` sets them, decision 0031)
import { readFileSync } from 'node:fs';
import { roaringLibraryInitialize } from 'roaring-wasm';
import { bitmapHeapBytes, loadListingIndex } from '../server/calls/catalog/listing-index-data.ts';
import { withDb } from './support.ts';

const i = process.argv.indexOf('--database-url');
const url = i > 0 ? process.argv[i + 1] : undefined;
if (!url) throw new Error('--database-url URL (a seeded database)');

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
/** With `collect` false: as the load left it (its garbage, the driver's buffers, not yet collected: decision 0040). */
const memory = (what: string, collect = true) => {
  if (collect) gc();
  const m = process.memoryUsage();
  console.log(`${what}: resident ${mb(m.rss)}, malloc's main heap ${mallocHeap()}, V8 heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, array buffers ${mb(m.arrayBuffers)}, bitmaps' WebAssembly heap ${mb(bitmapHeapBytes())}`);
};

/** Resident in malloc's main heap ([heap] in /proc/self/smaps): freed holes below its top stay resident (decision 0031). */
const mallocHeap = () => {
  const smaps = readFileSync('/proc/self/smaps', 'utf8');
  const at = smaps.search(/ \[heap\]\n/);
  return at < 0 ? '0 MB' : `${(Number(/Rss:\s+(\d+)/.exec(smaps.slice(at))?.[1]) / 1024).toFixed(1)} MB`;
};

/** VmHWM: the most this process has held resident so far (Linux). */
const peakResident = () => `${(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024).toFixed(1)} MB`;

await roaringLibraryInitialize();
memory('before');
const t0 = performance.now();
// Every 20 ms while it loads (the load mostly waits on PostgreSQL): the sample at the highest resident memory, with its parts.
let top = { rss: 0, at: 0, parts: '' };
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > top.rss) {
    top = { rss: m.rss, at: performance.now() - t0, parts: `V8 heap used ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}, array buffers ${mb(m.arrayBuffers)}, bitmaps' WebAssembly heap ${mb(bitmapHeapBytes())}` };
  }
}, 20);
const d = await withDb(url, (db) => loadListingIndex(db));
clearInterval(sampler);
console.log(`highest sampled resident ${mb(top.rss)} at ${(top.at / 1000).toFixed(1)} s: ${top.parts}`);
if (!d) throw new Error('the filter data changed while the index loaded: run again');
console.log(`loaded ${d.size} products in ${((performance.now() - t0) / 1000).toFixed(1)} s; resident at its peak ${peakResident()}`);
memory('after, not collected', false);
memory('after');
console.log(`  counted by the index (/readyz): ${mb(d.bytes)}`);
