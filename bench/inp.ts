// Interaction to next paint on a slow phone: Chromium's CPU slowed 6x (CDP
// Emulation.setCPUThrottlingRate), each interaction's latency read in the page from the Event
// Timing API (PerformanceObserver 'event' entries: the longest entry of the interaction's
// interactionId, from the input to the next paint), for:
//   - opening the Categories mega-menu (desktop width, where it is a menu of its own),
//   - choosing a listing filter (a colour, in the phone's filter drawer),
//   - choosing a colour on a product page (phone),
//   - Add to Cart on that product page (phone).
// Each interaction on a fresh first visit, --runs times, in English and Arabic; the page has
// loaded and gone quiet first (what a shopper who starts reading sees).
//
//   node --import tsx bench/inp.ts [--before DIR] [--runs 5] [--cpu 6] [--only mega,filter]
//     [--trace DIR (keeps a Chrome trace of each measured interaction, from the input to what
//     the shopper sees, as <side>-<interaction>-<lang>-<run>.trace.json)]
//   (npm run bench -- inp)
// --before DIR: a built checkout of the code before a change, measured in the same run, each
// run of an interaction on it and on this tree one after the other.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { PRODUCTS } from '../server/db/seed/products.ts';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startSides } from './first-load-pages.ts';
import { t, type Lang } from '../tests/e2e/support/intl.ts';
import { postCall } from '../server/test-support/post-call.ts';
import type { ProductDetail } from '../contract/models.ts';
import { COLORS } from '../server/db/seed/lookups.ts';
import { runContext, summarise } from './support.ts';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '6' },
    only: { type: 'string' },
    trace: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CPU = Number(args.cpu);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const lookupName = (lang: Lang, x: { name: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.name);

/** Starts recording the Event Timing entries of the interactions made from now on. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: { id: number; name: string; duration: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
      }
      // 16 ms: the API's smallest threshold; a shorter interaction is reported as 16.
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The latency of the last interaction recorded (its longest entry), or 16 when none passed the threshold. */
async function lastInteraction(page: Page): Promise<number> {
  // Entries are delivered after the next paint: wait for two frames and an idle moment.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  const events = await page.evaluate(() => (window as unknown as { __events: { id: number; duration: number }[] }).__events);
  if (!events.length) return 16;
  const last = events[events.length - 1]!.id;
  return Math.max(...events.filter((e) => e.id === last).map((e) => e.duration));
}

interface Interaction {
  name: string;
  viewport: { width: number; height: number };
  url: (lang: Lang) => string;
  /** What the page shows once the app runs (not the server's painted first screen). */
  ready: (page: Page, lang: Lang) => Promise<void>;
  /** Steps before the measured one (not measured). */
  before?: (page: Page, lang: Lang) => Promise<void>;
  act: (page: Page, lang: Lang) => Promise<void>;
  /** What the shopper sees once the interaction has done its work. */
  done: (page: Page, lang: Lang) => Promise<void>;
}

/**
 * A product with two colours or more, no size and no required option, whose required
 * personalisation is text only (filled in before Add to Cart).
 */
async function colourProduct(base: string): Promise<ProductDetail> {
  for (const p of PRODUCTS.filter((x) => x.colorIds.length >= 2 && x.sizeIds.length === 0 && !x.options.some((o) => o.attributeId > 2 && o.isRequired) && x.stock > 5 && !x.isDigital)) {
    const answer = (await postCall<ProductDetail[] | ProductDetail>(base, 'GET_PRODUCT_DETAIL', { ProductId: p.id, languageCode: 'en' })).data;
    const d = Array.isArray(answer) ? answer[0]! : answer;
    if ((d.PersonalisationJson ?? []).every((f) => !f.Required || f.Kind === 'text')) return d;
  }
  throw new Error('no seed product with colours and text personalisation only');
}

/** The product's required text fields, in the page's language (their labels). */
async function fillRequired(page: Page, productId: number, base: string, lang: Lang): Promise<void> {
  const answer = (await postCall<ProductDetail[] | ProductDetail>(base, 'GET_PRODUCT_DETAIL', { ProductId: productId, languageCode: lang })).data;
  const d = Array.isArray(answer) ? answer[0]! : answer;
  for (const f of (d.PersonalisationJson ?? []).filter((x) => x.Required)) await page.locator('.buy').getByRole('textbox', { name: f.Label }).fill('Asha');
}

function interactions(product: ProductDetail): Interaction[] {
  const productUrl = (lang: Lang) => `/${lang}/product-detail/${product.ProductId}/${product.CategorySlug}/${product.ProductSlug}`;
  const colourName = (lang: Lang, i: number) => {
    const c = COLORS.find((x) => x.id === product.ProductColorsJson[i]!.ColorID)!;
    return lookupName(lang, c);
  };
  const red = COLORS.find((c) => c.name === 'Red')!;
  return [
    {
      name: 'mega-menu',
      viewport: DESKTOP,
      url: (lang) => `/${lang}/`,
      ready: async (page) => void (await page.locator('.mega__toggle').waitFor()),
      act: async (page, lang) => page.getByRole('button', { name: t(lang, 'lbl_nav_categories'), exact: true }).click(),
      done: async (page) => void (await page.locator('.mega__panel a').first().waitFor()),
    },
    {
      name: 'listing filter',
      viewport: PHONE,
      url: (lang) => `/${lang}/all-products/0/all-categories`,
      ready: async (page) => void (await page.locator('aside .check--parent').first().waitFor({ state: 'attached' })),
      before: async (page, lang) => {
        await page.getByRole('button', { name: t(lang, 'listing.showFilters') }).click();
        const section = page.locator('aside details.filter').filter({ has: page.locator('summary').getByText(t(lang, 'listing.colour'), { exact: true }) });
        if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator('summary').click();
        await section.getByRole('button', { name: lookupName(lang, red), exact: true }).waitFor();
      },
      act: async (page, lang) => page.locator('aside details.filter').getByRole('button', { name: lookupName(lang, red), exact: true }).click(),
      done: async (page) => void (await page.waitForURL(/ColorID=/)),
    },
    {
      name: 'product colour',
      viewport: PHONE,
      url: productUrl,
      ready: async (page) => void (await page.locator('.buy').waitFor()),
      act: async (page, lang) => page.locator('.buy').getByRole('button', { name: colourName(lang, 1), exact: true }).click(),
      done: async (page, lang) => {
        await page.locator('.buy').getByRole('button', { name: colourName(lang, 1), exact: true }).and(page.locator('[aria-pressed="true"]')).waitFor();
      },
    },
    {
      name: 'add to cart',
      viewport: PHONE,
      url: productUrl,
      ready: async (page) => void (await page.locator('.buy').waitFor()),
      before: async (page, lang) => {
        await page.locator('.buy').getByRole('button', { name: colourName(lang, 0), exact: true }).click();
        await fillRequired(page, product.ProductId, new URL(page.url()).origin, lang);
      },
      act: async (page, lang) => page.locator('.buy').getByRole('button', { name: t(lang, 'detail.addToCart') }).click(),
      done: async (page, lang) => void (await page.getByText(t(lang, 'msg.addedToCart')).first().waitFor()),
    },
  ];
}

async function measure(browser: Browser, base: string, it: Interaction, lang: Lang, keep?: string): Promise<number> {
  const context = await browser.newContext({ viewport: it.viewport, deviceScaleFactor: it.viewport === PHONE ? 2 : 1, isMobile: it.viewport === PHONE, hasTouch: it.viewport === PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${it.url(lang)}`, { waitUntil: 'load' });
    await it.ready(page, lang);
    await page.waitForLoadState('networkidle');
    await it.before?.(page, lang);
    await record(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    if (keep) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', 'blink'] });
    await it.act(page, lang);
    const latency = await lastInteraction(page);
    await it.done(page, lang);
    if (keep) {
      mkdirSync(path.dirname(keep), { recursive: true });
      writeFileSync(keep, await browser.stopTracing());
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return latency;
  } finally {
    await context.close();
  }
}

await buildIfStale();
const { sides, stop } = await startSides({ before: args.before });
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
try {
  console.log(JSON.stringify(runContext()));
  const product = await colourProduct(sides[0]!.url);
  console.log(`product: ${product.ProductId} ${product.ProductName}, colours ${product.ProductColorsJson.map((c) => c.ColorName).join(', ')}`);
  const only = args.only?.split(',');
  const rows: Record<string, unknown>[] = [];
  for (const it of interactions(product).filter((x) => !only || only.some((o) => x.name.includes(o)))) {
    for (const lang of ['en', 'ar'] as const) {
      const samples = new Map<string, number[]>(sides.map((s) => [s.name, []]));
      const loads: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        for (const side of sides) {
          loads.push(runContext().loadAverage[0]!);
          const keep = args.trace ? path.join(args.trace, `${side.name}-${it.name.replace(' ', '-')}-${lang}-${i + 1}.trace.json`) : undefined;
          samples.get(side.name)!.push(await measure(browser, side.url, it, lang, keep));
        }
      }
      for (const side of sides) {
        const s = summarise(samples.get(side.name)!);
        rows.push({ side: side.name, interaction: it.name, lang, cpu: `${CPU}x`, p50: s.p50, max: s.max, samples: samples.get(side.name)!.join(' '), load: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` });
        console.log(rows[rows.length - 1]);
      }
    }
  }
  console.table(rows);
  console.log(JSON.stringify(runContext()));
} finally {
  await browser.close();
  await stop();
}
