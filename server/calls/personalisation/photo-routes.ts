// POST and GET of shoppers' photos (docs/shop-rules.md P5-P7), outside the POST-JSON call
// contract: the photo arrives as a multipart stream (never whole in a JSON body), is decoded
// and re-encoded on sharp's worker threads, so a large photo holds up no other request.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHOTO_UPLOAD_PATH, UPLOAD_TOKEN_HEADER } from '../../../contract/calls.ts';
import type { ErrorCode } from '../../../contract/envelope.ts';
import { UPLOAD_ID_RE, UPLOAD_MAX_BYTES, UPLOAD_TOKEN_RE } from '../../../contract/personalisation.ts';
import { resolveSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import { envelope, failureEnvelope } from '../../http/envelope.ts';
import { Failure } from '../../http/failure.ts';
import { UntrustedImageError } from '../../images/untrusted-image.ts';
import type { Services } from '../../services.ts';
import {
  MAX_PHOTOS_PER_TOKEN, PHOTO_UPLOADS_PER_IP_HOUR, PHOTO_UPLOADS_PER_TOKEN_HOUR, cleanPhoto, hashUploadToken, readPhoto, storePhoto,
  unorderedPhotoCount,
} from './photo-store.ts';

export const MSG_NOT_A_PHOTO = 'Please choose a photo (JPEG, PNG, WebP or HEIC).';
export const MSG_PHOTO_TOO_LARGE = 'This photo is too large. Please choose one under 15 MB and 12000 pixels a side.';

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers({ 'Cache-Control': 'no-store', ...headers }).send(failureEnvelope(status, code, message));
}

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
}

export function registerPhotoRoutes(app: FastifyInstance, deps: { db: Db; services: Services }): void {
  const { db, services } = deps;
  void app.register(async (scope) => {
    // Only this route reads multipart; one part, no fields, the byte cap enforced while streaming.
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    scope.post(PHOTO_UPLOAD_PATH, async (req, reply) => {
      const token = headerValue(req, UPLOAD_TOKEN_HEADER) ?? '';
      if (!UPLOAD_TOKEN_RE.test(token)) return send(reply, 400, 'BAD_REQUEST', 'The upload token is missing or malformed.');
      const tokenHash = hashUploadToken(token);
      try {
        await services.rateLimiter.hit(`photo-ip:${req.ip}`, PHOTO_UPLOADS_PER_IP_HOUR, 3600);
        await services.rateLimiter.hit(`photo-token:${tokenHash}`, PHOTO_UPLOADS_PER_TOKEN_HOUR, 3600);
      } catch (err) {
        if (err instanceof Failure) return send(reply, err.status, err.code, err.message, err.headers);
        throw err;
      }
      if ((await unorderedPhotoCount(db, tokenHash)) >= MAX_PHOTOS_PER_TOKEN) {
        return send(reply, 429, 'RATE_LIMITED', 'Too many photos waiting for an order. Please remove some from your cart.');
      }
      if (!req.isMultipart()) return send(reply, 415, 'NOT_AN_IMAGE', MSG_NOT_A_PHOTO);
      let bytes: Buffer;
      try {
        const part = await req.file();
        if (!part || part.fieldname !== 'photo') return send(reply, 400, 'BAD_REQUEST', MSG_NOT_A_PHOTO);
        bytes = await part.toBuffer();
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, 413, 'PAYLOAD_TOO_LARGE', MSG_PHOTO_TOO_LARGE);
        if (code.startsWith('FST_')) return send(reply, 400, 'BAD_REQUEST', MSG_NOT_A_PHOTO);
        throw err;
      }
      try {
        const image = await cleanPhoto(bytes);
        const id = await storePhoto(db, services.photos, tokenHash, req.ip, image);
        return await reply.code(200).header('Cache-Control', 'no-store')
          .send(envelope(200, { data: [{ PhotoId: id, Width: image.width, Height: image.height }] }));
      } catch (err) {
        if (err instanceof UntrustedImageError) {
          req.log.info({ problem: err.problem, detail: err.message.slice(0, 200) }, 'photo refused');
          return err.problem === 'TOO_LARGE' ? send(reply, 413, 'PAYLOAD_TOO_LARGE', MSG_PHOTO_TOO_LARGE) : send(reply, 415, 'NOT_AN_IMAGE', MSG_NOT_A_PHOTO);
        }
        throw err;
      }
    });
  });

  // Every refusal is the same 404: a guess learns nothing (which ids exist, whose they are).
  app.get<{ Params: { id: string } }>(`${PHOTO_UPLOAD_PATH}/:id`, async (req, reply) => {
    const { id } = req.params;
    if (!UPLOAD_ID_RE.test(id)) return send(reply, 404, 'NOT_FOUND', 'Photo not found.');
    const token = headerValue(req, UPLOAD_TOKEN_HEADER);
    const session = headerValue(req, 'token');
    const user = session ? await resolveSession(db, session) : null;
    const bytes = await readPhoto(db, services.photos, id, {
      ...(token && UPLOAD_TOKEN_RE.test(token) ? { tokenHash: hashUploadToken(token) } : {}),
      ...(user ? { userId: user.id } : {}),
    });
    if (!bytes) return send(reply, 404, 'NOT_FOUND', 'Photo not found.');
    return reply.code(200).type('image/jpeg').header('Cache-Control', 'private, no-store').send(bytes);
  });
}
