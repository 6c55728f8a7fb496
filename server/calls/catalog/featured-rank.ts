// The featured order (is_featured DESC, units_sold DESC, id) after orders: the changed products moved
// to their new places, in a new rank (a request that picked its page from the old one keeps it).
// An order moves a few products: each moved by a binary search costs a few ms at a million products,
// where any pass over the whole order costs 70-120 (docs/decisions/0064-the-listing-index-on-one-connection-and-one-ordered-read.md).
import { featureKey, positionOf, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** Beyond this many changed products one sort of the whole order is cheaper than moving each (decision 0047). */
const MAX_MOVES = 256;

/** `rank` at `salesVersion` with `changes` (id, units_sold, is_featured per product; the unlisted skipped). */
export function withSales(d: ListingIndexData, rank: FeaturedRank, salesVersion: number, changes: Int32Array): FeaturedRank {
  const key = rank.key.slice();
  const order = rank.order.slice();
  // Negative when position a comes before position b.
  const before = (a: number, b: number) => key[b]! - key[a]! || d.ids[a]! - d.ids[b]!;
  const moved: [pos: number, key: number][] = [];
  for (let i = 0; i < changes.length; i += 3) {
    const pos = positionOf(d, changes[i]!);
    const next = featureKey(changes[i + 1]!, changes[i + 2]!);
    if (pos >= 0 && key[pos] !== next) moved.push([pos, next]);
  }
  if (moved.length > MAX_MOVES) {
    for (const [pos, next] of moved) key[pos] = next;
    return { salesVersion, key, order: order.sort(before) };
  }
  const n = order.length;
  for (const [pos, next] of moved) {
    // Every other product is in its place for its current key: take this one out, change its key,
    // and put it back where a binary search over the others says.
    const at = order.indexOf(pos);
    order.copyWithin(at, at + 1);
    key[pos] = next;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(order[mid]!, pos) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.copyWithin(lo + 1, lo, n - 1);
    order[lo] = pos;
  }
  return { salesVersion, key, order };
}
