// Idempotency-Key on the admin API's writes, the shop's rule (docs/decisions/0010-idempotency.md)
// with the shop's store (server/http/idempotency.ts): the console sends one key per change and
// its offline queue replays a change with it, so a change whose answer was lost on the way
// (made, but the phone never heard) is answered again, not made twice nor refused as "changed
// meanwhile" by its own version check. The same key with another request is a 409
// IDEMPOTENCY_CONFLICT. Without the header a write runs as before (the command line, scripts).
// Not for signing in and out (auth/*: each attempt is its own) nor for uploads (multipart:
// sent at once, never queued).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Db } from '../db/database.ts';
import { failureEnvelope } from '../http/envelope.ts';
import { withIdempotency, type Answered } from '../http/idempotency.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The shop's calls take the same keys (server/http/call-route.ts). */
const KEY = /^[A-Za-z0-9-]{8,100}$/;

export function adminIdempotency(admin: FastifyInstance, db: Db, failure: (err: unknown, req: FastifyRequest) => Answered): void {
  admin.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITES.has(m)) || /\/auth\//.test(route.url)) return;
    const handler = route.handler as RouteHandlerMethod;
    const call = `admin ${methods.join(',')} ${route.url}`;
    route.handler = async function keyed(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const key = req.headers['idempotency-key'];
      if (key === undefined || /^multipart\//i.test(req.headers['content-type'] ?? '')) return handler.call(this, req, reply);
      if (typeof key !== 'string' || !KEY.test(key)) {
        return reply.code(400).send(failureEnvelope(400, 'BAD_REQUEST', 'Idempotency-Key is malformed'));
      }
      const who = req.actor.id ?? req.actor.email;
      const requestHash = createHash('sha256').update(`${call}\n${who}\n${JSON.stringify([req.params, req.query, req.body])}`).digest('hex');
      const answered = await withIdempotency(db, { key, call, requestHash }, async () => {
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
