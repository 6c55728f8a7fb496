-- The shop's own pictures the owner uploads from the console (banners, campaign covers,
-- categories; server/images/uploaded-masters.ts) are masters of the image pipeline like the
-- product photos, kept in the same table under names of their kind: `ub-`, `uk-`, `uc-` and
-- 16 random characters (docs/decisions/0019-one-image-pipeline.md).
ALTER TABLE product_photo_masters DROP CONSTRAINT product_photo_masters_name_check;
ALTER TABLE product_photo_masters ADD CONSTRAINT product_photo_masters_name_check
  CHECK (name ~ '^u([0-9]{1,10}|[bkc])-[a-z0-9]{16}$');

-- A campaign's own list of products, picked and ordered by hand in the console
-- (docs/decisions/0018-campaigns-lead-to-products.md): when it has one, its page shows exactly
-- these (the published ones, in this order) instead of its category's or tag's.
CREATE TABLE campaign_products (
  campaign_id int NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  product_id  int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort_order  int NOT NULL,
  PRIMARY KEY (campaign_id, product_id)
);
CREATE INDEX campaign_products_product ON campaign_products (product_id);
