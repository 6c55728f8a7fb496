// `npm run bench -- <part>`: runs one benchmark or all of them, one after another (the
// machine is shared and small: never two at once). Figures go to bench/README.md by hand,
// with the command that produced them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const PARTS: Record<string, string> = {
  listing: 'bench/listing.ts',
  calls: 'bench/calls.ts',
  lighthouse: 'bench/lighthouse.ts',
  load: 'bench/load-orders.ts',
  offline: 'bench/offline-repeat-visit.ts',
  intl: 'bench/intl-setup.ts',
  'intl-messages': 'bench/intl-messages.ts',
  'login-flood': 'bench/login-flood.ts',
  faults: 'bench/faults.ts',
  preview: 'bench/personalisation-preview.ts',
  'card-image-bytes': 'bench/card-image-bytes.ts',
  'first-visit-js': 'bench/first-visit-js.ts',
  inp: 'bench/inp.ts',
  'first-load-tasks': 'bench/first-load-tasks.ts',
  'first-commit': 'bench/first-commit.ts',
  'layout-shifts': 'bench/layout-shifts.ts',
  'featured-moves': 'bench/featured-moves.ts',
};

// The part is the first argument; everything after it is the part's own options, passed on
// untouched (each part reads its own).
const [first, ...passOn] = process.argv.slice(2);
const { values } = parseArgs({ args: first ? [first] : [], options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: false });
if (values.help) {
  console.log(`Usage: npm run bench -- <part> [the part's options]\n  parts: ${Object.keys(PARTS).join(', ')}, all (the default)`);
  process.exit(0);
}
const wanted = first ?? 'all';
const names = wanted === 'all' ? Object.keys(PARTS) : [wanted];
for (const name of names) {
  const file = PARTS[name];
  if (!file) {
    console.error(`unknown part "${name}"; parts: ${Object.keys(PARTS).join(', ')}, all`);
    process.exit(2);
  }
  if (!existsSync(file)) {
    console.error(`${file} is missing`);
    process.exit(2);
  }
  console.log(`\n=== bench: ${name} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...passOn], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
