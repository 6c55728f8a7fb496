// The server project's global setup: on PGlite, one database migrated, dumped, seeded and
// dumped again, once per run, so each test database opens as a copy of one of the two
// instead of a new database migrated and seeded on its own (about 1 s of CPU, not 6;
// docs/decisions/0063-test-databases-start-as-copies.md). On PostgreSQL it makes nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { usingPostgres } from './using-postgres.ts';

/** Where the run's dumps are: a database migrated only, and one migrated and seeded. */
interface PreparedDatabases {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases | null;
  }
}

export default async function setup(project: TestProject) {
  if (usingPostgres()) {
    project.provide('preparedDatabases', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'tohfa-test-dumps-'));
  const files: PreparedDatabases = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    // Uncompressed: a copy opens in a quarter less CPU than from gzip, and the files live
    // only as long as the run.
    await migrate(db);
    writeFileSync(files.migrated, new Uint8Array(await (await db.dumpDataDir!('none')).arrayBuffer()));
    await seedIfEmpty(db);
    writeFileSync(files.seeded, new Uint8Array(await (await db.dumpDataDir!('none')).arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('preparedDatabases', files);
  return () => rmSync(dir, { recursive: true, force: true });
}
