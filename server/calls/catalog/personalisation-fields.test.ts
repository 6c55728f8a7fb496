// A personalisable product's fields and print areas in the product detail answer (docs/shop-rules.md P1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../contract/models.ts';
import { DEMO_PERSONALISED_CATEGORIES } from '../../db/seed/personalisation.ts';
import { productByName } from '../../db/seed/products.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

describe('personalisation fields in the product detail', () => {
  it('a photo mug offers a name of 20 characters and a photo slot, each with its print area, in both languages', async () => {
    const mug = productByName('Classic White Photo Mug');
    const en = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: mug.id, languageCode: 'en' })).data[0]!;
    expect(en.PersonalisationJson!.map((f) => [f.Key, f.Kind, f.Label, f.Required, f.MaxLength])).toEqual([
      ['name', 'text', 'Name on the mug', true, 20],
      ['photo', 'photo', 'Photo on the mug', true, null],
    ]);
    const photo = en.PersonalisationJson![1]!;
    expect(photo.Area).toEqual({ x: 0.3375, y: 0.375, w: 0.275, h: 0.2375 });
    expect([photo.PrintWidthMm, photo.PrintHeightMm]).toEqual([80, 70]);
    const ar = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: mug.id, languageCode: 'ar' })).data[0]!;
    expect(ar.PersonalisationJson!.map((f) => f.Label)).toEqual(['الاسم على المج', 'الصورة على المج']);
  });

  it('marks frames, cushions, necklaces, name plates and apparel; digital goods have none', async () => {
    const names = ['Six Photo Collage Frame', 'Sterling Silver Name Necklace', 'Brass Engraved Name Plate'];
    for (const name of names) {
      const d = (await t.call<ProductDetail[]>('GET_PRODUCT_DETAIL', { ProductId: productByName(name).id })).data[0]!;
      expect(d.PersonalisationJson!.length, name).toBeGreaterThan(0);
    }
    const counts = await t.db.query<{ category_id: number; n: number }>(
      `SELECT p.category_id, count(DISTINCT p.id)::int AS n FROM products p JOIN product_personalisation_fields f ON f.product_id = p.id
       GROUP BY p.category_id ORDER BY p.category_id`,
    );
    const categories = counts.map((c) => c.category_id);
    for (const c of [10, 14, 15, 17, 20, 21, 24, 30]) expect(categories).toContain(c);
    const templated = await t.db.query<{ category_id: number }>('SELECT DISTINCT category_id FROM personalisation_templates ORDER BY category_id');
    expect(new Set(templated.map((r) => r.category_id))).toEqual(DEMO_PERSONALISED_CATEGORIES);
    const digital = await t.db.query('SELECT 1 FROM products p JOIN product_personalisation_fields f ON f.product_id = p.id WHERE p.is_digital');
    expect(digital).toEqual([]);
  });
});
