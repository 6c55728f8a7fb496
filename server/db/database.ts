// One query layer over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
// Handlers see only `Db`: query, one, tx. Both drivers run the same SQL.
import { mkdirSync, openSync, closeSync, writeSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { asDatabaseFault, isConnectionFault, isLostConnection } from './database-unavailable.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * `name`: a statement run on every request with only its parameters changing, prepared once
   * per PostgreSQL connection under that name (parsed and planned once, not per run).
   */
  query<T = Row>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]>;
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
  /**
   * PGlite only: the data folder as a tarball, consistent while it serves; gzipped (backups,
   * server/db/backup.ts) unless `compression` is 'none'.
   */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Blob>;
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
  /**
   * PGlite in memory only: a dump (`dumpDataDir`) to open as the database, instead of a new
   * empty one (the server tests' copies, docs/decisions/0063-test-databases-start-as-copies.md).
   */
  dump?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir ?? './.data', opts.dump);
}

// Bounds so a database that hangs (a black-holed network, a stuck lock, a transaction a
// bug left open) never holds a request or a pool connection forever: a connection that
// cannot be made in time, a statement running longer than any request should, and a
// transaction idle between statements past any request's life are given up, and the
// request answers 503 (database-unavailable.ts). Migrations lift the statement bound.
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

interface PgClient {
  query: (s: string | { name: string; text: string; values?: unknown[] }, p?: unknown[]) => Promise<{ rows: unknown[] }>;
  on(event: 'error', fn: (err: Error) => void): unknown;
  off(event: 'error', fn: (err: Error) => void): unknown;
  release(destroy?: boolean): void;
}

async function openPostgres(url: string, max: number): Promise<Db> {
  const pg = await import('pg');
  const Pool = pg.default.Pool;
  // numeric and int8 arrive as strings from pg; convert them like PGlite does.
  pg.default.types.setTypeParser(1700, (v: string) => Number(v));
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    options: `-c timezone=UTC -c statement_timeout=${STATEMENT_TIMEOUT_MS} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
  });
  // An idle client's error (the server restarting) must not crash the process; the pool
  // drops that client and opens a new one when needed.
  pool.on('error', () => {});
  const run = async <T>(client: Pick<PgClient, 'query'>, sql: string, params?: readonly unknown[], name?: string) => {
    try {
      const values = params ? [...params] : undefined;
      return (await (name ? client.query({ name, text: sql, ...(values ? { values } : {}) }) : client.query(sql, values))).rows as T[];
    } catch (err) {
      throw asDatabaseFault(err);
    }
  };
  /**
   * Runs fn on a checked-out client. pg emits 'error' on a client whose connection breaks
   * (a restart, pg_terminate_backend) even mid-query, and the pool listens only while the
   * client is idle: without a listener of our own for the whole checkout, that event ends
   * the process. The listener is attached in pool.connect's callback itself: the server's
   * "ready" and its "terminating connection" can arrive in one network read, and the
   * second would be emitted before a promise's continuation could attach anything. A
   * client whose connection broke is released with the error so the pool destroys it
   * instead of lending it again.
   */
  const withClient = async <T>(fn: (client: PgClient, state: { broken: boolean }) => Promise<T>): Promise<T> => {
    const state = { broken: false };
    const onError = () => { state.broken = true; };
    const client = await new Promise<PgClient>((resolve, reject) => {
      pool.connect((err, c) => {
        if (err || !c) return reject(asDatabaseFault(err ?? new Error('Connection terminated: no client')));
        c.on('error', onError);
        resolve(c as unknown as PgClient);
      });
    });
    try {
      return await fn(client, state);
    } catch (err) {
      if (isConnectionFault(err)) state.broken = true;
      throw asDatabaseFault(err);
    } finally {
      client.off('error', onError);
      client.release(state.broken);
    }
  };
  /**
   * A statement outside a transaction, on whichever pooled connection is free. After a
   * restart or pg_terminate_backend the pool may lend an idle connection whose end it has
   * not read yet; the pool destroys it when the statement fails. A statement that only
   * reads is then sent again: each try uses up one such connection, so max + 1 tries reach
   * a live one or a new one, and a new one that cannot be made (the database really down)
   * fails at once with its own error, answered 503. A write is never sent twice: whether
   * it committed before the connection ended cannot be known.
   */
  const query = async <T>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]> => {
    for (let tries = 1; ; tries++) {
      try {
        return await run<T>(pool, sql, params, name);
      } catch (err) {
        if (tries > max || !isLostConnection(err) || !onlyReads(sql)) throw err;
      }
    }
  };
  return {
    kind: 'postgres',
    query,
    exec: async (sql) => { await run(pool, sql); },
    tx: (fn) =>
      withClient(async (client, state) => {
        await run(client, 'BEGIN');
        try {
          const result = await fn({
            query: (sql, params, name) => run(client, sql, params, name),
            exec: async (sql) => { await run(client, sql); },
          });
          await run(client, 'COMMIT');
          return result;
        } catch (err) {
          // A broken connection has rolled back with its session; a client that cannot
          // roll back is not lent again.
          if (isConnectionFault(err)) state.broken = true;
          if (!state.broken) await run(client, 'ROLLBACK').catch(() => { state.broken = true; });
          throw err;
        }
      }),
    exclusive: (fn) =>
      withClient(async (client, state) => {
        await run(client, 'SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          // A broken session has released its lock with it.
          if (!state.broken) await run(client, 'SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        }
      }),
    close: () => pool.end(),
  };
}

/** A statement that reads and changes nothing: a SELECT calling nothing that writes or signals. */
function onlyReads(sql: string): boolean {
  return /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete|merge|nextval|setval|pg_terminate_backend|pg_cancel_backend|pg_advisory\w*|pg_notify|for\s+share)\b/i.test(sql);
}

/**
 * A PGlite as the shop opens it, with its extensions (every open of a database must name the
 * extensions it uses, a dump's too) and numbers parsed as `pg` gives them here; `dump`: a
 * `dumpDataDir` to open as the database at `where` (memory, or a new folder).
 */
export async function createPglite(where: string, dump?: Blob) {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const parsers = { [types.NUMERIC]: (v: string) => Number(v), [types.INT8]: (v: string) => Number(v) };
  return PGlite.create(where, { extensions: { pg_trgm, btree_gin }, parsers, ...(dump ? { loadDataDir: dump } : {}) });
}

async function openPglite(dir: string, dump?: Blob): Promise<Db> {
  const inMemory = dir.startsWith('memory://');
  if (dump && !inMemory) throw new Error('a dump opens only in memory (a restore into a folder: server/db/backup.ts)');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const lock = inMemory ? { release() {} } : takeLock(dir);
  const db = await createPglite(inMemory ? dir : path.join(dir, 'pg'), dump);
  await db.exec("SET timezone = 'UTC'");
  return {
    kind: 'pglite',
    query: (sql, params) => faultsTyped(async () => (await db.query(sql, params ? [...params] : undefined)).rows as never),
    exec: (sql) => faultsTyped(async () => { await db.exec(sql); }),
    tx: (fn) =>
      faultsTyped(() =>
        db.transaction((t) =>
          fn({
            query: async (sql, params) => (await t.query(sql, params ? [...params] : undefined)).rows as never,
            exec: async (sql) => { await t.exec(sql); },
          }),
        ),
      ),
    exclusive: (fn) => fn(),
    dumpDataDir: (compression = 'gzip') => db.dumpDataDir(compression),
    async close() {
      await db.close();
      lock.release();
    },
  };
}

/** The embedded database is in this process: its only connection fault is being closed (shutdown). */
async function faultsTyped<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw asDatabaseFault(err);
  }
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
