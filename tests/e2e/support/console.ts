// The owner's console in end-to-end tests: its journeys' own server and staff, its texts in
// either language, a page at a size, signing in and the toasts it shows, as the console
// journeys share them.
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { consoleAr } from '../../../src/admin-console/messages-ar.ts';
import { consoleEn, type ConsoleMessageId } from '../../../src/admin-console/messages-en.ts';
import { adminAt, closeBrowser, e2e, launchBrowser } from './browser.ts';
import { ADMIN_TOKEN, type StartedServer } from './global-setup.ts';
import { startOwnServer } from './own-server.ts';
import type { Lang } from './intl.ts';

export type { ConsoleMessageId };

/** A console message in `lang` with its plain {placeholders} filled (no plurals). */
export const consoleT = (lang: Lang, id: ConsoleMessageId, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), (lang === 'ar' ? consoleAr : consoleEn)[id]);

export interface ConsoleAccount {
  email: string;
  password: string;
}

export interface ConsoleServer {
  /** No browser or no build here: the file's journeys are skipped. */
  readonly skip: boolean;
  /** The server's address, once the file's set-up has started it. */
  readonly url: string;
  /** The server's admin API with its admin token (the owner). */
  api<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

/**
 * A console journey's own server and database (its changes reach every page of the shop):
 * started before the file's tests with `env` (e.g. OWNER_EMAIL and OWNER_PASSWORD) and, with
 * `staff`, a staff account (role staff) made on it; stopped after them, with the browser.
 */
export function consoleServer(opts: { env?: Record<string, string>; staff?: ConsoleAccount & { name: string } } = {}): ConsoleServer {
  const { skip } = e2e();
  let server: StartedServer | undefined;
  const url = () => {
    if (!server) throw new Error('the console journey\'s server is not started');
    return server.url;
  };
  const api = <T = unknown>(path: string, init: { method?: string; body?: unknown } = {}) => adminAt<T>(url(), ADMIN_TOKEN, path, init);
  beforeAll(async () => {
    if (skip) return;
    server = await startOwnServer(opts.env);
    if (opts.staff) await api('staff', { method: 'POST', body: { ...opts.staff, role: 'staff' } });
  }, 180_000);
  afterAll(async () => {
    await closeBrowser();
    await server?.stop();
  });
  return { skip, get url() { return url(); }, api };
}

/**
 * A fresh browser context (own storage) on the shop at `baseURL`, and a page in it; `clock`: its
 * pages' clock installed first, as `newPage`'s option (support/browser.ts).
 */
export async function consolePage(baseURL: string, viewport: { width: number; height: number }, opts: { clock?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport, baseURL, acceptDownloads: true });
  if (opts.clock) await context.clock.install();
  return { context, page: await context.newPage() };
}

/**
 * Opens the console at `path` (signed out: the sign-in) and signs in; done when Today shows.
 * `wrongFirst`: a wrong password first, and the sign-in says so.
 */
export async function signInToConsole(page: Page, lang: Lang, account: ConsoleAccount, opts: { path?: string; wrongFirst?: boolean } = {}): Promise<void> {
  const t = (id: ConsoleMessageId) => consoleT(lang, id);
  await page.goto(`/admin/${lang}/${opts.path ?? 'today'}`);
  // A first load of the console on a loaded machine: generous.
  await page.getByRole('heading', { level: 1, name: t('signIn.title') }).waitFor({ timeout: 30_000 });
  if (opts.wrongFirst) {
    await page.getByLabel(t('signIn.email')).fill(account.email);
    await page.getByLabel(t('signIn.password')).fill('not-the-password');
    await page.getByRole('button', { name: t('signIn.submit') }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toBe(t('signIn.wrong'));
  }
  await page.getByLabel(t('signIn.email')).fill(account.email);
  await page.getByLabel(t('signIn.password')).fill(account.password);
  await page.getByRole('button', { name: t('signIn.submit') }).click();
  await page.getByRole('heading', { level: 1, name: t('today.title') }).waitFor({ timeout: 30_000 });
}

/** Waits for a toast saying `text`. */
export async function expectToast(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.locator('#notistack-snackbar', { hasText: text }).first().waitFor({ timeout });
}

/**
 * The form of a new campaign or banner, behind the screen's summary `add` (a text of the
 * console's): the summary clicked until its details is open, and only while it is closed (a
 * click on an open one closes it).
 */
export async function newRecordForm(page: Page, add: string): Promise<Locator> {
  const details = page.locator('details', { has: page.locator('summary', { hasText: add }) });
  const open = () => details.evaluate((d: HTMLDetailsElement) => d.open);
  await expect.poll(async () => {
    if (!(await open())) await details.locator('summary').click();
    return open();
  }, { timeout: 15_000 }).toBe(true);
  return details.locator('form');
}
