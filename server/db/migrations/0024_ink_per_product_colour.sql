-- The ink of a personalisation's text per product colour (docs/shop-rules.md P1): print-on-
-- demand shops print a black mug's name in a light ink and a white T-shirt's in a dark one.
-- inks: colour id (as text) to '#RRGGBB', the catalogue's choice for that colour; `color` stays
-- the ink of any colour not listed (and of a product without colours). A product's fields
-- keep their own copy, which the shop may change per product.
ALTER TABLE personalisation_templates ADD COLUMN inks jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(inks) = 'object'
    AND NOT jsonb_path_exists(inks, '$.keyvalue() ? (!(@.key like_regex "^[1-9][0-9]{0,8}$") || !(@.value like_regex "^#[0-9A-Fa-f]{6}$"))'));
ALTER TABLE product_personalisation_fields ADD COLUMN inks jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(inks) = 'object'
    AND NOT jsonb_path_exists(inks, '$.keyvalue() ? (!(@.key like_regex "^[1-9][0-9]{0,8}$") || !(@.value like_regex "^#[0-9A-Fa-f]{6}$"))'));

-- The demo's texts printed on the product itself: for each of the demo's colours, of the
-- field's dark and light inks, the one of the higher contrast with the colour (WCAG 2
-- relative luminance). server/db/seed/ink-contrast.test.ts reads every demo picture and
-- checks the ink against the product around each print area.
WITH demo_colors (color_id, hex) AS (VALUES
  (1, '#F7F5F0'), (2, '#1F1F24'), (3, '#C62828'), (4, '#1F3A68'), (5, '#5DADE2'), (6, '#E8839B'), (7, '#F4C430'), (8, '#2E8B57'),
  (9, '#7B1E3A'), (10, '#8E9196'), (11, '#C9A227'), (12, '#B8BEC6'), (13, '#B76E79'), (14, '#7A4E2D'), (15, '#6A3D9A'), (16, '#E8772E')
), pairs (category_id, field_key, dark, light) AS (VALUES
  -- mugs: the mug's own maroon and cream
  (10, 'name', '#7A1F4A', '#FFF7E8'), (11, 'name', '#7A1F4A', '#FFF7E8'), (12, 'names', '#7A1F4A', '#FFF7E8'),
  -- bottles, cushions, hearts, apparel, caps, keychains, phone cases
  (13, 'name', '#2C2430', '#FBF6EC'), (17, 'message', '#2C2430', '#FBF6EC'), (18, 'names', '#2C2430', '#FBF6EC'),
  (19, 'message', '#2C2430', '#FBF6EC'), (20, 'name', '#2C2430', '#FBF6EC'), (21, 'name', '#2C2430', '#FBF6EC'),
  (22, 'initials', '#2C2430', '#FBF6EC'), (23, 'name', '#2C2430', '#FBF6EC'), (39, 'name', '#2C2430', '#FBF6EC'),
  (40, 'name', '#2C2430', '#FBF6EC'),
  -- name plates: dark brown, or brass on a dark plate
  (30, 'family', '#3A2A20', '#E2C35A'), (30, 'house', '#3A2A20', '#E2C35A')
), hexes AS (
  SELECT hex FROM demo_colors UNION SELECT dark FROM pairs UNION SELECT light FROM pairs
), lum AS (
  SELECT h.hex, sum(ch.w * CASE WHEN ch.v <= 0.03928 THEN ch.v / 12.92 ELSE power((ch.v + 0.055) / 1.055, 2.4) END) AS l
  FROM hexes h, LATERAL (VALUES
    (0.2126, ('x' || substr(h.hex, 2, 2))::bit(8)::int / 255.0),
    (0.7152, ('x' || substr(h.hex, 4, 2))::bit(8)::int / 255.0),
    (0.0722, ('x' || substr(h.hex, 6, 2))::bit(8)::int / 255.0)) AS ch (w, v)
  GROUP BY h.hex
), chosen AS (
  SELECT p.category_id, p.field_key, c.color_id,
         CASE WHEN (greatest(lc.l, ld.l) + 0.05) / (least(lc.l, ld.l) + 0.05) >= (greatest(lc.l, ll.l) + 0.05) / (least(lc.l, ll.l) + 0.05)
              THEN p.dark ELSE p.light END AS ink
  FROM pairs p CROSS JOIN demo_colors c
  JOIN lum lc ON lc.hex = c.hex JOIN lum ld ON ld.hex = p.dark JOIN lum ll ON ll.hex = p.light
), inks AS (
  SELECT category_id, field_key, jsonb_object_agg(color_id::text, ink) AS inks FROM chosen GROUP BY category_id, field_key
)
UPDATE personalisation_templates t SET inks = i.inks
FROM inks i WHERE t.category_id = i.category_id AND t.field_key = i.field_key AND t.inks = '{}'::jsonb;

-- Name necklaces: the name is the pendant, in its metal.
UPDATE personalisation_templates SET inks = '{"11": "#E9C865", "12": "#E4E7EB", "13": "#EDB8B0"}'::jsonb
WHERE category_id = 24 AND field_key = 'name' AND inks = '{}'::jsonb;

-- The frames' caption is on the cream mat whatever the frame's colour: a dark ink (it was
-- cream on cream). The lamp's name is on its lit shade: the lamp's brown.
UPDATE personalisation_templates SET color = '#4A1942' WHERE category_id IN (14, 15, 16) AND field_key = 'caption' AND color = '#FBF6EC';
UPDATE personalisation_templates SET color = '#6B3D1E' WHERE category_id = 28 AND field_key = 'name' AND color = '#2B1A28';

-- The wall clock's photo sat on the dial's centre, under the hands: it is now below the hub,
-- between the 4 and the 8, so the hands stay in sight over the picture, the preview and the print.
UPDATE personalisation_templates SET area_x = 0.39, area_y = 0.53, area_w = 0.22, area_h = 0.17, print_width_mm = 110.0, print_height_mm = 85.0
WHERE category_id = 29 AND field_key = 'photo' AND area_x = 0.3625 AND area_y = 0.375 AND area_w = 0.275 AND area_h = 0.275;

-- Products seeded before: their category's inks, the frames' and lamps' ink and the clock's
-- area, where the product's fields are still the category's.
UPDATE product_personalisation_fields f SET inks = t.inks
FROM products p, personalisation_templates t
WHERE p.id = f.product_id AND t.category_id = p.category_id AND t.field_key = f.field_key AND f.inks = '{}'::jsonb AND t.inks <> '{}'::jsonb;

UPDATE product_personalisation_fields f SET color = '#4A1942'
FROM products p WHERE p.id = f.product_id AND p.category_id IN (14, 15, 16) AND f.field_key = 'caption' AND f.color = '#FBF6EC';
UPDATE product_personalisation_fields f SET color = '#6B3D1E'
FROM products p WHERE p.id = f.product_id AND p.category_id = 28 AND f.field_key = 'name' AND f.color = '#2B1A28';

UPDATE product_personalisation_fields f SET area_x = 0.39, area_y = 0.53, area_w = 0.22, area_h = 0.17, print_width_mm = 110.0, print_height_mm = 85.0
FROM products p
WHERE p.id = f.product_id AND p.category_id = 29 AND f.field_key = 'photo'
  AND f.area_x = 0.3625 AND f.area_y = 0.375 AND f.area_w = 0.275 AND f.area_h = 0.275;
