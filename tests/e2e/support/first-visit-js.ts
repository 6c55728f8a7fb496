// The JavaScript a first visit downloads until the network is idle, for the budget test
// (tests/e2e/first-visit-budget.test.ts) and the benchmark (bench/first-visit-js.ts): a fresh
// browser context (no cache, no service worker yet) opens a page, and every script the page
// itself requests (its documents and its dedicated worker; the service worker's own precache
// is the service worker's, not counted) is listed from the page's network events, until no
// request but pictures has been in flight for `quietMs`. Each script counts its size gzipped at level 9
// (what the server's .gz copies are), fetched from the same server.
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

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
    const origin = new URL(url).origin;
    // Every request of the page and of its dedicated worker, each until its end (Playwright's
    // page events; the service worker's requests, its precache among them, are the context's,
    // not the page's). A request of the worker's script seen only by the page's own CDP
    // session never ends there: that kept the count waiting for its 45 s cap.
    const inFlight = new Set<Request>();
    let lastChange = Date.now();
    const t0 = Date.now();
    const seen = new Map<string, number>();
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.origin === origin && /\.m?js$/.test(u.pathname) && !seen.has(u.pathname)) seen.set(u.pathname, Date.now() - t0);
      // Pictures do not count towards idle: the home carousel turns every few seconds and
      // fetches its next picture each time, so the network itself is never idle for long.
      if (['image', 'media', 'font'].includes(request.resourceType())) return;
      inFlight.add(request);
      lastChange = Date.now();
    });
    const done = (request: Request) => {
      if (inFlight.delete(request)) lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(url, { waitUntil: 'load' });
    // Generous: on a loaded machine a first load takes long; the count normally ends quietMs
    // after the page's last request.
    const deadline = Date.now() + 90_000;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network of ${url} was not idle within 90 s; in flight: ${[...inFlight].map((r) => r.url()).join(', ')}`);
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
