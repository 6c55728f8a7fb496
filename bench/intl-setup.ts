// The first Intl.NumberFormat on a page's main thread, with and without ICU's locale list
// made beforehand by a worker (src/app/intl-warm-up.worker.ts). Each try is a new browser
// context (a new renderer process) on a blank page served from loopback; the worker is the
// same script the app starts. Run: npm run bench -- intl [--tries 7]
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { runContext } from './support.ts';

const worker = readFileSync('src/app/intl-warm-up.worker.ts', 'utf8'); // plain JavaScript apart from comments
const server = http.createServer((req, res) => {
  if (req.url === '/w.js') {
    res.setHeader('content-type', 'text/javascript');
    res.end(worker);
    return;
  }
  res.setHeader('content-type', 'text/html');
  res.end('<!doctype html><p>x</p>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
const triesAt = process.argv.indexOf('--tries');
const tries = triesAt > 0 ? Number(process.argv[triesAt + 1]) : 7;
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS.filter((a) => a !== '--headless'), headless: true });
console.log(JSON.stringify(runContext()));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const ms: Record<'cold' | 'warmed', number[]> = { cold: [], warmed: [] };
  for (let i = 0; i < tries; i++) {
    for (const mode of ['cold', 'warmed'] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      // A string, so the bundler's helpers never reach the page.
      const took = await page.evaluate(`(async () => {
        if (${mode === 'warmed'}) await new Promise((resolve) => { const w = new Worker('/w.js'); w.onmessage = resolve; });
        const start = performance.now();
        new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
        return performance.now() - start;
      })()`) as number;
      ms[mode].push(took);
      await context.close();
    }
  }
  for (const mode of ['cold', 'warmed'] as const) {
    console.log(`${mode}: median ${median(ms[mode]).toFixed(1)} ms, min ${Math.min(...ms[mode]).toFixed(1)}, max ${Math.max(...ms[mode]).toFixed(1)} (${tries} pages)`);
  }
} finally {
  await browser.close();
  server.close();
}
