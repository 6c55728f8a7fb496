// `npm test`: type check, lint (and knip: no export or file nobody uses), build, unit tests (with the bundle budget), server tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then the browser end-to-end suite.
// The checks before the tests are single-threaded: the type check runs beside the others (two lanes on two cores), each
// step's output held and printed whole, in order, once both lanes are done (docs/architecture.md, convention 7; docs/decisions/0069).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stage is lanes run side by side, each lane's steps one after another. */
const step = (name, script, args = [], env = {}) => ({ name, script, args, env });
const stages = [
  [
    [step('type check', 'node_modules/typescript/bin/tsc', ['-b'])],
    [
      step('lint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings=0']),
      step('dead exports, files and dependencies (knip)', 'node_modules/knip/bin/knip.js'),
      step('import cycles', 'scripts/import-cycles.mjs'),
      step('build', 'scripts/build-if-stale.mjs'),
    ],
  ],
  [[step('unit tests', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'unit'])]],
  [[step('server tests on PGlite', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'server'], { TEST_DB: 'pglite' })]],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push([[step('server tests on PostgreSQL', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'server'], { TEST_DB: 'postgres' })]]);
  stages.push([[step('fault tests on PostgreSQL', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'faults'])]]);
} else {
  console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only (.ci/run sets it).');
}
stages.push([[step('end-to-end tests in Chromium', 'node_modules/vitest/vitest.mjs', ['run', '--project', 'e2e'])]]);

// Each vitest step's reporter lists the tests that failed or needed a retry here
// (tests/support/outcomes-reporter.ts); the summary repeats them, since a long log is read from its end.
const outcomesDir = mkdtempSync(join(tmpdir(), 'tohfa-test-outcomes-'));
let index = 0;

/** Runs one step; `held`: its output is kept and printed whole afterwards (it shares the machine with another lane). */
function run(s, held) {
  const outcomes = join(outcomesDir, `${index++}.txt`);
  const started = Date.now();
  if (!held) console.log(`\n=== ${s.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [s.script, ...s.args], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...s.env, TEST_OUTCOMES_FILE: outcomes },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      let notes = [];
      try {
        notes = readFileSync(outcomes, 'utf8').split('\n').filter(Boolean);
      } catch {
        // No test failed or needed a retry (or the step is not a vitest run).
      }
      resolve({ name: s.name, ok: code === 0, notes, seconds: Math.round((Date.now() - started) / 1000), output: Buffer.concat(output) });
    });
  });
}

const results = [];
/** The steps' names in the order they are listed: a stage's held outputs are printed in it. */
const order = stages.flat(2).map((s) => s.name);
for (const lanes of stages) {
  const held = lanes.length > 1;
  const laneResults = await Promise.all(lanes.map(async (lane) => {
    const done = [];
    for (const s of lane) {
      const r = await run(s, held);
      done.push(r);
      if (!r.ok) break;
    }
    return done;
  }));
  const stageResults = laneResults.flat().sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  if (held) for (const r of stageResults) process.stdout.write(`\n=== ${r.name} (beside the other lane) ===\n${r.output}`);
  results.push(...stageResults);
  if (stageResults.some((r) => !r.ok)) break;
}
rmSync(outcomesDir, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  for (const note of r.notes.slice(0, 20)) console.log(`       ${note}`);
  if (r.notes.length > 20) console.log(`       and ${r.notes.length - 20} more`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === order.length ? 0 : 1);
