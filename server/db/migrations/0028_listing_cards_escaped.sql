-- The listing's card texts kept as they stand inside the answer's envelope
-- (docs/decisions/0037-the-listing-cards-stand-escaped.md): the envelope's `data` is a JSON
-- string holding the cards' JSON, so every quote and backslash of a card is escaped a second
-- time there. Written so once per product change, a cache-missed listing's whole answer is
-- joined from texts and nothing of the data is escaped again per listing.
--
-- PostgreSQL's to_json(text) escapes exactly as JSON.stringify does (the short escapes for
-- \b \f \n \r \t, \u00xx in lower case for the other control characters, nothing else), so
-- a text escaped twice here is what JSON.stringify makes of the envelope.

-- A text as it stands inside a JSON string, without the quotes around it.
CREATE FUNCTION listing_json_in_string(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(j, 2, length(j) - 2) FROM (SELECT to_json(t)::text AS j) AS s
$$;

-- The card of each product in `ids` that is published; others lose theirs (as 0026's, its
-- texts escaped for the envelope).
CREATE OR REPLACE FUNCTION listing_cards_refresh(ids int[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  DELETE FROM listing_cards c WHERE c.id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = c.id AND p.is_published);
  INSERT INTO listing_cards AS c
  SELECT p.id, p.category_id, p.stock_quantity, p.name,
    listing_json_in_string(listing_card_text(p, p.name, listing_card_images(p.id))),
    listing_json_in_string(listing_card_text(p, COALESCE(NULLIF(p.name_ar, ''), p.name), listing_card_images(p.id)))
  FROM products p WHERE p.id = ANY (ids) AND p.is_published
  ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, stock_quantity = EXCLUDED.stock_quantity,
    name_en = EXCLUDED.name_en, en = EXCLUDED.en, ar = EXCLUDED.ar
  WHERE (c.category_id, c.stock_quantity, c.name_en, c.en, c.ar)
    IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.stock_quantity, EXCLUDED.name_en, EXCLUDED.en, EXCLUDED.ar);
$$;

-- The table written anew from the texts there are (not from products: no images to join),
-- its key and reference added after the rows, as a fresh table is fastest filled. Locked
-- first: a write of another process's trigger committed meanwhile would be lost with the old table.
LOCK TABLE listing_cards IN EXCLUSIVE MODE;
CREATE TABLE listing_cards_escaped (
  id             int NOT NULL,
  category_id    int NOT NULL,
  stock_quantity int NOT NULL,
  name_en        text NOT NULL,
  en             text NOT NULL,
  ar             text NOT NULL
);
INSERT INTO listing_cards_escaped
SELECT id, category_id, stock_quantity, name_en, listing_json_in_string(en), listing_json_in_string(ar) FROM listing_cards;
DROP TABLE listing_cards;
ALTER TABLE listing_cards_escaped RENAME TO listing_cards;
ALTER TABLE listing_cards ADD PRIMARY KEY (id), ADD FOREIGN KEY (id) REFERENCES products (id) ON DELETE CASCADE;
ANALYZE listing_cards;
