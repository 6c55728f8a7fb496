// The bitmap library's operations alone, µs each, on a million positions (decision 0053): this
// checkout's roaring-wasm beside another checkout's (`--before DIR`, its own node_modules), in
// alternating rounds, the same bitmaps on both (random positions, 30 %, 50 %, 12 % set: dense,
// bit-array containers; eight of 5 %: array containers, as a filter's values).
// Run: node --import tsx bench/bitmap-ops.ts [--before /tmp/ci18] [--rounds 3] [--times 200]
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as Roaring from 'roaring-wasm';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg('rounds') ?? 3);
const TIMES = Number(arg('times') ?? 200);
const N = 1_000_000;

const library = (dir: string) => createRequire(path.join(dir, 'package.json'))('roaring-wasm') as typeof Roaring;
const sides: [string, typeof Roaring][] = [['this', library(process.cwd())]];
if (arg('before')) sides.unshift(['before', library(arg('before')!)]);

function positions(density: number, seed: number): Uint32Array {
  let s = seed;
  const next = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 2 ** 32; };
  const out: number[] = [];
  for (let i = 0; i < N; i++) if (next() < density) out.push(i);
  return Uint32Array.from(out);
}
const dense = [positions(0.3, 1), positions(0.5, 2), positions(0.12, 3)];
const sparse = Array.from({ length: 8 }, (_, i) => positions(0.05, 10 + i));

const bench = await Promise.all(sides.map(async ([name, { RoaringBitmap32, roaringLibraryInitialize }]) => {
  await roaringLibraryInitialize();
  const [a, b, c] = dense.map((p) => new RoaringBitmap32(p)) as [Roaring.RoaringBitmap32, Roaring.RoaringBitmap32, Roaring.RoaringBitmap32];
  const values = sparse.map((p) => new RoaringBitmap32(p));
  const ops: Record<string, () => unknown> = {
    clone: () => a.clone().dispose(),
    'clone + andInPlace': () => { const x = a.clone(); x.andInPlace(b); x.dispose(); },
    'and, three parts': () => { const x = RoaringBitmap32.and(a, b); x.andInPlace(c); x.dispose(); },
    andCardinality: () => a.andCardinality(b),
    'orMany, 8 values': () => RoaringBitmap32.orMany(values).dispose(),
    'orMany, 3 dense': () => RoaringBitmap32.orMany([a, b, c]).dispose(),
  };
  return { name, ops };
}));

const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const { name, ops } of round % 2 ? [...bench].reverse() : bench) {
    for (const [op, run] of Object.entries(ops)) {
      for (let i = 0; i < 20; i++) run(); // warm: V8's optimising tier
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < TIMES; i++) run();
      const key = `${op}\t${name}`;
      results.set(key, [...(results.get(key) ?? []), Number(process.hrtime.bigint() - t0) / 1e3 / TIMES]);
    }
  }
}
console.log(`µs an operation, best / median of ${ROUNDS} rounds of ${TIMES}; load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const [key, us] of results) {
  const sorted = [...us].sort((x, y) => x - y);
  console.log(`${key.padEnd(30)}\t${sorted[0]!.toFixed(1)}\t${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}`);
}
