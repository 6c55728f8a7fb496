// Global setup of the end-to-end suite: builds the PWA when stale, prepares a data folder
// migrated and seeded once, starts the real server (`npm start`'s entry) on a free loopback
// port with a throwaway copy of that folder, and hands its URL to the tests. Without a
// Chromium the suite is skipped loudly, except with CI=true, where that fails.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, openSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChrome } from './chrome-path.ts';
import { freePort } from '../../../server/test-support/free-port.ts';
import { buildIfStale, withDistLock } from '../../../scripts/build-if-stale.mjs';

export const ADMIN_TOKEN = 'e2e-admin-token';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminToken: string;
    chromePath: string;
    dataDir: string;
    /** The run's data folder migrated and seeded once: a journey's own server starts on a copy. */
    preparedDataDir: string;
    /** The run's one folder of encoded picture variants, which every server of the run keeps its variants in. */
    imageCacheDir: string;
  }
}

export { freePort };

export async function waitForReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

export interface StartedServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How `npm start` starts the server (package.json's start script): its environment settings
 * and node's flags (the memory settings of docs/decisions/0031-the-server-process-memory.md),
 * so every server the tests and benches spawn, from source, runs as the shop's does. `cwd`:
 * another checkout, started its own way.
 */
export function serverStart(cwd = '.'): StartCommand {
  return parseStartScript((JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start);
}

export interface StartCommand { env: Record<string, string>; nodeArgs: string[]; script: string }

/** A word with nothing a shell would read specially: no quotes, `$`, `;`, `&`, `|` or redirection. */
const PLAIN = String.raw`[^\s'"\x60$;&|<>\\]+`;
const START_SCRIPT = new RegExp(String.raw`^(?:[A-Z_][A-Z0-9_]*=(?:${PLAIN})?\s+)*node(?:\s+--${PLAIN})*\s+[^\s'"\x60$;&|<>\\-]${PLAIN.replace('+', '*')}$`);

/**
 * The start script is read, not run by a shell, so only `[NAME=value ...] node [--flag ...]
 * file` is understood; anything else (quotes, `&&`, a second command) is refused here rather
 * than started wrongly.
 */
export function parseStartScript(script: string): StartCommand {
  const line = script.trim();
  if (!START_SCRIPT.test(line)) throw new Error(`the start script is not of the form "[NAME=value ...] node [--flag ...] file": ${script}`);
  const words = line.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
  const args = words.slice(node + 1);
  return { env, nodeArgs: args.slice(0, -1), script: args[args.length - 1]! };
}

/**
 * Starts the real server process; used by the global setup and by tests that need their own.
 * `dataDir`: its data folder, kept; else a new one, or with `copyOf` a copy of that folder
 * (a prepared one, `prepareDataDir`), removed at stop. `cwd`: another checkout to run (its
 * server, its build), e.g. the code before a change beside this one in a benchmark.
 * `compiled`: exactly as `npm start` runs it, the compiled server (built first when stale),
 * not the sources through tsx, whose loader holds about 37 MB of its own (a benchmark's
 * memory figures are the shop's).
 */
export async function startServer(env: Record<string, string> = {}, dataDir?: string | { copyOf: string }, cwd?: string, compiled = false): Promise<StartedServer> {
  const dir = typeof dataDir === 'string' ? dataDir : mkdtempSync(path.join(os.tmpdir(), 'tohfa-e2e-'));
  if (typeof dataDir === 'object') cpSync(dataDir.copyOf, dir, { recursive: true });
  const port = await freePort();
  const logDir = path.resolve('tests/.artifacts');
  mkdirSync(logDir, { recursive: true });
  const log = openSync(path.join(logDir, `server-${port}.log`), 'w');
  const start = serverStart(cwd);
  if (compiled) execFileSync(process.execPath, ['scripts/build-if-stale.mjs', '--server'], { cwd: cwd ?? '.', stdio: 'inherit' });
  const child = spawn(process.execPath, compiled ? [...start.nodeArgs, start.script] : [...start.nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    ...(cwd ? { cwd } : {}),
    env: {
      ...process.env,
      ...start.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      ADMIN_TOKEN,
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_OTP: '1000',
      RATE_LIMIT_FORMS: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child);
  } catch (err) {
    child.kill('SIGKILL');
    if (typeof dataDir !== 'string') rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    dataDir: dir,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (typeof dataDir !== 'string') rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A data folder holding the embedded database migrated and seeded, as a server's first start
 * leaves it: the suite's servers start on copies of it instead of each migrating and seeding
 * a new folder (docs/decisions/0063-test-databases-start-as-copies.md). Made in this
 * process, with the server's own code; each server still migrates and seeds at its start
 * (nothing left to do).
 */
async function prepareDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-e2e-prepared-'));
  const { openDatabase } = await import('../../../server/db/database.ts');
  const { migrate } = await import('../../../server/db/migrate.ts');
  const { seedIfEmpty } = await import('../../../server/db/seed/seed.ts');
  try {
    const db = await openDatabase({ dataDir: dir });
    try {
      await migrate(db);
      await seedIfEmpty(db);
    } finally {
      await db.close();
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return dir;
}

export default async function setup(project: TestProject) {
  const chromePath = findChrome();
  if (!chromePath) {
    if (process.env.CI === 'true') throw new Error('CI=true but no Chromium found (CHROME_PATH or /usr/bin/chromium): the e2e suite cannot run.');
    console.warn('\n\n*** NO CHROMIUM FOUND (CHROME_PATH or /usr/bin/chromium): THE END-TO-END SUITE IS SKIPPED. ***\n*** Install it with: apt-get install chromium ***\n\n');
    project.provide('baseUrl', '');
    project.provide('adminToken', ADMIN_TOKEN);
    project.provide('chromePath', '');
    project.provide('dataDir', '');
    project.provide('preparedDataDir', '');
    project.provide('imageCacheDir', '');
    return;
  }
  await buildIfStale();
  if (!existsSync('dist/index.html')) throw new Error('dist/index.html missing after the build');
  // The suite serves its own copy of the build, so a `vite build` run meanwhile (by a
  // developer, or a test that makes a "next deploy") never changes files under it.
  const distCopy = mkdtempSync(path.join(os.tmpdir(), 'tohfa-e2e-dist-'));
  await withDistLock(() => cpSync('dist', distCopy, { recursive: true }));
  // The pictures' variants are a cache of what the masters and uploads encode to (server/images/pipeline.ts):
  // kept in one folder for the run, a variant one of the run's servers encoded is read, not encoded again, by
  // the others, the journeys' own servers (docs/decisions/0065-one-picture-cache-a-run.md).
  const imageCacheDir = mkdtempSync(path.join(os.tmpdir(), 'tohfa-e2e-images-'));
  const removeCopies = (prepared?: string) => {
    for (const dir of [distCopy, imageCacheDir, prepared]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
  let prepared: string | undefined;
  let server: StartedServer;
  try {
    prepared = await prepareDataDir();
    server = await startServer({ DIST_DIR: distCopy, IMAGE_CACHE_DIR: imageCacheDir }, { copyOf: prepared });
  } catch (err) {
    removeCopies(prepared);
    throw err;
  }
  project.provide('baseUrl', server.url);
  project.provide('adminToken', ADMIN_TOKEN);
  project.provide('chromePath', chromePath);
  project.provide('dataDir', server.dataDir);
  project.provide('preparedDataDir', prepared);
  project.provide('imageCacheDir', imageCacheDir);
  return async () => {
    await server.stop();
    removeCopies(prepared);
  };
}
