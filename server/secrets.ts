// Secrets shared by every instance live in the database (app_config), generated at
// first start: the download-token key, the admin token (unless ADMIN_TOKEN is set) and the
// key that signs device tokens and OTP hashes (docs/decisions/0004-device-cookies-and-reset-codes.md).
// The admin token is also written to the data folder for `npm run admin`.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

async function getOrCreate(db: Db, key: string, make: () => string): Promise<string> {
  await db.query('INSERT INTO app_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, make()]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_config WHERE key = $1', [key]);
  return rows[0]!.value;
}

export interface Secrets {
  downloadSecret: string;
  adminToken: string;
}

export async function loadSecrets(db: Db, config: Config): Promise<Secrets> {
  const downloadSecret = config.downloadSecret ?? (await getOrCreate(db, 'download_secret', () => randomBytes(32).toString('hex')));
  const adminToken = config.adminToken ?? (await getOrCreate(db, 'admin_token', () => randomBytes(24).toString('base64url')));
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path.join(config.dataDir, 'admin-token'), adminToken, { mode: 0o600 });
  return { downloadSecret, adminToken };
}

/**
 * The key of device tokens and OTP hashes, loaded on first use and kept: a key of its own,
 * so that neither a leaked download secret nor a leaked admin token can forge them.
 */
export function authKeyLoader(db: Db): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    key ??= getOrCreate(db, 'auth_secret', () => randomBytes(32).toString('hex'))
      .then((hex) => Buffer.from(hex, 'hex'))
      .catch((err: unknown) => {
        key = null; // a database fault: tried again on the next call
        throw err;
      });
    return key;
  };
}

