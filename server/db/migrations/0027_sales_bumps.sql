-- Orders and restocks bump the catalogue version like every catalogue write, and count
-- themselves here too: version - sales_bumps moves only with the writes that change more than
-- stock and units sold (a raw `UPDATE catalogue_version SET version = version + 1` counts as
-- such a write). The listings' cached answers stay valid across sales-only bumps for a bounded
-- while (server/http/answer-cache.ts, docs/decisions/0030-listing-answers-outlive-orders-briefly.md).
ALTER TABLE catalogue_version ADD COLUMN sales_bumps bigint NOT NULL DEFAULT 0;
