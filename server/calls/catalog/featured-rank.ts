// The featured order (is_featured DESC, units_sold DESC, id) after orders: the changed products merged back in
// at their new places, in a new rank (a request that picked its page from the old one keeps it).
import { featureKey, positionOf, type FeaturedRank, type ListingIndexData } from './listing-index-data.ts';

/** `rank` at `salesVersion` with `changes` (id, units_sold, is_featured per product; the unlisted skipped). */
export function withSales(d: ListingIndexData, rank: FeaturedRank, salesVersion: number, changes: Int32Array): FeaturedRank {
  const [key, moved, order] = [rank.key.slice(), new Uint8Array(d.size), new Int32Array(d.size)];
  const before = (a: number, b: number) => key[b]! - key[a]! || d.ids[a]! - d.ids[b]!;
  const news: number[] = [];
  for (let i = 0; i < changes.length; i += 3) {
    const pos = positionOf(d, changes[i]!);
    if (pos >= 0 && !moved[pos]) news.push(pos);
    if (pos >= 0) [key[pos], moved[pos]] = [featureKey(changes[i + 1]!, changes[i + 2]!), 1];
  }
  news.sort(before);
  // One pass: the others keep their order, each changed product goes in before the first that comes after it.
  let [k, j] = [0, 0];
  for (const pos of rank.order) {
    if (moved[pos]) continue;
    while (j < news.length && before(news[j]!, pos) < 0) order[k++] = news[j++]!;
    order[k++] = pos;
  }
  order.set(news.slice(j), k);
  return { salesVersion, key, order };
}
