// The listing index's search: an inverted index of the search texts' words, as search
// engines keep one (docs/decisions/0025-the-listing-index-on-words-and-bitmaps.md). A word
// is what lies between two spaces of search_text, so a text is exactly its words joined by
// ' ', and a term is a substring of a text exactly when:
// - (no space in the term) some word of the text contains it: the term is looked up in the
//   vocabulary (as a wildcard query expands over Lucene's term dictionary), and the texts are
//   the union of those words' bitmaps, with nothing left to test;
// - (spaces) its pieces p0 ' ' p1 ... ' ' pk are words in a row of the text, the first ending
//   with p0, the middle ones equal to p1 .. pk-1, the last starting with pk: the bitmaps give
//   the texts holding such words, each of which is then tested with its words in order.
// Words are UTF-16 strings, so Arabic is found like any other script, and terms of one or two
// characters too.
import { RoaringBitmap32 } from 'roaring-wasm';

export interface SearchWords {
  vocabulary: string[];
  /** Word id -> the positions of the texts holding it. */
  postings: RoaringBitmap32[];
  /**
   * The texts as word ids, in chunks of `chunkSize` positions (2 bytes a word while a chunk's
   * ids fit; a chunk is made once, never grown): text at position pos is
   * words[pos / chunkSize][wordStart[pos] ..] up to the next position's start or the chunk's end.
   */
  words: (Uint16Array | Uint32Array)[];
  wordStart: Int32Array;
  chunkSize: number;
}

function wordsOf(s: SearchWords, pos: number): { chunk: Uint16Array | Uint32Array; from: number; to: number } {
  const chunk = s.words[Math.floor(pos / s.chunkSize)]!;
  const last = (pos + 1) % s.chunkSize === 0 || pos + 1 === s.wordStart.length;
  return { chunk, from: s.wordStart[pos]!, to: last ? chunk.length : s.wordStart[pos + 1]! };
}

/** Builds SearchWords from the texts in position order 0, 1, 2 ... (listing-index-data.ts feeds it). */
export class SearchWordsBuilder {
  private readonly ids = new Map<string, number>();
  readonly lists = new PositionLists();
  private readonly chunks: (Uint16Array | Uint32Array)[] = [];
  private chunk = new Uint32Array(1 << 16);
  private length = 0;
  private maxId = 0;

  /** `wordStart`: one place per text. */
  constructor(private readonly wordStart: Int32Array, private readonly chunkSize = 1 << 14) {}

  add(pos: number, text: string): void {
    this.wordStart[pos] = this.length;
    for (const word of text.split(' ')) {
      let id = this.ids.get(word);
      if (id === undefined) this.ids.set(word, (id = this.ids.size));
      if (this.length === this.chunk.length) {
        const grown = new Uint32Array(this.length * 2);
        grown.set(this.chunk);
        this.chunk = grown;
      }
      this.chunk[this.length++] = id;
      this.maxId = Math.max(this.maxId, id);
      this.lists.add(id, pos);
    }
    if ((pos + 1) % this.chunkSize === 0 || pos + 1 === this.wordStart.length) this.endChunk();
  }

  private endChunk(): void {
    const ids = this.chunk.subarray(0, this.length);
    this.chunks.push(this.maxId < 0x10000 ? Uint16Array.from(ids) : ids.slice());
    this.length = 0;
    this.maxId = 0;
  }

  build(): SearchWords {
    const vocabulary = [...this.ids.keys()];
    const bitmaps = this.lists.bitmaps();
    const postings = vocabulary.map((_, id) => bitmaps.get(id)!);
    return { vocabulary, postings, words: this.chunks, wordStart: this.wordStart, chunkSize: this.chunkSize };
  }
}

/** Values per addMany: roaring-wasm 1.1 copies more than 983,040 at once through a view of its memory taken before the first copy, which a growth of that memory detaches. */
const SLICE = 1 << 16;

/** A bitmap of `values`, added a slice at a time (SLICE). */
export function bitmapOf(values: Int32Array | Uint32Array | number[]): RoaringBitmap32 {
  const bits = new RoaringBitmap32();
  for (let i = 0; i < values.length; i += SLICE) bits.addMany(values.slice(i, i + SLICE));
  return bits;
}

/**
 * A bitmap per key from positions: gathered a batch at a time, then added to the key's
 * bitmap in bulk (flush), so the load holds one batch's positions besides the bitmaps.
 */
export class PositionLists {
  private readonly lists = new Map<number, { at: number[]; bits: RoaringBitmap32 }>();

  add(key: number, pos: number): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { at: [], bits: new RoaringBitmap32() }));
    list.at.push(pos);
  }

  flush(): void {
    for (const list of this.lists.values()) {
      list.bits.addMany(list.at); // a position twice (a word twice in one text) is held once
      list.at = [];
    }
  }

  bitmaps(): Map<number, RoaringBitmap32> {
    this.flush();
    return new Map([...this.lists].map(([key, { bits }]) => {
      bits.runOptimize();
      bits.shrinkToFit();
      return [key, bits];
    }));
  }
}

/** Word ids whose word passes `test`, as flags by id. */
function wordsWhere(s: SearchWords, test: (word: string) => boolean): Uint8Array {
  const flags = new Uint8Array(s.vocabulary.length);
  s.vocabulary.forEach((word, id) => { flags[id] = test(word) ? 1 : 0; });
  return flags;
}

function union(s: SearchWords, flags: Uint8Array): RoaringBitmap32 {
  const found: RoaringBitmap32[] = [];
  flags.forEach((on, id) => { if (on) found.push(s.postings[id]!); });
  return found.length === 1 ? found[0]!.clone() : RoaringBitmap32.orMany(found);
}

/**
 * The positions of the texts holding `term` (already lowered, like the texts) among `within`
 * (null: every text): a new bitmap the caller disposes.
 */
export function searchWords(s: SearchWords, term: string, within: RoaringBitmap32 | null): RoaringBitmap32 {
  const pieces = term.split(' ');
  const last = pieces.length - 1;
  // Per piece, the words it may be: all words for an empty first or last piece.
  const sets = pieces.map((piece, i) => {
    if (last === 0) return wordsWhere(s, (w) => w.includes(piece));
    if (i === 0) return wordsWhere(s, (w) => w.endsWith(piece));
    if (i === last) return wordsWhere(s, (w) => w.startsWith(piece));
    return wordsWhere(s, (w) => w === piece);
  });
  const matches = within ? within.clone() : null;
  const restricting = pieces.map((piece, i) => (i > 0 && i < last) || piece !== '');
  let acc = matches;
  try {
    for (let i = 0; i <= last; i++) {
      if (!restricting[i]) continue;
      const texts = union(s, sets[i]!);
      if (acc) {
        acc.andInPlace(texts);
        texts.dispose();
      } else {
        acc = texts;
      }
    }
  } catch (err) {
    acc?.dispose();
    throw err;
  }
  acc ??= new RoaringBitmap32().addRange(0, s.wordStart.length);
  if (last === 0) return acc;
  const found = acc.toUint32Array().filter((pos) => {
    const { chunk, from, to } = wordsOf(s, pos);
    outer: for (let i = from; i + last < to; i++) {
      for (let j = 0; j <= last; j++) if (!sets[j]![chunk[i + j]!]) continue outer;
      return true;
    }
    return false;
  });
  acc.dispose();
  return bitmapOf(found);
}

/** Bytes held by `s` (bitmaps in their portable size). */
export function searchWordsBytes(s: SearchWords): number {
  return s.words.reduce((n, chunk) => n + chunk.byteLength, 0) + s.wordStart.byteLength + s.vocabulary.reduce((n, w) => n + 2 * w.length, 0) +
    s.postings.reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
}
