-- Optimistic concurrency for the owner's console (server/admin/admin-products.ts): an edit
-- carries the version it was made on and is refused if the product changed meanwhile.
-- Orders do not move it (stock they take is guarded on its own), only product edits.
ALTER TABLE products ADD COLUMN version int NOT NULL DEFAULT 1;
