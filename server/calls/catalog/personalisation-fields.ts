// A product's personalisation fields (docs/shop-rules.md P1), for the product detail
// answer and for the cart and order calls, which check values against them.
import type { LangCode } from '../../../contract/models.ts';
import type { PersonalisationField } from '../../../contract/personalisation.ts';
import type { Queryable } from '../../db/database.ts';
import { localizedSql } from './localized-sql.ts';

function fieldObjectSql(lang: LangCode): string {
  return `json_build_object('Key', f.field_key, 'Kind', f.kind, 'Label', ${localizedSql(lang, 'f.label')}, 'Required', f.is_required,
    'MaxLength', f.max_length, 'Area', json_build_object('x', f.area_x, 'y', f.area_y, 'w', f.area_w, 'h', f.area_h),
    'Font', f.font, 'Color', f.color, 'Inks', f.inks, 'PrintWidthMm', f.print_width_mm, 'PrintHeightMm', f.print_height_mm)`;
}

/** A correlated subquery: the fields of the product `productIdSql` as a JSON list. */
export function personalisationJsonSql(lang: LangCode, productIdSql: string): string {
  return `(SELECT COALESCE(json_agg(${fieldObjectSql(lang)} ORDER BY f.sort_order, f.field_key), '[]'::json)
    FROM product_personalisation_fields f WHERE f.product_id = ${productIdSql})`;
}

interface FieldRow { product_id: number; field: PersonalisationField | string }

/** The fields of several products, by product id (a product without fields is absent). */
export async function personalisationFields(q: Queryable, productIds: readonly number[], lang: LangCode): Promise<Map<number, PersonalisationField[]>> {
  const out = new Map<number, PersonalisationField[]>();
  if (productIds.length === 0) return out;
  const rows = await q.query<FieldRow>(
    `SELECT f.product_id, ${fieldObjectSql(lang)} AS field FROM product_personalisation_fields f
     WHERE f.product_id = ANY($1::int[]) ORDER BY f.product_id, f.sort_order, f.field_key`,
    [[...productIds]],
  );
  for (const r of rows) {
    const field = typeof r.field === 'string' ? JSON.parse(r.field) as PersonalisationField : r.field;
    out.set(r.product_id, [...(out.get(r.product_id) ?? []), field]);
  }
  return out;
}
