// Secrets shared by every instance live in the database (app_config), generated at
// first start: the download-token key and the admin token (unless ADMIN_TOKEN is set).
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

export function adminTokenFile(config: Config): string {
  return path.join(config.dataDir, 'admin-token');
}
