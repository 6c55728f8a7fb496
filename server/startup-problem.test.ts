// Starting the shop where it cannot run says what to do in one line, not a stack trace:
// a second shop on a data folder that one already uses, and a shop on a taken port. And
// `npm run admin` finds a shop started on another port without being told. Real server
// processes on loopback, each stopped at the end.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminBaseUrl, reachableUrl } from './admin/server-address.ts';
import { startupProblem } from './startup-problem.ts';
import { freePort } from './test-support/free-port.ts';
import { runNode as run, stopAll, type Run } from './test-support/node-process.ts';
const START_MS = 90_000;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tohfa-startup-test-'));
const started: ChildProcess[] = [];

/** The environment of a fresh shell: nothing of this test run's database or admin settings. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_URL', 'ADMIN_TOKEN', 'TEST_DATABASE_URL', 'NODE_OPTIONS']) delete env[k];
  return { ...env, SEED: 'none', LOG_LEVEL: 'warn', DIST_DIR: path.join(tmp, 'no-dist'), ...extra };
}

const runNode = (script: string, args: string[], env: NodeJS.ProcessEnv): Run => run(script, args, env, started);

async function until(what: string, ok: () => boolean, run: Run): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (!ok()) {
    if (run.child.exitCode !== null) throw new Error(`${what}: the process exited ${run.child.exitCode}\n${run.out()}\n${run.err()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${START_MS} ms\n${run.out()}\n${run.err()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function exitsWithin(run: Run): Promise<number | null> {
  return Promise.race([run.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running\n${run.out()}\n${run.err()}`)), START_MS))]);
}

function expectOneLine(text: string): string {
  const lines = text.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /); // no stack trace
  return lines[0]!;
}

afterAll(async () => {
  await stopAll(started);
  rmSync(tmp, { recursive: true, force: true });
});

describe('starting the shop where it cannot run', () => {
  const dataDir = path.join(tmp, 'data');
  let first: Run;
  let firstPort: number;

  it('a second shop on a data folder in use says so in one line and leaves the first one serving', async () => {
    firstPort = await freePort();
    first = runNode('server/main.ts', [], cleanEnv({ PORT: String(firstPort), DATA_DIR: dataDir }));
    await until('the first shop starts', () => first.out().includes('Tohfa is running'), first);

    const second = runNode('server/main.ts', [], cleanEnv({ PORT: String(await freePort()), DATA_DIR: dataDir }));
    expect(await exitsWithin(second)).toBe(1);
    const line = expectOneLine(second.err());
    expect(line).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);
    expect(line).toContain('DATA_DIR=');
    expect(second.out()).not.toContain('Tohfa is running');
    expect((await fetch(`http://127.0.0.1:${firstPort}/readyz`)).status).toBe(200);
  }, 3 * START_MS);

  it('npm run admin finds that shop on its port without ADMIN_URL or PORT', async () => {
    const admin = runNode('server/admin/cli.ts', ['orders'], cleanEnv({ DATA_DIR: dataDir }));
    expect(await exitsWithin(admin)).toBe(0);
    expect(admin.out()).toContain('0 order(s)');
  }, 2 * START_MS);

  it('a shop on a taken port says so in one line, and lets go of its data folder', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const other = path.join(tmp, 'other-data');
      const run = runNode('server/main.ts', [], cleanEnv({ PORT: String(port), DATA_DIR: other }));
      expect(await exitsWithin(run)).toBe(1);
      const line = expectOneLine(run.err());
      expect(line).toBe(`Port ${port} on 127.0.0.1 is already in use (a shop already running?). Stop that program, or choose another port: PORT=${port + 1} npm start`);
      expect(run.out()).not.toContain('Tohfa is running');
      expect(existsSync(path.join(other, 'server.lock'))).toBe(false);
      expect(existsSync(path.join(other, 'server-url.json'))).toBe(false);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  }, 2 * START_MS);
});

describe('the one line for each problem a person can fix', () => {
  const place = { host: '127.0.0.1', port: 80 };
  const sysErr = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

  it('names the port or the host and what to set instead', () => {
    expect(startupProblem(sysErr('EACCES'), place)).toBe('Not allowed to listen on port 80 on 127.0.0.1. Choose a port above 1023: PORT=8080 npm start');
    expect(startupProblem(sysErr('EADDRNOTAVAIL'), { host: '10.9.9.9', port: 8080 })).toContain('no address 10.9.9.9');
  });

  it('leaves a real fault to its stack trace', () => {
    expect(startupProblem(new Error('relation "x" does not exist'), place)).toBeNull();
    expect(startupProblem(sysErr('ECONNREFUSED'), place)).toBeNull();
  });
});

describe('where npm run admin looks for the shop', () => {
  it('takes ADMIN_URL, then PORT and HOST, then the shop\'s own file, then 127.0.0.1:8080', () => {
    const none = path.join(tmp, 'no-such-folder');
    expect(adminBaseUrl({ ADMIN_URL: 'http://shop.test:9000/' }, none)).toBe('http://shop.test:9000');
    expect(adminBaseUrl({ PORT: '9001' }, none)).toBe('http://127.0.0.1:9001');
    expect(adminBaseUrl({ HOST: '0.0.0.0', PORT: '9002' }, none)).toBe('http://127.0.0.1:9002');
    expect(adminBaseUrl({}, none)).toBe('http://127.0.0.1:8080');
    expect(reachableUrl('::', 9003)).toBe('http://[::1]:9003');
  });
});
