// Where `npm run admin` finds the running shop. The server writes the URL it listens on into
// its data folder (next to the admin token), so `npm run admin` finds a shop started with
// another PORT or HOST without being told. ADMIN_URL, or PORT/HOST set for the admin command
// itself, still win.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'server-url.json';
const DEFAULT_PORT = 8080;

interface Written {
  url: string;
  pid: number;
}

/** The URL to reach a server listening on host:port from this machine (a wildcard host means loopback). */
export function reachableUrl(host: string, port: number): string {
  let h = host;
  if (h === '0.0.0.0' || h === '') h = '127.0.0.1';
  else if (h === '::' || h === '[::]') h = '::1';
  if (h.includes(':') && !h.startsWith('[')) h = `[${h}]`;
  return `http://${h}:${port}`;
}

export function writeServerUrl(dataDir: string, url: string, pid = process.pid): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ url, pid } satisfies Written));
}

/** Removes the file if this process wrote it (another instance on the same folder keeps its own). */
export function removeServerUrl(dataDir: string, pid = process.pid): void {
  const written = read(dataDir);
  if (written?.pid === pid) rmSync(path.join(dataDir, FILE), { force: true });
}

function read(dataDir: string): Written | null {
  try {
    const w = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<Written>;
    return typeof w.url === 'string' && typeof w.pid === 'number' ? { url: w.url, pid: w.pid } : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The admin API's base URL: ADMIN_URL, else PORT/HOST, else the running shop's own file, else 127.0.0.1:8080. */
export function adminBaseUrl(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.ADMIN_URL) return env.ADMIN_URL.replace(/\/+$/, '');
  if (env.PORT || env.HOST) return reachableUrl(env.HOST || '127.0.0.1', Number(env.PORT) || DEFAULT_PORT);
  const written = read(dataDir);
  if (written && alive(written.pid)) return written.url;
  return reachableUrl('127.0.0.1', DEFAULT_PORT);
}
