// The listing index's load, statement by statement, on an already seeded database (decision
// 0038; bench/README.md, "Listing"): each statement's start and wait on each connection (c0 the
// load's first, c1 the words and featured order), FETCHes only past 200 ms, then the whole
// load and the process's CPU through it. --cwd DIR times another checkout's loader (the code before).
// Run: node --import tsx bench/listing-load-times.ts --database-url URL [--cwd DIR]
import { pathToFileURL } from 'node:url';
import type { Db, Queryable } from '../server/db/database.ts';
import type { loadListingIndex as Load } from '../server/calls/catalog/listing-index-data.ts';
import type { openDatabase as Open } from '../server/db/database.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const url = arg('database-url');
if (!url) throw new Error('--database-url URL (a seeded catalogue)');
const dir = arg('cwd') ?? process.cwd();
const { loadListingIndex } = (await import(pathToFileURL(`${dir}/server/calls/catalog/listing-index-data.ts`).href)) as { loadListingIndex: typeof Load };
const { openDatabase } = (await import(pathToFileURL(`${dir}/server/db/database.ts`).href)) as { openDatabase: typeof Open };

const db = await openDatabase({ databaseUrl: url, poolSize: 3 });
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const log: string[] = [];
const timed = (q: Queryable, tag: string): Queryable => ({
  query: async (sql, params, name) => {
    const at = performance.now();
    const rows = await q.query(sql, params, name);
    const waited = performance.now() - at;
    if (!sql.startsWith('FETCH') || waited > 200) log.push(`${tag} at ${s(at - t0)} waited ${s(waited)}: ${sql.slice(0, 70).replace(/\s+/g, ' ')}`);
    return rows as never;
  },
  exec: async (sql) => {
    if (sql.startsWith('DECLARE')) log.push(`${tag} at ${s(performance.now() - t0)}: ${sql.replace(/\s+/g, ' ').slice(110, 180)}`);
    await q.exec(sql);
  },
});
let connections = 0;
const wrapped: Db = { ...db, kind: db.kind, tx: (fn) => db.tx((q) => fn(timed(q, `c${connections++}`))) };
// Before decision 0066 the load gave the data and the featured order apart ({ data, featured }).
const d = (await loadListingIndex(wrapped)) as { size: number; data?: { size: number } } | undefined;
const cpu = process.cpuUsage(cpu0);
console.log(log.join('\n'));
console.log(`loaded ${d?.data?.size ?? d?.size ?? 'nothing (the filter data changed)'} products in ${s(performance.now() - t0)}; the process's CPU ${s((cpu.user + cpu.system) / 1000)}`);
await db.close();
