// Answers for the original storefront client (LEGACY_ORIGINS; docs/decisions/0005). Its
// axios throws on any 4xx/5xx and its code then shows a generic toast, so to its origins
// every API failure answers HTTP 200 with our body: it reads statusCode, errorMessage and
// the rows as it read the original host's answers. An empty `data` becomes "[]" there, since
// that client JSON.parses `data` of every answer and checks the rows' length. Its review
// list prints ReviewDate as it comes: those origins get the display date (dd-mm-yyyy, in
// the shop's time zone as the PWA shows it). Our PWA and everyone else keep the real codes
// and the timestamp.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, DOWNLOAD_PATH, callPath } from '../../contract/calls.ts';
import type { ResultEnvelope } from '../../contract/envelope.ts';
import { formatDate } from '../../contract/money.ts';

const REVIEWS_PATH = callPath('GET_PRODUCT_REVIEWS');

/** dd-mm-yyyy of a timestamp in the shop's time zone, as the PWA shows it; the text as is when it is no date. */
const displayDate = (value: unknown): unknown => (typeof value === 'string' && formatDate(value)) || value;

export interface LegacyOriginsOptions { origins: readonly string[]; corsOrigins: readonly string[] }

/** Wrapped with fastify-plugin: its hook answers for every route of the app. */
export const legacyOrigins = fp<LegacyOriginsOptions>(async (app, { origins, corsOrigins }) => {
  if (origins.length === 0) return;
  const legacy = new Set(origins);
  const unreadable = origins.filter((o) => !corsOrigins.includes(o));
  if (unreadable.length) app.log.warn({ origins: unreadable }, 'LEGACY_ORIGINS not in CORS_ORIGINS: browsers there cannot read the answers');

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const origin = req.headers.origin;
    if (!origin || !legacy.has(origin)) return payload;
    const path = req.url.split('?', 1)[0]!;
    // The file download is fetched, not read by axios: it keeps its codes.
    if (!path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${DOWNLOAD_PATH}/`)) return payload;
    const failed = reply.statusCode >= 400;
    if (failed) {
      // The request log then says 200: keep the real outcome in the log.
      req.log.info({ statusCode: reply.statusCode, origin }, 'failure answered as HTTP 200 to a legacy origin');
      reply.code(200);
    }
    // A cached answer is its bytes (server/http/answer-cache.ts).
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (text === undefined) return payload;
    if (failed) return rewrite(text, (body) => (body.data === '' ? { ...body, data: '[]' } : body));
    if (path === REVIEWS_PATH) return rewrite(text, (body) => ({ ...body, data: JSON.stringify(reviewRows(body.data)) }));
    return payload;
  });
}, { name: 'legacy-origins' });

function reviewRows(data: string): unknown {
  const rows: unknown = JSON.parse(data);
  if (!Array.isArray(rows)) return rows;
  return rows.map((r: Record<string, unknown>) => ({ ...r, ReviewDate: displayDate(r.ReviewDate) }));
}

/** The envelope changed by `change`; a payload that is not an envelope is sent as it is. */
function rewrite(payload: string, change: (body: ResultEnvelope) => ResultEnvelope): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (!body || typeof body !== 'object' || typeof (body as ResultEnvelope).data !== 'string') return payload;
  try {
    return JSON.stringify(change(body as ResultEnvelope));
  } catch {
    return payload;
  }
}
