-- The demo's print areas where its pictures print their sample (scripts/product-photos/scene.js
-- prints it inside them only). The name necklace's name is the pendant itself (scripts/product-photos/scene.js draws the
-- demo's sample name in metal inside this area): a wider area where the pendant hangs, and
-- a light metal colour, so the preview draws the shopper's name as the pendant, readable on
-- the dark velvet of the pictures. Only where the demo's values are unchanged.
UPDATE personalisation_templates
SET area_x = 0.2, area_y = 0.56, area_w = 0.6, area_h = 0.12, color = '#E9E2D0', print_width_mm = 40.0, print_height_mm = 8.0
WHERE category_id = 24 AND field_key = 'name' AND area_x = 0.4 AND area_y = 0.57 AND area_w = 0.2 AND area_h = 0.06 AND color = '#2B1A28';

UPDATE product_personalisation_fields f
SET area_x = 0.2, area_y = 0.56, area_w = 0.6, area_h = 0.12, color = '#E9E2D0', print_width_mm = 40.0, print_height_mm = 8.0
FROM products p
WHERE p.id = f.product_id AND p.category_id = 24 AND f.field_key = 'name'
  AND f.area_x = 0.4 AND f.area_y = 0.57 AND f.area_w = 0.2 AND f.area_h = 0.06 AND f.color = '#2B1A28';

-- The frames' caption sits on the mat between the photo and the mat's edge, clear of both
-- (it touched the photo and ran 6 px onto the frame): the preview reads the bare mat around it.
UPDATE personalisation_templates SET area_y = 0.73, area_h = 0.033, print_height_mm = 12.5
WHERE category_id IN (14, 15, 16) AND field_key = 'caption' AND area_y = 0.735 AND area_h = 0.045;

UPDATE product_personalisation_fields f SET area_y = 0.73, area_h = 0.033, print_height_mm = 12.5
FROM products p
WHERE p.id = f.product_id AND p.category_id IN (14, 15, 16) AND f.field_key = 'caption' AND f.area_y = 0.735 AND f.area_h = 0.045;
