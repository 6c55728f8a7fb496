// `npm test`: type check, lint (and knip: no export or file nobody uses), build, unit tests (with the bundle budget), server tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then the browser end-to-end suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps = [
  ['type check', 'node_modules/typescript/bin/tsc', ['-b']],
  ['lint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0']],
  ['dead exports, files and dependencies (knip)', 'node_modules/knip/bin/knip.js', []],
  ['import cycles', 'scripts/import-cycles.mjs', []],
  ['build', 'scripts/build-if-stale.mjs', []],
  ['unit tests', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'unit']],
  ['server tests on PGlite', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'server'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['server tests on PostgreSQL', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'server'], { TEST_DB: 'postgres' }]);
  steps.push(['fault tests on PostgreSQL', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'faults']]);
} else {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only (.ci/run sets it).');
}
steps.push(['end-to-end tests in Chromium', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'e2e']]);

// Each vitest step's reporter lists the tests that failed or needed a retry here
// (tests/support/outcomes-reporter.ts); the summary repeats them, since a long log is read from its end.
const outcomesDir = mkdtempSync(join(tmpdir(), 'tohfa-test-outcomes-'));
const results = [];
for (const [index, [name, script, args, env]] of steps.entries()) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const outcomes = join(outcomesDir, `${index}.txt`);
  const r = spawnSync(process.execPath, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env, TEST_OUTCOMES_FILE: outcomes },
  });
  const ok = r.status === 0;
  let notes = [];
  try {
    notes = readFileSync(outcomes, 'utf8').split('\n').filter(Boolean);
  } catch {
    // No test failed or needed a retry (or the step is not a vitest run).
  }
  results.push({ name, ok, notes, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}
rmSync(outcomesDir, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  for (const note of r.notes.slice(0, 20)) console.log(`       ${note}`);
  if (r.notes.length > 20) console.log(`       and ${r.notes.length - 20} more`);
}
const failed = results.filter((r) => !r.ok).length;
const passed = results.length - failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
