// The owner account, made at the first start (docs/decisions/0021-staff-accounts-and-the-audit-log.md):
// OWNER_EMAIL and OWNER_PASSWORD when set, else owner@shop.example and a generated
// password, written to <DATA_DIR>/owner-password (as the admin token is to admin-token) so
// the start-up banner can show how to sign in.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { verifyPassword } from '../auth/password.ts';
import { insertStaff } from './admin-staff.ts';

export const DEFAULT_OWNER_EMAIL = 'owner@shop.example';
const PASSWORD_FILE = 'owner-password';

/** Creates the owner when there is no staff account yet; run once per start, under db.exclusive. */
export async function ensureOwner(db: Db, config: Pick<Config, 'dataDir' | 'ownerEmail' | 'ownerPassword'>): Promise<void> {
  if ((await db.query('SELECT 1 FROM staff LIMIT 1')).length > 0) return;
  const password = config.ownerPassword ?? randomBytes(12).toString('base64url');
  await insertStaff(db, { email: config.ownerEmail ?? DEFAULT_OWNER_EMAIL, name: 'Owner', role: 'owner', password });
  if (!config.ownerPassword) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path.join(config.dataDir, PASSWORD_FILE), password, { mode: 0o600 });
  }
}

/** How to sign in, for the banner: the first owner's email, and the generated password while it is still theirs. */
export async function ownerSignIn(db: Db, config: Pick<Config, 'dataDir' | 'ownerPassword'>): Promise<string> {
  const owner = (await db.query<{ email: string; password_hash: string }>(
    "SELECT email, password_hash FROM staff WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id LIMIT 1",
  ))[0];
  if (!owner) return '(no owner account: see server/admin/README.md)';
  if (config.ownerPassword) return `${owner.email} / (from OWNER_PASSWORD)`;
  const file = path.join(config.dataDir, PASSWORD_FILE);
  const generated = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  return generated && (await verifyPassword(generated, owner.password_hash)) ? `${owner.email} / ${generated}` : `${owner.email} / (the password you set)`;
}
