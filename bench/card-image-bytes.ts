// Image bytes per product card: what Chromium downloads for the cards of the home page and
// the first listing page, on a phone (390 px, density 2) and a desktop (1366 px, density 1),
// against the former SVG artwork of the same products (still answered under /media/v1/).
//
//   npm run bench -- card-image-bytes [--url http://127.0.0.1:8080] [--shots <dir>]
//
// Without --url it builds when stale and starts its own shop on a fresh data folder; each
// page is loaded twice, the figures are the second load with the browser's cache off, so
// every encode has happened before. The first line is the run's context (commit, load average).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CATEGORIES } from '../server/db/seed/categories.ts';
import { PRODUCTS } from '../server/db/seed/products.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { runContext } from './support.ts';

const { values: args } = parseArgs({ options: { url: { type: 'string' }, shots: { type: 'string' } } });
if (!args.url) await buildIfStale();
const server = args.url ? null : await startServer({ LOG_LEVEL: 'error' });
const base = (args.url ?? server!.url).replace(/\/$/, '');
console.log(JSON.stringify(runContext()));

interface Shot { width: number; height: number; dpr: number; name: string }
const SCREENS: Shot[] = [{ width: 390, height: 844, dpr: 2, name: 'phone' }, { width: 1366, height: 900, dpr: 1, name: 'desktop' }];
const PAGES = ['/en/', '/en/all-products/0/all-categories', '/ar/'];

async function cardBytes(page: Page): Promise<{ cards: number; bytes: number; formats: string[] }> {
  // Every card asks for its picture (the phone's home page keeps most of its cards in rails
  // that scroll sideways, where a lazy picture never loads), then wait for each to decode.
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('.product-card__media img').forEach((i) => { i.loading = 'eager'; }));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.product-card__media img')].every((i) => i.complete), null, { timeout: 300_000 });
  return page.evaluate(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.product-card__media img')].filter((i) => i.naturalWidth > 0);
    const sizes = new Map((performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.name, e.encodedBodySize]));
    const bytes = imgs.reduce((n, i) => n + (sizes.get(i.currentSrc) ?? 0), 0);
    return { cards: imgs.length, bytes, formats: [...new Set(imgs.map((i) => i.currentSrc.replace(/^.*\.(w\d+\.)?/, '$1')))] };
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // Before: the former artwork of every demo product's card picture.
  const shapeOf = (categoryId: number) => CATEGORIES.find((c) => c.id === categoryId)!.shape;
  let svgBytes = 0;
  for (const p of PRODUCTS) {
    const colour = p.images[0]!.colorId ?? 0;
    svgBytes += (await (await fetch(`${base}/media/v1/p/${shapeOf(p.categoryId)}/${p.id}-${colour}.svg`)).arrayBuffer()).byteLength;
  }
  console.log(`before: the former SVG artwork, ${(svgBytes / PRODUCTS.length / 1024).toFixed(1)} KB per card (mean of ${PRODUCTS.length} products, same at every width)`);
  let jpg = 0;
  for (const p of PRODUCTS) jpg += (await (await fetch(`${base}${p.images[0]!.url}`)).arrayBuffer()).byteLength;
  console.log(`the stored 800px JPEG (the original client's, and the fallback): ${(jpg / PRODUCTS.length / 1024).toFixed(1)} KB per card`);
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.dpr, serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const url of PAGES) {
      await page.goto(`${base}${url}`);
      await page.waitForSelector('.product-card__media img', { timeout: 60_000 });
      await cardBytes(page); // first load: encodes what was never asked for
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(`${base}${url}`);
      await page.waitForSelector('.product-card__media img', { timeout: 60_000 });
      const r = await cardBytes(page);
      console.log(`after, ${screen.name} ${screen.width}px x${screen.dpr} ${url}: ${r.cards} cards, ${(r.bytes / r.cards / 1024).toFixed(1)} KB per card (${r.formats.join(', ')})`);
      if (args.shots) {
        mkdirSync(args.shots, { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(args.shots, `${screen.name}${url.replace(/\//g, '_')}.png`) });
      }
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
      await cdp.detach();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
