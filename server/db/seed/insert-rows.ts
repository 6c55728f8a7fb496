// Multi-row INSERTs with parameters, in chunks that stay far below PostgreSQL's limit
// of 65535 parameters: one statement per few hundred rows keeps seeding fast on PGlite.
import type { Queryable } from '../database.ts';

export async function insertRows(q: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], suffix = ''): Promise<void> {
  const perChunk = Math.max(1, Math.floor(20_000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: a row has ${row.length} values for ${columns.length} columns`);
      const marks = row.map((v) => {
        params.push(v);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${suffix}`, params);
  }
}

/** After inserting explicit ids, the serial must continue above them. */
export async function resetSequence(q: Queryable, table: string): Promise<void> {
  await q.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}
