// Which images to warm the worker's image cache with (sw/README.md, "image warm-up"): the
// same-origin `/media/` URLs the cached answers hold, newest answers first, each once.
// A product's first image (its card) comes before its other pictures (other colours,
// gallery): those of every answer come after all the cards.

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

/** At most `limit` URLs, none of `alreadySent`: the cards of the newest answers first. */
export function selectWarmUpImages(answers: readonly CachedAnswer[], origin: string, alreadySent: ReadonlySet<string>, limit: number): string[] {
  if (limit <= 0) return [];
  const out = { first: [] as string[], rest: [] as string[] };
  for (const answer of [...answers].sort((a, b) => b.updatedAt - a.updatedAt)) collect(answer.data, origin, false, out, 0);
  const picked = new Set<string>();
  for (const url of [...out.first, ...out.rest]) {
    if (picked.size >= limit) break;
    if (!alreadySent.has(url)) picked.add(url);
  }
  return [...picked];
}
