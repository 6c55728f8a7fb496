-- Personalised gifts (docs/decisions/0020-personalisation.md, docs/shop-rules.md P1-P9):
-- a product's personalisation fields (text lines with their own limits, photo slots) and
-- where each prints on the product picture, as data.
--
-- personalisation_templates: the fields of a product type, by category. The demo shop's
-- templates are below (category ids of the demo catalogue); a product gets its category's fields when it is created by the
-- seed (server/db/seed/personalisation.ts) and here for products seeded before.
-- product_personalisation_fields: the fields a product offers; the shop may change them
-- per product. The print area is in fractions of the product picture (0..1 from its
-- top-left corner); print_width_mm/print_height_mm its printed size (a photo is kept at
-- 300 dpi of it).
CREATE TABLE personalisation_templates (
  category_id     int NOT NULL,
  field_key       text NOT NULL CHECK (field_key ~ '^[a-z][a-z0-9_]{0,19}$'),
  kind            text NOT NULL CHECK (kind IN ('text', 'photo')),
  label           text NOT NULL,
  label_ar        text NOT NULL DEFAULT '',
  is_required     boolean NOT NULL DEFAULT false,
  max_length      int CHECK (max_length IS NULL OR max_length BETWEEN 1 AND 200),
  area_x          numeric(5,4) NOT NULL CHECK (area_x >= 0 AND area_x < 1),
  area_y          numeric(5,4) NOT NULL CHECK (area_y >= 0 AND area_y < 1),
  area_w          numeric(5,4) NOT NULL CHECK (area_w > 0 AND area_x + area_w <= 1),
  area_h          numeric(5,4) NOT NULL CHECK (area_h > 0 AND area_y + area_h <= 1),
  font            text NOT NULL DEFAULT 'sans' CHECK (font IN ('sans', 'serif')),
  color           text NOT NULL DEFAULT '#2B1A28' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  print_width_mm  numeric(5,1) NOT NULL CHECK (print_width_mm > 0 AND print_width_mm <= 600),
  print_height_mm numeric(5,1) NOT NULL CHECK (print_height_mm > 0 AND print_height_mm <= 600),
  sort_order      int NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, field_key)
);

CREATE TABLE product_personalisation_fields (
  product_id      int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  field_key       text NOT NULL CHECK (field_key ~ '^[a-z][a-z0-9_]{0,19}$'),
  kind            text NOT NULL CHECK (kind IN ('text', 'photo')),
  label           text NOT NULL,
  label_ar        text NOT NULL DEFAULT '',
  is_required     boolean NOT NULL DEFAULT false,
  max_length      int CHECK (max_length IS NULL OR max_length BETWEEN 1 AND 200),
  area_x          numeric(5,4) NOT NULL CHECK (area_x >= 0 AND area_x < 1),
  area_y          numeric(5,4) NOT NULL CHECK (area_y >= 0 AND area_y < 1),
  area_w          numeric(5,4) NOT NULL CHECK (area_w > 0 AND area_x + area_w <= 1),
  area_h          numeric(5,4) NOT NULL CHECK (area_h > 0 AND area_y + area_h <= 1),
  font            text NOT NULL DEFAULT 'sans' CHECK (font IN ('sans', 'serif')),
  color           text NOT NULL DEFAULT '#2B1A28' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  print_width_mm  numeric(5,1) NOT NULL CHECK (print_width_mm > 0 AND print_width_mm <= 600),
  print_height_mm numeric(5,1) NOT NULL CHECK (print_height_mm > 0 AND print_height_mm <= 600),
  sort_order      int NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, field_key),
  CHECK ((kind = 'text') = (max_length IS NOT NULL))
);

-- The demo templates: mugs, bottles, frames, cushions, apparel, name necklaces, lamps,
-- clocks, name plates, keychains and phone cases. Areas follow the demo artwork (800x800).
INSERT INTO personalisation_templates
  (category_id, field_key, kind, label, label_ar, is_required, max_length, area_x, area_y, area_w, area_h, font, color, print_width_mm, print_height_mm, sort_order)
SELECT v.* FROM (VALUES
  (10, 'name',  'text',  'Name on the mug', 'الاسم على المج', true, 20, 0.325, 0.635, 0.3, 0.07, 'sans', '#2B1A28', 80.0, 18.0, 1),
  (10, 'photo', 'photo', 'Photo on the mug', 'الصورة على المج', true, NULL, 0.3375, 0.375, 0.275, 0.2375, 'sans', '#2B1A28', 80.0, 70.0, 2),
  (11, 'name',  'text',  'Name on the mug', 'الاسم على المج', true, 20, 0.325, 0.635, 0.3, 0.07, 'sans', '#2B1A28', 80.0, 18.0, 1),
  (11, 'photo', 'photo', 'Photo on the mug', 'الصورة على المج', false, NULL, 0.3375, 0.375, 0.275, 0.2375, 'sans', '#2B1A28', 80.0, 70.0, 2),
  (12, 'names', 'text',  'Names on the mug', 'الأسماء على المج', true, 24, 0.3125, 0.635, 0.325, 0.07, 'serif', '#2B1A28', 80.0, 18.0, 1),
  (12, 'photo', 'photo', 'Photo on the mug', 'الصورة على المج', false, NULL, 0.3375, 0.375, 0.275, 0.2375, 'sans', '#2B1A28', 80.0, 70.0, 2),
  (13, 'name',  'text',  'Name on the bottle', 'الاسم على القارورة', true, 14, 0.41, 0.485, 0.18, 0.1, 'sans', '#2B1A28', 45.0, 25.0, 1),
  (14, 'photo', 'photo', 'Photo', 'الصورة', true, NULL, 0.3325, 0.295, 0.335, 0.4225, 'sans', '#2B1A28', 152.0, 203.0, 1),
  (14, 'caption', 'text', 'Caption', 'التعليق', false, 30, 0.3, 0.735, 0.4, 0.045, 'serif', '#FBF6EC', 150.0, 16.0, 2),
  (15, 'photo', 'photo', 'Main photo', 'الصورة الرئيسية', true, NULL, 0.3325, 0.295, 0.335, 0.4225, 'sans', '#2B1A28', 152.0, 203.0, 1),
  (15, 'caption', 'text', 'Caption', 'التعليق', false, 30, 0.3, 0.735, 0.4, 0.045, 'serif', '#FBF6EC', 150.0, 16.0, 2),
  (16, 'photo', 'photo', 'Photo', 'الصورة', true, NULL, 0.3325, 0.295, 0.335, 0.4225, 'sans', '#2B1A28', 152.0, 203.0, 1),
  (16, 'caption', 'text', 'Caption', 'التعليق', false, 30, 0.3, 0.735, 0.4, 0.045, 'serif', '#FBF6EC', 150.0, 16.0, 2),
  (17, 'photo', 'photo', 'Photo on the cushion', 'الصورة على الوسادة', true, NULL, 0.375, 0.375, 0.25, 0.25, 'sans', '#2B1A28', 300.0, 300.0, 1),
  (17, 'message', 'text', 'Message', 'الرسالة', false, 25, 0.3, 0.64, 0.4, 0.06, 'serif', '#2B1A28', 300.0, 45.0, 2),
  (18, 'names', 'text', 'Names on the heart', 'الأسماء على القلب', true, 20, 0.33, 0.47, 0.34, 0.08, 'serif', '#FFFFFF', 250.0, 60.0, 1),
  (19, 'message', 'text', 'Message', 'الرسالة', false, 25, 0.3, 0.64, 0.4, 0.06, 'serif', '#2B1A28', 300.0, 45.0, 1),
  (20, 'name', 'text', 'Name on the front', 'الاسم على الأمام', true, 15, 0.3375, 0.61, 0.325, 0.065, 'sans', '#FFFFFF', 250.0, 50.0, 1),
  (20, 'photo', 'photo', 'Photo on the chest', 'الصورة على الصدر', false, NULL, 0.4225, 0.435, 0.155, 0.155, 'sans', '#2B1A28', 200.0, 200.0, 2),
  (21, 'name', 'text', 'Name on the front', 'الاسم على الأمام', true, 15, 0.3625, 0.5, 0.275, 0.07, 'sans', '#FFFFFF', 250.0, 50.0, 1),
  (22, 'initials', 'text', 'Name or initials', 'الاسم أو الأحرف الأولى', true, 10, 0.3875, 0.45, 0.225, 0.0875, 'sans', '#FFFFFF', 90.0, 30.0, 1),
  (23, 'name', 'text', 'Name on the front', 'الاسم على الأمام', true, 15, 0.3375, 0.61, 0.325, 0.065, 'sans', '#FFFFFF', 200.0, 45.0, 1),
  (24, 'name', 'text', 'Name on the pendant', 'الاسم على القلادة', true, 10, 0.4, 0.57, 0.2, 0.06, 'serif', '#2B1A28', 25.0, 8.0, 1),
  (28, 'name', 'text', 'Name on the lamp', 'الاسم على المصباح', true, 15, 0.34, 0.41, 0.32, 0.07, 'sans', '#2B1A28', 120.0, 30.0, 1),
  (29, 'photo', 'photo', 'Photo on the dial', 'الصورة على الميناء', false, NULL, 0.3625, 0.375, 0.275, 0.275, 'sans', '#2B1A28', 200.0, 200.0, 1),
  (30, 'family', 'text', 'Family name', 'اسم العائلة', true, 18, 0.3125, 0.39, 0.375, 0.065, 'serif', '#2B1A28', 220.0, 40.0, 1),
  (30, 'house', 'text', 'House name or number', 'اسم المنزل أو رقمه', false, 24, 0.3, 0.4725, 0.4, 0.045, 'sans', '#2B1A28', 220.0, 25.0, 2),
  (39, 'name', 'text', 'Name on the keychain', 'الاسم على الميدالية', true, 10, 0.38, 0.68, 0.24, 0.06, 'sans', '#FFFFFF', 40.0, 10.0, 1),
  (40, 'photo', 'photo', 'Photo on the case', 'الصورة على الغطاء', true, NULL, 0.375, 0.4, 0.25, 0.3, 'sans', '#2B1A28', 70.0, 140.0, 1),
  (40, 'name', 'text', 'Name on the case', 'الاسم على الغطاء', false, 12, 0.365, 0.725, 0.27, 0.05, 'sans', '#FFFFFF', 60.0, 12.0, 2)
) AS v (category_id, field_key, kind, label, label_ar, is_required, max_length, area_x, area_y, area_w, area_h, font, color, print_width_mm, print_height_mm, sort_order)
-- Only for the demo catalogue: a fresh database (seeded next) or the demo seeded before.
WHERE NOT EXISTS (SELECT 1 FROM categories) OR EXISTS (SELECT 1 FROM categories c WHERE c.id = 10 AND c.name = 'Photo Mugs');

-- Products seeded before: their category's fields (a fresh database has no products yet;
-- the seed does the same after inserting them).
INSERT INTO product_personalisation_fields
  (product_id, field_key, kind, label, label_ar, is_required, max_length, area_x, area_y, area_w, area_h, font, color, print_width_mm, print_height_mm, sort_order)
SELECT p.id, t.field_key, t.kind, t.label, t.label_ar, t.is_required, t.max_length, t.area_x, t.area_y, t.area_w, t.area_h, t.font, t.color,
       t.print_width_mm, t.print_height_mm, t.sort_order
FROM products p JOIN personalisation_templates t ON t.category_id = p.category_id
WHERE NOT p.is_digital
ON CONFLICT DO NOTHING;

-- An order line's personalisation as ordered: what reproduces the preview (texts, fonts,
-- colours, print areas, photo ids at print size), written once with the line, and whether
-- the shop still waits for it (an order from a client that cannot send it).
ALTER TABLE order_items ADD COLUMN personalisation jsonb;
ALTER TABLE order_items ADD COLUMN personalisation_to_follow boolean NOT NULL DEFAULT false;

-- Shoppers' photos for photo slots (docs/shop-rules.md P5-P7): re-encoded JPEG at most
-- print size, in the database (the data folder's embedded database, or PostgreSQL).
-- token_hash: SHA-256 of the anonymous upload token the PWA keeps; only that token reads
-- the photo until an order takes it (order_id), then the order's owner and the shop owner.
CREATE TABLE personalisation_photos (
  id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{32}$'),
  token_hash  text NOT NULL,
  client_ip   text NOT NULL DEFAULT '',
  width       int NOT NULL CHECK (width > 0),
  height      int NOT NULL CHECK (height > 0),
  bytes       bytea,
  byte_length int NOT NULL,
  order_id    int REFERENCES orders (id) ON DELETE SET NULL,
  ordered_at  timestamptz,
  deleted_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personalisation_photos_token_idx ON personalisation_photos (token_hash, created_at);
CREATE INDEX personalisation_photos_unordered_idx ON personalisation_photos (created_at) WHERE order_id IS NULL;
CREATE INDEX personalisation_photos_order_idx ON personalisation_photos (order_id) WHERE order_id IS NOT NULL;
