-- Search on the SQL path for Arabic too. pg_trgm takes trigrams from letters and digits only,
-- and under the C locale (PGlite's, and many servers') no letter beyond ASCII is one: the
-- trigram index on search_text (0001) held nothing of the Arabic names, so an Arabic search
-- read every published product. listing_search_key spells each Arabic letter and digit as
-- one ASCII letter or digit, character for character, so a text that holds a term holds it
-- in this spelling too and pg_trgm indexes its trigrams. Two letters spelled alike only add
-- candidates: the listing still tests search_text ILIKE the term itself on each
-- (product-listing.ts listingQuery). lower() leaves both spellings' characters as they are,
-- so ILIKE on the key is the key of ILIKE. Hamza forms and taa marbuta get their own letters;
-- the Arabic-Indic digits are the digits they mean. This index replaces the one of 0001.
CREATE FUNCTION listing_search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(t, 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي٠١٢٣٤٥٦٧٨٩', 'abcdefghijklmnopqrstuvwxyz01234567890123456789')
$$;

DROP INDEX IF EXISTS products_search_trgm_idx;
CREATE INDEX products_search_key_trgm_idx ON products USING gin (listing_search_key(search_text) gin_trgm_ops) WHERE is_published;
