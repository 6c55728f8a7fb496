// The catalogue version (docs/architecture.md): one number in the database that every
// catalogue write bumps in its transaction. The answer cache (server/http/answer-cache.ts)
// keys its answers on it; the seed, the calls and the admin command line bump it. It lives
// here, below the HTTP layer, because writers outside any request (the seed) bump it too.
import type { Queryable } from './database.ts';

/**
 * How long after this process's own bump every request reads the version from the database
 * until it sees that version committed. A transaction that rolled back never commits it:
 * after this the normal refresh takes over again.
 */
const OWN_WRITE_WAIT_MS = 10_000;

// Process-wide, because a catalogue write may run outside any app's request (the seed, a
// test, the admin command line) and bumpCatalogueVersion only gets the transaction. With
// several databases in one process (tests) a bump on one only makes the others read
// their version from the database a while longer: slower, never wrong.
let ownWrite = { version: 0, until: 0 };
/** Told of each of this process's bumps (server/cluster.ts: its sibling workers). */
let announce: ((version: number) => void) | undefined;

/**
 * This process, or another on this machine (a sibling worker, server/cluster.ts), made catalogue
 * `version`: the next requests read the version from the database until they see it committed.
 */
export function wrote(version: number): void {
  const now = Date.now();
  const stillWaiting = ownWrite.until > now ? ownWrite.version : 0;
  ownWrite = { version: Math.max(version, stillWaiting), until: now + OWN_WRITE_WAIT_MS };
}

/**
 * Bumps the catalogue version: call it inside the transaction of a catalogue write. `sales`:
 * the write changed only stock and units sold (an order, a restock), counted in sales_bumps
 * (migration 0027): listing answers may outlive it a bounded while (answer-cache.ts).
 */
export async function bumpCatalogueVersion(q: Queryable, what: 'catalogue' | 'sales' = 'catalogue'): Promise<void> {
  const rows = await q.query<{ version: number }>(
    `UPDATE catalogue_version SET version = version + 1${what === 'sales' ? ', sales_bumps = sales_bumps + 1' : ''} WHERE id = 1 RETURNING version`);
  const written = Number(rows[0]?.version ?? 0);
  wrote(written);
  announce?.(written);
}

/** `listener` hears every catalogue version this process's writes make (before they commit). */
export function announceOwnWrites(listener: (version: number) => void): void {
  announce = listener;
}

/** The committed catalogue version, as `q` sees it. */
export async function readCatalogueVersion(q: Queryable): Promise<number> {
  return (await readCatalogueVersions(q)).version;
}

/** The committed catalogue version and its content version: the version less its sales-only bumps. */
export async function readCatalogueVersions(q: Queryable): Promise<{ version: number; content: number }> {
  const rows = await q.query<{ version: number; content?: number }>('SELECT version, version - sales_bumps AS content FROM catalogue_version WHERE id = 1');
  const version = Number(rows[0]?.version ?? 0);
  return { version, content: Number(rows[0]?.content ?? version) };
}

/**
 * The version this process's latest catalogue write made, while it may still be committing
 * (until OWN_WRITE_WAIT_MS after the bump); null otherwise.
 */
export function ownWriteVersion(now = Date.now()): number | null {
  return ownWrite.until > now ? ownWrite.version : null;
}
