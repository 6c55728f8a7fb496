// A product's photos and digital file in the owner's console: photos from a phone's camera
// through the image pipeline's one door (server/images/uploaded-masters.ts, docs/decisions/
// 0019), put in order or deleted; the file a shopper downloads once the order is Completed.
// Uploads are multipart (a browser's FormData, one part); every change carries the product's
// version like any edit (editProduct: locked, 409 VERSION_CONFLICT, audited, catalogue
// version moved, so every instance shows it at once). Bad files get a clear message.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/admin.ts';
import {
  CATALOGUE_MESSAGES as MSG, DIGITAL_FILE_MAX_BYTES, DIGITAL_FILE_TYPES, PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTOS_MAX, PhotoColourBody, PhotoOrderBody, PhotoParams,
  VersionQuery,
} from '../../contract/admin-catalogue.ts';
import type { Db } from '../db/database.ts';
import { Failure, badInput, notFound } from '../http/failure.ts';
import { ImageRefused } from '../images/untrusted.ts';
import { squareMaster, type UploadedMasters } from '../images/uploaded-masters.ts';
import { COLOUR, editProduct } from './admin-products.ts';
import { uploadedFile, type UploadPart } from './admin-upload.ts';

/** A photo from a phone's camera or gallery, as products, banners, campaigns and categories take it. */
export const PHOTO_PART: UploadPart = { field: 'photo', maxBytes: PRODUCT_PHOTO_MAX_BYTES, wrong: MSG.photoNotAnImage, tooLarge: MSG.photoTooLarge };

const REFUSED: Record<ImageRefused['reason'], [number, 'NOT_AN_IMAGE' | 'PAYLOAD_TOO_LARGE', string]> = {
  'empty': [415, 'NOT_AN_IMAGE', MSG.photoNotAnImage],
  'not-an-image': [415, 'NOT_AN_IMAGE', MSG.photoNotAnImage],
  'too-many-bytes': [413, 'PAYLOAD_TOO_LARGE', MSG.photoTooLarge],
  'too-many-pixels': [413, 'PAYLOAD_TOO_LARGE', MSG.photoTooLarge],
  'damaged': [415, 'NOT_AN_IMAGE', MSG.photoUnreadable],
};

/** A master made from untrusted bytes; a refused photo is the clear 413/415 of its reason. */
export async function decoded(make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await make();
  } catch (err) {
    if (!(err instanceof ImageRefused)) throw err;
    const [status, code, message] = REFUSED[err.reason];
    throw new Failure(status, code, message);
  }
}

/** The file's extension when the shop serves that kind of digital file. */
function digitalType(fileName: string): { ext: string; contentType: string } | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const contentType = DIGITAL_FILE_TYPES[ext];
  return contentType ? { ext, contentType } : null;
}

/** A file name as kept: its last path part, printable, at most 200 characters. */
const cleanFileName = (name: string) => name.split(/[\\/]/).pop()!.replace(/[\p{Cc}"]/gu, '').trim().slice(-200);

export function adminProductMediaRoutes(admin: FastifyInstance, db: Db, masters: UploadedMasters): void {
  void admin.register(async (scope) => {
    await scope.register(multipart);

    scope.post<{ Params: { id: string }; Querystring: VersionQuery }>('/products/:id/photos', {
      config: { upload: PHOTO_PART },
      schema: {
        summary: `Adds a photo (multipart part "photo": JPEG, PNG, WebP or HEIC, at most 15 MB) as the product's last; made on \`version\``,
        params: IdParams, querystring: VersionQuery, consumes: ['multipart/form-data'],
      },
    }, async (req, reply) => {
      const id = Number(req.params.id);
      const { bytes } = await uploadedFile(req);
      // Decoded before the product is locked: a large photo holds up no order.
      const webp = await decoded(() => squareMaster(bytes));
      const product = await editProduct(db, req.actor, id, req.query.version, 'photo-add', async (tx, before) => {
        if (before.photos.length >= PRODUCT_PHOTOS_MAX) throw new Failure(409, 'CONFLICT', MSG.tooManyPhotos);
        const url = await masters.keep(tx, id, webp);
        await tx.query(
          'INSERT INTO product_images (product_id, url, sort_order) VALUES ($1, $2, (SELECT COALESCE(max(sort_order), 0) + 1 FROM product_images WHERE product_id = $1))',
          [id, url]);
        return true;
      });
      return reply.code(201).send({ product });
    });

    scope.put<{ Params: { id: string }; Body: PhotoOrderBody }>('/products/:id/photos/order', {
      schema: { summary: "Puts the product's photos in this order (every photo once); made on `version`", params: IdParams, body: PhotoOrderBody },
    }, async (req) => {
      const { photoIds } = req.body;
      const product = await editProduct(db, req.actor, Number(req.params.id), req.body.version, 'photo-order', async (tx, before) => {
        const have = before.photos.map((p) => p.id);
        if (photoIds.length !== have.length || new Set(photoIds).size !== photoIds.length || !photoIds.every((p) => have.includes(p))) {
          throw badInput("photoIds must list each of this product's photos once");
        }
        if (photoIds.every((p, i) => p === have[i])) return false;
        for (const [sort, photoId] of photoIds.entries()) {
          await tx.query('UPDATE product_images SET sort_order = $1 WHERE id = $2', [sort + 1, photoId]);
        }
        return true;
      });
      return { product };
    });

    scope.put<{ Params: PhotoParams; Body: PhotoColourBody }>('/products/:id/photos/:photoId', {
      schema: {
        summary: "Ties a photo to one of the product's colours (the shop shows it first when that colour is chosen), or to none (`colorId` null); made on `version`",
        params: PhotoParams, body: PhotoColourBody,
      },
    }, async (req) => {
      const photoId = Number(req.params.photoId);
      const { colorId } = req.body;
      const product = await editProduct(db, req.actor, Number(req.params.id), req.body.version, 'photo-colour', async (tx, before) => {
        const photo = before.photos.find((p) => p.id === photoId);
        if (!photo) throw notFound('Photo');
        if (colorId !== null && !before.options.some((o) => o.attributeId === COLOUR && o.valueId === colorId)) {
          throw badInput(`colorId ${colorId} is not a colour of this product: choose one of its own colours, or none`);
        }
        if (photo.colorId === colorId) return false;
        await tx.query('UPDATE product_images SET color_id = $1 WHERE id = $2', [colorId, photoId]);
        return true;
      });
      return { product };
    });

    scope.delete<{ Params: PhotoParams; Querystring: VersionQuery }>('/products/:id/photos/:photoId', {
      schema: { summary: 'Deletes a photo of the product (orders keep theirs); made on `version`', params: PhotoParams, querystring: VersionQuery },
    }, async (req) => {
      const photoId = Number(req.params.photoId);
      const product = await editProduct(db, req.actor, Number(req.params.id), req.query.version, 'photo-delete', async (tx, before) => {
        if (!before.photos.some((p) => p.id === photoId)) throw notFound('Photo');
        await tx.query('DELETE FROM product_images WHERE id = $1', [photoId]);
        return true;
      });
      return { product };
    });

    scope.put<{ Params: { id: string }; Querystring: VersionQuery }>('/products/:id/digital-file', {
      config: { upload: { field: 'file', maxBytes: DIGITAL_FILE_MAX_BYTES, wrong: MSG.fileType, tooLarge: MSG.fileTooLarge } },
      schema: {
        summary: 'Puts the file a shopper downloads once the order is Completed (multipart part "file", at most 20 MB); made on `version`',
        params: IdParams, querystring: VersionQuery, consumes: ['multipart/form-data'],
      },
    }, async (req) => {
      const id = Number(req.params.id);
      const { bytes, fileName } = await uploadedFile(req);
      const name = cleanFileName(fileName);
      const type = digitalType(name);
      if (!type) throw new Failure(415, 'BAD_REQUEST', MSG.fileType);
      if (bytes.length === 0) throw badInput(MSG.fileEmpty);
      const product = await editProduct(db, req.actor, id, req.query.version, 'digital-file', async (tx) => {
        await tx.query(
          `INSERT INTO digital_files (product_id, file_name, content_type, bytes) VALUES ($1, $2, $3, $4)
           ON CONFLICT (product_id) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes`,
          [id, name, type.contentType, bytes]);
        return true;
      });
      return { product };
    });

    scope.delete<{ Params: { id: string }; Querystring: VersionQuery }>('/products/:id/digital-file', {
      schema: { summary: "Removes the product's digital file; made on `version`", params: IdParams, querystring: VersionQuery },
    }, async (req) => {
      const product = await editProduct(db, req.actor, Number(req.params.id), req.query.version, 'digital-file-delete', async (tx, before) => {
        if (!before.digitalFile) return false;
        await tx.query('DELETE FROM digital_files WHERE product_id = $1', [Number(req.params.id)]);
        return true;
      });
      return { product };
    });
  });
}
