// Sessions: an opaque random token, stored hashed, with expiry (docs/decisions/0009-tokens-and-sessions.md).
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/database.ts';

/** The caller a session token stands for. */
export interface AuthUser {
  id: number;
  sessionId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const rows = await db.query<{ id: number; session_id: number }>(
    `SELECT s.user_id AS id, s.id AS session_id FROM sessions s
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: row.id, sessionId: row.session_id } : null;
}

export async function createSession(q: Queryable, userId: number, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashToken(token), days],
  );
  return token;
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}
