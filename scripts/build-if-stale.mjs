// Builds the PWA (vite build) when dist/ is missing or older than its sources.
// Runs before `npm start` (prestart) and before the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

export function isStale() {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newest(path.join(root, s)) > builtAt);
}

// Several runs in one checkout (a developer's, a helper's) must not build into dist/ while
// another one builds or copies it: both hold this lock (a folder; a dead holder's is taken over).
const LOCK = path.join(os.tmpdir(), `tohfa-dist-${Buffer.from(root).toString('hex').slice(-40)}.lock`);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function withDistLock(fn) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        /* being written or removed */
      }
      if (holder && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export async function buildIfStale() {
  if (!existsSync(path.join(root, 'index.html'))) return false; // no PWA yet: the server says the API is up
  return withDistLock(() => buildLocked());
}

function buildLocked() {
  if (!isStale()) return false;
  console.log('Building the PWA (vite build; a minute or so the first time)...');
  const started = Date.now();
  // NODE_ENV=production: under vitest it is 'test', and Vite would then build with
  // import.meta.env.DEV true (no service worker) and React's development runtime.
  const env = { ...process.env, NODE_ENV: 'production' };
  // Vite's file table would bury the server's banner: its output is kept and shown only when
  // the build fails (`npm run build` shows it all).
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    throw new Error(`vite build failed${r.error ? `: ${r.error.message}` : ''}; run \`npm run build\` to see it again`);
  }
  console.log(`Built the PWA in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfStale().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
