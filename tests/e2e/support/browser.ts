// What an end-to-end test uses: the running shop's URL, a Chromium driven by
// playwright-core, pages at phone or desktop size, the admin API, screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { postCall } from '../../../server/test-support/post-call.ts';
import { CHROME_ARGS } from './chrome-path.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export interface E2E {
  baseUrl: string;
  adminToken: string;
  /** True when no Chromium is installed outside CI: the suite skips loudly. */
  skip: boolean;
}

export function e2e(): E2E {
  const baseUrl = inject('baseUrl');
  return { baseUrl, adminToken: inject('adminToken'), skip: !baseUrl };
}

let browser: Browser | undefined;

/**
 * The browser sees the machine's fonts, as a shopper's phone does its own: a test that draws a
 * print in its own process has pointed the process's fontconfig at the repository's print fonts
 * (server/calls/personalisation/print-fonts.ts), which the preview must load as web fonts instead.
 */
const browserEnv = (): Record<string, string> =>
  Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0] !== 'FONTCONFIG_FILE' && e[1] !== undefined));

export async function launchBrowser(): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  browser = await chromium.launch({ executablePath: inject('chromePath'), args: CHROME_ARGS, headless: true, env: browserEnv() });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Stored language before the first visit (local storage `langCode`). */
  lang?: 'en' | 'ar';
  /** Lets a test inject a script tag (axe-core) past the shop's CSP. */
  bypassCSP?: boolean;
  /** 'block': no service worker, so the page's own requests are the ones `page.route` sees (and holds). */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The pages' clock installed before their first script (Playwright's `clock.install`): it runs
   * as the real one until the test moves it on (`toastsRunOut`, support/toasts.ts).
   */
  clock?: boolean;
}

/** Stores the language before the first visit, as a shopper who chose it. */
async function storeLang(context: BrowserContext, lang: 'en' | 'ar' | undefined): Promise<void> {
  if (!lang) return;
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('langCode')) localStorage.setItem('langCode', lang);
  }, lang);
}

/**
 * A browser of its own on a profile folder (`userDataDir`): what it keeps (storage, IndexedDB,
 * its service worker) is there for the next browser started on the same folder, as when a
 * shopper closes the browser and opens it again. Close it with `close()`.
 */
export async function openProfile(userDataDir: string, viewport: { width: number; height: number }, lang?: 'en' | 'ar'): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: inject('chromePath'), args: CHROME_ARGS, headless: true, env: browserEnv(), viewport, baseURL: inject('baseUrl'),
  });
  await storeLang(context, lang);
  reportOnFailure(context);
  return context;
}

/** A fresh browser context (own storage, own service worker) and a page in it. */
export async function newPage(opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const b = await launchBrowser();
  const context = await b.newContext({
    viewport: opts.viewport ?? DESKTOP, baseURL: inject('baseUrl'), bypassCSP: opts.bypassCSP ?? false, serviceWorkers: opts.serviceWorkers ?? 'allow',
  });
  if (opts.clock) await context.clock.install();
  await storeLang(context, opts.lang);
  reportOnFailure(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * When the test that opened this browser context fails, the log says what its pages showed,
 * what their scripts threw and which addresses they went through: a failure on the loaded CI machine can then be read, not guessed.
 */
function reportOnFailure(context: BrowserContext): void {
  const readable = (url: string) => {
    try {
      return decodeURI(url);
    } catch {
      return url;
    }
  };
  const errors: string[] = [];
  /** Each page's documents in order, with the time since the context opened ("chrome-error:" is the browser's own error page). */
  const documents: string[] = [];
  const opened = Date.now();
  const watch = (page: Page) => {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents.push(`${((Date.now() - opened) / 1000).toFixed(1)} s ${readable(frame.url())}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  try {
    onTestFailed(async () => {
      for (const p of context.pages()) {
        const text = await p.locator('body').innerText({ timeout: 2_000 }).catch(() => '(no body)');
        // The service worker as the page sees it: many journeys wait for it to take over.
        const worker = await Promise.race([new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 2 s'), 2_000)), p.evaluate(async () => {
          const r = await navigator.serviceWorker?.getRegistration();
          return `controller ${navigator.serviceWorker?.controller ? 'yes' : 'no'}; installing ${r?.installing?.state ?? '-'}, waiting ${r?.waiting?.state ?? '-'}, active ${r?.active?.state ?? '-'}`;
        }).catch(() => 'unknown')]);
        console.log(`[the page on failure] ${p.url()}\n${text.slice(0, 800)}\n[its service worker] ${worker}`);
      }
      if (errors.length > 0) console.log(`[its errors]\n${errors.slice(-10).join('\n')}`);
      console.log(`[its addresses]\n${documents.slice(-12).join('\n')}`);
    });
  } catch {
    // Opened outside a test (a beforeAll): nothing to report on.
  }
}

/** Calls the admin API of the shop at `baseUrl` with its admin token. */
export async function adminAt<T = unknown>(baseUrl: string, token: string, pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/admin/api/${pathname.replace(/^\//, '')}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`admin ${pathname}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Calls the admin API of the running shop with the admin token. */
export const admin = <T = unknown>(pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> =>
  adminAt<T>(inject('baseUrl'), inject('adminToken'), pathname, init);

/** Saves a screenshot under tests/.artifacts/screens/ (for a person to look at). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve('tests/.artifacts/screens');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Posts a call (by its path) to the running shop the way the PWA does; answers status and `data` parsed once. */
export const apiCall = <T = unknown>(callPathname: string, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  postCall<T>(inject('baseUrl'), callPathname, fields, headers);

/**
 * Waits until the service worker controls `page` (its first install claims the page once
 * its precache is in). Should it not within `timeout`, the error says where the worker got
 * to (installing, waiting, active, or none: an install that failed leaves no worker until
 * the next registration), so a failure on a loaded machine names its cause.
 */
export async function workerControls(page: Page, timeout = 60_000): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
  } catch (error) {
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const caches_ = await caches.keys();
      return {
        url: location.href,
        readyState: document.readyState,
        registration: reg ? { installing: reg.installing?.state ?? null, waiting: reg.waiting?.state ?? null, active: reg.active?.state ?? null } : null,
        caches: caches_,
      };
    }).catch((e: unknown) => String(e));
    throw new Error(`the service worker did not control the page within ${timeout} ms: ${JSON.stringify(state)}`, { cause: error });
  }
}
