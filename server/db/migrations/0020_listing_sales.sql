-- The default "Featured" order's sales figures, one narrow row per product, apart from the
-- listing rows of 0018 (docs/decisions/0022-the-listing-table.md): an order changes them,
-- and the heavily indexed listing table is written only when a listed value changes. The
-- order joins them, walking their own index or probing them by id for a few matches, never
-- the wide products rows. Kept by 0018's triggers on products, in the same statement.
CREATE TABLE listing_sales (
  id          int PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  is_featured boolean NOT NULL,
  units_sold  int NOT NULL
);

CREATE OR REPLACE FUNCTION listing_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_sales SELECT id, is_featured, units_sold FROM new_rows;
  PERFORM listing_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION listing_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_sales s SET is_featured = n.is_featured, units_sold = n.units_sold
    FROM new_rows n WHERE s.id = n.id AND (s.is_featured, s.units_sold) IS DISTINCT FROM (n.is_featured, n.units_sold);
  PERFORM listing_refresh(ARRAY(
    SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR (o.is_published, o.category_id, o.manufacturer_id, o.sale_price, o.rating, o.created_at, o.search_text)
      IS DISTINCT FROM (n.is_published, n.category_id, n.manufacturer_id, n.sale_price, n.rating, n.created_at, n.search_text)));
  RETURN NULL;
END
$$;

INSERT INTO listing_sales SELECT id, is_featured, units_sold FROM products;
CREATE INDEX listing_sales_featured_idx ON listing_sales (is_featured DESC, units_sold DESC, id);
ANALYZE listing_sales;
