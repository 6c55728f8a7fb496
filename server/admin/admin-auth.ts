// The admin API answers only to `Authorization: Bearer <admin token>` (docs/rules.md R11.7).
// Compared as SHA-256 digests with timingSafeEqual: equal lengths, constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../http/envelope.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

export function adminAuth(adminToken: string) {
  const expected = digest(adminToken);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m || !timingSafeEqual(digest(m[1]!), expected)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send(failureEnvelope(401, 'UNAUTHORIZED', 'The admin token is missing or wrong.'));
    }
  };
}
