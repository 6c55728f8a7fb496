// Product photos the owner uploads (docs/decisions/0019-one-image-pipeline.md, "Masters that
// are data belong with the data"): checked by `toMaster` (the one door for untrusted bytes),
// drawn into the 1200px square every product picture is (contract/images.ts IMAGE_KINDS), and
// kept where shoppers' photos are kept: files under DATA_DIR/photos/products/ with the
// embedded database, the `product_photo_masters.bytes` column with PostgreSQL. The pipeline
// reads them by name like the committed masters.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_KINDS } from '../../contract/images.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from '../../contract/admin-catalogue.ts';
import { photoBytesFor, type PhotoBytes } from '../calls/personalisation/photo-bytes.ts';
import type { Db, Queryable } from '../db/database.ts';
import { DEFAULT_MASTER_LIMITS, toMaster } from './untrusted.ts';

/** An uploaded master's name: `u<product>-<16 random>`, a name the pipeline's URLs allow. */
export const UPLOADED_NAME_RE = /^u[0-9]{1,10}-[a-z0-9]{16}$/;

export interface UploadedMasters {
  /** Keeps a master `squareMaster` made, in `tx`; its stored URL (/media/v2/p/<name>.jpg). */
  keep(tx: Queryable, productId: number, webp: Buffer): Promise<string>;
  /** A kept master's WebP bytes, or null. */
  read(name: string): Promise<Buffer | null>;
}

const BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

/** Decodes untrusted bytes and draws them whole on a white square of the product pictures' size; throws ImageRefused. */
export async function squareMaster(input: Uint8Array): Promise<Buffer> {
  const master = await toMaster(input, { ...DEFAULT_MASTER_LIMITS, maxBytes: PRODUCT_PHOTO_MAX_BYTES });
  const { width, height } = IMAGE_KINDS.p;
  return sharp(master.data).resize({ width, height, fit: 'contain', background: BACKGROUND }).flatten({ background: BACKGROUND })
    .webp({ quality: 90, effort: 4 }).toBuffer();
}

export function uploadedMasters(db: Db, photoDir: string): UploadedMasters {
  const bytes: PhotoBytes = photoBytesFor(db.kind, path.join(photoDir, 'products'), {
    table: 'product_photo_masters', key: 'name', idRe: UPLOADED_NAME_RE, ext: 'webp',
  });
  return {
    async keep(tx, productId, webp) {
      const name = `u${productId}-${randomBytes(12).toString('hex').slice(0, 16)}`;
      await tx.query('INSERT INTO product_photo_masters (name, product_id, byte_length) VALUES ($1, $2, $3)', [name, productId, webp.length]);
      await bytes.put(tx, name, webp);
      return `/media/v2/p/${name}.jpg`;
    },
    async read(name) {
      return UPLOADED_NAME_RE.test(name) ? bytes.get(db, name) : null;
    },
  };
}
