// Size budgets of the built PWA: the home route's first-load JavaScript (the
// entry chunk, its static imports and modulepreloads, and the app's start chunk that the
// entry imports once the first screen is painted, with its static imports) at most 150 KB
// gzip, CSS at most 20 KB gzip. Fails, not skips, when there is no build to measure (run `npm run build`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve('dist');
export const JS_BUDGET_KB = 150;
export const CSS_BUDGET_KB = 20;

const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** The entry, its modulepreloads, the start chunk (src/app/start.tsx), and every chunk they import statically (transitively). */
export function initialJs(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const start = readdirSync(path.join(DIST, 'assets')).filter((f) => /^start-[\w-]+\.js$/.test(f));
  expect(start, 'the start chunk (src/app/start.tsx) is in the build').toHaveLength(1);
  return withStaticImports([...refs, `assets/${start[0]}`]);
}

/** The files, and every chunk they import statically (transitively). */
function withStaticImports(refs: string[], seen = new Set<string>()): string[] {
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not import().
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  };
  refs.forEach(visit);
  return [...seen];
}

/** The home screen's lazy chunk and what it adds: loaded right after the entry on `/{lang}/`. */
function homeScreenJs(initial: string[]): string[] {
  const chunk = readdirSync(path.join(DIST, 'assets')).find((f) => /^home-screen-[\w-]+\.js$/.test(f));
  if (!chunk) return [];
  const before = new Set(initial);
  return withStaticImports([`assets/${chunk}`], new Set(before)).filter((f) => !before.has(f));
}

describe('bundle budget', () => {
  it('has a build to measure', () => {
    expect(existsSync(path.join(DIST, 'index.html')), 'dist/index.html is missing: run `npm run build` first').toBe(true);
  });

  it(`keeps the home route's first-load JavaScript under ${JS_BUDGET_KB} KB gzip`, () => {
    const files = initialJs();
    expect(files.length).toBeGreaterThan(0);
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    console.log(`initial JS: ${total.toFixed(1)} KB gzip in ${files.length} files`);
    // Reported, not budgeted: the home screen arrives after the shell has painted.
    const home = homeScreenJs(files).reduce((sum, f) => sum + gz(f), 0);
    console.log(`home screen chunk and its own imports: ${home.toFixed(1)} KB gzip more`);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_KB);
  });

  it(`keeps the CSS under ${CSS_BUDGET_KB} KB gzip`, () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
    const total = css.reduce((sum, f) => sum + gz(f), 0);
    console.log(`CSS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });
});
