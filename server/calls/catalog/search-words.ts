// The listing index's search: an inverted index of the search texts' words, as search
// engines keep one (docs/decisions/0024-the-listing-index-on-words-and-bitmaps.md). A word
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
  /** The texts as word ids: text at position pos is words[wordStart[pos] .. wordStart[pos + 1]). */
  words: Uint16Array | Uint32Array;
  wordStart: Int32Array;
}

/** Builds SearchWords from the texts in position order (listing-index-data.ts feeds it). */
export class SearchWordsBuilder {
  private readonly ids = new Map<string, number>();
  private readonly lists: PositionLists = new PositionLists();
  private words = new Uint32Array(1 << 16);
  private length = 0;
  private readonly starts: number[] = [0];

  add(pos: number, text: string): void {
    for (const word of text.split(' ')) {
      let id = this.ids.get(word);
      if (id === undefined) this.ids.set(word, (id = this.ids.size));
      if (this.length === this.words.length) {
        const grown = new Uint32Array(this.words.length * 2);
        grown.set(this.words);
        this.words = grown;
      }
      this.words[this.length++] = id;
      this.lists.add(id, pos);
    }
    this.starts.push(this.length);
  }

  build(): SearchWords {
    const vocabulary = [...this.ids.keys()];
    const words = vocabulary.length <= 0x10000 ? Uint16Array.from(this.words.subarray(0, this.length)) : this.words.slice(0, this.length);
    const postings = vocabulary.map((_, id) => this.lists.bitmap(id));
    return { vocabulary, postings, words, wordStart: Int32Array.from(this.starts) };
  }
}

/** Ascending positions per key, in typed arrays (freed once the bitmaps are made). */
export class PositionLists {
  private readonly lists = new Map<number, { at: Uint32Array; n: number }>();

  add(key: number, pos: number): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { at: new Uint32Array(8), n: 0 }));
    if (list.n > 0 && list.at[list.n - 1] === pos) return; // a word twice in one text
    if (list.n === list.at.length) {
      const grown = new Uint32Array(list.n * 2);
      grown.set(list.at);
      list.at = grown;
    }
    list.at[list.n++] = pos;
  }

  keys(): number[] {
    return [...this.lists.keys()];
  }

  /** The key's bitmap (empty if never added); its list is dropped. */
  bitmap(key: number): RoaringBitmap32 {
    const list = this.lists.get(key);
    this.lists.delete(key);
    const bits = new RoaringBitmap32(list ? list.at.subarray(0, list.n) : []);
    bits.runOptimize();
    bits.shrinkToFit();
    return bits;
  }

  bitmaps(): Map<number, RoaringBitmap32> {
    return new Map(this.keys().map((key) => [key, this.bitmap(key)]));
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
  acc ??= new RoaringBitmap32().addRange(0, s.wordStart.length - 1);
  if (last === 0) return acc;
  const found = acc.toUint32Array().filter((pos) => {
    const from = s.wordStart[pos]!;
    const to = s.wordStart[pos + 1]!;
    outer: for (let i = from; i + last < to; i++) {
      for (let j = 0; j <= last; j++) if (!sets[j]![s.words[i + j]!]) continue outer;
      return true;
    }
    return false;
  });
  acc.dispose();
  return new RoaringBitmap32(found);
}

/** Bytes held by `s` (bitmaps in their portable size). */
export function searchWordsBytes(s: SearchWords): number {
  return s.words.byteLength + s.wordStart.byteLength + s.vocabulary.reduce((n, w) => n + 2 * w.length, 0) +
    s.postings.reduce((n, bits) => n + bits.getSerializationSizeInBytes('portable'), 0);
}
