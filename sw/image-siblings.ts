// Offline, a product photograph may be asked for in a size or format the image cache does
// not hold (the window was resized, the warm-up guessed another density): any size of the
// same picture is better than the card's placeholder. Which one: the narrowest at least as
// wide as the one asked for, else the widest there is (contract/images.ts names them).
import { parseImagePath } from '../contract/images.ts';

/** From `cached` (absolute URLs), the best stand-in for `asked`, or null when none is the same picture. */
export function pickSibling(asked: string, cached: readonly string[]): string | null {
  const want = parseImagePath(new URL(asked).pathname);
  if (!want) return null;
  let best: { url: string; width: number } | null = null;
  for (const url of cached) {
    const u = new URL(url);
    if (u.origin !== new URL(asked).origin) continue;
    const has = parseImagePath(u.pathname);
    if (!has || has.kind !== want.kind || has.name !== want.name) continue;
    const better = !best
      || (best.width < want.width ? has.width > best.width : has.width >= want.width && has.width < best.width);
    if (better) best = { url, width: has.width };
  }
  return best?.url ?? null;
}
