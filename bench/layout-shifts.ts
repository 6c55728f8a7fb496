// The layout shifts of a first load on a slow phone, many runs, with what moved. A fresh phone
// context (390 x 844 unless --width/--height) opens a page with Chromium's CPU slowed for real
// (Emulation.setCPUThrottlingRate, --cpu 8), a PerformanceObserver records every
// `layout-shift` entry from the document's start with its sources (the element, its rectangle
// before and after), until the page's later stages are in (the footer) and two frames passed.
// Each run's shifts are printed with their time, score and sources, then each side's count of
// runs with any shift and the largest sum (the page's CLS over the load: no input comes).
// A shift that happens in one run of many is the point: use many runs (--runs 12).
//
//   node --import tsx bench/layout-shifts.ts [--pages product] [--langs en,ar] [--runs 12]
//     [--cpu 8] [--before DIR (a built checkout of the code before: each run on both, one
//     after the other)] [--width 390 --height 844]
//   (npm run bench -- layout-shifts)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startSides } from './first-load-pages.ts';
import { pagePaths, runContext } from './support.ts';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: 'product' },
    langs: { type: 'string', default: 'en,ar' },
    runs: { type: 'string', default: '12' },
    cpu: { type: 'string', default: '8' },
    before: { type: 'string' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
  },
});

interface Shift { t: number; value: number; sources: { node: string; from: number[]; to: number[] }[] }

/** Runs in the page before its own scripts: every layout shift from the start, with its sources. */
function observeShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  const rect = (r: DOMRectReadOnly) => [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  const describe = (n: Node | null) => {
    if (!n) return '(gone)';
    if (!(n instanceof Element)) return n.nodeName;
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.trim().split(/\s+/).join('.')}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({ t: Math.round(e.startTime), value: e.value, sources: e.sources.map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

await buildIfStale();
const { sides, stop } = await startSides({ before: args.before, compiled: true });
try {
  const paths: Record<string, (lang: string) => string> = await pagePaths(sides[0]!.url);
  console.log(JSON.stringify(runContext()));
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    for (const page of args.pages.split(',')) {
      for (const lang of args.langs.split(',')) {
        const tally = new Map<string, { shifted: number; worst: number; runs: number }>(sides.map((s) => [s.name, { shifted: 0, worst: 0, runs: 0 }]));
        for (let i = 0; i < Number(args.runs); i++) {
          for (const side of sides) {
            const context = await browser.newContext({ viewport: { width: Number(args.width), height: Number(args.height) }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
            await context.addInitScript(observeShifts);
            const tab = await context.newPage();
            const cdp = await context.newCDPSession(tab);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
            await tab.goto(side.url + paths[page]!(lang), { timeout: 120_000 });
            // The last stage of every page: the footer comes after the first paint (app-layout.tsx).
            await tab.locator('footer').first().waitFor({ state: 'attached', timeout: 120_000 });
            await tab.waitForLoadState('networkidle', { timeout: 120_000 });
            await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const shifts = await tab.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
            await context.close();
            const sum = shifts.reduce((a, s) => a + s.value, 0);
            const t = tally.get(side.name)!;
            t.runs++;
            if (shifts.length) t.shifted++;
            t.worst = Math.max(t.worst, sum);
            const load = runContext().loadAverage[0]!;
            console.log(`${page} ${lang} ${side.name} run ${i + 1}: CLS ${sum.toFixed(4)} (load ${load.toFixed(1)})`);
            for (const s of shifts) console.log(`  at ${s.t} ms, ${s.value.toFixed(4)}: ${s.sources.map((x) => `${x.node} [${x.from.join(',')}] -> [${x.to.join(',')}]`).join('; ')}`);
          }
        }
        for (const [name, t] of tally) console.log(`${page} ${lang} ${name}: ${t.shifted} of ${t.runs} runs with a shift, largest CLS ${t.worst.toFixed(4)}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop();
}
