-- The listing's SQL path on a narrow table (docs/decisions/0022-the-listing-table.md): one
-- row per published product holding exactly what get-all-products filters and sorts on,
-- the many-valued filters as arrays, the price in paise, and the search key and text.
-- One GIN index answers every filter and the search trigrams together (btree_gin for the
-- scalar columns, the built-in array_ops for the arrays: intarray is not installed, as its
-- own && operator would take the place of the one array_ops indexes); a btree per sort
-- order finds a page by walking it. What every order changes (units_sold, stock) stays in
-- products: this heavily indexed table is written only when a listed value changes.
--
-- Kept in step by statement triggers with transition tables, so every write path (the
-- shop, the owner's API and console, the seed, psql) keeps it without knowing of it. The
-- options' and tags' triggers lock the products they change (FOR NO KEY UPDATE) before
-- reading them, so two writes to one product's listed values are applied one after the
-- other and the second reads what the first committed (a VOLATILE function's statements
-- each take a new snapshot).
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE product_listing (
  id           int PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  category_ids int[] NOT NULL,
  brand_ids    int[] NOT NULL,
  color_ids    int[] NOT NULL,
  size_ids     int[] NOT NULL,
  tag_ids      int[] NOT NULL,
  price_paise  bigint NOT NULL,
  rating       numeric(3,2),
  created_at   timestamptz NOT NULL,
  search_key   text NOT NULL,
  search_text  text NOT NULL
);

-- The listing row of each product in `ids` that is published; others lose theirs.
CREATE FUNCTION listing_refresh(ids int[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  DELETE FROM product_listing l WHERE l.id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.id AND p.is_published);
  INSERT INTO product_listing AS l
  SELECT p.id, ARRAY[p.category_id],
    CASE WHEN p.manufacturer_id IS NULL THEN '{}'::int[] ELSE ARRAY[p.manufacturer_id] END,
    ARRAY(SELECT o.value_id FROM product_attribute_options o WHERE o.product_id = p.id AND o.attribute_id = 1 ORDER BY 1),
    ARRAY(SELECT o.value_id FROM product_attribute_options o WHERE o.product_id = p.id AND o.attribute_id = 2 ORDER BY 1),
    ARRAY(SELECT t.tag_id FROM product_tags t WHERE t.product_id = p.id ORDER BY 1),
    (p.sale_price * 100)::bigint, p.rating, p.created_at, listing_search_key(p.search_text), p.search_text
  FROM products p WHERE p.id = ANY (ids) AND p.is_published
  ON CONFLICT (id) DO UPDATE SET
    category_ids = EXCLUDED.category_ids, brand_ids = EXCLUDED.brand_ids, color_ids = EXCLUDED.color_ids,
    size_ids = EXCLUDED.size_ids, tag_ids = EXCLUDED.tag_ids, price_paise = EXCLUDED.price_paise,
    rating = EXCLUDED.rating, created_at = EXCLUDED.created_at, search_key = EXCLUDED.search_key,
    search_text = EXCLUDED.search_text
  WHERE (l.category_ids, l.brand_ids, l.color_ids, l.size_ids, l.tag_ids, l.price_paise, l.rating, l.created_at, l.search_text)
    IS DISTINCT FROM (EXCLUDED.category_ids, EXCLUDED.brand_ids, EXCLUDED.color_ids, EXCLUDED.size_ids, EXCLUDED.tag_ids,
      EXCLUDED.price_paise, EXCLUDED.rating, EXCLUDED.created_at, EXCLUDED.search_text);
$$;

CREATE FUNCTION listing_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;

-- An UPDATE trigger with transition tables takes no column list: orders' updates of stock
-- and units sold reach it and refresh nothing (no listed value differs).
CREATE FUNCTION listing_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_refresh(ARRAY(
    SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR (o.is_published, o.category_id, o.manufacturer_id, o.sale_price, o.rating, o.created_at, o.search_text)
      IS DISTINCT FROM (n.is_published, n.category_id, n.manufacturer_id, n.sale_price, n.rating, n.created_at, n.search_text)));
  RETURN NULL;
END
$$;

CREATE FUNCTION listing_values_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows);
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM listing_refresh(ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_listing_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_products_inserted();
CREATE TRIGGER products_listing_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_products_updated();
CREATE TRIGGER product_options_listing_insert AFTER INSERT ON product_attribute_options
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();
CREATE TRIGGER product_options_listing_update AFTER UPDATE ON product_attribute_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();
CREATE TRIGGER product_options_listing_delete AFTER DELETE ON product_attribute_options
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();
CREATE TRIGGER product_tags_listing_insert AFTER INSERT ON product_tags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();
CREATE TRIGGER product_tags_listing_update AFTER UPDATE ON product_tags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();
CREATE TRIGGER product_tags_listing_delete AFTER DELETE ON product_tags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_values_changed();

-- The catalogue there is now (a shop upgraded in place), then the indexes over it.
INSERT INTO product_listing
SELECT p.id, ARRAY[p.category_id],
  CASE WHEN p.manufacturer_id IS NULL THEN '{}'::int[] ELSE ARRAY[p.manufacturer_id] END,
  COALESCE(o.colors, '{}'), COALESCE(o.sizes, '{}'), COALESCE(t.tags, '{}'),
  (p.sale_price * 100)::bigint, p.rating, p.created_at, listing_search_key(p.search_text), p.search_text
FROM products p
LEFT JOIN (SELECT product_id, array_agg(value_id ORDER BY value_id) FILTER (WHERE attribute_id = 1) AS colors,
             array_agg(value_id ORDER BY value_id) FILTER (WHERE attribute_id = 2) AS sizes
           FROM product_attribute_options GROUP BY product_id) o ON o.product_id = p.id
LEFT JOIN (SELECT product_id, array_agg(tag_id ORDER BY tag_id) AS tags FROM product_tags GROUP BY product_id) t ON t.product_id = p.id
WHERE p.is_published;

CREATE INDEX product_listing_filter_idx ON product_listing USING gin
  (category_ids, brand_ids, color_ids, size_ids, tag_ids, price_paise, rating, search_key gin_trgm_ops);
CREATE INDEX product_listing_price_idx ON product_listing (price_paise, id);
CREATE INDEX product_listing_date_idx ON product_listing (created_at, id);
ANALYZE product_listing;
-- Search reads the listing table's trigrams now: products' own (0011) is no longer read.
DROP INDEX IF EXISTS products_search_key_trgm_idx;
