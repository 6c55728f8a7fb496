// Logging in with an email and a password, for shoppers (GET_USER_LOGIN) and staff
// (POST /admin/api/auth/login) alike: the per-address limit, device tokens and the
// per-email limit of docs/decisions/0004-device-cookies-and-reset-codes.md, and a session.
import { MSG } from '../../contract/messages.ts';
import type { Db } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { deviceTokenNonce, issueDeviceToken, type DeviceSubject } from './device-token.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, type SessionRealm } from './sessions.ts';

const LOGIN_WINDOW_SECONDS = 60;
// Verified when the email has no account, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

/** Whose accounts a login looks in. */
export interface LoginRealm {
  /** SQL answering `id` and `password_hash` of the account that may log in with the lower-case email $1. */
  findAccount: string;
  /** Prefix of its rate-limit buckets. */
  bucket: string;
  subject(id: number): DeviceSubject;
  sessions: SessionRealm;
}

export const SHOPPER_LOGIN: LoginRealm = {
  findAccount: 'SELECT id, password_hash FROM users WHERE lower(email) = $1',
  bucket: 'login',
  subject: (id) => id,
  sessions: 'shopper',
};

/** A disabled staff account cannot log in: it answers as an unknown email. */
export const STAFF_LOGIN: LoginRealm = {
  findAccount: 'SELECT id, password_hash FROM staff WHERE lower(email) = $1 AND disabled_at IS NULL',
  bucket: 'staff-login',
  subject: (id) => `s${id}`,
  sessions: 'staff',
};

export interface LoginDeps {
  db: Db;
  services: { rateLimiter: RateLimiter; authKey: () => Promise<Buffer> };
  config: { rateLimits: { login: number }; sessionDays: number };
  ip: string;
  log: { info(obj: object, msg: string): void };
}

export interface LoggedIn { id: number; token: string; deviceToken: string }

/** A new session for the right password; 401 INVALID_LOGIN for a wrong one, 429 past the limits. */
export async function passwordLogin(deps: LoginDeps, realm: LoginRealm, rawEmail: string, password: string, deviceToken: unknown): Promise<LoggedIn> {
  const { db, services, config, ip, log } = deps;
  const email = rawEmail.toLowerCase();
  // Every client: bounds the password hashing one address can cause.
  await services.rateLimiter.hit(`${realm.bucket}:ip:${ip}`, config.rateLimits.login, LOGIN_WINDOW_SECONDS);
  const account = (await db.query<{ id: number; password_hash: string }>(realm.findAccount, [email]))[0];
  const key = await services.authKey();
  // A device this account logged in from before is limited on its own; every other client
  // shares the email's limit, so guessing from many addresses locks out only unknown
  // clients (docs/decisions/0004-device-cookies-and-reset-codes.md).
  const device = account ? deviceTokenNonce(key, deviceToken, realm.subject(account.id)) : null;
  const bucket = device ? `${realm.bucket}:device:${device}` : `${realm.bucket}:email:${email}`;
  // Counted before the password is checked (so parallel guesses cannot pass the limit),
  // and taken back when it was right: only failures lock out.
  await services.rateLimiter.hit(bucket, config.rateLimits.login, LOGIN_WINDOW_SECONDS);
  const ok = await verifyPassword(password, account?.password_hash ?? (await DUMMY_HASH));
  if (!account || !ok) {
    log.info({ ip, knownDevice: !!device, realm: realm.sessions }, 'failed login');
    throw new Failure(401, 'INVALID_LOGIN', MSG.incorrectLogin);
  }
  await services.rateLimiter.refund(bucket);
  const token = await createSession(db, account.id, config.sessionDays, realm.sessions);
  // A new device token on every login (the client keeps the newest).
  return { id: account.id, token, deviceToken: issueDeviceToken(key, realm.subject(account.id)) };
}
