// The demo's personalisable products' photographs (scripts/render-product-photos.mjs) and
// their print areas (migrations 0013, 0023, 0024): the sample personalisation lies inside the print
// areas only, so a shopper's photo covers its area's sample whole in the preview, the preview
// lays the bare product (read from around the area) under the shopper's text, and no sample
// shows beside what the shopper chose. Every text's ink on every colour reads on the product
// the preview shows around it (docs/shop-rules.md P1). The pictures weigh under 30 MB.
// What is checked is the committed pictures: the database only holds the areas, which the
// same seed and migrations write on either database (personalisation-fields.test.ts reads
// them through the call on both), so only the PGlite run decodes the pictures, 430 of them.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inkOf, type PersonalisationField } from '../../../contract/personalisation.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { usingPostgres } from '../../test-support/using-postgres.ts';
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

describe.skipIf(usingPostgres())('the demo catalogue\'s pictures', () => {
  it('weigh under 30 MB in the repository', () => {
    const files = readdirSync(path.dirname(MEDIA), { recursive: true, encoding: 'utf8' }).map((f) => path.join(path.dirname(MEDIA), f));
    const bytes = files.filter((f) => statSync(f).isFile()).reduce((n, f) => n + statSync(f).size, 0);
    expect(files.length).toBeGreaterThan(300);
    expect(bytes).toBeLessThan(30 * 1024 * 1024);
  });
});

describe.skipIf(usingPostgres())('the personalisable products\' photographs', () => {
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

/** WCAG 2's relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
/** WCAG 2's contrast ratio (1-21). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

let lastRgb: { file: string; rgb: Promise<{ data: Buffer; info: OutputInfo }> } | undefined;
/** The mean colour of the picture in a ring just around `a`: the bare product the preview lays under the shopper's text. */
async function around(file: string, a: Area): Promise<number[]> {
  if (lastRgb?.file !== file) lastRgb = { file, rgb: sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true }) };
  const { data, info } = await lastRgb.rgb;
  const px = (f: number, size: number) => Math.max(0, Math.min(size - 1, Math.round(f * size)));
  const [x0, x1, y0, y1] = [px(a.x - BAND, info.width), px(a.x + a.w + BAND, info.width), px(a.y - BAND, info.height), px(a.y + a.h + BAND, info.height)];
  const [ix0, ix1, iy0, iy1] = [px(a.x, info.width), px(a.x + a.w, info.width), px(a.y, info.height), px(a.y + a.h, info.height)];
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (x >= ix0 && x < ix1 && y >= iy0 && y < iy1) continue;
      for (let c = 0; c < 3; c++) sum[c]! += data[(y * info.width + x) * 3 + c]!;
      n++;
    }
  }
  return sum.map((v) => v / n);
}

describe.skipIf(usingPostgres())('the personalisation\'s inks', () => {
  it('read on every demo product in every colour: WCAG contrast of at least 3 with the product around each text', async () => {
    const personalisable = PRODUCTS.filter(isPersonalisable);
    const worst: string[] = [];
    let checked = 0;
    for (const p of personalisable) {
      const detail = await t.call<{ PersonalisationJson: PersonalisationField[] }[]>('GET_PRODUCT_DETAIL', { ProductId: p.id });
      const texts = detail.data[0]!.PersonalisationJson.filter((f) => f.Kind === 'text');
      for (const image of p.images) {
        const m = /\/(\d+)-(\d+)-1\.jpg$/.exec(image.url);
        if (!m) continue;
        const colorId = Number(m[2]) || null;
        for (const f of texts) {
          const ink = inkOf(f, colorId);
          const ratio = contrast(rgbOf(ink), await around(path.join(MEDIA, `${m[1]}-${m[2]}-1.webp`), f.Area));
          checked++;
          if (ratio < 3) worst.push(`${p.name} (colour ${colorId}), ${f.Key}: ink ${ink}, contrast ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(worst).toEqual([]);
  }, 120_000);
});
