-- The listing's filter index also holds search_text (generated from name and name_ar), so a
-- change of either name moves filter_version too (0003).
DROP TRIGGER products_filter_columns ON products;
CREATE TRIGGER products_filter_columns
  AFTER UPDATE OF id, is_published, category_id, manufacturer_id, price, discounted_price, rating, created_at, name, name_ar ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_filter_version();
