// The default "Featured" order of the listing index (ORDER BY is_featured DESC, units_sold
// DESC, id) after orders: the changed products' new units_sold and is_featured (read from
// the database by listing-index.ts) move them to their new places. A new rank is made and
// the old one left as it was: a request that picked its page from the old one keeps it.
import { positionOf, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** A product's units_sold and is_featured (1/0) as read from the database. */
export interface SalesChange { id: number; units: number; isFeatured: number }

/** Beyond this many moved products one sort of the whole order is cheaper than moving each. */
const MAX_MOVES = 256;

/** Negative when position a comes before b in the featured order (the same integers SQL compares). */
function compare(ids: Int32Array, units: Int32Array, isFeatured: Uint8Array, a: number, b: number): number {
  return (isFeatured[b]! - isFeatured[a]!) || (units[b]! - units[a]!) || (ids[a]! - ids[b]!);
}

/** The featured order at `salesVersion`: `rank` with `changes` applied (products not listed are skipped). */
export function withSales(d: ListingIndexData, rank: FeaturedRank, salesVersion: number, changes: readonly SalesChange[]): FeaturedRank {
  const units = rank.units.slice();
  const isFeatured = rank.isFeatured.slice();
  const order = rank.order.slice();
  const cmp = (a: number, b: number) => compare(d.ids, units, isFeatured, a, b);
  const moved = changes
    .map((c) => ({ pos: positionOf(d, c.id), c }))
    .filter(({ pos, c }) => pos >= 0 && (units[pos] !== c.units || isFeatured[pos] !== c.isFeatured));
  if (moved.length > MAX_MOVES) {
    for (const { pos, c } of moved) [units[pos], isFeatured[pos]] = [c.units, c.isFeatured];
    order.sort(cmp);
    return { salesVersion, units, isFeatured, order };
  }
  const n = order.length;
  for (const { pos, c } of moved) {
    // Every other product is in its place for its current keys: take this one out, change
    // its keys, and put it back where a binary search over the others says.
    const at = order.indexOf(pos);
    order.copyWithin(at, at + 1);
    [units[pos], isFeatured[pos]] = [c.units, c.isFeatured];
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
  return { salesVersion, units, isFeatured, order };
}
