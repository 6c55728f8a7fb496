// The JavaScript a first visit downloads until the network is idle: a fresh browser context
// (no cache, no service worker yet) opens a page; every script the page itself requests
// (its documents and dedicated workers; the service worker's precache is not counted) is
// listed from Chromium's network events (CDP), until no request has been in flight for
// --quiet ms. Each script counts its gzip size in the build (what the server sends a browser
// that accepts gzip), as the budget test counts (tests/budget/first-visit-js.test.ts).
//
//   node --import tsx bench/first-visit-js.ts [--before DIR] [--pages /en/,/ar/] [--quiet 3000]
//     [--viewport 390x844] [--chunks]
//   (npm run bench -- first-visit-js)
// --before DIR: a checkout of the code before the change, built (npm ci && npm run build),
// measured in the same run with its own server and build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { runContext } from './support.ts';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    pages: { type: 'string', default: '/en/,/ar/' },
    quiet: { type: 'string', default: '3000' },
    viewport: { type: 'string', default: '390x844' },
    chunks: { type: 'boolean', default: false },
  },
});
const QUIET_MS = Number(args.quiet);
const [width, height] = args.viewport!.split('x').map(Number) as [number, number];

export interface Script { file: string; gzipKB: number; startMs: number }

/** The gzip size of a built file, as the server sends it (its .gz copy, else gzipped here). */
function gzipKB(distDir: string, urlPath: string): number {
  const file = path.join(distDir, decodeURIComponent(urlPath));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length / 1024;
  if (!existsSync(file)) return NaN;
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/** Opens `url` in a fresh context and lists the scripts requested until the network is quiet. */
async function firstVisit(browser: Browser, url: string, distDir: string): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, isMobile: width < 600, hasTouch: width < 600 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The page's own requests: the service worker is another target, which this session does
  // not see (its precache is not counted).
  await cdp.send('Network.enable');
  const inFlight = new Set<string>();
  let lastChange = Date.now();
  const scripts = new Map<string, Script>();
  const t0 = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastChange = Date.now();
    const u = new URL(e.request.url);
    if (u.origin === new URL(url).origin && /\.m?js$/.test(u.pathname) && !scripts.has(u.pathname)) {
      scripts.set(u.pathname, { file: u.pathname, gzipKB: gzipKB(distDir, u.pathname), startMs: Date.now() - t0 });
    }
  });
  const done = (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  // A dedicated worker's script (the Intl warm-up) is requested by the page too; Playwright
  // reports it as the worker's: count it from there.
  page.on('worker', (w) => {
    const u = new URL(w.url());
    if (!scripts.has(u.pathname)) scripts.set(u.pathname, { file: u.pathname, gzipKB: gzipKB(distDir, u.pathname), startMs: Date.now() - t0 });
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await context.close();
  return [...scripts.values()];
}

const sides: { name: string; cwd?: string }[] = [];
if (args.before) sides.push({ name: 'before', cwd: path.resolve(args.before) });
sides.push({ name: 'after' });

await buildIfStale();
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const rows: Record<string, unknown>[] = [];
const detail: Record<string, Script[]> = {};
try {
  console.log(JSON.stringify(runContext()));
  for (const side of sides) {
    const server = await startServer({ LOG_LEVEL: 'error' }, undefined, side.cwd);
    const distDir = path.join(side.cwd ?? process.cwd(), 'dist');
    try {
      for (const p of args.pages!.split(',')) {
        const scripts = await firstVisit(browser, `${server.url}${p}`, distDir);
        const total = scripts.reduce((s, x) => s + x.gzipKB, 0);
        rows.push({ side: side.name, page: p, viewport: args.viewport, jsGzipKB: Math.round(total * 10) / 10, files: scripts.length });
        detail[`${side.name} ${p}`] = scripts.sort((a, b) => b.gzipKB - a.gzipKB);
      }
    } finally {
      await server.stop();
    }
  }
  if (args.chunks) {
    for (const [k, list] of Object.entries(detail)) {
      console.log(`\n${k}:`);
      for (const s of list) console.log(`  ${s.gzipKB.toFixed(1).padStart(6)} KB  @${String(s.startMs).padStart(5)} ms  ${s.file}`);
    }
  }
  console.table(rows);
  console.log(JSON.stringify(runContext()));
} finally {
  await browser.close();
}
