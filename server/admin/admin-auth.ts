// Who calls the admin API (docs/decisions/0021-staff-accounts-and-the-audit-log.md):
// `Authorization: Bearer <token>`, a staff session's token or the admin token (docs/rules.md
// R11.7), which acts as the owner for scripts and the command line. Anything else is a 401,
// on unknown paths too; a staff member on an owner-only route is a 403.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../contract/admin.ts';
import type { Db } from '../db/database.ts';
import { resolveSession } from '../auth/sessions.ts';
import { failureEnvelope } from '../http/envelope.ts';

/** The caller of an admin route. `id` null and `sessionId` null: the admin token. */
export interface Actor {
  id: number | null;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number | null;
}

export const ADMIN_TOKEN_ACTOR: Actor = { id: null, email: 'admin-token', name: 'Admin token', role: 'owner', sessionId: null };

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyContextConfig {
    /** Answers without a token (signing in, a reset code). */
    public?: boolean;
    /** Only the owner (or the admin token): staff get a 403. */
    ownerOnly?: boolean;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The token of `Authorization: Bearer <token>`, if any. */
export const bearerToken = (req: FastifyRequest): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];

export function adminAuth(db: Db, adminToken: string) {
  const expected = digest(adminToken);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const config = req.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(req);
    const actor = !token ? null : timingSafeEqual(digest(token), expected) ? ADMIN_TOKEN_ACTOR : await staffActor(db, token);
    if (!actor) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer')
        .send(failureEnvelope(401, 'UNAUTHORIZED', 'Please sign in: the session or admin token is missing, expired or wrong.'));
    }
    req.actor = actor;
    if (config.ownerOnly && actor.role !== 'owner') {
      return reply.code(403).send(failureEnvelope(403, 'FORBIDDEN', 'Only the owner can do this.'));
    }
  };
}

async function staffActor(db: Db, token: string): Promise<Actor | null> {
  const session = await resolveSession(db, token, 'staff');
  if (!session) return null;
  const row = (await db.query<{ email: string; name: string; role: StaffRole }>(
    'SELECT email, name, role FROM staff WHERE id = $1 AND disabled_at IS NULL',
    [session.id],
  ))[0];
  return row ? { id: session.id, email: row.email, name: row.name, role: row.role, sessionId: session.sessionId } : null;
}

/** The actor as the API shows it. */
export const staffView = (a: Actor) => ({ id: a.id ?? 0, email: a.email, name: a.name, role: a.role });
