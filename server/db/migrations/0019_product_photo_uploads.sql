-- Product photos the owner uploads from the console (docs/decisions/0019-one-image-pipeline.md):
-- each is a 1200px square WebP master under a name the image pipeline serves
-- (/media/v2/p/<name>.jpg and its variants). The bytes are here with PostgreSQL (shared by
-- every instance); with the embedded database they are files in the data folder
-- (DATA_DIR/product-photos/) and `bytes` stays NULL. A master outlives its product_images row:
-- orders keep showing the picture they were placed with (URLs are immutable).
CREATE TABLE product_photo_masters (
  name        text PRIMARY KEY CHECK (name ~ '^u[0-9]{1,10}-[a-z0-9]{16}$'),
  product_id  int REFERENCES products (id) ON DELETE SET NULL,
  bytes       bytea,
  byte_length int NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
