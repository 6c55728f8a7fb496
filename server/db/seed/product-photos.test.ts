// The demo mugs' photographs (scripts/render-product-photos.mjs) and their print areas
// (migration 0013): the sample personalisation lies inside the photo's print area, so a
// shopper's photo covers it whole in the preview, and the mug around it is bare, the name's
// print area included, so the shopper's name never sits on or beside half a sample.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CATEGORIES } from './categories.ts';
import { PRODUCTS } from './products.ts';

interface Area { x: number; y: number; w: number; h: number }

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

const MEDIA = path.resolve(import.meta.dirname, '../../../media/products');

/** The largest change of brightness down any one column of the area (0-255): the mug's light and shade run across, print runs down too. */
async function inkIn(file: string, a: Area): Promise<number> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  let worst = 0;
  for (let x = Math.round(a.x * info.width); x < Math.round((a.x + a.w) * info.width); x++) {
    let lo = 255;
    let hi = 0;
    for (let y = Math.round(a.y * info.height); y < Math.round((a.y + a.h) * info.height); y++) {
      const v = data[y * info.width + x]!;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    worst = Math.max(worst, hi - lo);
  }
  return worst;
}

describe('the demo mugs\' photographs', () => {
  const mugs = PRODUCTS.filter((p) => CATEGORIES.find((c) => c.id === p.categoryId)!.shape === 'mug');

  it('keep their sample inside the photo\'s print area; the name\'s area and the mug around the photo are bare', async () => {
    expect(mugs.length).toBeGreaterThan(5);
    for (const p of mugs) {
      const rows = await t.db.query<{ kind: string; x: number; y: number; w: number; h: number }>(
        'SELECT kind, area_x::float AS x, area_y::float AS y, area_w::float AS w, area_h::float AS h FROM product_personalisation_fields WHERE product_id = $1', [p.id]);
      const photo = rows.find((r) => r.kind === 'photo');
      const name = rows.find((r) => r.kind === 'text');
      expect(photo, `product ${p.id}'s photo field`).toBeDefined();
      expect(name, `product ${p.id}'s name field`).toBeDefined();
      const around: Record<string, Area> = {
        above: { x: photo!.x - 0.04, y: photo!.y - 0.075, w: photo!.w + 0.08, h: 0.075 },
        'below, to the name\'s area': { x: Math.min(photo!.x, name!.x), y: photo!.y + photo!.h, w: Math.max(photo!.w, name!.w), h: name!.y + name!.h - (photo!.y + photo!.h) },
        'the start side': { x: photo!.x - 0.075, y: photo!.y, w: 0.075, h: photo!.h },
        'the end side': { x: photo!.x + photo!.w, y: photo!.y, w: 0.07, h: photo!.h },
      };
      for (const image of p.images) {
        const m = /\/(\d+-\d+)-1\.jpg$/.exec(image.url);
        if (!m) continue;
        const file = path.join(MEDIA, `${m[1]}-1.webp`);
        // The sample is there, inside the photo's area...
        expect(await inkIn(file, photo!), file).toBeGreaterThan(60);
        // ...and nothing of it outside.
        for (const [where, area] of Object.entries(around)) expect(await inkIn(file, area), `${file}: ${where}`).toBeLessThan(12);
      }
    }
  });
});
