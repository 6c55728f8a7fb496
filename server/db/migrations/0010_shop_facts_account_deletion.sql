-- The demo shop's true facts for a demo database seeded before they existed: its
-- free-delivery rule (app_config free_delivery_from, read by the cart pricing) and the
-- facility strip's texts that agree with it, with the one payment method the checkout
-- offers and the FAQ's support hours (server/db/seed/labels.ts has the same texts).
-- Only a database that still holds the demo's old seeded English text is changed, and
-- only rows that still hold the old seeded texts: a shop that wrote its own keeps them,
-- and a shop with no facility labels gets no free-delivery rule it never chose.
INSERT INTO app_config (key, value)
SELECT 'free_delivery_from', '999'
WHERE EXISTS (SELECT 1 FROM labels WHERE entity_id = 87 AND lang_code = 'en'
              AND label_html_id = 'lbl_facility_freeshipp' AND text = 'Free Shipping Worldwide')
ON CONFLICT (key) DO NOTHING;

UPDATE labels l SET text = v.new_text
FROM (VALUES
  ('en', 'lbl_facility_freeshipp', 'Free Shipping Worldwide', 'Free delivery in India above ₹999'),
  ('en', 'lbl_facility_moneyback', '100% Money Back Guarantee', 'Easy 7-day returns'),
  ('en', 'lbl_facility_pygateway', 'Many Payment Gateways', 'Cash on delivery'),
  ('en', 'lbl_facility_support', '24/7 Online Support', 'Support 9 AM - 6 PM'),
  ('ar', 'lbl_facility_freeshipp', 'شحن مجاني إلى جميع أنحاء العالم', 'توصيل مجاني داخل الهند للطلبات فوق ' || U&'\2066' || '₹999' || U&'\2069'),
  ('ar', 'lbl_facility_moneyback', 'ضمان استرداد الأموال 100%', 'إرجاع سهل خلال 7 أيام'),
  ('ar', 'lbl_facility_pygateway', 'بوابات دفع متعددة', 'الدفع عند الاستلام'),
  ('ar', 'lbl_facility_support', 'دعم عبر الإنترنت على مدار الساعة', 'الدعم من 9 صباحاً حتى 6 مساءً')
) AS v (lang_code, label_html_id, old_text, new_text)
WHERE l.entity_id = 87 AND l.lang_code = v.lang_code AND l.label_html_id = v.label_html_id AND l.text = v.old_text;

-- A shopper may delete their account (DELETE_ACCOUNT, docs/decisions/0006-account-deletion.md):
-- the user row goes, the orders stay as the shop's records with the personal data removed,
-- so an order no longer needs a user.
ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE orders DROP CONSTRAINT orders_user_id_fkey;
ALTER TABLE orders ADD CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
