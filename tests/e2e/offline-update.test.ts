// Updates: a new deploy while two tabs are open. The new version waits; both tabs
// offer 'A new version is available — Reload'; nothing reloads by itself; the tab whose
// shopper presses Reload gets the new version; the other keeps working on the old one
// (even screens it had not opened yet, whose chunks the new deploy removed) until its
// shopper reloads. The Reload does not wait for the old worker's image warm-up on a slow
// network. Runs its own server on a copy of dist/ so the deploy touches no other test.
import { mkdtempSync, cpSync, rmSync } from 'node:fs';
import { withDistLock } from '../../scripts/build-if-stale.mjs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { closeBrowser, e2e, launchBrowser, PHONE, workerControls } from './support/browser.ts';
import type { StartedServer } from './support/global-setup.ts';
import { startOwnServer } from './support/own-server.ts';
import { startHoldingProxy, type HoldingProxy } from './support/holding-proxy.ts';
import { deploy, writeNextBuild } from './offline-new-build.ts';
import type { PageMessage } from '../../contract/sw-messages.ts';

const env = e2e();
let server: StartedServer | undefined;
/** The shop on a network where the pictures marked `held` never arrive. */
let proxy: HoldingProxy | undefined;
let work = '';
let live = '';

beforeAll(async () => {
  if (env.skip) return;
  work = mkdtempSync(path.join(os.tmpdir(), 'tohfa-update-'));
  live = path.join(work, 'live');
  await withDistLock(() => cpSync(path.resolve('dist'), live, { recursive: true }));
  server = await startOwnServer({ DIST_DIR: live });
  proxy = await startHoldingProxy(server.url, (url) => url.includes('held=1'));
});
afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
  await closeBrowser();
});

/** Which deploy the page runs: null for the first, '2' after the update (no waiting). */
const build = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="tohfa-build"]')?.getAttribute('content') ?? null);

async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await workerControls(page);
  return page;
}

describe.skipIf(env.skip)('a new version while the shop is open', () => {
  it('waits, is offered in every tab, and only the tab that asks reloads', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: PHONE, baseURL: proxy!.url });
    const first = await openTab(context, '/en/');
    const second = await openTab(context, '/en/');
    // Page loads, not history moves: the router's client-side navigation is no reload.
    let secondNavigations = 0;
    second.on('load', () => secondNavigations++);

    writeNextBuild(path.resolve('dist'), path.join(work, 'next'), '2');
    deploy(path.join(work, 'next'), live);
    await first.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    for (const tab of [first, second]) {
      await tab.getByText('A new version is available').waitFor({ timeout: 30_000 });
    }
    expect(await build(first)).toBeNull(); // still the old version: it only waits
    expect(secondNavigations).toBe(0);

    // The old worker is warming a picture whose answer does not come (a slow network). The
    // browser lets the new worker take over only once the old one's events are done.
    await first.evaluate(() => {
      const message: PageMessage = { type: 'WARM_IMAGES', urls: ['/media/gift.jpg?held=1'] };
      navigator.serviceWorker.controller?.postMessage(message);
    });
    await expect.poll(() => proxy!.held(), { timeout: 30_000 }).toBe(1);

    await Promise.all([first.waitForEvent('load', { timeout: 30_000 }), first.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => build(first)).toBe('2');
    await expect.poll(() => proxy!.cancelled()).toBe(1); // the warm-up gave way
    // The new worker, now in control, still warms what a page sends it.
    await first.evaluate(() => {
      const message: PageMessage = { type: 'WARM_IMAGES', urls: ['/media/gift.jpg?held=1&after=update'] };
      navigator.serviceWorker.controller?.postMessage(message);
    });
    await expect.poll(() => proxy!.held(), { timeout: 30_000 }).toBe(2);

    // The other tab did not reload, keeps offering it, and still works on the old version:
    // a screen whose chunk it never loaded (removed by the deploy) still opens.
    await second.waitForTimeout(1500);
    expect(secondNavigations).toBe(0);
    expect(await build(second)).toBeNull();
    await second.getByText('A new version is available').waitFor();
    await second.getByRole('link', { name: 'About' }).first().click();
    await second.waitForURL(/\/en\/about$/);
    await second.locator('main h1').first().waitFor();
    expect(secondNavigations).toBe(0); // a client-side move, not a reload

    await Promise.all([second.waitForEvent('load', { timeout: 30_000 }), second.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => build(second)).toBe('2');
    await context.close();
  });
});
