// Sessions: an opaque random token, stored hashed, with expiry (docs/decisions/0009-tokens-and-sessions.md).
// Shoppers' sessions live in `sessions`, staff's in `staff_sessions` (docs/decisions/0021-staff-accounts-and-the-audit-log.md):
// one token never opens the other's door.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/database.ts';

/** The caller a session token stands for. */
export interface AuthUser {
  id: number;
  sessionId: number;
}

export type SessionRealm = 'shopper' | 'staff';

const STORE = {
  shopper: { table: 'sessions', owner: 'user_id' },
  staff: { table: 'staff_sessions', owner: 'staff_id' },
} as const satisfies Record<SessionRealm, { table: string; owner: string }>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function resolveSession(db: Db, token: string, realm: SessionRealm = 'shopper'): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const { table, owner } = STORE[realm];
  const rows = await db.query<{ id: number; session_id: number }>(
    `SELECT s.${owner} AS id, s.id AS session_id FROM ${table} s
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: row.id, sessionId: row.session_id } : null;
}

export async function createSession(q: Queryable, userId: number, days: number, realm: SessionRealm = 'shopper'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { table, owner } = STORE[realm];
  await q.query(
    `INSERT INTO ${table} (${owner}, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [userId, hashToken(token), days],
  );
  return token;
}

export async function revokeSession(q: Queryable, sessionId: number, realm: SessionRealm = 'shopper'): Promise<void> {
  await q.query(`UPDATE ${STORE[realm].table} SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
}

/** Ends every session of one account (a password reset, a disabled staff account). */
export async function revokeAllSessions(q: Queryable, userId: number, realm: SessionRealm = 'shopper'): Promise<void> {
  const { table, owner } = STORE[realm];
  await q.query(`UPDATE ${table} SET revoked_at = now() WHERE ${owner} = $1 AND revoked_at IS NULL`, [userId]);
}
