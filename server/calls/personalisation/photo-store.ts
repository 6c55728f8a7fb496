// Shoppers' photos (docs/shop-rules.md P5-P7): kept re-encoded with an unguessable id, tied
// to the anonymous upload token until an order takes them; the row in the database, the bytes
// where `PhotoBytes` keeps them (the data folder or PostgreSQL, photo-bytes.ts).
import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '../../../contract/personalisation.ts';
import type { Db, Queryable } from '../../db/database.ts';
import { reencodeUntrustedImage, type CleanImage } from '../../images/untrusted-image.ts';
import type { PhotoBytes } from './photo-bytes.ts';

/**
 * The longest side kept: the largest print area of the demo (a 300 mm cushion) at 300 dpi
 * is 3543 px; the phone sends each photo already at its slot's print size (P5).
 */
export const PHOTO_MAX_SIDE = 3600;
/** P7: unordered photos a token may hold (a cart's worth and then some). */
export const MAX_PHOTOS_PER_TOKEN = 40;
/** P7: uploads an address may make per hour, and a token per hour. */
export const PHOTO_UPLOADS_PER_IP_HOUR = 60;
export const PHOTO_UPLOADS_PER_TOKEN_HOUR = 30;

export const hashUploadToken = (token: string): string => createHash('sha256').update(`upload:${token}`).digest('hex');

export function cleanPhoto(bytes: Buffer): Promise<CleanImage> {
  return reencodeUntrustedImage(bytes, { maxInputSide: UPLOAD_MAX_SIDE, maxInputPixels: UPLOAD_MAX_PIXELS, maxSide: PHOTO_MAX_SIDE });
}

export async function unorderedPhotoCount(db: Db, tokenHash: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM personalisation_photos WHERE token_hash = $1 AND order_id IS NULL AND deleted_at IS NULL',
    [tokenHash],
  );
  return rows[0]!.n;
}

export async function storePhoto(db: Db, photos: PhotoBytes, tokenHash: string, ip: string, image: CleanImage): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  try {
    await db.tx(async (tx) => {
      await tx.query(
        `INSERT INTO personalisation_photos (id, token_hash, client_ip, width, height, byte_length) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, tokenHash, ip.slice(0, 64), image.width, image.height, image.data.length],
      );
      await photos.put(tx, id, image.data);
    });
  } catch (err) {
    // The row did not commit: bytes written beside it (a file in the data folder) would be
    // kept forever, since housekeeping finds photos by their rows.
    await photos.remove([id]).catch(() => undefined);
    throw err;
  }
  return id;
}

export interface PhotoAccess { tokenHash?: string; userId?: number; owner?: boolean }

/** The photo's bytes when `who` may read it (P6); null otherwise, whatever the reason. */
export async function readPhoto(q: Queryable, photos: PhotoBytes, id: string, who: PhotoAccess): Promise<Buffer | null> {
  const rows = await q.query<{ token_hash: string; order_id: number | null; user_id: number | null }>(
    `SELECT ph.token_hash, ph.order_id, o.user_id FROM personalisation_photos ph LEFT JOIN orders o ON o.id = ph.order_id
     WHERE ph.id = $1 AND ph.deleted_at IS NULL`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const allowed = who.owner === true
    || (row.order_id === null && who.tokenHash !== undefined && who.tokenHash === row.token_hash)
    || (row.order_id !== null && who.userId !== undefined && who.userId === row.user_id);
  return allowed ? photos.get(q, id) : null;
}

export interface PhotoSize { id: string; width: number; height: number }

/**
 * Gives an order the photos of its lines (P6), in the order's transaction: each must be an
 * unordered photo of the shopper's upload token. Answers the ones found.
 */
export async function claimPhotos(tx: Queryable, ids: readonly string[], tokenHash: string | null, orderId: number): Promise<Map<string, PhotoSize>> {
  const found = new Map<string, PhotoSize>();
  if (ids.length === 0 || tokenHash === null) return found;
  const rows = await tx.query<PhotoSize>(
    `UPDATE personalisation_photos SET order_id = $3, ordered_at = now()
     WHERE id = ANY($1::text[]) AND token_hash = $2 AND order_id IS NULL AND deleted_at IS NULL
     RETURNING id, width, height`,
    [[...new Set(ids)], tokenHash, orderId],
  );
  for (const r of rows) found.set(r.id, r);
  return found;
}
