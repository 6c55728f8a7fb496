-- A campaign leads to its products and says when it runs: the products are those of a
-- category (a parent includes its children) and/or of a tag, as the listing filters them;
-- starts_on and ends_on are full calendar dates (both inclusive; NULL: open-ended).
ALTER TABLE campaigns ADD COLUMN starts_on date;
ALTER TABLE campaigns ADD COLUMN ends_on date;
ALTER TABLE campaigns ADD COLUMN category_id int REFERENCES categories (id) ON DELETE SET NULL;
ALTER TABLE campaigns ADD COLUMN tag_id int REFERENCES tags (id) ON DELETE SET NULL;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_dates_in_order CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on);

-- The demo shop's three campaigns, in a demo database seeded before this (server/db/seed/content.ts
-- has the same): only rows that still hold the demo's own English titles, and only when the
-- category or tag is there.
UPDATE campaigns k SET
  starts_on = current_date + v.starts_in,
  ends_on = current_date + v.ends_in,
  category_id = (SELECT c.id FROM categories c WHERE c.id = v.category_id),
  tag_id = (SELECT t.id FROM tags t WHERE t.id = v.tag_id)
FROM (VALUES
  ('Diwali Festival of Gifts', -7, 45, NULL::int, 4),
  ('Valentine''s Week Specials', -3, 60, NULL::int, 6),
  ('Corporate Gifting Made Easy', -30, 335, 7, NULL::int)
) AS v (main_title, starts_in, ends_in, category_id, tag_id)
WHERE k.main_title = v.main_title;

-- The Diwali body promised "the 25th" of no month: the end date now says it in full.
UPDATE campaigns SET
  body = 'Celebrate the festival of lights with dry fruit hampers, brass diyas and scented candles, each with a card carrying your wishes.',
  body_ar = 'احتفل بمهرجان الأضواء مع سلال الفواكه المجففة ومصابيح الديا النحاسية والشموع المعطرة، ومع كل هدية بطاقة تحمل تمنياتك.'
WHERE main_title = 'Diwali Festival of Gifts'
  AND body = 'Celebrate the festival of lights with dry fruit hampers, brass diyas and scented candles, each with a card carrying your wishes. Order by the 25th for delivery before Diwali.';
