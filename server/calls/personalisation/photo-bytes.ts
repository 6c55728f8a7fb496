// Where shoppers' photos keep their bytes (docs/shop-rules.md P7, docs/decisions/0019): files
// in the data folder with the embedded database (PGlite answers one query at a time, so a
// photo of megabytes in it would hold up every other request), the `bytes` column with a real
// PostgreSQL server (shared by every instance, read on its own pooled connection). One
// interface; the row of `personalisation_photos` (its owner, order and size) is in the
// database either way.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ID_RE } from '../../../contract/personalisation.ts';
import type { Queryable } from '../../db/database.ts';

export interface PhotoBytes {
  readonly where: 'data folder' | 'database';
  /** Keeps a photo's bytes; `q` is the transaction that inserted its row. */
  put(q: Queryable, id: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when they are gone (deleted, or never kept). */
  get(q: Queryable, id: string): Promise<Buffer | null>;
  /** Forgets the bytes of photos whose rows were deleted or marked deleted. */
  remove(ids: readonly string[]): Promise<void>;
}

/**
 * Where a kind of kept picture lives: its table (a row per picture, the `bytes` column) and,
 * in the data folder, the names allowed and the files' extension. Shoppers' photos by
 * default; the owner's product photos use it too (server/images/uploaded-masters.ts).
 */
export interface BytesPlace { table: string; key: string; idRe: RegExp; ext: string }

const SHOPPER_PHOTOS: BytesPlace = { table: 'personalisation_photos', key: 'id', idRe: UPLOAD_ID_RE, ext: 'jpg' };

export function photoBytesInDatabase(place: BytesPlace = SHOPPER_PHOTOS): PhotoBytes {
  return {
    where: 'database',
    async put(q, id, bytes) {
      await q.query(`UPDATE ${place.table} SET bytes = $2 WHERE ${place.key} = $1`, [id, bytes]);
    },
    async get(q, id) {
      const rows = await q.query<{ bytes: Uint8Array | null }>(`SELECT bytes FROM ${place.table} WHERE ${place.key} = $1`, [id]);
      const bytes = rows[0]?.bytes;
      return bytes ? Buffer.from(bytes) : null;
    },
    // Housekeeping sets the column to NULL or deletes the row in the same statement.
    async remove() {},
  };
}

export function photoBytesInFolder(dir: string, place: BytesPlace = SHOPPER_PHOTOS): PhotoBytes {
  // The id is checked again here: it names a file, so nothing else may reach the disk.
  const file = (id: string) => {
    if (!place.idRe.test(id)) throw new Error('not a photo id');
    return path.join(dir, id.slice(0, 2), `${id}.${place.ext}`);
  };
  return {
    where: 'data folder',
    async put(_q, id, bytes) {
      const target = file(id);
      await mkdir(path.dirname(target), { recursive: true });
      // Write and rename: a reader never sees half a photo, a crash leaves no partial file under the id.
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, target);
    },
    async get(_q, id) {
      try {
        return await readFile(file(id));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(ids) {
      await Promise.all(ids.map((id) => rm(file(id), { force: true })));
    },
  };
}

/** The embedded database keeps photos in the data folder; PostgreSQL in its table. */
export function photoBytesFor(kind: 'pglite' | 'postgres', photoDir: string, place: BytesPlace = SHOPPER_PHOTOS): PhotoBytes {
  return kind === 'pglite' ? photoBytesInFolder(photoDir, place) : photoBytesInDatabase(place);
}
