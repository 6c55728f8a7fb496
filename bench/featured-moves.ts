// The featured order after orders (featured-rank.ts's `withSales`: each changed product moved by a
// binary search, one sort past 256) beside the alternative measured and not kept (decision 0064):
// the changed products taken out and merged back in one pass over the order. Both must give the
// same order (checked at 200,000 positions for 1-1,000 changes); then each is timed at a million
// positions for 1, 3, 10 and 100 changed products, the two sides alternating, median of 7.
// Run: npm run bench -- featured-moves [--products 1000000] [--rounds 7]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { withSales } from '../server/calls/catalog/featured-rank.ts';
import { featureKey, positionOf, type FeaturedRank, type ListingIndexData } from '../server/calls/catalog/listing-index-data.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000000' }, rounds: { type: 'string', default: '7' } } });

/** The alternative: one pass over the order, each changed product put before the first other that comes after it. */
function mergedWithSales(d: ListingIndexData, rank: FeaturedRank, salesVersion: number, changes: Int32Array): FeaturedRank {
  const [key, moved, order] = [rank.key.slice(), new Uint8Array(d.size), new Int32Array(d.size)];
  const before = (a: number, b: number) => key[b]! - key[a]! || d.ids[a]! - d.ids[b]!;
  const changed: number[] = [];
  for (let i = 0; i < changes.length; i += 3) {
    const pos = positionOf(d, changes[i]!);
    if (pos < 0) continue;
    if (!moved[pos]) changed.push(pos);
    key[pos] = featureKey(changes[i + 1]!, changes[i + 2]!);
    moved[pos] = 1;
  }
  changed.sort(before);
  let [k, j] = [0, 0];
  for (const pos of rank.order) {
    if (moved[pos]) continue;
    while (j < changed.length && before(changed[j]!, pos) < 0) order[k++] = changed[j++]!;
    order[k++] = pos;
  }
  order.set(changed.slice(j), k);
  return { salesVersion, key, order };
}

let seed = 1;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

/** `size` listed products (ids spaced by 3, as deleted products leave gaps), 1 % featured, 0-499 sold, in the featured order. */
function catalogue(size: number): { d: ListingIndexData; rank: FeaturedRank } {
  const ids = Int32Array.from({ length: size }, (_, i) => 3 * i + 1);
  const positionById = new Int32Array(3 * size + 2);
  ids.forEach((id, pos) => { positionById[id] = pos + 1; });
  const key = Float64Array.from({ length: size }, () => featureKey(Math.floor(random() * 500), random() < 0.01 ? 1 : 0));
  const order = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => key[b]! - key[a]! || ids[a]! - ids[b]!);
  return { d: { ids, positionById, size } as unknown as ListingIndexData, rank: { salesVersion: 1, key, order } };
}

/** `n` distinct products with new sales figures, as the sales read hands them (id, units_sold, is_featured). */
function changes(d: ListingIndexData, n: number): Int32Array {
  const out = new Int32Array(3 * n);
  const used = new Set<number>();
  for (let i = 0; i < n; i++) {
    let pos: number;
    do pos = Math.floor(random() * d.size); while (used.has(pos));
    used.add(pos);
    out.set([d.ids[pos]!, Math.floor(random() * 520), random() < 0.02 ? 1 : 0], 3 * i);
  }
  return out;
}

const sides = { moves: withSales, merge: mergedWithSales };
const small = catalogue(200_000);
for (const n of [1, 2, 5, 40, 300, 1_000]) {
  const ch = changes(small.d, n);
  const [a, b] = [withSales(small.d, small.rank, 2, ch), mergedWithSales(small.d, small.rank, 2, ch)];
  if (a.order.some((pos, i) => pos !== b.order[i]) || a.key.some((k, i) => k !== b.key[i])) throw new Error(`${n} changed: the two orders differ`);
  small.rank = a;
}
console.log('200,000 positions, 1-1,000 changed products: the same order both ways');

const size = Number(values.products);
const rounds = Number(values.rounds);
const { d, rank } = catalogue(size);
console.log(`${size.toLocaleString('en')} positions, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; ms a sales update, median (range) of ${rounds}`);
for (const n of [1, 3, 10, 100]) {
  const times: Record<keyof typeof sides, number[]> = { moves: [], merge: [] };
  for (let round = 0; round < rounds; round++) {
    const ch = changes(d, n);
    for (const side of (round % 2 ? ['moves', 'merge'] : ['merge', 'moves']) as (keyof typeof sides)[]) {
      const t0 = performance.now();
      sides[side](d, rank, 2, ch);
      times[side].push(performance.now() - t0);
    }
  }
  const line = (Object.keys(sides) as (keyof typeof sides)[]).map((side) => {
    const t = times[side].sort((x, y) => x - y);
    return `${side} ${t[t.length >> 1]!.toFixed(1)} (${t[0]!.toFixed(1)}-${t[t.length - 1]!.toFixed(1)})`;
  });
  console.log(`${String(n).padStart(4)} changed: ${line.join(', ')}`);
}
console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
