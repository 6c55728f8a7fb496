-- Listing (get-all-products) at 100,000 products, measured with bench/listing.ts.
-- TotalRecords is a count over every matching product. A seq scan of products reads the
-- whole wide table (descriptions in two languages: ~150 MB at 100k rows, 130 ms); this
-- narrow partial index holds every column the listing filters and sorts on, so counts
-- (and filter-first pages) are index-only scans of ~6 MB (~15 ms). It needs the
-- visibility map: VACUUM after bulk loads (PostgreSQL's autovacuum does it; PGlite does
-- not, see docs/architecture.md, Pitfalls).
CREATE INDEX products_listing_cover_idx ON products (category_id)
  INCLUDE (id, manufacturer_id, sale_price, rating, created_at, is_featured, units_sold)
  WHERE is_published;
