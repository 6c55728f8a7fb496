// get-all-products from the listing's in-memory index as the tests compare it with the SQL
// path: the page's rows (parsed from the data's JSON text, as it stands escaped in the
// envelope), or undefined when the index
// leaves the listing to SQL. `docs`: the document cache its category families are read
// through (a fresh one unless a test keeps one across writes).
import type { LangCode, ProductListItem } from '../../contract/models.ts';
import type { Queryable } from '../db/database.ts';
import { createAnswerCache, type AnswerCache } from '../http/answer-cache.ts';
import type { ListingIndex } from '../calls/catalog/listing-index.ts';
import type { ListingFilters } from '../calls/catalog/listing-filters.ts';
import { listingFromIndex } from '../calls/catalog/product-listing.ts';

/** The value of a JSON text as it stands inside the envelope's data string (inEnvelope). */
export function parseInEnvelope<T>(text: string): T {
  return JSON.parse(JSON.parse(`"${text}"`) as string) as T;
}

export async function listedFromIndex(
  index: ListingIndex, db: Queryable, f: ListingFilters, family: number[] | null, version: number,
  docs: AnswerCache = createAnswerCache(), lang: LangCode = 'en',
): Promise<ProductListItem[] | undefined> {
  const json = await listingFromIndex({ listingIndex: index }, db, lang, f, family, { store: docs, version });
  return json === undefined ? undefined : parseInEnvelope<ProductListItem[]>(json);
}
