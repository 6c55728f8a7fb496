// `npm run bench -- <part>`: runs one benchmark or all of them, one after another (the
// machine is shared and small: never two at once). Figures go to bench/README.md by hand,
// with the command that produced them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PARTS: Record<string, string> = {
  listing: 'bench/listing.ts',
  calls: 'bench/calls.ts',
  lighthouse: 'bench/lighthouse.ts',
  load: 'bench/load-orders.ts',
  offline: 'bench/offline-repeat-visit.ts',
  intl: 'bench/intl-setup.ts',
  'login-flood': 'bench/login-flood.ts',
  faults: 'bench/faults.ts',
};

const wanted = process.argv[2] ?? 'all';
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
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(3)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
