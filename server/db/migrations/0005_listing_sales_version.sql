-- The listing's in-memory index (server/calls/catalog/listing-index.ts) also holds the
-- default "Featured" order (is_featured DESC, units_sold DESC, id). Orders change units_sold,
-- so that order must follow them without reloading the whole index: sales_version moves in
-- every transaction that changes a product's units_sold or is_featured, and
-- product_sales_stamps says, per product, the sales_version of the last such change. An
-- instance holding the order at sales version s reads the products stamped after s (and
-- their current units_sold and is_featured) in one statement with both versions.
--
-- Why the stamps are in commit order: the trigger is deferred to the commit, and its update
-- of catalogue_version holds that row's lock until the commit (as the catalogue and filter
-- version bumps do), so a transaction committed after another gets a higher sales_version.
-- A snapshot that saw sales_version s therefore sees every change stamped <= s, and any
-- change committed later is stamped > s. Once per transaction (a transaction-local setting
-- keeps the version handed out); a product changed twice is stamped once with the same value.
-- Inserted, deleted and unpublished products move filter_version (0003): a full reload.
ALTER TABLE catalogue_version ADD COLUMN sales_version bigint NOT NULL DEFAULT 1;

CREATE TABLE product_sales_stamps (
  product_id    int PRIMARY KEY,
  sales_version bigint NOT NULL
);
CREATE INDEX product_sales_stamps_version_idx ON product_sales_stamps (sales_version);

CREATE FUNCTION stamp_listing_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mark text := txid_current()::text;
  held text := COALESCE(current_setting('tohfa.sales_version', true), '');
  s bigint;
BEGIN
  IF split_part(held, ':', 1) = mark THEN
    s := split_part(held, ':', 2)::bigint;
  ELSE
    UPDATE catalogue_version SET sales_version = sales_version + 1 WHERE id = 1 RETURNING sales_version INTO s;
    PERFORM set_config('tohfa.sales_version', mark || ':' || s, true);
  END IF;
  INSERT INTO product_sales_stamps (product_id, sales_version) VALUES (NEW.id, s)
    ON CONFLICT (product_id) DO UPDATE SET sales_version = EXCLUDED.sales_version;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER products_sales_columns
  AFTER UPDATE OF units_sold, is_featured ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.units_sold IS DISTINCT FROM NEW.units_sold OR OLD.is_featured IS DISTINCT FROM NEW.is_featured)
  EXECUTE FUNCTION stamp_listing_sales();
