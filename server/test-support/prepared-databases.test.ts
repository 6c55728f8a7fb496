// The run's prepared databases (prepared-databases.ts) are what the test apps take them for:
// a copy opens already migrated, or migrated and seeded, and migrating or seeding it again
// changes nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { openTestDatabase } from './test-app.ts';
import { usingPostgres } from './using-postgres.ts';

const MIGRATIONS = readdirSync(path.join(import.meta.dirname, '../db/migrations')).filter((f) => f.endsWith('.sql')).sort();

const count = async (db: Db, table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const applied = async (db: Db) => (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version);

describe.skipIf(usingPostgres())('a test database on PGlite', () => {
  it('opens as a copy of the migrated database: every migration applied, no catalogue; migrating again applies nothing', async () => {
    const { db } = await openTestDatabase('migrated');
    try {
      expect(await applied(db)).toEqual(MIGRATIONS);
      expect(await count(db, 'categories')).toBe(0);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('opens as a copy of the seeded database: the demo catalogue there; seeding again adds nothing', async () => {
    const { db } = await openTestDatabase('seeded');
    try {
      const products = await count(db, 'products');
      expect(products).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await count(db, 'products')).toBe(products);
    } finally {
      await db.close();
    }
  });
});
