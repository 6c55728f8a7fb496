// The listing index's search: a bitmap per three-character piece of the search texts. A
// text that holds a term holds each of the term's pieces, so the texts in every one of the
// term's pieces' bitmaps are the only candidates, and each candidate is still tested
// (listing-index-query.ts): the answer stays exactly the substring test. Pieces are hashed
// into buckets; two pieces sharing a bucket only add candidates that the test then drops.
// Pieces are of UTF-16 code units, so Arabic is indexed like any other script. Terms shorter
// than three characters have no piece: every text is tested.
import { RoaringBitmap32 } from 'roaring-wasm';

const BUCKET_BITS = 20;
const BUCKETS = 1 << BUCKET_BITS;
/** Texts per building step: the positions of one step are gathered in arrays, then added. */
const STEP = 1 << 16;

/** Bucket -> positions of the texts holding a piece hashed to it. */
export type SearchGrams = Map<number, RoaringBitmap32>;

function bucket(text: string, i: number): number {
  const h = Math.imul(text.charCodeAt(i), 0x9e3779b1) ^ Math.imul(text.charCodeAt(i + 1), 0x85ebca77) ^ Math.imul(text.charCodeAt(i + 2), 0xc2b2ae3d);
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> (32 - BUCKET_BITS);
}

/** `texts[pos]` is the text at position pos. */
export function buildSearchGrams(texts: readonly string[]): SearchGrams {
  const grams: SearchGrams = new Map();
  // Per step, counted then placed (typed arrays: a few MB, whatever the catalogue's size).
  const lastSeen = new Int32Array(BUCKETS).fill(-1);
  const start = new Int32Array(BUCKETS + 1);
  const eachPiece = (from: number, to: number, fn: (b: number, pos: number) => void) => {
    for (let pos = from; pos < to; pos++) {
      const text = texts[pos]!;
      for (let i = 0; i + 2 < text.length; i++) {
        const b = bucket(text, i);
        if (lastSeen[b] !== pos) {
          lastSeen[b] = pos;
          fn(b, pos);
        }
      }
    }
  };
  for (let from = 0; from < texts.length; from += STEP) {
    const to = Math.min(from + STEP, texts.length);
    start.fill(0);
    eachPiece(from, to, (b) => start[b + 1]!++);
    for (let b = 0; b < BUCKETS; b++) start[b + 1]! += start[b]!;
    const positions = new Uint32Array(start[BUCKETS]!);
    const fill = start.slice(0, BUCKETS);
    lastSeen.fill(-1);
    eachPiece(from, to, (b, pos) => { positions[fill[b]!++] = pos; });
    for (let b = 0; b < BUCKETS; b++) {
      if (start[b] === start[b + 1]) continue;
      const piece = positions.subarray(start[b]!, start[b + 1]!);
      const bits = grams.get(b);
      if (bits) bits.addMany(piece);
      else grams.set(b, new RoaringBitmap32(piece));
    }
  }
  for (const bits of grams.values()) {
    bits.runOptimize();
    bits.shrinkToFit();
  }
  return grams;
}

/**
 * The positions that may hold `term` (a new bitmap: the caller disposes it): every text
 * holding it is among them. null when the term is shorter than three characters.
 */
export function searchCandidates(grams: SearchGrams, term: string): RoaringBitmap32 | null {
  if (term.length < 3) return null;
  const parts: RoaringBitmap32[] = [];
  for (let i = 0; i + 2 < term.length; i++) {
    const bits = grams.get(bucket(term, i));
    if (!bits) return new RoaringBitmap32();
    parts.push(bits);
  }
  parts.sort((a, b) => a.size - b.size);
  const out = parts[0]!.clone();
  for (const bits of parts.slice(1)) {
    if (out.isEmpty) break;
    out.andInPlace(bits);
  }
  return out;
}
