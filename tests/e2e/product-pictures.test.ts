// Product photographs as responsive pictures (docs/decisions/0019-one-image-pipeline.md): a
// card on a phone and on a desktop shows its photograph loaded from the srcset (an AVIF at a
// width fitting the card at the screen's density, never the 1200px master), its box the
// master's square from the start, and nothing moves while the pictures arrive.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, e2e, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { inject } from 'vitest';

const env = e2e();
afterAll(async () => closeBrowser());

/** The first card's picture once decoded: the file it came from and its box. */
async function firstCardPicture(page: Page) {
  const img = page.locator('.product-card__media picture img').first();
  await img.waitFor();
  await page.waitForFunction(() => {
    const i = document.querySelector<HTMLImageElement>('.product-card__media picture img');
    return i !== null && i.complete && i.naturalWidth > 0;
  }, null, { timeout: 120_000 });
  return img.evaluate((i: HTMLImageElement) => {
    const box = i.getBoundingClientRect();
    return {
      currentSrc: new URL(i.currentSrc).pathname, src: new URL(i.src).pathname, naturalWidth: i.naturalWidth,
      attrs: [i.getAttribute('width'), i.getAttribute('height')], box: { width: Math.round(box.width), height: Math.round(box.height) },
    };
  });
}

describe.skipIf(env.skip)('product photographs in the cards', () => {
  for (const [name, viewport, dpr] of [['phone', PHONE, 2], ['desktop', DESKTOP, 1]] as const) {
    it(`loads a card's photograph from the srcset at the card's width (${name}, density ${dpr})`, async () => {
      const context = await (await launchBrowser()).newContext({ viewport, deviceScaleFactor: dpr, baseURL: inject('baseUrl') });
      await context.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const answered: { path: string; type: string }[] = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/media/v2/')) answered.push({ path, type: r.headers()['content-type'] ?? '' });
      });
      await page.goto('/en/all-products/0/all-categories');
      const pic = await firstCardPicture(page);
      // The stored JPEG is only the fallback; Chromium takes an AVIF of the srcset...
      expect(pic.src).toMatch(/^\/media\/v2\/p\/[\d-]+\.jpg$/);
      expect(pic.currentSrc).toMatch(/^\/media\/v2\/p\/[\d-]+\.w\d+\.avif$/);
      expect(answered.find((a) => a.path === pic.currentSrc)?.type).toBe('image/avif');
      // ...as wide as the card at this density, not the master.
      const width = Number(/\.w(\d+)\./.exec(pic.currentSrc)![1]);
      expect(pic.naturalWidth).toBeGreaterThan(0);
      expect(width).toBeGreaterThanOrEqual(pic.box.width * dpr * 0.7);
      expect(width).toBeLessThan(1200);
      expect(pic.attrs).toEqual(['1200', '1200']);
      expect(pic.box.height).toBe(pic.box.width);
      expect(answered.some((a) => a.path.endsWith('.jpg'))).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      await screenshot(page, `product-pictures-${name}`);
      await context.close();
    }, 240_000);
  }
});
