// A trigram index over the listing index's search texts, so a search does not test every
// product's text: a text that holds a term holds each of the term's three-character pieces,
// so the products listed under the term's rarest piece are the only candidates, and each
// candidate is still tested with includes() (the answer stays exactly the substring test).
// Pieces are hashed into a fixed number of buckets; two pieces sharing a bucket only add
// candidates that the test then drops. Terms shorter than three characters have no piece:
// the caller tests every text, as before.

/** Buckets of the hash (1 MiB of offsets); at 100,000 products most hold a few hundred products. */
const BUCKET_BITS = 18;
const BUCKETS = 1 << BUCKET_BITS;

/** For bucket b, the positions (ascending, each once) of the texts holding a piece hashed to b. */
export interface SearchGrams {
  /** positions[offsets[b] .. offsets[b + 1]) belong to bucket b. */
  offsets: Int32Array;
  positions: Int32Array;
}

function bucket(a: number, b: number, c: number): number {
  const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> (32 - BUCKET_BITS);
}

/** Calls fn(bucket) for each piece of `text` (UTF-16 code units, as includes() compares them). */
function eachBucket(text: string, fn: (b: number) => void): void {
  for (let i = 0; i + 2 < text.length; i++) fn(bucket(text.charCodeAt(i), text.charCodeAt(i + 1), text.charCodeAt(i + 2)));
}

export function buildSearchGrams(texts: readonly string[]): SearchGrams {
  // lastSeen[b] = the last text counted in bucket b, so a text is listed once per bucket.
  const lastSeen = new Int32Array(BUCKETS).fill(-1);
  const counts = new Int32Array(BUCKETS + 1);
  texts.forEach((text, pos) => eachBucket(text, (b) => {
    if (lastSeen[b] !== pos) { lastSeen[b] = pos; counts[b + 1]!++; }
  }));
  const offsets = counts; // prefix sums in place: offsets[b] = start of bucket b
  for (let b = 0; b < BUCKETS; b++) offsets[b + 1]! += offsets[b]!;
  const positions = new Int32Array(offsets[BUCKETS]!);
  const fill = offsets.slice(0, BUCKETS);
  lastSeen.fill(-1);
  texts.forEach((text, pos) => eachBucket(text, (b) => {
    if (lastSeen[b] !== pos) { lastSeen[b] = pos; positions[fill[b]!++] = pos; }
  }));
  return { offsets, positions };
}

/**
 * The positions that may hold `term` (ascending): every text holding it is among them.
 * null when the term is shorter than three characters (no piece to look up).
 */
export function searchCandidates(grams: SearchGrams, term: string): Int32Array | null {
  if (term.length < 3) return null;
  let best = -1;
  let bestSize = Infinity;
  eachBucket(term, (b) => {
    const size = grams.offsets[b + 1]! - grams.offsets[b]!;
    if (size < bestSize) { best = b; bestSize = size; }
  });
  return grams.positions.subarray(grams.offsets[best]!, grams.offsets[best + 1]!);
}
