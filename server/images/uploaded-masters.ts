// Product photos and the shop's own pictures (banners, campaign covers, categories) the owner
// uploads (docs/decisions/0019-one-image-pipeline.md, "Masters that are data belong with the
// data"): checked by `toMaster` (the one door for untrusted bytes), drawn into the box of their
// kind (contract/images.ts IMAGE_KINDS: a product's 1200px square, a banner's 8:3, ...), and
// kept where shoppers' photos are kept: files under DATA_DIR/photos/products/ with the
// embedded database, the `product_photo_masters.bytes` column with PostgreSQL. The pipeline
// reads them by name like the committed masters.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_KINDS, type ImageKind } from '../../contract/images.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from '../../contract/admin-catalogue.ts';
import { photoBytesFor, type PhotoBytes } from '../calls/personalisation/photo-bytes.ts';
import type { Db, Queryable } from '../db/database.ts';
import { DEFAULT_MASTER_LIMITS, toMaster } from './untrusted.ts';

/** An uploaded product photo's name: `u<product>-<16 random>`, a name the pipeline's URLs allow. */
export const UPLOADED_NAME_RE = /^u[0-9]{1,10}-[a-z0-9]{16}$/;
/** An uploaded shop picture's name: `u<kind>-<16 random>` (b banner, k campaign cover, c category). */
export const PICTURE_NAME_RE = /^u[bkc]-[a-z0-9]{16}$/;
const ANY_UPLOADED_RE = /^u([0-9]{1,10}|[bkc])-[a-z0-9]{16}$/;

/** The shop's own pictures the owner uploads, by the kind of picture the pipeline serves. */
export type PictureKind = Exclude<ImageKind, 'p'>;

export interface UploadedMasters {
  /** Keeps a master `squareMaster` made, in `tx`; its stored URL (/media/v2/p/<name>.jpg). */
  keep(tx: Queryable, productId: number, webp: Buffer): Promise<string>;
  /** Keeps a master `pictureMaster` made for `kind`, in `tx`; its stored URL (/media/v2/<kind>/<name>.jpg). */
  keepPicture(tx: Queryable, kind: PictureKind, webp: Buffer): Promise<string>;
  /** Whether `url` is a picture of `kind` kept here. */
  hasPicture(q: Queryable, kind: PictureKind, url: string): Promise<boolean>;
  /** A kept master's WebP bytes when it is of `kind`, or null. */
  read(kind: ImageKind, name: string): Promise<Buffer | null>;
}

const BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };

/** Decodes untrusted bytes and draws them whole on a white square of the product pictures' size; throws ImageRefused. */
export async function squareMaster(input: Uint8Array): Promise<Buffer> {
  const master = await toMaster(input, { ...DEFAULT_MASTER_LIMITS, maxBytes: PRODUCT_PHOTO_MAX_BYTES });
  const { width, height } = IMAGE_KINDS.p;
  return sharp(master.data).resize({ width, height, fit: 'contain', background: BACKGROUND }).flatten({ background: BACKGROUND })
    .webp({ quality: 90, effort: 4 }).toBuffer();
}

/** Decodes untrusted bytes and fills the box of a shop picture's kind with them (cropped at the edges); throws ImageRefused. */
export async function pictureMaster(kind: PictureKind, input: Uint8Array): Promise<Buffer> {
  const master = await toMaster(input, { ...DEFAULT_MASTER_LIMITS, maxBytes: PRODUCT_PHOTO_MAX_BYTES });
  const { width, height } = IMAGE_KINDS[kind];
  return sharp(master.data).resize({ width, height, fit: 'cover', position: 'attention' }).flatten({ background: BACKGROUND })
    .webp({ quality: 90, effort: 4 }).toBuffer();
}

const random16 = () => randomBytes(12).toString('hex').slice(0, 16);
const PICTURE_URL_RE = /^\/media\/v2\/([bkc])\/(u[bkc]-[a-z0-9]{16})\.jpg$/;

export function uploadedMasters(db: Db, photoDir: string): UploadedMasters {
  const bytes: PhotoBytes = photoBytesFor(db.kind, path.join(photoDir, 'products'), {
    table: 'product_photo_masters', key: 'name', idRe: ANY_UPLOADED_RE, ext: 'webp',
  });
  const keepNamed = async (tx: Queryable, name: string, productId: number | null, webp: Buffer) => {
    await tx.query('INSERT INTO product_photo_masters (name, product_id, byte_length) VALUES ($1, $2, $3)', [name, productId, webp.length]);
    await bytes.put(tx, name, webp);
  };
  return {
    async keep(tx, productId, webp) {
      const name = `u${productId}-${random16()}`;
      await keepNamed(tx, name, productId, webp);
      return `/media/v2/p/${name}.jpg`;
    },
    async keepPicture(tx, kind, webp) {
      const name = `u${kind}-${random16()}`;
      await keepNamed(tx, name, null, webp);
      return `/media/v2/${kind}/${name}.jpg`;
    },
    async hasPicture(q, kind, url) {
      const m = PICTURE_URL_RE.exec(url);
      if (!m || m[1] !== kind || m[2]![1] !== kind) return false;
      return (await q.query('SELECT 1 FROM product_photo_masters WHERE name = $1', [m[2]])).length > 0;
    },
    async read(kind, name) {
      // A name is served under its own kind only: a banner's master is no product photo.
      const ok = kind === 'p' ? UPLOADED_NAME_RE.test(name) : PICTURE_NAME_RE.test(name) && name[1] === kind;
      return ok ? bytes.get(db, name) : null;
    },
  };
}
