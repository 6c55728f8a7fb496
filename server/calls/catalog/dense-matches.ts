// A listing's dense matches tested in plain bit arrays, never made whole
// (docs/decisions/0041-dense-matches-counted-to-the-limit.md). roaring-wasm 1.1 intersects or
// unites two bitmaps of a million positions whose containers are bit arrays in 0.5-0.8 ms of
// CPU, and a dense listing made two or three of them. Here a filter value's bitmap is unpacked
// into words once and kept (least recently used dropped past a cap); a listing's matches are
// its parts' words ANDed (a part: one or a few values' words ORed) word by word on demand:
// counted only until past COUNT_LIMIT (the count the answer shows, decision 0016), a price
// page read from its end of the positions, a date or featured page by walking the order and
// testing each product's bits.
import { LRUCache } from 'lru-cache';
import type { RoaringBitmap32 } from 'roaring-wasm';
import { COUNT_LIMIT } from '../../../contract/shop-rules.ts';

/**
 * A bitmap is dense from one position in 32 on: its words then take no more bytes than its
 * positions as integers. Tests set it to 0 (every part dense) or Infinity (none: the bitmaps'
 * own operations), so both ways meet the SQL path's answers.
 */
export const denseFrom = { share: 1 / 32 };

export function isDense(size: number, universe: number): boolean {
  return size > 0 && size >= universe * denseFrom.share;
}

/** 32 MB of unpacked bitmaps: 256 at a million products (125 KB each), the catalogue's dense filter values and the filter cache's dense ORs and searches. */
export const DENSE_WORDS_BYTES = 32 * 1024 * 1024;

/** A bitmap's words, by the bitmap (the index's and the filter cache's never change once made; a replaced index's entries age out). */
const wordsKept = new LRUCache<RoaringBitmap32, Uint32Array>({ maxSize: DENSE_WORDS_BYTES, sizeCalculation: (w) => Math.max(1, w.byteLength) });

/** The words of `bits` (positions below `universe`), unpacked once and kept. */
export function wordsOf(bits: RoaringBitmap32, universe: number): Uint32Array {
  let words = wordsKept.get(bits);
  if (!words) {
    words = unpack(bits.serialize('portable'), (universe + 31) >>> 5);
    wordsKept.set(bits, words);
  }
  return words;
}

/**
 * A bitmap's words from its portable serialisation (the Roaring format spec: a cookie, each
 * container's key and cardinality, offsets, then each container as sorted 16-bit values, 1,024
 * 64-bit words, or runs): a bit-array container is copied whole, where listing its positions
 * and setting them one by one took milliseconds for a dense bitmap of a million positions.
 */
export function unpack(bytes: Uint8Array, wordCount: number): Uint32Array {
  const words = new Uint32Array(wordCount);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const cookie = view.getUint32(0, true);
  const hasRuns = (cookie & 0xffff) === 12347;
  let at = 4;
  let size: number;
  let runFlags = 0;
  if (hasRuns) {
    size = (cookie >>> 16) + 1;
    runFlags = at;
    at += (size + 7) >>> 3;
  } else if (cookie === 12346) {
    size = view.getUint32(at, true);
    at += 4;
  } else throw new Error('not a portable Roaring bitmap');
  const header = at;
  at += 4 * size;
  if (!hasRuns || size >= 4) at += 4 * size; // the offsets, not needed reading in order
  for (let c = 0; c < size; c++) {
    const base = view.getUint16(header + 4 * c, true) << 16;
    const cardinality = view.getUint16(header + 4 * c + 2, true) + 1;
    const set = (pos: number) => {
      if (pos >>> 5 < wordCount) words[pos >>> 5]! |= 1 << (pos & 31);
    };
    if (hasRuns && (bytes[runFlags + (c >>> 3)]! & (1 << (c & 7))) !== 0) {
      const runs = view.getUint16(at, true);
      at += 2;
      for (let r = 0; r < runs; r++, at += 4) {
        const start = base + view.getUint16(at, true);
        setRange(words, start, Math.min(start + view.getUint16(at + 2, true) + 1, wordCount << 5));
      }
    } else if (cardinality <= 4096) {
      for (let k = 0; k < cardinality; k++, at += 2) set(base + view.getUint16(at, true));
    } else {
      // 1,024 little-endian 64-bit words: 2,048 of ours, in order, copied as bytes (typed arrays are little-endian on the hosts Node runs on).
      const first = base >>> 5;
      const n = Math.max(0, Math.min(2048, wordCount - first));
      new Uint8Array(words.buffer, 4 * first, 4 * n).set(bytes.subarray(at, at + 4 * n));
      at += 8192;
    }
  }
  return words;
}

/** Positions from (inclusive) to to (exclusive) set: whole words at once. */
function setRange(words: Uint32Array, from: number, to: number): void {
  for (let pos = from; pos < to;) {
    const bit = pos & 31;
    if (bit === 0 && to - pos >= 32) {
      words[pos >>> 5] = 0xffffffff;
      pos += 32;
    } else {
      words[pos >>> 5]! |= 1 << bit;
      pos++;
    }
  }
}

function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A part of a listing's filter: any of these words (one filter's values ORed). */
export type WordsPart = readonly Uint32Array[];

/** The bit positions of `w` (word `i`), ascending, appended to `out`. */
function pushBits(out: number[], i: number, w: number): void {
  while (w !== 0) {
    const low = w & -w;
    out.push((i << 5) + 31 - Math.clz32(low));
    w ^= low;
  }
}

/**
 * The positions in [lo, hi) set in every part: what pageIds and the count ask of a bitmap
 * (size, has, sliceArray, toUint32Array, toArray, dispose), answered from the parts' words.
 * `size` is exact up to COUNT_LIMIT and COUNT_LIMIT + 1 beyond (counting stops there, as the
 * SQL path's count does); `count`: the exact count when the caller knows it (one bitmap's).
 */
export class DenseMatches {
  readonly size: number;
  /** Parts of one bitmap's words each, and parts of several to OR: a word of the matches is made without a loop for the first. */
  private readonly single: Uint32Array[];
  private readonly several: WordsPart[];
  private listed: number[] | undefined = undefined;

  constructor(parts: readonly WordsPart[], private readonly lo: number, private readonly hi: number, count?: number) {
    this.single = parts.filter((p) => p.length === 1).map((p) => p[0]!);
    this.several = parts.filter((p) => p.length > 1);
    if (count !== undefined) {
      this.size = Math.min(count, COUNT_LIMIT + 1);
      return;
    }
    let n = 0;
    if (hi > lo) for (let i = lo >>> 5, last = (hi - 1) >>> 5; i <= last && n <= COUNT_LIMIT; i++) n += popcount(this.word(i));
    this.size = Math.min(n, COUNT_LIMIT + 1);
  }

  /** All matches are counted exactly (at most COUNT_LIMIT): they can be listed and sorted. */
  get whole(): boolean {
    return this.size <= COUNT_LIMIT;
  }

  /** Word i of the matches: the parts ANDed, each part's words ORed, cut to [lo, hi). */
  private word(i: number): number {
    let w = -1;
    for (let k = 0; k < this.single.length && w !== 0; k++) w &= this.single[k]![i]!;
    for (let k = 0; k < this.several.length && w !== 0; k++) {
      let any = 0;
      for (const words of this.several[k]!) any |= words[i]!;
      w &= any;
    }
    if (w === 0) return 0;
    if (i === this.lo >>> 5) w &= -1 << (this.lo & 31);
    if (i === this.hi >>> 5) w &= (1 << (this.hi & 31)) - 1;
    return w;
  }

  /**
   * The matches of rank offset to end in `order` (positions; from its last one down when
   * `descending`): the order walked, each product's bits tested in the parts' words.
   */
  walk(order: Int32Array, descending: boolean, offset: number, end: number): number[] {
    const out: number[] = [];
    const { lo, hi, single, several } = this;
    let skip = offset;
    for (let k = 0, n = order.length; k < n && out.length < end - offset; k++) {
      const pos = order[descending ? n - 1 - k : k]!;
      if (pos < lo || pos >= hi) continue;
      const i = pos >>> 5;
      const bit = 1 << (pos & 31);
      let yes = true;
      for (let p = 0; p < single.length && yes; p++) yes = (single[p]![i]! & bit) !== 0;
      for (let p = 0; p < several.length && yes; p++) {
        yes = false;
        for (const words of several[p]!) if ((words[i]! & bit) !== 0) { yes = true; break; }
      }
      if (!yes) continue;
      if (skip > 0) skip--;
      else out.push(pos);
    }
    return out;
  }

  /** The first `to` matches, ascending (made once, for a listing asking more than one slice). */
  private first(to: number): number[] {
    if (this.listed) return this.listed;
    const out: number[] = [];
    for (let i = this.lo >>> 5, last = (this.hi - 1) >>> 5; out.length < to && i <= last; i++) pushBits(out, i, this.word(i));
    if (this.whole && to >= this.size) this.listed = out;
    return out;
  }

  has(pos: number): boolean {
    return pos >= this.lo && pos < this.hi && (this.word(pos >>> 5) & (1 << (pos & 31))) !== 0;
  }

  /** The matches of rank from (inclusive) to to (exclusive, at most COUNT_LIMIT), ascending. */
  sliceArray(from = 0, to = this.size): number[] {
    return this.first(to).slice(from, to);
  }

  /** The matches of rank from to to counted from the last one down (at most COUNT_LIMIT), ascending: a Price DESC page without the exact count. */
  sliceFromLast(from: number, to: number): number[] {
    if (this.whole) return this.first(this.size).slice(Math.max(0, this.size - to), this.size - from);
    const down: number[] = [];
    for (let i = (this.hi - 1) >>> 5, first = this.lo >>> 5; down.length < to && i >= first; i--) {
      const bits: number[] = [];
      pushBits(bits, i, this.word(i));
      for (let k = bits.length - 1; k >= 0; k--) down.push(bits[k]!);
    }
    return down.slice(from, to).reverse();
  }

  toUint32Array(): Uint32Array {
    return Uint32Array.from(this.sliceArray());
  }

  toArray(): number[] {
    return this.sliceArray();
  }

  /** Nothing to release: the words are the garbage collector's. */
  dispose(): void {}
}
