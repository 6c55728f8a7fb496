// Idempotency-Key on the admin API's writes, the shop's rule (docs/decisions/0010-idempotency.md)
// with the shop's store (server/http/idempotency.ts): the console sends one key per change and
// its offline queue replays a change with it, so a change whose answer was lost on the way
// (made, but the phone never heard) is answered again, not made twice nor refused as "changed
// meanwhile" by its own version check. The same key with another request is a 409
// IDEMPOTENCY_CONFLICT. Without the header a write runs as before (the command line, scripts).
// Uploads (a route's `config.upload`, admin-upload.ts) are keyed by their file: its bytes and
// name are the request, so a photo whose answer was lost is not kept twice. Signing in is
// keyed too (a sign-in whose answer was lost gets its session, not a second one), but its
// answer holds a live session token, so it is given again only for SIGN_IN_REPLAY_MINUTES
// (then the row goes: housekeeping, or the next use of the key) and signing out deletes it
// (forgetSignIn). Signing out and the reset calls are not keyed (each attempt is its own;
// signing out, docs/decisions/0003-limits-housekeeping-backups.md).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db, Queryable } from '../db/database.ts';
import { SIGN_IN_CALL, SIGN_IN_REPLAY_MINUTES } from '../db/housekeeping.ts';
import { failureEnvelope } from '../http/envelope.ts';
import { withIdempotency, type Answered } from '../http/idempotency.ts';
import type { Actor } from './admin-auth.ts';
import { uploadedFile } from './admin-upload.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The shop's calls take the same keys (server/http/call-route.ts). */
const KEY = /^[A-Za-z0-9-]{8,100}$/;
/** The auth routes that are not keyed: all but signing in. */
const UNKEYED = /\/auth\/(?!login$)/;
/**
 * Signing out: the stored answers of the sign-in that made this token go with it, so the
 * table holds no token of a session that has ended (the session itself is revoked).
 */
export async function forgetSignIn(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE call_name = $1 AND position($2 in response) > 0', [SIGN_IN_CALL, JSON.stringify({ token }).slice(1, -1)]);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What a request asks for: its path and query, and its body or its uploaded file. */
async function requested(req: FastifyRequest, upload: boolean): Promise<unknown> {
  if (!upload) return [req.params, req.query, req.body];
  const { bytes, fileName } = await uploadedFile(req);
  return [req.params, req.query, { file: sha256(bytes), fileName }];
}

export function adminIdempotency(admin: FastifyInstance, db: Db, failure: (err: unknown, req: FastifyRequest) => Answered): void {
  admin.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITES.has(m)) || UNKEYED.test(route.url)) return;
    const handler = route.handler as RouteHandlerMethod;
    const call = `admin ${methods.join(',')} ${route.url}`;
    const replayMinutes = call === SIGN_IN_CALL ? SIGN_IN_REPLAY_MINUTES : undefined;
    const upload = route.config?.upload !== undefined;
    route.handler = async function keyed(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const key = req.headers['idempotency-key'];
      if (key === undefined) return handler.call(this, req, reply);
      if (typeof key !== 'string' || !KEY.test(key)) {
        return reply.code(400).send(failureEnvelope(400, 'BAD_REQUEST', 'Idempotency-Key is malformed'));
      }
      // Signing in: nobody yet (the email and password are the request).
      const actor = req.actor as Actor | undefined;
      const who = actor ? (actor.id ?? actor.email) : '';
      // A wrong upload (not one part, too large) is refused here, as without a key.
      const requestHash = sha256(`${call}\n${who}\n${JSON.stringify(await requested(req, upload))}`);
      const answered = await withIdempotency(db, { key, call, requestHash, replayMinutes }, async () => {
        // What the handler answers, whether it returns it or sends it itself (a 201's
        // `return reply.code(201).send(...)`): the send is held back to be stored first, and
        // while it is, the reply is not a thenable (awaiting a reply waits for it to be sent).
        let sent: { payload: unknown } | null = null;
        const held = reply as unknown as { send?: unknown; then?: unknown };
        held.send = (payload?: unknown) => {
          sent = { payload };
          return reply;
        };
        held.then = undefined;
        try {
          const value: unknown = await handler.call(this, req, reply);
          return { status: reply.statusCode, body: ((sent as { payload: unknown } | null)?.payload ?? value) as Answered['body'], headers: {} };
        } finally {
          // The prototype's own send and then again.
          delete held.send;
          delete held.then;
        }
      }, (err) => failure(err, req));
      return reply.code(answered.status).headers(answered.headers).send(answered.body);
    };
  });
}
