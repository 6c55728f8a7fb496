import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { relativeImports } from './scripts/module-imports.mjs';
import { usingPostgres } from './server/test-support/using-postgres.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** The one module that reads which database a server test run is on (TEST_DB). */
const READS_TEST_DB = path.join(ROOT, 'server/test-support/using-postgres.ts');
if (!existsSync(READS_TEST_DB)) throw new Error(`${READS_TEST_DB} is gone: name here the module that reads TEST_DB`);

/** Whether a module's imports (not those of types only), followed through the repository's own modules, reach READS_TEST_DB. */
function readsTestDb(file: string, seen = new Set<string>()): boolean {
  if (file === READS_TEST_DB) return true;
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  return relativeImports(file, { types: false, dynamic: true }).some((imported) => readsTestDb(imported, seen));
}

/**
 * The server test files that nothing they import tells which database the run is on: they test
 * the same on either run, so the PostgreSQL run leaves them to the PGlite run
 * (docs/decisions/0068-the-server-tests-time.md).
 */
function serverTestsOfNoDatabase(): string[] {
  return readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('server', f))
    .filter((f) => !readsTestDb(path.join(ROOT, f)));
}

// Three projects: unit (browser code in happy-dom, contract), server (app.inject against a
// real database), e2e (playwright-core driving Debian's Chromium against `npm start`'s server).
export default defineConfig({
  test: {
    // The default reporter, and a list of failed and retried tests for `npm test`'s summary
    // (docs/architecture.md, convention 7).
    reporters: ['default', './tests/support/outcomes-reporter.ts'],
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts', 'tests/budget/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          // Vitest's default is one worker less than the cores: one, on this 2-core machine. Each file
          // starts a process and a DOM of its own, and two at a time halve the step (docs/decisions/0069).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(usingPostgres() ? serverTestsOfNoDatabase() : [])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database, on PGlite a copy of one migrated and seeded
          // once per run (docs/decisions/0063-test-databases-start-as-copies.md); two at a time
          // suit this 2-core machine.
          globalSetup: ['server/test-support/prepared-databases.ts'],
          maxWorkers: 2,
          // A worker's files share its process and the packages it loaded; the repository's modules
          // are loaded again for each file (file-setup.ts, docs/decisions/0069).
          isolate: false,
          setupFiles: ['server/test-support/file-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's default of 1 s is too tight for Chromium on a shared, loaded CI
          // machine (an 'online' event took longer there); a poll still fails if the page
          // never gets there.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          fileParallelism: false,
          // On a loaded CI machine a journey may be run once more (docs/architecture.md,
          // convention 7); the summary names it, so the retry never hides it.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'faults',
          environment: 'node',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
