// The demo shop's campaigns lead somewhere: each runs on full dates that include the day it
// was seeded and names a category or a tag whose products get-all-products finds; a demo
// database seeded before campaigns had them gets the same from migration 0012.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, ProductListItem } from '../../../contract/models.ts';
import { migrate } from '../../db/migrate.ts';
import { CAMPAIGNS } from '../../db/seed/content.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

async function productsOf(c: Campaign): Promise<ProductListItem[]> {
  const r = await t.call<ProductListItem[]>('GET_All_PRODUCTS', {
    CategoryID: c.CategoryID ?? '', TagID: c.TagID === null ? '' : String(c.TagID), PageNo: 1, PageSize: 20,
  });
  expect(r.status).toBe(200);
  return r.data;
}

describe('the demo campaigns', () => {
  it('each runs today, on full dates, and has products a shopper can buy', async () => {
    const list = await t.call<Campaign[]>('GET_WEB_CAMPAIGN_LIST', { languageCode: 'ar' });
    expect(list.data.map((c) => c.CampaignId)).toEqual(CAMPAIGNS.map((c) => c.id));
    for (const c of list.data) {
      expect(c.StartsOn, c.MainTitle).toMatch(DATE);
      expect(c.EndsOn, c.MainTitle).toMatch(DATE);
      expect(c.StartsOn! <= today() && today() <= c.EndsOn!, c.MainTitle).toBe(true);
      expect(c.CategoryID !== null || c.TagID !== null, c.MainTitle).toBe(true);
      const products = await productsOf(c);
      expect(products.length, c.MainTitle).toBeGreaterThanOrEqual(4);
      if (c.TagID !== null) {
        const tagged = await t.db.query<{ product_id: number }>('SELECT product_id FROM product_tags WHERE tag_id = $1', [c.TagID]);
        const ids = new Set(tagged.map((r) => r.product_id));
        for (const p of products) expect(ids.has(p.ProductId), p.ProductName).toBe(true);
      }
    }
    // The detail answers the same fields as the list, the original client's first, then the
    // products picked by hand (none in the demo: its campaigns name a category or a tag).
    const one = await t.call<Campaign[]>('GET_WEB_CAMPAIGN_DETAIL', { CampaignId: list.data[2]!.CampaignId, languageCode: 'ar' });
    expect(one.data).toEqual([{ ...list.data[2], Products: [] }]);
    expect(Object.keys(one.data[0]!).slice(0, 5)).toEqual(['CampaignId', 'MainTitle', 'DiscountTitle', 'Body', 'CoverPictureUrl']);
  });

  it('no demo body names a day without its month', () => {
    for (const c of CAMPAIGNS) expect(c.body).not.toMatch(/\b\d{1,2}(st|nd|rd|th)\b/);
  });
});

describe('migration 0012 on a demo database seeded before it', () => {
  it('gives the demo campaigns their dates and products and keeps a campaign the shop wrote as it is', async () => {
    await t.db.query('UPDATE campaigns SET starts_on = NULL, ends_on = NULL, category_id = NULL, tag_id = NULL');
    await t.db.query(`INSERT INTO campaigns (id, main_title, main_title_ar, discount_title, discount_title_ar, body, body_ar, cover_picture_url, sort_order)
      VALUES (90, 'Our own sale', 'تخفيضاتنا', '5% off', '', 'Ours', '', '/media/x.svg', 9)`);
    await t.db.query("DELETE FROM schema_migrations WHERE version = '0012_campaign_products_and_dates.sql'");
    // The columns exist already: the migration is re-run from its updates only.
    await t.db.query('ALTER TABLE campaigns DROP CONSTRAINT campaigns_dates_in_order');
    await t.db.query('ALTER TABLE campaigns DROP COLUMN starts_on, DROP COLUMN ends_on, DROP COLUMN category_id, DROP COLUMN tag_id');
    expect(await migrate(t.db)).toEqual(['0012_campaign_products_and_dates.sql']);
    const rows = await t.db.query<{ id: number; starts_on: string | null; ends_on: string | null; category_id: number | null; tag_id: number | null }>(
      "SELECT id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, category_id, tag_id FROM campaigns ORDER BY id");
    for (const c of CAMPAIGNS) {
      expect(rows.find((r) => r.id === c.id)).toMatchObject({ category_id: c.categoryId, tag_id: c.tagId });
      const r = rows.find((x) => x.id === c.id)!;
      expect(r.starts_on! <= today() && today() <= r.ends_on!).toBe(true);
    }
    expect(rows.find((r) => r.id === 90)).toEqual({ id: 90, starts_on: null, ends_on: null, category_id: null, tag_id: null });
    // Dates out of order are refused.
    await expect(t.db.query("UPDATE campaigns SET starts_on = '2026-05-02', ends_on = '2026-05-01' WHERE id = 90")).rejects.toThrow();
  });
});
