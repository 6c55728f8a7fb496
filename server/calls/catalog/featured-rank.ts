// The default "Featured" order of the listing index (ORDER BY is_featured DESC, units_sold
// DESC, id) after orders: the changed products' new units_sold and is_featured (read from
// the database by listing-index.ts) move them to their new places. A new rank is made and
// the old one left as it was: a request that picked its page from the old one keeps it.
import { positionOf, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** Beyond this many moved products one sort of the whole order is cheaper than moving each. */
const MAX_MOVES = 256;

/**
 * The featured order at `salesVersion`: `rank` with `changes` applied (id, units_sold and
 * is_featured (1/0) per changed product; products not listed are skipped).
 */
export function withSales(d: ListingIndexData, rank: FeaturedRank, salesVersion: number, changes: Int32Array): FeaturedRank {
  const next = { salesVersion, units: rank.units.slice(), isFeatured: rank.isFeatured.slice(), order: rank.order.slice() };
  const { units, isFeatured, order } = next;
  // Negative when position a comes before b in the featured order (the same integers SQL compares).
  const cmp = (a: number, b: number) => (isFeatured[b]! - isFeatured[a]!) || (units[b]! - units[a]!) || (d.ids[a]! - d.ids[b]!);
  const moved: [pos: number, units: number, isFeatured: number][] = [];
  for (let i = 0; i < changes.length; i += 3) {
    const pos = positionOf(d, changes[i]!);
    if (pos >= 0 && (units[pos] !== changes[i + 1] || isFeatured[pos] !== changes[i + 2])) moved.push([pos, changes[i + 1]!, changes[i + 2]!]);
  }
  if (moved.length > MAX_MOVES) {
    for (const [pos, u, f] of moved) [units[pos], isFeatured[pos]] = [u, f];
    order.sort(cmp);
    return next;
  }
  const n = order.length;
  for (const [pos, u, f] of moved) {
    // Every other product is in its place for its current keys: take this one out, change
    // its keys, and put it back where a binary search over the others says.
    const at = order.indexOf(pos);
    order.copyWithin(at, at + 1);
    [units[pos], isFeatured[pos]] = [u, f];
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(order[mid]!, pos) < 0) lo = mid + 1;
      else hi = mid;
    }
    order.copyWithin(lo + 1, lo, n - 1);
    order[lo] = pos;
  }
  return next;
}
