// The shop's own pictures from the owner's phone (a home banner, a campaign's cover, a
// category's square): through the image pipeline's one door like a product photo
// (server/images/uploaded-masters.ts, docs/decisions/0019), drawn to the box the shop shows
// them in, kept, and answered as the URL the banner's, campaign's or category's picture
// field then takes (an edit like any other: versioned, audited). Bad files get the product
// photos' clear 413/415.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PICTURE_KINDS, PictureAnswer, PictureQuery, type PictureFor } from '../../contract/admin-shop.ts';
import { IMAGE_KINDS } from '../../contract/images.ts';
import type { Db, Queryable } from '../db/database.ts';
import { badInput } from '../http/failure.ts';
import { pictureMaster, type UploadedMasters } from '../images/uploaded-masters.ts';
import { decoded, PHOTO_PART } from './admin-product-media.ts';
import { uploadedFile } from './admin-upload.ts';
import { adminWrite } from './audit.ts';

/**
 * A picture field's value: a path or https address (scripts, the demo's artwork), but a
 * picture of the image pipeline only when it was uploaded here for this kind.
 */
export async function checkPicture(q: Queryable, masters: UploadedMasters, field: string, url: string | null | undefined, kind: PictureFor): Promise<void> {
  if (!url?.startsWith('/media/v2/')) return;
  if (!(await masters.hasPicture(q, PICTURE_KINDS[kind], url))) throw badInput(`${field} is not a ${kind} picture uploaded to this shop: upload the picture again`);
}

export function adminPictureRoutes(admin: FastifyInstance, db: Db, masters: UploadedMasters): void {
  void admin.register(async (scope) => {
    await scope.register(multipart);
    scope.post<{ Querystring: PictureQuery }>('/pictures', {
      config: { upload: PHOTO_PART },
      schema: {
        summary: 'Uploads a picture for a banner, a campaign or a category (multipart part "photo": JPEG, PNG, WebP or HEIC, at most 15 MB), '
          + 'drawn to the box the shop shows it in; answers the URL to put in its picture field',
        querystring: PictureQuery, consumes: ['multipart/form-data'], response: { 201: PictureAnswer },
      },
    }, async (req, reply) => {
      const { kind } = req.query;
      const letter = PICTURE_KINDS[kind];
      const { bytes } = await uploadedFile(req);
      const webp = await decoded(() => pictureMaster(letter, bytes));
      const { width, height } = IMAGE_KINDS[letter];
      const picture = await adminWrite(db, req.actor, async (tx, audit) => {
        const url = await masters.keepPicture(tx, letter, webp);
        const kept = { url, kind, width, height };
        audit({ action: 'upload', entity: 'picture', entityId: url.slice(url.lastIndexOf('/') + 1, -'.jpg'.length), after: { ...kept, bytes: webp.length } });
        return kept;
      });
      return reply.code(201).send({ picture });
    });
  });
}
