// Placeholder until the seed catalogue lands: the demo data loader.
import type { Db } from '../database.ts';

/** Seeds the demo catalogue into an empty database; true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
  return rows[0]!.n === 0 && false;
}
