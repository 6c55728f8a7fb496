// The answer cache's bodies (answer-cache.ts) as the UTF-8 bytes sent, appended to segments:
// each segment one Buffer of its own (of 256 KB or more: mapped by malloc on its own and unmapped
// when let go: outside V8's heap and malloc's main heap, so neither grows or fragments with
// the cache), an entry a view of its segment. Full, the oldest segment is dropped whole with
// its entries, as log-structured caches drop their oldest segment; an entry asked for while
// in the oldest quarter is first copied to the newest segment (a second chance), so what is
// asked for often stays. A segment is never written again once dropped: a view still being
// written to a socket keeps it alive until sent.
//
// Once full, an answer is kept only when its key was asked for before (a second miss within the
// doorkeeper's window), as a CDN caches on the second use and TinyLFU admits past a doorkeeper:
// a stream of answers asked once (most of a catalogue's filter sets) then drops no segment, and
// the dropped segments, each a megabyte V8 frees only at its next full collection, no longer
// pile up between collections (docs/decisions/0043-answers-kept-on-their-second-ask.md).

interface Segment { buf: Buffer; used: number; keys: string[] }

/** A key's bookkeeping besides its bytes (the map's entry, the key's string). */
const KEY_OVERHEAD = 100;
const keyBytes = (key: string) => key.length * 2 + KEY_OVERHEAD;

/** Keys remembered by the doorkeeper: a 32-bit hash each, one slot per hash's low bits (256 KB). */
const DOORKEEPER_SLOTS = 1 << 16;

/** FNV-1a over the key's UTF-16 units; never 0 (an empty slot). */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

/** `text`'s UTF-8 bytes, `length` of them (Buffer.byteLength), in a Buffer of their own: encoded, not measured again. */
function bytesOf(text: string, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  bytes.write(text, 0, length, 'utf8');
  return bytes;
}

export class AnswerSegments<M> {
  private readonly entries = new Map<string, { body: Buffer; meta: M; segment: Segment }>();
  /** Oldest first; the last is written to. */
  private segments: Segment[] = [];
  private held = 0;
  private readonly segmentBytes: number;
  /** The hash of the last key missed once in each slot; a collision only keeps an answer sooner. */
  private readonly doorkeeper = new Uint32Array(DOORKEEPER_SLOTS);
  /** Answers not kept because the cache was full and their key was new. */
  declined = 0;

  /** `maxBytes`: segments and keys together. */
  constructor(private readonly maxBytes: number) {
    // 512 KB from the 16 MB default, 1 MB from 32 MB (256 KB from 8 MB: still mapped on its own); an answer larger than a segment gets one of its own size.
    this.segmentBytes = Math.min(1 << 20, Math.max(1 << 10, Math.floor(maxBytes / 32)));
  }

  get(key: string): { body: Buffer; meta: M } | undefined {
    const entry = this.entries.get(key);
    if (entry && this.segments.indexOf(entry.segment) < Math.floor(this.segments.length / 4)) {
      const at = this.room(entry.body.length);
      entry.body.copy(at.buf, at.used);
      entry.body = at.buf.subarray(at.used, (at.used += entry.body.length));
      entry.segment = at;
      at.keys.push(key);
      this.evict();
    }
    return entry;
  }

  /**
   * Stores `text` under `key`; answers its bytes (kept, or on their own when larger than the
   * whole cap or declined). Measured once: `Buffer.from` would measure it twice more before
   * encoding it (docs/decisions/0048-a-listings-cpu-outside-the-index.md).
   */
  set(key: string, text: string, meta: M): Buffer {
    const length = Buffer.byteLength(text);
    const again = this.delete(key) || this.seenBefore(key);
    if (length + keyBytes(key) > this.maxBytes) return bytesOf(text, length);
    if (!again && this.full(key, length)) {
      this.declined++;
      return bytesOf(text, length);
    }
    const at = this.room(length);
    at.buf.write(text, at.used, length, 'utf8');
    const body = at.buf.subarray(at.used, (at.used += length));
    at.keys.push(key);
    this.entries.set(key, { body, meta, segment: at });
    this.held += keyBytes(key);
    this.evict();
    return body;
  }

  clear(): void {
    this.entries.clear();
    this.segments = [];
    this.held = 0;
  }

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether it removed a kept answer. */
  private delete(key: string): boolean {
    if (!this.entries.delete(key)) return false;
    this.held -= keyBytes(key);
    return true;
  }

  /** Whether `key` was missed before (since its slot last changed); remembers it otherwise. */
  private seenBefore(key: string): boolean {
    const h = keyHash(key);
    const slot = h & (DOORKEEPER_SLOTS - 1);
    if (this.doorkeeper[slot] === h) return true;
    this.doorkeeper[slot] = h;
    return false;
  }

  /** Whether keeping `length` bytes under `key` would drop a segment. */
  private full(key: string, length: number): boolean {
    const last = this.segments[this.segments.length - 1];
    const grows = last && last.used + length <= last.buf.length ? 0 : Math.max(this.segmentBytes, length);
    return this.held + keyBytes(key) + grows > this.maxBytes;
  }

  /** The segment to write `length` bytes to: the newest, or a new one. */
  private room(length: number): Segment {
    const last = this.segments[this.segments.length - 1];
    if (last && last.used + length <= last.buf.length) return last;
    const segment = { buf: Buffer.allocUnsafeSlow(Math.max(this.segmentBytes, length)), used: 0, keys: [] };
    this.segments.push(segment);
    this.held += segment.buf.length;
    return segment;
  }

  /** Drops the oldest segments, with their entries, until the cap holds (the newest stays). */
  private evict(): void {
    while (this.held > this.maxBytes && this.segments.length > 1) {
      const oldest = this.segments.shift()!;
      this.held -= oldest.buf.length;
      for (const key of oldest.keys) if (this.entries.get(key)?.segment === oldest) this.delete(key);
    }
  }
}
