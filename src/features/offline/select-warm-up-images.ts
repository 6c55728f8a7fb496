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

function collect(value: unknown, origin: string, later: boolean, out: { first: string[]; rest: string[] }, depth: number, key = ''): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    const url = mediaUrl(value, origin);
    if (url) (later ? out.rest : out.first).push(url);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, origin, later || (key === 'ProductImagesJson' && i > 0), out, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) collect(v, origin, later, out, depth + 1, k);
  }
}

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
  if (limit <= 0) return [];
  const out = { first: [] as string[], rest: [] as string[] };
  for (const answer of [...answers].sort((a, b) => b.updatedAt - a.updatedAt)) collect(answer.data, origin, false, out, 0);
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
