// Search suggestions (docs/rules.md R12.10): up to 8 entries under the navbar search, the
// matching categories first (from the cached category list), then products (the
// listing's first page for the term online; offline, every product list already in the
// persisted query cache). Pure functions: search-suggestions.tsx feeds them.
import type { Category, LangCode, ProductListItem } from '../../../../contract/models.ts';
import { categoryEnglishName, categoryName } from '../../../lib/category-names.ts';

export const MAX_SUGGESTIONS = 8;
/** Categories never take more than this many of the 8 places. */
export const MAX_CATEGORY_SUGGESTIONS = 3;

export type Suggestion =
  | { kind: 'category'; key: string; label: string; category: Category; englishName: string }
  | { kind: 'product'; key: string; label: string; product: ProductListItem };

/** Case-insensitive, whitespace-trimmed, in either script. */
export function normalize(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Matches starting with the term first, then the rest in their given order. */
function prefixFirst<T>(items: readonly T[], name: (item: T) => string, term: string): T[] {
  const starts: T[] = [];
  const rest: T[] = [];
  for (const item of items) {
    const n = normalize(name(item));
    if (!n.includes(term)) continue;
    (n.startsWith(term) ? starts : rest).push(item);
  }
  return [...starts, ...rest];
}

export function matchCategories(categories: readonly Category[], term: string, lang: LangCode): Category[] {
  const t = normalize(term);
  if (!t) return [];
  return prefixFirst(categories, (c) => categoryName(c, lang), t);
}

/** Products whose name (in the page's language, as the lists were fetched) holds the term, each once. */
export function matchProducts(lists: readonly (readonly ProductListItem[])[], term: string): ProductListItem[] {
  const t = normalize(term);
  if (!t) return [];
  const seen = new Map<number, ProductListItem>();
  for (const list of lists) for (const p of list) if (!seen.has(p.ProductId)) seen.set(p.ProductId, p);
  return prefixFirst([...seen.values()], (p) => p.ProductName, t);
}

/** Whether a cached query's data is a product list (the listing, home blocks, related, sidebar). */
export function isProductList(data: unknown): data is ProductListItem[] {
  return Array.isArray(data) && data.length > 0 && data.every((p) => typeof p === 'object' && p !== null && typeof (p as ProductListItem).ProductId === 'number' && typeof (p as ProductListItem).ProductName === 'string');
}

export function buildSuggestions(categories: readonly Category[], products: readonly ProductListItem[], lang: LangCode): Suggestion[] {
  const cats = categories.slice(0, MAX_CATEGORY_SUGGESTIONS).map<Suggestion>((c) => ({
    kind: 'category',
    key: `c${c.CategoryID}`,
    label: categoryName(c, lang),
    category: c,
    englishName: categoryEnglishName(c),
  }));
  const prods = products.slice(0, MAX_SUGGESTIONS - cats.length).map<Suggestion>((p) => ({
    kind: 'product',
    key: `p${p.ProductId}`,
    label: p.ProductName,
    product: p,
  }));
  return [...cats, ...prods];
}
