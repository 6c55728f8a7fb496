-- The owner's console changes an order's status (server/admin/admin-orders.ts): the mail
-- goes out in the language the shopper ordered in, and Returned puts the stock back once.
ALTER TABLE orders ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'ar'));
ALTER TABLE orders ADD COLUMN restocked_at timestamptz;
CREATE INDEX orders_date_idx ON orders (order_date DESC, id DESC);
