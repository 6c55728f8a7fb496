// Backups of both databases (README, "Backups"). PostgreSQL: pg_dump's custom format and
// pg_restore. The embedded database: PGlite's own dump of its data folder (a gzipped
// tarball), taken from the running shop or from a stopped one's folder, and restored into
// the folder of a stopped shop (one process owns a PGlite folder).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createPglite, openDatabase, takeLock } from './database.ts';

const run = promisify(execFile);

/** pg_dump or pg_restore: on PATH, else the newest Debian/Ubuntu install. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin', name) : name;
}

/** A consistent snapshot of a live PostgreSQL database, in pg_dump's custom format. */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl], { maxBuffer: 16 * 1024 * 1024 });
}

/** Restores a pg_dump file into a database (empty, or an older copy: its tables are replaced), all or nothing. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  await run(postgresTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', databaseUrl, file], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Dumps the embedded database of a stopped shop (its data folder); refused while a shop uses it. */
export async function dumpPgliteFolder(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pg'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  const db = await openDatabase({ dataDir });
  try {
    await writeBackup(await db.dumpDataDir!(), file);
  } finally {
    await db.close();
  }
}

export async function writeBackup(dump: Blob, file: string): Promise<void> {
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

const openDump = (where: string, bytes: Buffer) => createPglite(where, new Blob([new Uint8Array(bytes)]));

/**
 * Restores a PGlite dump into the data folder of a stopped shop. The backup is opened
 * and checked in memory first; the folder's current database is kept beside it
 * (pg.before-restore-<time>), never deleted. Answers where that copy went.
 */
export async function restorePgliteFolder(dataDir: string, file: string): Promise<{ previous: string | null }> {
  const bytes = readFileSync(file);
  mkdirSync(dataDir, { recursive: true });
  const lock = takeLock(dataDir); // throws while a shop runs on this folder
  try {
    let check;
    try {
      check = await openDump('memory://', bytes);
      await check.query('SELECT count(*) FROM schema_migrations');
    } catch (err) {
      throw new Error(`${file} is not a backup of this shop's embedded database (${(err as Error).message}).`);
    } finally {
      await check?.close();
    }
    const pgDir = path.join(dataDir, 'pg');
    let previous: string | null = null;
    if (existsSync(pgDir)) {
      previous = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgDir, previous);
    }
    const restored = await openDump(pgDir, bytes);
    await restored.query('SELECT count(*) FROM schema_migrations');
    await restored.close();
    return { previous };
  } finally {
    lock.release();
  }
}
