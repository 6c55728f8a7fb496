// An admin upload's one file (multipart, a browser's FormData with one part), declared by its
// route (`config.upload`: the part's name, its size limit, the messages for a wrong or too
// large one) and read whole once per request: by the Idempotency-Key wrapper first, whose
// request is the file's bytes (admin-idempotency.ts), then taken by the handler.
import type { FastifyRequest } from 'fastify';
import { Failure } from '../http/failure.ts';

export interface UploadPart {
  /** The multipart part's name, e.g. `photo`. */
  field: string;
  maxBytes: number;
  /** Not one part of that name (or not multipart at all): a 415 or 400. */
  wrong: string;
  /** Over maxBytes: a 413. */
  tooLarge: string;
}

export interface Uploaded {
  bytes: Buffer;
  fileName: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes one uploaded file (multipart). */
    upload?: UploadPart;
  }
  interface FastifyRequest {
    uploaded?: Uploaded;
  }
}

/** The one part of a multipart upload named `part.field`, whole, at most `part.maxBytes`. */
async function onePart(req: FastifyRequest, part: UploadPart): Promise<Uploaded> {
  if (!req.isMultipart()) throw new Failure(415, 'NOT_AN_IMAGE', part.wrong);
  try {
    const file = await req.file({ limits: { fileSize: part.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
    if (!file || file.fieldname !== part.field) throw new Failure(400, 'BAD_REQUEST', part.wrong);
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new Failure(413, 'PAYLOAD_TOO_LARGE', part.tooLarge);
    if (code.startsWith('FST_')) throw new Failure(400, 'BAD_REQUEST', part.wrong);
    throw err;
  }
}

/** The route's uploaded file (`config.upload`), read on the first ask. */
export async function uploadedFile(req: FastifyRequest): Promise<Uploaded> {
  const part = req.routeOptions.config.upload;
  if (!part) throw new Error(`${req.routeOptions.url ?? req.url} declares no upload`);
  req.uploaded ??= await onePart(req, part);
  return req.uploaded;
}
