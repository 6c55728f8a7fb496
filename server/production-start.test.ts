// `NODE_ENV=production npm start` runs only what `npm run build` built: a missing or stale
// build is refused in one line that says what to do, and nothing is built at start. The
// start's build check (scripts/build-if-stale.mjs, npm's prestart) runs in a copy of the
// repository's layout with a build we make old or fresh.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tohfa-production-start-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A checkout's sources (the server, the contract, the PWA's page), nothing built. */
function checkout(name: string): string {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  for (const f of ['build-if-stale.mjs', 'build-server.mjs']) cpSync(path.join(ROOT, 'scripts', f), path.join(dir, 'scripts', f));
  for (const f of ['server/main.ts', 'contract/calls.ts', 'src/main.tsx', 'index.html', 'package.json']) write(dir, f, '', -3600);
  for (const d of ['server', 'contract', 'src', '.']) utimesSync(path.join(dir, d), new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
  return dir;
}

function write(dir: string, file: string, content: string, ageSeconds = 0): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
  const at = new Date(Date.now() + ageSeconds * 1000);
  utimesSync(path.join(dir, file), at, at);
}

function productionStart(dir: string) {
  const r = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('a production start', () => {
  it('refuses a checkout with nothing built, in one line, building nothing', () => {
    const dir = checkout('unbuilt');
    const r = productionStart(dir);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe('NODE_ENV=production runs only what is built, and the PWA is not built and the server is not built: run `npm run build`, then start again.\n');
  });

  it('refuses a build older than a source changed since, in one line', () => {
    const dir = checkout('stale');
    write(dir, 'dist/index.html', '<!doctype html>');
    write(dir, 'dist-server/.built', '');
    write(dir, 'server/main.ts', '// changed after the build', 60);
    const r = productionStart(dir);
    expect(r.status).toBe(1);
    expect(r.err).toBe('NODE_ENV=production runs only what is built, and the server is older than its sources: run `npm run build`, then start again.\n');
  });

  it('runs a fresh build as it is', () => {
    const dir = checkout('built');
    write(dir, 'dist/index.html', '<!doctype html>');
    write(dir, 'dist-server/.built', '');
    const r = productionStart(dir);
    expect({ status: r.status, out: r.out, err: r.err }).toEqual({ status: 0, out: '', err: '' });
  });
});
