// Repeat visit with the network off: a shopper opens the home page once online,
// then again with the network cut; we time from navigation to the home page's product
// images shown, served by the service worker and the persisted query cache. The repeat visit
// opens a new tab; image responses are counted by where they came from (the worker or not).
// Run: node --import tsx bench/offline-repeat-visit.ts [--runs 5]
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { runContext, summarise } from './support.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

await buildIfStale();
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const online: number[] = [];
const offline: number[] = [];
const sources: { serviceWorker: number; other: number; failed: number }[] = [];
const failedUrls = new Set<string>();
try {
  console.log(JSON.stringify(runContext()));
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    let page = await context.newPage();
    const imagesShown = () =>
      page.waitForFunction(() => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('.product-card__media img')].slice(0, 4);
        return imgs.length === 4 && imgs.every((img) => img.complete && img.naturalWidth > 0);
      }, undefined, { timeout: 30_000 });
    let t0 = performance.now();
    await page.goto(`${server.url}/en/`);
    await imagesShown();
    online.push(performance.now() - t0);
    // Let the worker take control and the query cache persist.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    // The repeat visit is a new tab with the network off: nothing of the first page's memory.
    await page.close();
    await context.setOffline(true);
    page = await context.newPage();
    const seen = { serviceWorker: 0, other: 0, failed: 0 };
    page.on('response', (r) => { if (r.request().resourceType() === 'image') seen[r.fromServiceWorker() ? 'serviceWorker' : 'other']++; });
    page.on('requestfailed', (r) => {
      if (r.resourceType() !== 'image') return;
      seen.failed++;
      failedUrls.add(new URL(r.url()).pathname);
    });
    t0 = performance.now();
    await page.goto(`${server.url}/en/`);
    await imagesShown();
    offline.push(performance.now() - t0);
    sources.push(seen);
    await context.close();
  }
  const r = (xs: number[]) => xs.map((x) => Math.round(x));
  const spread = (xs: number[]) => ({ ...summarise(xs), min: Math.round(Math.min(...xs)), each: r(xs) });
  console.log(JSON.stringify({ runs: RUNS, firstVisitOnlineMs: spread(online), repeatVisitOfflineMs: spread(offline), offlineImageResponses: sources, imagesFailedOffline: [...failedUrls] }, null, 2));
  console.log(JSON.stringify(runContext()));
} finally {
  await browser.close();
  await server.stop();
}
