// The JavaScript a first visit downloads until the network is idle, for the budget test
// (tests/e2e/first-visit-budget.test.ts) and the benchmark (bench/first-visit-js.ts): a fresh
// browser context (no cache, no service worker yet) opens a page, and every script the page
// itself requests (its documents and its dedicated worker; the service worker's own precache
// is another target, not counted) is listed from Chromium's network events (CDP), until no
// request but pictures has been in flight for `quietMs`. Each script counts its size gzipped at level 9
// (what the server's .gz copies are), fetched from the same server.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The first visit's JavaScript, gzip, at most (docs/decisions/0023-what-a-first-visit-loads.md). */
export const FIRST_VISIT_JS_BUDGET_KB = 150;

export interface Script { path: string; gzipKB: number; startMs: number }

async function gzipKB(url: string): Promise<number> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length / 1024;
}

export async function firstVisitScripts(
  browser: Browser,
  url: string,
  { quietMs = 5000, viewport = { width: 390, height: 844 } }: { quietMs?: number; viewport?: { width: number; height: number } } = {},
): Promise<Script[]> {
  const phone = viewport.width < 600;
  const context = await browser.newContext({ viewport, deviceScaleFactor: phone ? 2 : 1, isMobile: phone, hasTouch: phone });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const origin = new URL(url).origin;
    const inFlight = new Set<string>();
    let lastChange = Date.now();
    const t0 = Date.now();
    const seen = new Map<string, number>();
    const note = (scriptUrl: string) => {
      const u = new URL(scriptUrl);
      if (u.origin === origin && /\.m?js$/.test(u.pathname) && !seen.has(u.pathname)) seen.set(u.pathname, Date.now() - t0);
    };
    cdp.on('Network.requestWillBeSent', (e) => {
      note(e.request.url);
      // Pictures do not count towards idle: the home carousel turns every few seconds and
      // fetches its next picture each time, so the network itself is never idle for long.
      if (e.type === 'Image' || e.type === 'Media' || e.type === 'Font') return;
      inFlight.add(e.requestId);
      lastChange = Date.now();
    });
    const done = (e: { requestId: string }) => {
      if (inFlight.delete(e.requestId)) lastChange = Date.now();
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', done);
    // A dedicated worker's script (the Intl warm-up): Playwright reports it as the worker's.
    page.on('worker', (w) => note(w.url()));
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const scripts: Script[] = [];
    for (const [path, startMs] of seen) scripts.push({ path, startMs, gzipKB: await gzipKB(`${origin}${path}`) });
    return scripts.sort((a, b) => b.gzipKB - a.gzipKB);
  } finally {
    await context.close();
  }
}

export const totalKB = (scripts: readonly Script[]) => scripts.reduce((sum, s) => sum + s.gzipKB, 0);
