// The pages a first-load bench opens (home, the listing, a product; /{lang}/ addresses) and the
// shops it opens them on: the code before a change (a built checkout, --before DIR) and this
// tree, or a shop already started (--url). Each server binds 127.0.0.1; `stop` ends them.
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { CHROME_ARGS, findChrome } from '../tests/e2e/support/chrome-path.ts';
import { pagePaths, runContext } from './support.ts';
import { startServer, type StartedServer } from '../tests/e2e/support/global-setup.ts';

export interface Side { name: string; url: string; server?: StartedServer }

/**
 * The code before a change (a built checkout, `before`) then this tree, each on its own server,
 * or a shop already started (`url`) for this tree; `compiled`: the servers run the compiled
 * server (dist-server/), as `npm start`, instead of through tsx. `stop` ends what was started.
 */
export async function startSides(opts: { before?: string; url?: string; compiled?: boolean }): Promise<{ sides: Side[]; stop: () => Promise<void> }> {
  const sides: Side[] = [];
  const stop = async () => {
    for (const side of sides) await side.server?.stop();
  };
  try {
    if (opts.before) {
      const server = await startServer({ LOG_LEVEL: 'error' }, undefined, path.resolve(opts.before), opts.compiled);
      sides.push({ name: 'before', url: server.url, server });
    }
    if (opts.url) sides.push({ name: 'this', url: opts.url });
    else {
      const server = await startServer({ LOG_LEVEL: 'error' }, undefined, undefined, opts.compiled);
      sides.push({ name: opts.before ? 'after' : 'this', url: server.url, server });
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { sides, stop };
}

export interface LoadAt { side: Side; page: string; lang: string; url: string; load: number; /** 1 for a page's first run on its side, 2 for its second... */ run: number }

/**
 * Builds this tree when stale, starts the sides, and opens each page in each language `runs`
 * times on every side, one side right after the other (the same load for both), in one
 * browser; `open` makes each load (its own fresh context) and returns its row. Prints the
 * machine's context before and after, and the rows as a table.
 */
export async function eachFirstLoad(
  opts: { before?: string; url?: string; pages: string; langs: string; runs: number },
  open: (browser: Browser, at: LoadAt) => Promise<Record<string, unknown>>,
): Promise<void> {
  await buildIfStale();
  const { sides, stop } = await startSides(opts);
  try {
    const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
    try {
      console.log(JSON.stringify(runContext()));
      const paths: Record<string, (lang: string) => string> = await pagePaths(sides[0]!.url);
      const rows: Record<string, unknown>[] = [];
      for (const page of opts.pages.split(',')) {
        for (const lang of opts.langs.split(',')) {
          for (let i = 0; i < opts.runs; i++) {
            for (const side of sides) {
              const load = runContext().loadAverage[0]!;
              rows.push({ side: side.name, page, lang, load: load.toFixed(1), ...(await open(browser, { side, page, lang, url: `${side.url}${paths[page]!(lang)}`, load, run: i + 1 })) });
            }
          }
        }
      }
      console.table(rows);
      console.log(JSON.stringify(runContext()));
    } finally {
      await browser.close();
    }
  } finally {
    await stop();
  }
}
