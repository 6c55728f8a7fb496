// Pictures on an offline repeat visit (sw/README.md, image warm-up; bench/README.md,
// "Offline repeat visit"): after an online visit to the home page, the worker's image cache
// also holds the pictures of cards the shopper never scrolled to, so with the network cut
// every card of the home page shows its picture, served by the worker. A picture the cache
// never got (Save-Data on: no warm-up) shows the card's placeholder, not a broken image,
// and moves nothing. English and Arabic (right to left).
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, e2e, newPage, PHONE, screenshot, workerControls } from './support/browser.ts';
import { HOME_BLOCK_SIZE } from '../../contract/shop-rules.ts';
import { CATEGORY_ART_CYCLE } from '../../contract/images.ts';
import type { WorkerMessage } from '../../contract/sw-messages.ts';

const env = e2e();
afterAll(async () => closeBrowser());

type Warmed = Extract<WorkerMessage, { type: 'IMAGES_WARMED' }>;

/** Collects the worker's IMAGES_WARMED answers and the page's layout shifts from the start. */
async function watchPage(context: BrowserContext, opts: { saveData: boolean }): Promise<void> {
  await context.addInitScript((saveData) => {
    const w = window as unknown as { __warmed: unknown[]; __shifts: { value: number; inCard: boolean }[] };
    w.__warmed = [];
    w.__shifts = [];
    if (saveData) Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    navigator.serviceWorker?.addEventListener('message', (e) => {
      if ((e.data as { type?: string } | null)?.type === 'IMAGES_WARMED') w.__warmed.push(e.data);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const inCard = (entry.sources ?? []).some((s) => s.node instanceof Element && s.node.closest('.product-card') !== null);
        w.__shifts.push({ value: entry.value, inCard });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, opts.saveData);
}

/** The /media/ pictures of the home page's product cards and category boxes (a photograph by its stored URL). */
const homeImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('.product-card__media img, .category-box img')].map((img) => new URL(img.src).href),
  );

/**
 * Those of `urls` the worker's image cache does not hold. A product photograph counts as held
 * in any of its sizes (/media/v2/p/<name>.<size>.<format>), a category's artwork in any size
 * the pipeline draws of it (/media/v2/c/a-<shape>-<id % 7>.<size>.<format>): offline the worker stands in any
 * size of it for the one a card asks (the offline visit below checks every card shows it).
 */
const imageCacheHolds = (page: Page, urls: string[]) =>
  page.evaluate(async ({ wanted, cycle }) => {
    const cache = await caches.open('tohfa-images');
    const keys = (await cache.keys()).map((r) => r.url);
    const held = (u: string) => {
      const photo = /^(.*\/media\/v2\/p\/[\d-]+)\.jpg$/.exec(u);
      if (photo) return keys.some((k) => k.startsWith(`${photo[1]}.`));
      // A category's artwork is shown as the pictures the pipeline draws of it (contract/images.ts).
      const art = /^(.*\/media\/)v1\/c\/([a-z]+)\/(\d+)\.svg$/.exec(u);
      return art ? keys.some((k) => k.startsWith(`${art[1]}v2/c/a-${art[2]}-${Number(art[3]) % cycle}.`)) : keys.includes(u);
    };
    return wanted.filter((u) => !held(u));
  }, { wanted: urls, cycle: CATEGORY_ART_CYCLE });

/** Online: the home page until its cards are on screen, the worker in control, the answers persisted. */
async function visitOnline(context: BrowserContext, page: Page, lang: 'en' | 'ar'): Promise<string[]> {
  await page.goto(`/${lang}/`);
  await page.waitForFunction((n) => document.querySelectorAll('.product-card').length >= n, 2 * HOME_BLOCK_SIZE, { timeout: 30_000 });
  await workerControls(page);
  const images = await homeImages(page);
  expect(images.length).toBeGreaterThanOrEqual(2 * HOME_BLOCK_SIZE);
  return images;
}

/**
 * Offline: a new tab on the home page, every card brought on screen as a shopper would (the
 * page scrolled down, each phone rail swiped along to its end), so every lazy picture is asked
 * for; each card waited on until its picture or placeholder shows.
 */
async function visitOffline(context: BrowserContext, lang: 'en' | 'ar') {
  await context.setOffline(true);
  const page = await context.newPage();
  const fromElsewhere: string[] = [];
  const failed: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'image' && !r.fromServiceWorker() && fromElsewhere.push(r.url()));
  page.on('requestfailed', (r) => r.resourceType() === 'image' && failed.push(new URL(r.url()).pathname));
  await page.goto(`/${lang}/`);
  await page.waitForFunction((n) => document.querySelectorAll('.product-card').length >= n, 2 * HOME_BLOCK_SIZE, { timeout: 30_000 });
  const cards = page.locator('.product-card');
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await cards.nth(i).evaluate((card) => card.scrollIntoView({ block: 'center', inline: 'center' }));
    // Settled: its picture decoded, or the placeholder after a failed load.
    await page.waitForFunction(
      (card) => {
        const img = card.querySelector('.product-card__media img');
        return img instanceof HTMLImageElement ? img.complete && img.naturalWidth > 0 : card.querySelector('svg.product-card__placeholder') !== null;
      },
      await cards.nth(i).elementHandle(),
      { timeout: 30_000 },
    );
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return { page, fromElsewhere, failed };
}

/** Per card: picture shown, placeholder shown, or broken; and the media box and name sizes. */
const cardStates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.product-card')].map((card) => {
      const media = card.querySelector<HTMLElement>('.product-card__media')!.getBoundingClientRect();
      const img = card.querySelector('img');
      return {
        state: img ? (img.complete && img.naturalWidth > 0 ? 'picture' : 'broken') : card.querySelector('svg.product-card__placeholder') ? 'placeholder' : 'none',
        media: { width: Math.round(media.width), height: Math.round(media.height) },
        name: Math.round(card.querySelector('.product-card__name')!.getBoundingClientRect().height),
      };
    }),
  );

describe.skipIf(env.skip)('pictures on an offline repeat visit', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`shows every product card picture of the home page from the worker with the network cut (${lang})`, async () => {
      const { context, page } = await newPage({ viewport: PHONE });
      await watchPage(context, { saveData: false });
      const images = await visitOnline(context, page, lang);
      // The cards further down or along a rail were never loaded by the page itself (lazy, off screen)...
      const unseen = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.product-card__media img')].filter((img) => !(img.complete && img.naturalWidth > 0)).length,
      );
      expect(unseen).toBeGreaterThan(0);
      // ...but the warm-up put them in the worker's image cache. On a fresh server the warm-up's
      // requests are the first for their size, so each waits for its encode (server/images/).
      await expect.poll(() => imageCacheHolds(page, images), { timeout: 120_000 }).toEqual([]);
      await page.waitForFunction(() => (window as unknown as { __warmed: unknown[] }).__warmed.length > 0, null, { timeout: 60_000 });
      const warmed = (await page.evaluate(() => (window as unknown as { __warmed: Warmed[] }).__warmed));
      expect(warmed.reduce((n, w) => n + w.failed, 0)).toBe(0);
      expect(warmed.reduce((n, w) => n + w.stored, 0)).toBeGreaterThan(0);
      await page.waitForTimeout(1500); // the query cache persists at most once a second
      await page.close();

      const offline = await visitOffline(context, lang);
      const cards = await cardStates(offline.page);
      expect(cards).toHaveLength(2 * HOME_BLOCK_SIZE);
      expect(cards.filter((c) => c.state !== 'picture')).toEqual([]);
      const categories = await offline.page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.category-box img')].map((img) => img.complete && img.naturalWidth > 0),
      );
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every(Boolean)).toBe(true);
      expect(offline.failed).toEqual([]);
      expect(offline.fromElsewhere).toEqual([]);
      expect(await offline.page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await offline.page.evaluate(() => [...document.querySelectorAll('.product-card')].at(-1)?.scrollIntoView({ block: 'center', inline: 'center' }));
      await screenshot(offline.page, `offline-home-bottom-${lang}`);
      await context.close();
    }, 300_000);

    it(`shows the card's placeholder, not a broken image, for a picture never cached; nothing moves (${lang}, Save-Data on)`, async () => {
      const { context, page } = await newPage({ viewport: PHONE });
      await watchPage(context, { saveData: true });
      const images = await visitOnline(context, page, lang);
      const onlineCards = await cardStates(page);
      await page.waitForTimeout(4000); // as long as a warm-up would take: none comes
      expect(await page.evaluate(() => (window as unknown as { __warmed: unknown[] }).__warmed)).toEqual([]);
      expect((await imageCacheHolds(page, images)).length).toBeGreaterThan(0);
      await page.close();

      const offline = await visitOffline(context, lang);
      const cards = await cardStates(offline.page);
      expect(cards.filter((c) => c.state === 'broken' || c.state === 'none')).toEqual([]);
      const placeholders = cards.filter((c) => c.state === 'placeholder');
      const pictures = cards.filter((c) => c.state === 'picture');
      expect(placeholders.length).toBeGreaterThan(0);
      expect(pictures.length).toBeGreaterThan(0);
      // Same square box and same name area as a card with its picture.
      for (const c of cards) {
        expect(c.media.height).toBe(c.media.width);
        expect(c.media).toEqual(pictures[0]!.media);
      }
      // Each card's name area as it was online, with its picture.
      expect(cards.map((c) => c.name)).toEqual(onlineCards.map((c) => c.name));
      const shifts = await offline.page.evaluate(() => (window as unknown as { __shifts: { value: number; inCard: boolean }[] }).__shifts);
      expect(shifts.filter((s) => s.inCard)).toEqual([]);
      await offline.page.evaluate(() => {
        const first = [...document.querySelectorAll('.product-card')].find((c) => c.querySelector('svg.product-card__placeholder'));
        first?.scrollIntoView({ block: 'center', inline: 'center' });
      });
      await screenshot(offline.page, `offline-home-placeholder-${lang}`);
      await context.close();
    });
  }
});
