-- The listing's cards, written once per product change instead of built on every listing
-- (docs/decisions/0029-the-listing-cards-table.md): one narrow row per published product
-- holding its card's JSON members per language, as the server's JSON.stringify writes them
-- (numbers without trailing zeros, dates in ISO 8601 with milliseconds, strings escaped
-- alike), so a page of cards is one read of short rows by primary key and the answer is
-- made by joining texts, neither parsed nor serialised. Left out of the texts: the stock (its
-- own column: an order changes it and never rewrites the texts' values), the category's name
-- (a rename would rewrite thousands of rows; the server keeps the names per catalogue
-- version), and the slugs (made of the English names by JavaScript's Unicode rules,
-- contract/shop-rules.ts). Units sold stay in listing_sales (migration 0020).
--
-- Kept in step by the statement triggers of 0018 and 0020 on products, and by new ones on
-- product_images, which lock the products they touch first as 0018's options triggers do.
CREATE TABLE listing_cards (
  id             int PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  category_id    int NOT NULL,
  stock_quantity int NOT NULL,
  name_en        text NOT NULL,
  en             text NOT NULL,
  ar             text NOT NULL
);

-- A decimal as JSON.stringify(Number(x)) writes it (prices have two decimals, ratings three digits).
CREATE FUNCTION listing_json_decimal(x numeric) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(trim_scale(x)::text, 'null')
$$;

-- A product's images as the card's ProductImagesJson, in the product page's order.
CREATE FUNCTION listing_card_images(product int) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '[' || COALESCE(string_agg('{"AttachmentURL":' || to_json(i.url)::text || ',"ColorID":' || COALESCE(i.color_id::text, 'null') || '}',
    ',' ORDER BY i.sort_order, i.id), '') || ']'
  FROM product_images i WHERE i.product_id = product
$$;

-- The card's members from ProductName to ProductImagesJson, for one language's name.
CREATE FUNCTION listing_card_text(p products, name text, images text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"ProductName":' || to_json(name)::text
    || ',"Price":' || listing_json_decimal(p.price)
    || ',"DiscountedPrice":' || listing_json_decimal(p.discounted_price)
    || ',"DiscountId":' || COALESCE(p.discount_id::text, 'null')
    || ',"IsDiscountCalculated":' || (p.discounted_price IS NOT NULL AND p.discounted_price < p.price)::text
    || ',"CouponCode":null'
    || ',"Rating":' || listing_json_decimal(p.rating)
    || ',"TotalReviews":' || p.total_reviews::text
    || ',"CreatedOn":"' || to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"ProductImagesJson":' || images
$$;

-- The card of each product in `ids` that is published; others lose theirs.
CREATE FUNCTION listing_cards_refresh(ids int[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  DELETE FROM listing_cards c WHERE c.id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = c.id AND p.is_published);
  INSERT INTO listing_cards AS c
  SELECT p.id, p.category_id, p.stock_quantity, p.name,
    listing_card_text(p, p.name, listing_card_images(p.id)),
    listing_card_text(p, COALESCE(NULLIF(p.name_ar, ''), p.name), listing_card_images(p.id))
  FROM products p WHERE p.id = ANY (ids) AND p.is_published
  ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, stock_quantity = EXCLUDED.stock_quantity,
    name_en = EXCLUDED.name_en, en = EXCLUDED.en, ar = EXCLUDED.ar
  WHERE (c.category_id, c.stock_quantity, c.name_en, c.en, c.ar)
    IS DISTINCT FROM (EXCLUDED.category_id, EXCLUDED.stock_quantity, EXCLUDED.name_en, EXCLUDED.en, EXCLUDED.ar);
$$;

CREATE OR REPLACE FUNCTION listing_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_sales SELECT id, is_featured, units_sold FROM new_rows;
  PERFORM listing_refresh(ARRAY(SELECT id FROM new_rows));
  PERFORM listing_cards_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION listing_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_sales s SET is_featured = n.is_featured, units_sold = n.units_sold
    FROM new_rows n WHERE s.id = n.id AND (s.is_featured, s.units_sold) IS DISTINCT FROM (n.is_featured, n.units_sold);
  -- An order's stock: the card's own column, its texts untouched.
  UPDATE listing_cards c SET stock_quantity = n.stock_quantity
    FROM new_rows n WHERE c.id = n.id AND c.stock_quantity <> n.stock_quantity;
  PERFORM listing_refresh(ARRAY(
    SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR (o.is_published, o.category_id, o.manufacturer_id, o.sale_price, o.rating, o.created_at, o.search_text)
      IS DISTINCT FROM (n.is_published, n.category_id, n.manufacturer_id, n.sale_price, n.rating, n.created_at, n.search_text)));
  PERFORM listing_cards_refresh(ARRAY(
    SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE o.id IS NULL OR (o.is_published, o.name, o.name_ar, o.category_id, o.price, o.discounted_price, o.discount_id, o.rating,
        o.total_reviews, o.created_at)
      IS DISTINCT FROM (n.is_published, n.name, n.name_ar, n.category_id, n.price, n.discounted_price, n.discount_id, n.rating,
        n.total_reviews, n.created_at)));
  RETURN NULL;
END
$$;

CREATE FUNCTION listing_images_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM listing_cards_refresh(ids);
  RETURN NULL;
END
$$;

CREATE TRIGGER product_images_cards_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_images_changed();
CREATE TRIGGER product_images_cards_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_images_changed();
CREATE TRIGGER product_images_cards_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_images_changed();

-- The catalogue there is now (a shop upgraded in place).
INSERT INTO listing_cards
SELECT p.id, p.category_id, p.stock_quantity, p.name,
  listing_card_text(p, p.name, COALESCE(i.images, '[]')),
  listing_card_text(p, COALESCE(NULLIF(p.name_ar, ''), p.name), COALESCE(i.images, '[]'))
FROM products p
LEFT JOIN (SELECT product_id, '[' || string_agg('{"AttachmentURL":' || to_json(url)::text || ',"ColorID":' || COALESCE(color_id::text, 'null') || '}',
    ',' ORDER BY sort_order, id) || ']' AS images
  FROM product_images GROUP BY product_id) i ON i.product_id = p.id
WHERE p.is_published;
ANALYZE listing_cards;
