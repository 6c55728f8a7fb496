// Repeat visit with the network off (issue 8): a shopper opens the home page once online,
// then again with the network cut; we time from navigation to the home page's product
// images shown, served by the service worker and the persisted query cache.
// Run: node --import tsx bench/offline-repeat-visit.ts [--runs 5]
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { summarise } from './support.ts';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

await buildIfStale();
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const online: number[] = [];
const offline: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
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
    await context.setOffline(true);
    t0 = performance.now();
    await page.goto(`${server.url}/en/`);
    await imagesShown();
    offline.push(performance.now() - t0);
    await context.close();
  }
  console.log(JSON.stringify({ runs: RUNS, firstVisitOnlineMs: summarise(online), repeatVisitOfflineMs: summarise(offline) }, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
