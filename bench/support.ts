// Shared pieces of the benchmarks: a private PostgreSQL cluster, server processes,
// percentiles (calls are posted with server/test-support/post-call.ts). Everything binds to 127.0.0.1 and is stopped at the end.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { openDatabase, type Db } from '../server/db/database.ts';
import { postCall } from '../server/test-support/post-call.ts';

export function startPgCluster(dir: string): string {
  return execFileSync('bash', ['scripts/pg-test-cluster.sh', 'start', dir], { encoding: 'utf8' }).trim();
}

export function stopPgCluster(dir: string): void {
  execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop', dir]);
}

/** Creates (or recreates) a database on the cluster and answers its URL. */
export async function freshDatabase(clusterUrl: string, name: string): Promise<string> {
  const root = await openDatabase({ databaseUrl: clusterUrl, poolSize: 1 });
  await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await root.query(`CREATE DATABASE ${name}`);
  await root.close();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarise(ms: number[]): { p50: number; p95: number; p99: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), p99: r(percentile(s, 99)), max: r(s[s.length - 1] ?? NaN) };
}

/** What a figure in bench/README.md is recorded with: when, which code, how busy the (shared) machine was.
 * `uncommitted` lists changed app files: others work in this tree, and the server runs what is on disk. */
export function runContext(): { date: string; commit: string; uncommitted: string[]; loadAverage: number[]; cpus: number } {
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  let commit = 'unknown';
  let uncommitted: string[] = [];
  try {
    commit = git(['rev-parse', '--short', 'HEAD']);
    uncommitted = git(['status', '--porcelain', '--', 'src', 'server', 'sw', 'contract', 'index.html', 'vite.config.ts']).split('\n').map((l) => l.trim()).filter(Boolean);
  } catch { /* not a checkout */ }
  return { date: new Date().toISOString(), commit, uncommitted, loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100), cpus: os.cpus().length };
}

export type BenchPage = 'home' | 'listing' | 'product';

/**
 * The addresses the browser benches load on a shop seeded with the demo catalogue, per
 * language: home, the all-products listing, and the first listed product at its canonical
 * address (docs/rules.md R12.1: another one would be a 301 first).
 */
export async function pagePaths(url: string): Promise<Record<BenchPage, (lang: string) => string>> {
  const listing = await postCall<{ ProductId: number; ProductSlug: string; CategorySlug: string }[]>(url, 'GET_All_PRODUCTS', { PageNo: 1, PageSize: 1 });
  const p = listing.data[0]!;
  return {
    home: (lang) => `/${lang}/`,
    listing: (lang) => `/${lang}/all-products/0/all-categories`,
    product: (lang) => `/${lang}/product-detail/${p.ProductId}/${encodeURIComponent(p.CategorySlug)}/${p.ProductSlug}`,
  };
}
