-- The owner's console edits the shop itself (server/admin/admin-shop-settings.ts,
-- server/admin/admin-banners-campaigns.ts): banners and campaigns can be unpublished and
-- carry the version an edit was made on (409 VERSION_CONFLICT when stale, as products).
ALTER TABLE banners ADD COLUMN is_published boolean NOT NULL DEFAULT true;
ALTER TABLE banners ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE campaigns ADD COLUMN is_published boolean NOT NULL DEFAULT true;
ALTER TABLE campaigns ADD COLUMN version int NOT NULL DEFAULT 1;

-- The contact details the contact page (labels of entity 61) and the footer (entity 75)
-- show, as labels the owner's Settings write: the demo shop's, in a demo database seeded
-- before (server/db/seed/labels.ts has the same), only where the demo's facility strip is.
INSERT INTO labels (entity_id, lang_code, label_html_id, text)
SELECT v.entity_id, v.lang_code, v.label_html_id, v.text
FROM (VALUES
  (61, 'en', 'contact.phone', '+91 98200 12345'), (61, 'ar', 'contact.phone', '+91 98200 12345'),
  (61, 'en', 'contact.email', 'care@tohfa.example'), (61, 'ar', 'contact.email', 'care@tohfa.example'),
  (61, 'en', 'contact.address', '14 Linking Road, Bandra West, Mumbai 400050, India'),
  (61, 'ar', 'contact.address', '14 طريق لينكينغ، باندرا الغربية، مومباي 400050، الهند'),
  (61, 'en', 'contact.hours', 'Every day 8AM - 11PM'), (61, 'ar', 'contact.hours', 'كل يوم من 8 صباحًا حتى 11 مساءً'),
  (75, 'en', 'footer.phone', '+91 98200 12345'), (75, 'ar', 'footer.phone', '+91 98200 12345'),
  (75, 'en', 'footer.email', 'care@tohfa.example'), (75, 'ar', 'footer.email', 'care@tohfa.example'),
  (75, 'en', 'footer.location', '14 Linking Road, Bandra West, Mumbai 400050, India'),
  (75, 'ar', 'footer.location', '14 طريق لينكينغ، باندرا الغربية، مومباي 400050، الهند')
) AS v (entity_id, lang_code, label_html_id, text)
WHERE EXISTS (SELECT 1 FROM labels WHERE entity_id = 87 AND lang_code = 'en'
              AND label_html_id = 'lbl_facility_freeshipp' AND text = 'Free delivery in India above ₹999')
ON CONFLICT DO NOTHING;
