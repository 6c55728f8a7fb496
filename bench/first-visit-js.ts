// The JavaScript a first visit downloads until the network is idle (how it is counted:
// tests/e2e/support/first-visit-js.ts, shared with the budget test
// tests/e2e/first-visit-budget.test.ts), with the list of files (--chunks).
//
//   node --import tsx bench/first-visit-js.ts [--before DIR] [--pages /en/,/ar/] [--quiet 5000]
//     [--viewport 390x844] [--chunks]
//   (npm run bench -- first-visit-js)
// --before DIR: a checkout of the code before the change, built (npm ci && npm run build),
// measured in the same run with its own server and build.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { firstVisitScripts, totalKB, type Script } from '../tests/e2e/support/first-visit-js.ts';
import { runContext } from './support.ts';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    pages: { type: 'string', default: '/en/,/ar/' },
    quiet: { type: 'string', default: '5000' },
    viewport: { type: 'string', default: '390x844' },
    chunks: { type: 'boolean', default: false },
  },
});
const [width, height] = args.viewport!.split('x').map(Number) as [number, number];

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
    try {
      for (const p of args.pages!.split(',')) {
        const scripts = await firstVisitScripts(browser, `${server.url}${p}`, { quietMs: Number(args.quiet), viewport: { width, height } });
        const total = totalKB(scripts);
        rows.push({ side: side.name, page: p, viewport: args.viewport, jsGzipKB: Math.round(total * 10) / 10, files: scripts.length });
        detail[`${side.name} ${p}`] = scripts;
      }
    } finally {
      await server.stop();
    }
  }
  if (args.chunks) {
    for (const [k, list] of Object.entries(detail)) {
      console.log(`\n${k}:`);
      for (const s of list) console.log(`  ${s.gzipKB.toFixed(1).padStart(6)} KB  @${String(s.startMs).padStart(5)} ms  ${s.path}`);
    }
  }
  console.table(rows);
  console.log(JSON.stringify(runContext()));
} finally {
  await browser.close();
}
