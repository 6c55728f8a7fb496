// Lighthouse 13 (mobile preset, simulated throttling) on Home, a listing and a product
// detail, in English and Arabic, against `npm start`'s server (issue 8). An audit, not a test.
// Run: npm install --no-save lighthouse@13 && node --import tsx bench/lighthouse.ts
// (Lighthouse is not a dependency of the shop: it is large, and its older formatjs
// packages would be hoisted over react-intl's and double them in the PWA bundle.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { post } from './support.ts';

interface LighthouseResult { lhr: { categories: Record<string, { score: number | null } | undefined>; audits: Record<string, { numericValue?: number } | undefined> } }
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
const optional = (name: string) => import(name) as Promise<Record<string, unknown>>;
const lighthouse = (await optional('lighthouse').catch(() => {
  console.error('Lighthouse is not installed: npm install --no-save lighthouse@13');
  process.exit(2);
})).default as RunLighthouse;
const chromeLauncher = (await optional('chrome-launcher')) as unknown as {
  launch(o: { chromePath?: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
};

await buildIfStale();
const server = await startServer({ LOG_LEVEL: 'error' });
const chrome = await chromeLauncher.launch({ chromePath: findChrome(), chromeFlags: CHROME_ARGS });
try {
  const listing = await post<{ ProductId: number; CategoryID: number; ProductName: string }[]>(server.url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 1 });
  const p = listing.data[0]!;
  const slug = p.ProductName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const pages: [string, string][] = [];
  for (const lang of ['en', 'ar']) {
    pages.push([`home ${lang}`, `/${lang}/`]);
    pages.push([`listing ${lang}`, `/${lang}/all-products/0/all-categories`]);
    pages.push([`product ${lang}`, `/${lang}/product-detail/${p.ProductId}/shop/${slug}`]);
  }
  const rows = [];
  for (const [name, path] of pages) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const lhr = result!.lhr;
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const num = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    rows.push({
      page: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(num('first-contentful-paint')),
      lcpMs: Math.round(num('largest-contentful-paint')),
      tbtMs: Math.round(num('total-blocking-time')),
      cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    });
    console.log(rows[rows.length - 1]);
  }
  mkdirSync('bench/.results', { recursive: true });
  writeFileSync('bench/.results/lighthouse.json', JSON.stringify(rows, null, 2));
  console.table(rows);
} finally {
  await chrome.kill();
  await server.stop();
}
