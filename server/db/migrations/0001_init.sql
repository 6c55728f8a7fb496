-- The whole schema. Runs unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE app_config (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- Bumped by every catalogue write (admin, reviews, orders changing stock), so an
-- answer cache keyed on it is invalidated on every instance at once.
CREATE TABLE catalogue_version (
  id      int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);

CREATE TABLE categories (
  id              serial PRIMARY KEY,
  parent_id       int REFERENCES categories (id),
  name            text NOT NULL,
  name_ar         text NOT NULL,
  attachment_url  text,
  is_popular      boolean NOT NULL DEFAULT false,
  sort_order      int NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE manufacturers (
  id      serial PRIMARY KEY,
  name    text NOT NULL,
  name_ar text NOT NULL
);

CREATE TABLE colors (
  id       serial PRIMARY KEY,
  name     text NOT NULL,
  name_ar  text NOT NULL,
  hex_code text NOT NULL
);

CREATE TABLE sizes (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  name_ar     text NOT NULL,
  short_name  text NOT NULL,
  inches      text,
  centimeters text,
  sort_order  int NOT NULL DEFAULT 0
);

CREATE TABLE tags (
  id      serial PRIMARY KEY,
  name    text NOT NULL,
  name_ar text NOT NULL
);

-- Attribute kinds: 1 Colour and 2 Size are special (docs/rules.md R3); others are variants.
CREATE TABLE attributes (
  id      int PRIMARY KEY,
  name    text NOT NULL,
  name_ar text NOT NULL
);

CREATE TABLE discounts (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  percentage  numeric(5,2) NOT NULL CHECK (percentage > 0 AND percentage < 100)
);

CREATE TABLE products (
  id                      serial PRIMARY KEY,
  name                    text NOT NULL,
  name_ar                 text NOT NULL,
  short_description       text NOT NULL DEFAULT '',
  short_description_ar    text NOT NULL DEFAULT '',
  full_description        text NOT NULL DEFAULT '',   -- sanitised HTML
  full_description_ar     text NOT NULL DEFAULT '',   -- sanitised HTML
  category_id             int NOT NULL REFERENCES categories (id),
  manufacturer_id         int REFERENCES manufacturers (id),
  vendor_name             text NOT NULL DEFAULT '',
  price                   numeric(12,2) NOT NULL CHECK (price >= 0),
  discount_id             int REFERENCES discounts (id),
  discounted_price        numeric(12,2) CHECK (discounted_price >= 0),
  -- what the shopper pays before options: the price filter and sort use it
  sale_price              numeric(12,2) GENERATED ALWAYS AS (COALESCE(discounted_price, price)) STORED,
  stock_quantity          int NOT NULL DEFAULT 0 CHECK (stock_quantity >= 0),
  display_stock_quantity  boolean NOT NULL DEFAULT true,
  order_maximum_quantity  int NOT NULL DEFAULT 0,
  is_digital              boolean NOT NULL DEFAULT false,
  is_featured             boolean NOT NULL DEFAULT false,
  is_published            boolean NOT NULL DEFAULT true,
  units_sold              int NOT NULL DEFAULT 0,
  rating                  numeric(3,2),
  total_reviews           int NOT NULL DEFAULT 0,
  is_shipping_free        boolean NOT NULL DEFAULT true,
  shipping_charges        numeric(12,2) NOT NULL DEFAULT 0,
  estimated_shipping_days int NOT NULL DEFAULT 5,
  meta_title              text NOT NULL DEFAULT '',
  meta_description        text NOT NULL DEFAULT '',
  meta_keywords           text NOT NULL DEFAULT '',
  created_at              timestamptz NOT NULL DEFAULT now(),
  search_text             text GENERATED ALWAYS AS (lower(name || ' ' || name_ar)) STORED
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_manufacturer_idx ON products (manufacturer_id);
CREATE INDEX products_sale_price_idx ON products (sale_price);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_popular_idx ON products (units_sold DESC, id);
CREATE INDEX products_featured_idx ON products (is_featured DESC, units_sold DESC, id);
CREATE INDEX products_rating_idx ON products (rating);
CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);

CREATE TABLE product_images (
  id          serial PRIMARY KEY,
  product_id  int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  color_id    int REFERENCES colors (id),
  url         text NOT NULL,
  sort_order  int NOT NULL DEFAULT 0
);
CREATE INDEX product_images_product_idx ON product_images (product_id, sort_order);

-- Every selectable option of a product. For colour (1) and size (2) value_id is the
-- colour's or size's id; for other attributes it is the option's own number.
-- PrimaryKeyValue in the contract is value_id.
CREATE TABLE product_attribute_options (
  id               serial PRIMARY KEY,
  product_id       int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id     int NOT NULL REFERENCES attributes (id),
  value_id         int NOT NULL,
  display_value    text NOT NULL,
  display_value_ar text NOT NULL,
  price_type       smallint NOT NULL DEFAULT 1 CHECK (price_type IN (1, 2)), -- 1 fixed, 2 percentage
  additional_price numeric(12,2) NOT NULL DEFAULT 0,
  is_required      boolean NOT NULL DEFAULT false,
  sort_order       int NOT NULL DEFAULT 0,
  UNIQUE (product_id, attribute_id, value_id)
);
CREATE INDEX product_options_filter_idx ON product_attribute_options (attribute_id, value_id, product_id);

CREATE TABLE product_tags (
  product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  tag_id     int NOT NULL REFERENCES tags (id),
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tags_tag_idx ON product_tags (tag_id, product_id);

CREATE TABLE product_shipping_methods (
  product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  name       text NOT NULL,
  name_ar    text NOT NULL,
  PRIMARY KEY (product_id, name)
);

CREATE TABLE digital_files (
  id           serial PRIMARY KEY,
  product_id   int NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  file_name    text NOT NULL,
  content_type text NOT NULL,
  bytes        bytea NOT NULL
);

CREATE TABLE reviews (
  id             serial PRIMARY KEY,
  product_id     int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  reviewer_name  text NOT NULL,
  reviewer_email text NOT NULL,
  title          text NOT NULL,
  body           text NOT NULL,
  rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);

CREATE TABLE banners (
  id                   serial PRIMARY KEY,
  theme_type_id        int NOT NULL DEFAULT 1,
  image_url            text NOT NULL,
  top_title            text NOT NULL DEFAULT '',
  top_title_ar         text NOT NULL DEFAULT '',
  main_title           text NOT NULL DEFAULT '',
  main_title_ar        text NOT NULL DEFAULT '',
  bottom_title         text NOT NULL DEFAULT '',
  bottom_title_ar      text NOT NULL DEFAULT '',
  left_button_text     text NOT NULL DEFAULT '',
  left_button_text_ar  text NOT NULL DEFAULT '',
  left_button_url      text NOT NULL DEFAULT '',
  right_button_text    text NOT NULL DEFAULT '',
  right_button_text_ar text NOT NULL DEFAULT '',
  right_button_url     text NOT NULL DEFAULT '',
  sort_order           int NOT NULL DEFAULT 0
);

CREATE TABLE campaigns (
  id                 serial PRIMARY KEY,
  main_title         text NOT NULL,
  main_title_ar      text NOT NULL,
  discount_title     text NOT NULL,
  discount_title_ar  text NOT NULL,
  body               text NOT NULL,
  body_ar            text NOT NULL,
  cover_picture_url  text NOT NULL,
  sort_order         int NOT NULL DEFAULT 0
);

CREATE TABLE payment_methods (
  id         int PRIMARY KEY,   -- 6 cash on delivery, 2 PayPal, 5 card
  name       text NOT NULL,
  name_ar    text NOT NULL,
  image_url  text NOT NULL,
  is_active  boolean NOT NULL DEFAULT true
);

CREATE TABLE countries (
  id      serial PRIMARY KEY,
  name    text NOT NULL,
  name_ar text NOT NULL
);
CREATE TABLE states (
  id         serial PRIMARY KEY,
  country_id int NOT NULL REFERENCES countries (id),
  name       text NOT NULL,
  name_ar    text NOT NULL
);
CREATE INDEX states_country_idx ON states (country_id);
CREATE TABLE cities (
  id       serial PRIMARY KEY,
  state_id int NOT NULL REFERENCES states (id),
  name     text NOT NULL,
  name_ar  text NOT NULL
);
CREATE INDEX cities_state_idx ON cities (state_id);

-- Screen labels (docs/rules.md R3): entity ids 57..94, per language.
CREATE TABLE labels (
  entity_id     int NOT NULL,
  lang_code     text NOT NULL,
  label_html_id text NOT NULL,
  text          text NOT NULL,
  PRIMARY KEY (entity_id, lang_code, label_html_id)
);

CREATE TABLE users (
  id               serial PRIMARY KEY,
  first_name       text NOT NULL,
  last_name        text NOT NULL,
  email            text NOT NULL,
  password_hash    text NOT NULL,
  mobile_no        text NOT NULL DEFAULT '',
  address_line_one text NOT NULL DEFAULT '',
  country_id       int REFERENCES countries (id),
  state_id         int REFERENCES states (id),
  city_id          int REFERENCES cities (id),
  postal_code      text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE sessions (
  id          serial PRIMARY KEY,
  user_id     int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_otps (
  id          serial PRIMARY KEY,
  email       text NOT NULL,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  tries       int NOT NULL DEFAULT 0,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_otps_email_idx ON password_otps (lower(email), created_at DESC);

CREATE TABLE coupons (
  id             serial PRIMARY KEY,
  code           text NOT NULL,
  discount_type  smallint NOT NULL CHECK (discount_type IN (1, 2)), -- 1 percentage, 2 fixed amount
  value          numeric(12,2) NOT NULL CHECK (value > 0),
  min_order      numeric(12,2) NOT NULL DEFAULT 0,
  max_uses       int,            -- NULL: unlimited
  used_count     int NOT NULL DEFAULT 0,
  expires_at     timestamptz,    -- NULL: never
  is_active      boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code_idx ON coupons (upper(code));

CREATE TABLE order_statuses (
  id      int PRIMARY KEY,  -- Active 1, InProgress 2, Completed 3, Returned 4, Refunded 5
  name    text NOT NULL,
  name_ar text NOT NULL
);
INSERT INTO order_statuses (id, name, name_ar) VALUES
  (1, 'Active', 'نشط'), (2, 'InProgress', 'قيد التنفيذ'), (3, 'Completed', 'مكتمل'),
  (4, 'Returned', 'مُرتجع'), (5, 'Refunded', 'مُسترد');

CREATE SEQUENCE order_number_seq;
CREATE TABLE orders (
  id                serial PRIMARY KEY,
  order_number      text NOT NULL UNIQUE,
  user_id           int NOT NULL REFERENCES users (id),
  order_date        timestamptz NOT NULL DEFAULT now(),
  order_note        text NOT NULL DEFAULT '',
  payment_method_id int NOT NULL REFERENCES payment_methods (id),
  coupon_id         int REFERENCES coupons (id),
  coupon_code       text,
  subtotal          numeric(12,2) NOT NULL,
  discount_amount   numeric(12,2) NOT NULL DEFAULT 0,
  shipping_total    numeric(12,2) NOT NULL DEFAULT 0,
  order_total       numeric(12,2) NOT NULL,
  latest_status_id  int NOT NULL REFERENCES order_statuses (id) DEFAULT 1,
  shipping_name     text NOT NULL DEFAULT '',
  shipping_address  text NOT NULL DEFAULT '',
  -- the submission's Idempotency-Key: a retry after a crash finds the order it made
  idempotency_key   text UNIQUE
);
CREATE INDEX orders_user_idx ON orders (user_id, order_date DESC);

CREATE TABLE order_items (
  id                  serial PRIMARY KEY,
  order_id            int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id          int NOT NULL REFERENCES products (id),
  product_name        text NOT NULL,
  unit_price          numeric(12,2) NOT NULL,
  quantity            int NOT NULL CHECK (quantity > 0),
  item_total          numeric(12,2) NOT NULL,
  default_image_url   text NOT NULL DEFAULT '',
  is_digital          boolean NOT NULL DEFAULT false,
  selected_attributes jsonb NOT NULL DEFAULT '[]',
  latest_status_id    int NOT NULL REFERENCES order_statuses (id) DEFAULT 1,
  shipping_status_id  int REFERENCES order_statuses (id)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

CREATE TABLE order_status_history (
  id          serial PRIMARY KEY,
  order_id    int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status_id   int NOT NULL REFERENCES order_statuses (id),
  note        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at);

CREATE TABLE idempotency_keys (
  key           text NOT NULL,
  call_name     text NOT NULL,
  request_hash  text NOT NULL,
  status_code   int,           -- NULL while the first request is still running
  response      text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, call_name)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE TABLE mail_outbox (
  id          serial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  kind        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);

CREATE TABLE subscribers (
  id          serial PRIMARY KEY,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_email_idx ON subscribers (lower(email));

CREATE TABLE contact_requests (
  id           serial PRIMARY KEY,
  full_name    text NOT NULL,
  email        text NOT NULL,
  phone_number text NOT NULL,
  subject      text NOT NULL,
  message      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE seller_requests (
  id               serial PRIMARY KEY,
  first_name       text NOT NULL DEFAULT '',
  last_name        text NOT NULL DEFAULT '',
  email            text NOT NULL,
  password_hash    text NOT NULL,
  mobile_no        text NOT NULL DEFAULT '',
  address_line_one text NOT NULL,
  country_id       int REFERENCES countries (id),
  state_id         int REFERENCES states (id),
  city_id          int REFERENCES cities (id),
  postal_code      text NOT NULL DEFAULT '',
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_at       timestamptz
);
CREATE UNIQUE INDEX seller_requests_email_idx ON seller_requests (lower(email));

-- Fixed-window counters shared by every instance (docs/architecture.md).
CREATE TABLE rate_limits (
  bucket       text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         int NOT NULL
);
