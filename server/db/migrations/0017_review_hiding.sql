-- The owner hides a review from the shop (server/admin/admin-inbox.ts); a hidden review
-- counts in no rating.
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;
