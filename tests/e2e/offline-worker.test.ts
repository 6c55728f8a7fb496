// The service worker's caching rules, each checked with the network truly cut (
// docs/architecture.md C10): the built shell is precached and nothing from the API; pages seen
// before render offline; an unseen page says the shopper is offline instead of spinning;
// Chromium finds the app installable.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, closeBrowser, e2e, newPage, PHONE, workerControls } from './support/browser.ts';
import { CHROME_ARGS } from './support/chrome-path.ts';
import { callPath } from '../../contract/calls.ts';
import { categorySlug, nameSlug } from '../../contract/shop-rules.ts';
import { CATEGORIES } from '../../server/db/seed/categories.ts';
import { PRODUCTS } from '../../server/db/seed/products.ts';

const env = e2e();
const OFFLINE_EN = 'You are offline. Showing what you saw before.';
const OFFLINE_UNSEEN_EN = 'You are offline and this page has not been opened before. It will load when you are back online.';
const OFFLINE_AR = 'أنت غير متصل. نعرض ما شاهدته من قبل.';

interface Product { ProductId: number; ProductName: string }
interface Campaign { CampaignId: number; MainTitle: string }
let popular: Product[] = [];
let campaigns: Campaign[] = [];
const campaignPath = (c: Campaign) => `campaign/${c.CampaignId}/${nameSlug(c.MainTitle)}`;

beforeAll(async () => {
  if (env.skip) return;
  popular = (await apiCall<Product[]>(callPath('GET_POPULAR_PRODUCTS_LIST'), { PageNo: 1, PageSize: 10 })).data;
  campaigns = (await apiCall<Campaign[]>(callPath('GET_WEB_CAMPAIGN_LIST'), {})).data;
  expect(popular.length).toBeGreaterThanOrEqual(1);
  expect(campaigns.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => closeBrowser());

async function controlledPage(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage({ viewport: PHONE });
  await opened.page.goto('/en/');
  await workerControls(opened.page);
  return opened;
}

describe.skipIf(env.skip)('the service worker', () => {
  it('installs, controls the page and precaches the built shell but no API answer and nothing of the owner\'s console', async () => {
    const { context, page } = await controlledPage();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(req.url).pathname}`);
      }
      return urls;
    });
    const precached = cached.filter((u) => u.includes('precache')).map((u) => u.split(' ')[1]!);
    expect(precached).toContain('/index.html');
    expect(precached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
    expect(cached.filter((u) => u.includes('/api/'))).toEqual([]);
    // Nothing of the owner's console (its own build under /admin) is precached for shoppers.
    expect(cached.filter((u) => u.includes(' /admin'))).toEqual([]);
    await context.close();
  });

  it('shows pages seen before with the network cut, and the offline banner', async () => {
    const { context, page } = await controlledPage();
    const campaign = campaigns[0]!;
    await page.goto('/ar/about', { waitUntil: 'networkidle' });
    const aboutHeading = await page.locator('main h1').first().textContent();
    expect(aboutHeading).toBeTruthy();
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await page.getByText(popular[0]!.ProductName).first().waitFor();
    await page.goto(`/en/${campaignPath(campaign)}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: campaign.MainTitle }).first().waitFor();

    await context.setOffline(true);
    // The cut is real: the page's own request fails, the worker cannot reach the server.
    const direct = await page.evaluate(() => fetch('/readyz', { cache: 'no-store' }).then(() => 'answered', () => 'failed'));
    expect(direct).toBe('failed');

    await page.goto('/ar/about');
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(aboutHeading);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText(OFFLINE_AR).waitFor();

    await page.goto('/en/');
    await page.getByText(popular[0]!.ProductName).first().waitFor();
    await page.getByText(OFFLINE_EN).waitFor();

    await page.goto(`/en/${campaignPath(campaign)}`);
    await page.getByRole('heading', { name: campaign.MainTitle }).first().waitFor();
    await context.close();
  });

  it('opens a deep link to a product seen before, in Arabic, with the network cut', async () => {
    // From the seed's own data, not from the call the page makes.
    const product = PRODUCTS.find((p) => p.stock > 0 && p.nameAr !== p.name)!;
    const category = CATEGORIES.find((c) => c.id === product.categoryId)!;
    const deepLink = `/ar/product-detail/${product.id}/${categorySlug(category.name)}/${nameSlug(product.name)}`;
    const { context, page } = await controlledPage();
    await page.goto(deepLink, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: product.nameAr }).first().waitFor();
    // Somewhere else, so the deep link below is a fresh load of the shell, not a re-render.
    await page.goto('/en/', { waitUntil: 'networkidle' });

    await context.setOffline(true);
    const direct = await page.evaluate(() => fetch('/readyz', { cache: 'no-store' }).then(() => 'answered', () => 'failed'));
    expect(direct).toBe('failed');
    // The worker's own fetch is cut too: its image route (cache-first) must go to the
    // network for an image it never saw, and gets nothing.
    const throughWorker = await page.evaluate(() => fetch(`/media/never-seen-${Date.now()}.png`).then((r) => r.status, () => 0));
    expect(throughWorker).toBe(0);

    const shell = await page.goto(deepLink);
    expect(shell?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: product.nameAr }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(product.name, { exact: true }).count()).toBe(0);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByText(OFFLINE_AR).waitFor();
    expect(await page.locator('main [aria-busy="true"], main [role="progressbar"]').count()).toBe(0);
    await context.close();
  });

  it('says the shopper is offline on a page never seen, instead of spinning', async () => {
    const { context, page } = await controlledPage();
    await context.setOffline(true);
    await page.goto(`/en/${campaignPath(campaigns[1]!)}`);
    await page.getByText(OFFLINE_UNSEEN_EN).waitFor({ timeout: 10_000 });
    await page.getByText(OFFLINE_EN).waitFor();
    // Nothing keeps loading after that.
    expect(await page.locator('main [aria-busy="true"], main [role="progressbar"]').count()).toBe(0);
    // A product never opened: the message, and a title that says offline, not "Loading…".
    const unseen = PRODUCTS.find((p) => !popular.some((x) => x.ProductId === p.id))!;
    const category = CATEGORIES.find((c) => c.id === unseen.categoryId)!;
    await page.goto(`/en/product-detail/${unseen.id}/${categorySlug(category.name)}/${nameSlug(unseen.name)}`);
    await page.getByText(OFFLINE_UNSEEN_EN).waitFor({ timeout: 10_000 });
    await page.locator('h1', { hasText: 'You are offline' }).waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);
    await context.close();
  });

  it('serves images seen before from its image cache with the network cut', async () => {
    const { context, page } = await controlledPage();
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const src = await page.evaluate(() => {
      const shown = Array.from(document.querySelectorAll('main img')).find(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 && new URL((img as HTMLImageElement).src).pathname.startsWith('/media/'),
      ) as HTMLImageElement | undefined;
      return shown ? new URL(shown.src).pathname : null;
    });
    expect(src).toMatch(/^\/media\//);
    await context.setOffline(true);
    const status = await page.evaluate((u) => fetch(u).then((r) => r.status, () => 0), src!);
    expect(status).toBe(200);
    // And an image never seen is not made up.
    const unseen = await page.evaluate(() => fetch('/media/never-seen.png').then((r) => r.status, () => 0));
    expect(unseen).toBe(0);
    await context.close();
  });

  it('is reported installable by Chromium, with the manifest and its icons', async () => {
    // Chromium never offers installation in an incognito-like context: a real profile.
    // A CDP session breaks navigator.onLine under offline emulation, so this test has its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'tohfa-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: inject('chromePath'), args: CHROME_ARGS, headless: true, baseURL: env.baseUrl, viewport: PHONE,
    });
    try {
      const page = await context.newPage();
      await page.goto('/en/');
      await workerControls(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as unknown as {
        url: string; errors: { message: string }[]; manifest?: { icons?: { url: string; purpose?: string[] }[] };
      };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const icons = manifest.manifest?.icons ?? [];
      expect(icons.map((i) => new URL(i.url).pathname)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']);
      for (const icon of icons) {
        const res = await page.request.get(icon.url);
        expect(res.status(), icon.url).toBe(200);
        expect(res.headers()['content-type']).toContain('image/png');
      }
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
