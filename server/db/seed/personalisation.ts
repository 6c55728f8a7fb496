// A product's personalisation fields come from its category's template
// (personalisation_templates, filled by migration 0013_personalisation.sql): the seed gives
// every new physical product of a templated category its fields. Safe to run again.
import type { Queryable } from '../database.ts';

export async function copyPersonalisationTemplates(q: Queryable, fromProductId = 1): Promise<void> {
  await q.query(
    `INSERT INTO product_personalisation_fields
       (product_id, field_key, kind, label, label_ar, is_required, max_length, area_x, area_y, area_w, area_h, font, color, inks,
        print_width_mm, print_height_mm, sort_order)
     SELECT p.id, t.field_key, t.kind, t.label, t.label_ar, t.is_required, t.max_length, t.area_x, t.area_y, t.area_w, t.area_h,
            t.font, t.color, t.inks, t.print_width_mm, t.print_height_mm, t.sort_order
     FROM products p JOIN personalisation_templates t ON t.category_id = p.category_id
     WHERE NOT p.is_digital AND p.id >= $1
     ON CONFLICT DO NOTHING`,
    [fromProductId],
  );
}

/**
 * The demo categories with a personalisation template (migration 0013_personalisation.sql),
 * for tests that need a product without one (checked against the database by
 * server/calls/catalog/personalisation-fields.test.ts).
 */
export const DEMO_PERSONALISED_CATEGORIES: ReadonlySet<number> = new Set([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 28, 29, 30, 39, 40]);

/** A demo product the shopper personalises (physical, of a templated category). */
export const isPersonalisable = (p: { categoryId: number; isDigital: boolean }): boolean => !p.isDigital && DEMO_PERSONALISED_CATEGORIES.has(p.categoryId);
