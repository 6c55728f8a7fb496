// Compiles the server and the contract to JavaScript in dist-server/ (tsconfig.server.json),
// with the SQL migrations beside their compiled runner, so production runs plain `node`
// and no TypeScript loader. `npm run build` runs it; `npm start` runs it when stale
// (scripts/build-if-stale.mjs). Built in a fresh folder and swapped in whole, so a moved or
// deleted module never lingers from an older build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'dist-server');
/** Written last: its time is the build's, and its absence means no complete build. */
export const SERVER_BUILT_MARKER = path.join(SERVER_OUT, '.built');

export function buildServer() {
  const fresh = `${SERVER_OUT}.new`;
  rmSync(fresh, { recursive: true, force: true });
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', fresh], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    rmSync(fresh, { recursive: true, force: true });
    throw new Error(`compiling the server failed${r.error ? `: ${r.error.message}` : ''}; run \`npm run typecheck\` to see why`);
  }
  cpSync(path.join(root, 'server/db/migrations'), path.join(fresh, 'server/db/migrations'), { recursive: true });
  writeFileSync(path.join(fresh, '.built'), `${new Date().toISOString()}\n`);
  const old = `${SERVER_OUT}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(SERVER_OUT)) renameSync(SERVER_OUT, old);
  renameSync(fresh, SERVER_OUT);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    buildServer();
    console.log('Compiled the server to dist-server/.');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
