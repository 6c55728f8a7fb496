import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database, on PGlite a copy of one migrated and seeded
          // once per run (docs/decisions/0063-test-databases-start-as-copies.md); two at a time
          // suit this 2-core machine.
          globalSetup: ['server/test-support/prepared-databases.ts'],
          maxWorkers: 2,
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
