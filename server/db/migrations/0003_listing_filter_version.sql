-- The listing's in-memory filter index (server/calls/catalog/listing-index.ts) holds, per
-- published product, exactly what get-all-products filters on and its price and date
-- orders. Every catalogue write bumps catalogue_version (orders too: stock and units sold),
-- which would throw the index away on every order; filter_version moves only when data the
-- index holds may have changed, so the index is kept across orders and rebuilt after a
-- review, a price change or an unpublished product.
--
-- Bumped by triggers in the writing transaction, so it cannot be forgotten by a write path
-- (the seed, the admin, the shop owner in psql). Statement-level, so a bulk insert bumps once.
-- UPDATE OF fires when one of the columns is a SET target (even to the same value: a
-- needless rebuild, never a stale index). sale_price is generated from price and
-- discounted_price. The row lock on catalogue_version serialises the bumps, so the
-- versions are handed out in commit order.
ALTER TABLE catalogue_version ADD COLUMN filter_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION bump_listing_filter_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET filter_version = filter_version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_filter_rows AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
CREATE TRIGGER products_filter_columns
  AFTER UPDATE OF id, is_published, category_id, manufacturer_id, price, discounted_price, rating, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
CREATE TRIGGER product_options_filter_rows AFTER INSERT OR DELETE OR TRUNCATE ON product_attribute_options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
CREATE TRIGGER product_options_filter_columns AFTER UPDATE OF product_id, attribute_id, value_id ON product_attribute_options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
CREATE TRIGGER product_tags_filter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
