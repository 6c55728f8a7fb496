// A program of this repository run in a process of its own (the server, the admin command)
// for tests that need the real process: its output kept, and stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

/** Runs `script` (from the repository's root, through tsx) with `env` as its whole environment; `started` collects it for stopAll. */
export function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, started: ChildProcess[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

/** SIGTERM to each process still running, SIGKILL to one that has not ended `graceMs` later. */
export async function stopAll(started: readonly ChildProcess[], graceMs = 15_000): Promise<void> {
  for (const c of started) {
    if (c.exitCode === null && c.signalCode === null) {
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, graceMs))]);
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    }
  }
}
