// One query layer over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
// Handlers see only `Db`: query, one, tx. Both drivers run the same SQL.
import { mkdirSync, openSync, closeSync, writeSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations, VACUUM). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction. Inside, use only the `tx` it gets (PGlite hangs otherwise). */
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a database-wide lock, so instances starting together migrate
   * and seed one at a time (PostgreSQL advisory lock; PGlite has one process anyway).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as a gzipped tarball, consistent while it serves (server/db/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 7_270_417;

/** The first row, or undefined. */
export async function one<T = Row>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? './.data');
}

async function openPostgres(url: string, max: number): Promise<Db> {
  const pg = await import('pg');
  const Pool = pg.default.Pool;
  // numeric and int8 arrive as strings from pg; convert them like PGlite does.
  pg.default.types.setTypeParser(1700, (v: string) => Number(v));
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new Pool({ connectionString: url, max, options: '-c timezone=UTC' });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => {});
  const run = async <T>(client: { query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[] }> }, sql: string, params?: readonly unknown[]) =>
    (await client.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => { await pool.query(sql); },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => { await client.query(sql); },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Db> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const lock = inMemory ? { release() {} } : takeLock(dir);
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const parsers = { [types.NUMERIC]: (v: string) => Number(v), [types.INT8]: (v: string) => Number(v) };
  const db = await PGlite.create(inMemory ? dir : path.join(dir, 'pg'), { extensions: { pg_trgm }, parsers });
  await db.exec("SET timezone = 'UTC'");
  return {
    kind: 'pglite',
    query: async (sql, params) => (await db.query(sql, params ? [...params] : undefined)).rows as never,
    exec: async (sql) => { await db.exec(sql); },
    tx: (fn) =>
      db.transaction((t) =>
        fn({
          query: async (sql, params) => (await t.query(sql, params ? [...params] : undefined)).rows as never,
          exec: async (sql) => { await t.exec(sql); },
        }),
      ),
    exclusive: (fn) => fn(),
    dumpDataDir: () => db.dumpDataDir('gzip'),
    async close() {
      await db.close();
      lock.release();
    },
  };
}

/** Another live process holds the data folder; its message is the whole story for the person starting the shop. */
export class DataFolderInUseError extends Error {}

/** One process owns a PGlite folder: two would corrupt it (docs/architecture.md, Pitfalls). */
export function takeLock(dir: string): { release(): void } {
  const file = path.join(dir, 'server.lock');
  const tryOpen = () => {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    tryOpen();
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && isAlive(pid) && pid !== process.pid) {
      throw new DataFolderInUseError(`The data folder ${dir} is in use by process ${pid} (a shop already running on it?). Stop that process first, or give this one its own folder: DATA_DIR=<another folder> npm start`);
    }
    unlinkSync(file);
    tryOpen();
  }
  return { release: () => { try { unlinkSync(file); } catch { /* already gone */ } } };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
