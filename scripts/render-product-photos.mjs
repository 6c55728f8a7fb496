// Remakes the demo catalogue's product photographs (media/products/*.webp, 1200x1200):
//
//   node --import tsx scripts/render-product-photos.mjs [--only <productId,...>] [--sheet <file.png>]
//
// Every demo product's picture URL (server/db/seed/products.ts) names a master here: one
// per colour (view 1) and a detail of the personalisation (view 2). The models are drawn on
// a 2D canvas in Debian's Chromium (scripts/product-photos/scene.js; no WebGL needed) with
// the system's DejaVu fonts, then encoded once with sharp. `--sheet` also writes a contact
// sheet of view 1 per product type, to look at them all at once.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CATEGORIES } from '../server/db/seed/categories.ts';
import { COLORS } from '../server/db/seed/lookups.ts';
import { PRODUCTS } from '../server/db/seed/products.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = path.join(root, 'media', 'products');
const { values: args } = parseArgs({ options: { only: { type: 'string' }, sheet: { type: 'string' } } });
const only = args.only ? new Set(args.only.split(',').map(Number)) : null;

/** Colours for products without one (digital goods, hampers). */
const HOUSE = ['#4A1942', '#E8A317', '#1F6F78', '#C0504D', '#2E8B57', '#6A3D9A', '#1F3A68'];
/** Sample personalisations: a name, and a second line where the product has room. */
const SAMPLES = [
  ['Aisha', 'Happy Birthday'], ['Rohan', 'Best Dad Ever'], ['Priya & Arjun', 'Forever & Always'], ['Zara', 'Est. 2019'],
  ['Kabir', 'World’s Best Brother'], ['Meera', 'Love you Maa'], ['ليلى', 'عيد ميلاد سعيد'], ['Anaya', 'Little Star'],
  ['Omar', 'Eid Mubarak'], ['Ishaan', 'Class of 2026'], ['Sara', 'Happy Anniversary'], ['Vikram', 'Team Captain'],
];

const shapeOf = (categoryId) => CATEGORIES.find((c) => c.id === categoryId).shape;
// Each category's print areas, as the migrations make them: the sample is printed inside them.
const db = await openDatabase({ dataDir: 'memory://' });
await migrate(db);
const templates = await db.query(
  `SELECT category_id, kind, font, color, inks, area_x::float AS x, area_y::float AS y, area_w::float AS w, area_h::float AS h
   FROM personalisation_templates ORDER BY category_id, sort_order`);
await db.close();
// A text's sample is in the ink the catalogue gives the product's colour (docs/shop-rules.md P1), as the preview draws the shopper's.
const areasOf = (categoryId, colorId) => templates.filter((t) => t.category_id === categoryId)
  .map(({ kind, font, color, inks, x, y, w, h }) => ({ kind, font, x, y, w, h, ink: (typeof inks === 'string' ? JSON.parse(inks) : inks)[String(colorId)] ?? color }));
const jobs = [];
for (const p of PRODUCTS) {
  if (only && !only.has(p.id)) continue;
  const [name, line2] = SAMPLES[p.id % SAMPLES.length];
  for (const image of p.images) {
    const m = /\/media\/v2\/p\/(\d+)-(\d+)-([12])\.jpg$/.exec(image.url);
    if (!m) continue;
    const colorId = Number(m[2]);
    const hex = colorId === 0 ? HOUSE[p.id % HOUSE.length] : COLORS.find((c) => c.id === colorId).hex;
    jobs.push({ file: `${m[1]}-${m[2]}-${m[3]}.webp`, shape: shapeOf(p.categoryId), hex, name, line2, view: Number(m[3]), seed: p.id, areas: p.isDigital ? [] : areasOf(p.categoryId, colorId) });
  }
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let bytes = 0;
const sheet = new Map();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><canvas id="c" width="1200" height="1200"></canvas>');
  await page.addScriptTag({ content: readFileSync(path.join(root, 'scripts', 'product-photos', 'scene.js'), 'utf8') });
  for (const [i, job] of jobs.entries()) {
    const dataUrl = await page.evaluate((j) => window.renderProduct(j), job);
    const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const webp = await sharp(png).webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
    writeFileSync(path.join(OUT, job.file), webp);
    bytes += webp.length;
    if (job.view === 1 && !sheet.has(job.shape)) sheet.set(job.shape, png);
    if ((i + 1) % 50 === 0) console.log(`${i + 1}/${jobs.length}`);
  }
} finally {
  await browser.close();
}
console.log(`${jobs.length} photographs, ${(bytes / 1024 / 1024).toFixed(1)} MB in media/products/`);

if (args.sheet) {
  const tiles = [...sheet.values()];
  const cols = 6;
  const t = 300;
  const composite = await Promise.all(tiles.map(async (png, i) => ({
    input: await sharp(png).resize(t, t).toBuffer(), left: (i % cols) * t, top: Math.floor(i / cols) * t,
  })));
  await sharp({ create: { width: cols * t, height: Math.ceil(tiles.length / cols) * t, channels: 3, background: '#ffffff' } })
    .composite(composite).png().toFile(args.sheet);
  console.log(`contact sheet: ${args.sheet} (${[...sheet.keys()].join(', ')})`);
}
