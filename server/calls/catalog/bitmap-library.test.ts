// The bitmap library as installed, its byte counts rewritten by scripts/roaring-popcnt.mjs
// (docs/decisions/0053-the-bitmaps-popcount.md; tests/budget/bitmap-popcount.test.ts checks the
// rewrite is installed): its set operations still the sets' own, checked against plain arrays on
// sparse, dense and run-length containers alike.
import { RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => roaringLibraryInitialize());

/** Eight containers of 65,536 positions. */
const SPAN = 1 << 19;

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 2 ** 32; };
}

/** A set of positions under SPAN as flags: a density per set, and now and then a long run. */
function flagsOf(next: () => number): Uint8Array {
  const flags = new Uint8Array(SPAN);
  const density = [0.0005, 0.01, 0.07, 0.3, 0.6, 0.97][Math.floor(next() * 6)]!;
  for (let i = 0; i < SPAN; i++) if (next() < density) flags[i] = 1;
  if (next() < 0.3) flags.fill(1, Math.floor(next() * SPAN / 2), Math.floor(SPAN / 2 + next() * SPAN / 2));
  return flags;
}

// Plain loops: these run over half a million flags some hundred times, and the typed arrays'
// iterators and callbacks made the test take a minute on a loaded machine.
function positions(flags: Uint8Array): Uint32Array {
  const out = new Uint32Array(count(flags));
  for (let i = 0, k = 0; i < flags.length; i++) if (flags[i] === 1) out[k++] = i;
  return out;
}
function combine(a: Uint8Array, b: Uint8Array, op: (x: number, y: number) => number): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = op(a[i]!, b[i]!);
  return out;
}
function count(flags: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < flags.length; i++) n += flags[i]!;
  return n;
}

describe('the bitmap library', () => {
  it('ANDs, ORs, XORs, subtracts and counts as the sets themselves do', () => {
    const next = random(17);
    for (let round = 0; round < 9; round++) {
      const flags = [flagsOf(next), flagsOf(next), flagsOf(next)];
      const bitmaps = flags.map((f) => new RoaringBitmap32(positions(f)));
      if (round % 3 === 0) for (const b of bitmaps) b.runOptimize();
      const [a, b, c] = bitmaps as [RoaringBitmap32, RoaringBitmap32, RoaringBitmap32];
      const [fa, fb, fc] = flags as [Uint8Array, Uint8Array, Uint8Array];
      const and = combine(fa, fb, (x, y) => x & y);
      const made: RoaringBitmap32[] = [];
      const same = (bits: RoaringBitmap32, want: Uint8Array) => {
        made.push(bits);
        expect(bits.size).toBe(count(want));
        expect(Buffer.from(bits.toUint32Array().buffer).equals(Buffer.from(positions(want).buffer))).toBe(true);
      };
      same(RoaringBitmap32.and(a, b), and);
      same(RoaringBitmap32.or(a, b), combine(fa, fb, (x, y) => x | y));
      same(RoaringBitmap32.xor(a, b), combine(fa, fb, (x, y) => x ^ y));
      same(RoaringBitmap32.andNot(a, b), combine(fa, fb, (x, y) => x & (1 - y)));
      same(RoaringBitmap32.orMany(bitmaps), combine(combine(fa, fb, (x, y) => x | y), fc, (x, y) => x | y));
      expect(a.andCardinality(b)).toBe(count(and));
      expect(a.orCardinality(c)).toBe(count(combine(fa, fc, (x, y) => x | y)));
      const inPlace = a.clone();
      inPlace.andInPlace(b);
      inPlace.andInPlace(c);
      same(inPlace, combine(and, fc, (x, y) => x & y));
      for (const bits of [...bitmaps, ...made]) bits.dispose();
    }
  });
});
