// Which images to warm the worker's image cache with (sw/README.md, "image warm-up"): the
// same-origin `/media/` URLs the cached answers hold, newest answers first, each once.
// A product's first image (its card) comes before its other pictures (other colours,
// gallery): those of every answer come after all the cards, and take only a share of the
// visit's room, so the cards of answers arriving later in the visit still fit.

export interface CachedAnswer {
  data: unknown;
  /** When the answer arrived (React Query's dataUpdatedAt): newer ones come first. */
  updatedAt: number;
}

/** Nested deeper than this is not an answer of this shop's calls. */
const MAX_DEPTH = 8;

function mediaUrl(value: string, origin: string): string | null {
  if (!value.startsWith('/media/') && !value.startsWith(`${origin}/media/`)) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

interface Visit {
  value: unknown;
  later: boolean;
  depth: number;
  key: string;
}

/**
 * The `/media/` URLs of the answers, newest answer first, walked a piece at a time: `walk(more)`
 * goes on while `more()` says so (asked every WALK_STEP values) and is true once all is walked.
 * A listing's answer is thousands of values; walked in one go it was one task of 11-14 ms on
 * a desktop CPU at idle, over 50 ms on a phone 8x slower (docs/decisions/0039).
 */
export class WarmUpUrls {
  readonly first: string[] = [];
  readonly rest: string[] = [];
  private readonly stack: Visit[];

  constructor(
    answers: readonly CachedAnswer[],
    private readonly origin: string,
  ) {
    // A stack: the newest answer on top, each value's children pushed last to first, so the
    // URLs come in the order of a walk from the first child to the last.
    this.stack = [...answers].sort((a, b) => b.updatedAt - a.updatedAt).reverse().map((a) => ({ value: a.data, later: false, depth: 0, key: '' }));
  }

  walk(more: () => boolean = () => true): boolean {
    for (let n = 1; this.stack.length > 0; n++) {
      if (n % WALK_STEP === 0 && !more()) return false;
      const { value, later, depth, key } = this.stack.pop()!;
      if (depth > MAX_DEPTH) continue;
      if (typeof value === 'string') {
        const url = mediaUrl(value, this.origin);
        if (url) (later ? this.rest : this.first).push(url);
      } else if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) this.stack.push({ value: value[i], later: later || (key === 'ProductImagesJson' && i > 0), depth: depth + 1, key: '' });
      } else if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value);
        for (let i = entries.length - 1; i >= 0; i--) this.stack.push({ value: entries[i]![1], later, depth: depth + 1, key: entries[i]![0] });
      }
    }
    return true;
  }
}

/** How many values are walked between two looks at the clock. */
const WALK_STEP = 64;

/**
 * Of what a visit may still send, the share a product's other pictures may take: the rest
 * stays for the cards of answers still to come (a product's related products, a listing),
 * which a shopper sees offline as cards, before pictures of colours never chosen.
 */
export const OTHER_PICTURES_SHARE = 0.25;

/**
 * At most `limit` URLs, none of `alreadySent`: the cards of the newest answers first, then
 * the products' other pictures, at most OTHER_PICTURES_SHARE of the room the cards leave.
 */
export function selectWarmUpImages(answers: readonly CachedAnswer[], origin: string, alreadySent: ReadonlySet<string>, limit: number): string[] {
  const out = new WarmUpUrls(answers, origin);
  out.walk();
  return pickWarmUpImages(out, alreadySent, limit);
}

/** selectWarmUpImages's choice, of answers already walked. */
export function pickWarmUpImages(out: WarmUpUrls, alreadySent: ReadonlySet<string>, limit: number): string[] {
  if (limit <= 0) return [];
  const picked = new Set<string>();
  const take = (urls: string[], upTo: number) => {
    for (const url of urls) {
      if (picked.size >= upTo) break;
      if (!alreadySent.has(url)) picked.add(url);
    }
  };
  take(out.first, limit);
  take(out.rest, picked.size + Math.floor((limit - picked.size) * OTHER_PICTURES_SHARE));
  return [...picked];
}
