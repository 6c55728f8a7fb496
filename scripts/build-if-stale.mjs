// Builds what is missing or older than its sources: the PWA (vite build, into dist/) and
// the server (compiled to dist-server/, scripts/build-server.mjs). Runs before `npm start`
// (prestart) and before the end-to-end suite; with `--server`, only the server, before
// `npm run admin` and `npm run seed` (their progress lines on stderr, so the command's own
// output stays clean). With NODE_ENV=production it builds nothing:
// a production start runs only what `npm run build` built, and a missing or stale build
// is refused with one line saying so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILT_MARKER, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// media/fonts: the print fonts the PWA imports (src/components/ui/print-fonts.ts).
const PWA_SOURCES = ['src', 'sw', 'contract', 'media/fonts', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package.json'];
const SERVER_SOURCES = ['server', 'contract', 'tsconfig.server.json', 'tsconfig.base.json', 'package.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx') || name === 'test-support') continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

const PARTS = {
  pwa: { name: 'the PWA', built: path.join(root, 'dist', 'index.html'), sources: PWA_SOURCES },
  server: { name: 'the server', built: SERVER_BUILT_MARKER, sources: SERVER_SOURCES },
};

/**
 * Dates a finished build from when it began reading its sources: a source saved while it ran
 * (an editor, another engineer's checkout step) is then newer than the build, which is stale,
 * instead of hidden behind a build that finished after the save.
 */
function datedFrom(part, started) {
  const at = new Date(started);
  utimesSync(PARTS[part].built, at, at);
}

/** 'missing', 'stale' or 'built', for 'pwa' or 'server'. */
export function buildState(part) {
  const { built, sources } = PARTS[part];
  if (!existsSync(built)) return 'missing';
  const builtAt = statSync(built).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > builtAt) ? 'stale' : 'built';
}

export function isStale(part = 'pwa') {
  return buildState(part) !== 'built';
}

/** NODE_ENV=production: nothing is built at start; what is missing or stale is one line, and exit 1. */
function refuseUnbuilt(serverOnly = false) {
  const parts = Object.keys(PARTS).filter((p) => p !== 'pwa' || (!serverOnly && existsSync(path.join(root, 'index.html'))));
  const wrong = parts.map((p) => [PARTS[p].name, buildState(p)]).filter(([, state]) => state !== 'built');
  if (wrong.length === 0) return;
  const what = wrong.map(([name, state]) => `${name} is ${state === 'missing' ? 'not built' : 'older than its sources'}`).join(' and ');
  console.error(`NODE_ENV=production runs only what is built, and ${what}: run \`npm run build\`, then start again.`);
  process.exit(1);
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

/** Builds the PWA (unless serverOnly) and the server where stale; true when anything was built. */
export async function buildIfStale({ serverOnly = false } = {}) {
  return withDistLock(() => {
    // No PWA yet (no index.html): the server says the API is up.
    const pwa = !serverOnly && existsSync(path.join(root, 'index.html')) && buildPwaLocked();
    const server = buildServerLocked(serverOnly ? console.error : console.log);
    return pwa || server;
  });
}

function buildServerLocked(say) {
  if (!isStale('server')) return false;
  const started = Date.now();
  say('Compiling the server (a minute or so the first time)...');
  buildServer();
  datedFrom('server', started);
  say(`Compiled the server in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

function buildPwaLocked() {
  if (!isStale('pwa')) return false;
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
  datedFrom('pwa', started);
  console.log(`Built the PWA in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const serverOnly = process.argv.includes('--server');
  if (process.env.NODE_ENV === 'production') refuseUnbuilt(serverOnly);
  else buildIfStale({ serverOnly }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
