// The demo's personalisable products' photographs (scripts/render-product-photos.mjs) and
// their print areas (migrations 0013, 0022): the sample personalisation lies inside the print
// areas only, so a shopper's photo covers its area's sample whole in the preview, the preview
// lays the bare product (read from around the area) under the shopper's text, and no sample
// shows beside what the shopper chose. The pictures weigh under 30 MB.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CATEGORIES } from './categories.ts';
import { PRODUCTS } from './products.ts';
import { isPersonalisable } from './personalisation.ts';

interface Area { x: number; y: number; w: number; h: number }

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

/** The band just outside an area that must be bare product, and how much a column of it may change (0-255). */
const BAND = 0.012;
const BARE_AT_MOST = 30;

const MEDIA = path.resolve(import.meta.dirname, '../../../media/products');

/** The last picture read, in grey levels (each is read against several areas in a row). */
let last: { file: string; grey: Promise<{ data: Buffer; info: OutputInfo }> } | undefined;
function decoded(file: string) {
  if (last?.file !== file) last = { file, grey: sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true }) };
  return last.grey;
}

/** The largest change of brightness down any one column of the area (0-255): the mug's light and shade run across, print runs down too. */
async function inkIn(file: string, a: Area): Promise<number> {
  const { data, info } = await decoded(file);
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

describe('the demo catalogue\'s pictures', () => {
  it('weigh under 30 MB in the repository', () => {
    const files = readdirSync(path.dirname(MEDIA), { recursive: true, encoding: 'utf8' }).map((f) => path.join(path.dirname(MEDIA), f));
    const bytes = files.filter((f) => statSync(f).isFile()).reduce((n, f) => n + statSync(f).size, 0);
    expect(files.length).toBeGreaterThan(300);
    expect(bytes).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('the personalisable products\' photographs', () => {
  const personalisable = PRODUCTS.filter(isPersonalisable);

  it('print their sample only inside the print areas: each area holds its part, and the product just around every area is bare', async () => {
    expect(new Set(personalisable.map((p) => CATEGORIES.find((c) => c.id === p.categoryId)!.shape)).size).toBeGreaterThan(12);
    for (const p of personalisable) {
      const areas = await t.db.query<{ kind: string; x: number; y: number; w: number; h: number }>(
        'SELECT kind, area_x::float AS x, area_y::float AS y, area_w::float AS w, area_h::float AS h FROM product_personalisation_fields WHERE product_id = $1', [p.id]);
      expect(areas.length, `product ${p.id}'s fields`).toBeGreaterThan(0);
      const overlaps = (a: Area, b: Area) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      for (const image of p.images) {
        const m = /\/(\d+-\d+)-1\.jpg$/.exec(image.url);
        if (!m) continue;
        const file = path.join(MEDIA, `${m[1]}-1.webp`);
        for (const a of areas) {
          // The sample is there...
          expect(await inkIn(file, a), `${file}: the ${a.kind} area`).toBeGreaterThan(a.kind === 'photo' ? 60 : 40);
          // ...and none of a text's sample in a band just outside,
          // where the preview reads the bare product it lays under the shopper's text. (A
          // photo area's sample is a photo drawn to its edges; a clock's hands lie over it.)
          if (a.kind === 'photo') continue;
          const bands: Record<string, Area> = {
            above: { x: a.x, y: a.y - BAND, w: a.w, h: BAND }, below: { x: a.x, y: a.y + a.h, w: a.w, h: BAND },
            'the left': { x: a.x - BAND, y: a.y, w: BAND, h: a.h }, 'the right': { x: a.x + a.w, y: a.y, w: BAND, h: a.h },
          };
          for (const [where, band] of Object.entries(bands)) {
            // The band is where the preview reads the bare product: no other area may reach into it.
            expect(areas.some((b) => b !== a && overlaps(band, b)), `${file}: another area ${where} the ${a.kind} area`).toBe(false);
            expect(await inkIn(file, band), `${file}: ${where} of the ${a.kind} area`).toBeLessThan(BARE_AT_MOST);
          }
        }
      }
    }
  }, 120_000);
});
