// The live preview's cost (docs/shop-rules.md P1, P2): on the product page of a photo mug, at
// phone size, with the shopper's photo already drawn, the time from a keystroke in "Name on
// the mug" to the first animation frame after the preview's text changed, with Chromium's CPU
// slowed 4x (CDP Emulation.setCPUThrottlingRate, a low-end phone) and not slowed.
// Each key is pressed once the previous one was drawn: a name typed, then erased, again.
//
//   node --import tsx bench/personalisation-preview.ts [--keys 60]     (npm run bench -- preview)
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { productByName } from '../server/db/seed/products.ts';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { runContext, summarise } from './support.ts';

const { values: args } = parseArgs({ options: { keys: { type: 'string', default: '60' } } });
const KEYS = Number(args.keys);
const NAME = 'Riya Sharma';

await buildIfStale();
const server = await startServer({ LOG_LEVEL: 'error' });
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
try {
  console.log(JSON.stringify(runContext()));
  const mug = productByName('Classic White Photo Mug');
  const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  const results: Record<string, unknown> = {};
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/product-detail/${mug.id}/shop/item`);
    const buy = page.locator('.buy');
    await buy.waitFor();
    await buy.getByRole('button', { name: 'White', exact: true }).click();
    await buy.getByLabel('Photo on the mug').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await buy.getByRole('status').filter({ hasText: 'Photo added.' }).waitFor({ timeout: 60_000 });
    const input = buy.getByRole('textbox', { name: 'Name on the mug' });
    // Keydown to the frame after the preview's text changed, measured in the page.
    await page.evaluate(() => {
      const w = window as unknown as { __samples: number[]; __down: number };
      w.__samples = [];
      w.__down = 0;
      document.addEventListener('keydown', (e) => { w.__down = e.timeStamp; }, true);
      const svg = document.querySelector('.personal-preview')!;
      new MutationObserver(() => {
        if (!w.__down) return;
        const down = w.__down;
        w.__down = 0;
        requestAnimationFrame(() => w.__samples.push(performance.now() - down));
      }).observe(svg, { subtree: true, childList: true, characterData: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await input.focus();
    let pressed = 0;
    let typed = 0;
    let erasing = false;
    while (pressed < KEYS) {
      if (!erasing) await page.keyboard.press(NAME[typed++]!);
      else { await page.keyboard.press('Backspace'); typed--; }
      pressed++;
      await page.waitForFunction((n) => (window as unknown as { __samples: number[] }).__samples.length >= n, pressed, { timeout: 30_000 });
      if (typed === NAME.length) erasing = true;
      // The last Backspace empties the field: the text element goes, which is a change too.
      if (typed === 0) erasing = false;
    }
    const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    results[`cpu${rate}x`] = { keys: samples.length, ...summarise(samples), mean: Math.round(samples.reduce((a, b) => a + b, 0) / samples.length * 10) / 10 };
    await context.close();
  }
  console.log(JSON.stringify({ keystrokeToPreviewFrameMs: results }, null, 2));
  console.log(JSON.stringify(runContext()));
} finally {
  await browser.close();
  await server.stop();
}
