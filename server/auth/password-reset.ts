// Password reset (docs/rules.md R11.5, docs/decisions/0004-device-cookies-and-reset-codes.md),
// for shoppers (VALIDATE_EMAIL_SEND_OTP, VALIDATE_OTP_CHANGE_PASSWORD) and staff
// (POST /admin/api/auth/reset-code, reset-password) alike: a 6-digit OTP, stored as an
// HMAC, 10 minutes. A request never says whether the email has an account and is never
// refused for the email's sake: it mails a fresh code (the earlier ones stay valid) unless
// one went out less than a minute ago, within a cap of mails per hour per email; only the
// requesting address is limited. Wrong guesses are bounded per email across all its live
// codes; a successful reset uses them all up, revokes every session of the account and
// makes the client a known device for the login that follows.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_LENGTH } from '../../contract/shop-rules.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { Failure } from '../http/failure.ts';
import { countHit, type RateLimiter } from '../http/rate-limit.ts';
import { issueDeviceToken, type DeviceSubject } from './device-token.ts';
import { hashPassword } from './password.ts';
import { revokeAllSessions, type SessionRealm } from './sessions.ts';

const OTP_MINUTES = 10;
/** Wrong guesses a code outlives; each guess counts on every live code of the email. */
const OTP_TRIES = 5;
/** A request this soon after the last mail answers as sent: that mail's code is live. */
const RESEND_SECONDS = 60;
/** The window of the per-email mail cap (RATE_LIMIT_OTP) and of the per-address limits. */
const OTP_WINDOW_SECONDS = 60 * 60;
/** Live codes looked at per check: more than the mail cap can leave live at once. */
const LIVE_CODES_READ = 100;

/** Whose passwords a reset changes. */
export interface ResetRealm {
  /** password_otps.realm, and the session realm whose sessions a reset ends. */
  realm: SessionRealm;
  /** The accounts' table, with `id`, `email`, `password_hash` and the greeting's column. */
  table: 'users' | 'staff';
  nameColumn: 'first_name' | 'name';
  /** Prefix of its rate-limit buckets. */
  bucket: string;
  subject(id: number): DeviceSubject;
  /** The mail's subject and the words before the code. */
  mailSubject: string;
  what: string;
}

export const SHOPPER_RESET: ResetRealm = {
  realm: 'shopper', table: 'users', nameColumn: 'first_name', bucket: 'otp', subject: (id) => id,
  mailSubject: 'Your Tohfa password reset code', what: 'Your code to reset your Tohfa password',
};

export const STAFF_RESET: ResetRealm = {
  realm: 'staff', table: 'staff', nameColumn: 'name', bucket: 'staff-otp', subject: (id) => `s${id}`,
  mailSubject: "Your Tohfa console password reset code", what: "Your code to reset your password for the Tohfa owner's console",
};

export interface ResetDeps {
  db: Db;
  services: { rateLimiter: RateLimiter; authKey: () => Promise<Buffer>; mailer: Mailer };
  config: { rateLimits: { otp: number } };
  ip: string;
  log: FastifyBaseLogger;
}

// HMAC with the server's key: a database dump alone does not let anyone test the
// million codes offline; the salt and the email make every stored value unique.
const hashOtp = (key: Buffer, salt: string, email: string, code: string) =>
  `h1$${salt}$${createHmac('sha256', key).update(`otp\n${salt}\n${email}\n${code}`).digest('hex')}`;

function otpMatches(key: Buffer, stored: string, email: string, code: string): boolean {
  const parts = stored.split('$');
  // Codes stored before the HMAC (salt$sha256) live 10 minutes past an upgrade.
  const expected = parts[0] === 'h1' && parts.length === 3
    ? hashOtp(key, parts[1]!, email, code)
    : `${parts[0]}$${createHash('sha256').update(`${parts[0]}:${code}`).digest('hex')}`;
  const a = Buffer.from(expected);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Mails a code when the email has an account (and none went out a minute ago, and the cap allows). Answers nothing either way. */
export async function sendResetCode(deps: ResetDeps, r: ResetRealm, rawEmail: string): Promise<void> {
  const { db, services, config, ip, log } = deps;
  const email = rawEmail.toLowerCase();
  await services.rateLimiter.hit(`${r.bucket}:ip:${ip}`, config.rateLimits.otp * 4, OTP_WINDOW_SECONDS);
  const account = (await db.query<{ id: number; email: string; name: string }>(
    `SELECT id, email, ${r.nameColumn} AS name FROM ${r.table} WHERE lower(email) = $1`, [email],
  ))[0];
  if (!account) return;
  const key = await services.authKey();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const outcome = await db.tx(async (tx): Promise<'sent' | 'recent' | 'capped'> => {
    // One request per account at a time, so two at once cannot both mail.
    await tx.query(`SELECT id FROM ${r.table} WHERE id = $1 FOR UPDATE`, [account.id]);
    const recent = await tx.query(
      `SELECT 1 FROM password_otps WHERE lower(email) = $1 AND realm = $4 AND used_at IS NULL AND tries < $2 AND expires_at > now()
         AND created_at > now() - make_interval(secs => $3) LIMIT 1`,
      [email, OTP_TRIES, RESEND_SECONDS, r.realm],
    );
    if (recent.length > 0) return 'recent';
    const cap = config.rateLimits.otp;
    if (cap > 0 && (await countHit(tx, `${r.bucket}:mail:${email}`, OTP_WINDOW_SECONDS)).hits > cap) return 'capped';
    await tx.query(
      `INSERT INTO password_otps (email, code_hash, expires_at, realm) VALUES ($1, $2, now() + make_interval(mins => $3), $4)`,
      [email, hashOtp(key, randomBytes(8).toString('hex'), email, code), OTP_MINUTES, r.realm],
    );
    await services.mailer.send({
      to: account.email, // as the account holder typed it
      subject: r.mailSubject,
      text: `Hello ${account.name},\n\n${r.what} is ${code}.\nIt expires in ${OTP_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
      kind: 'otp',
    }, log, tx);
    return 'sent';
  });
  if (outcome === 'capped') log.warn({ ip, realm: r.realm }, 'reset code mail cap reached for an email');
}

interface StoredOtp { id: number; code_hash: string; tries: number; expired: boolean }

/**
 * Sets the password when the code is right: answers a device token for the account (none
 * when the email has no account), or throws OTP_INVALID, OTP_EXPIRED, OTP_TOO_MANY_TRIES.
 */
export async function resetPassword(deps: ResetDeps, r: ResetRealm, rawEmail: string, code: string, password: string): Promise<string | null> {
  const { db, services, config, ip } = deps;
  await services.rateLimiter.hit(`${r.bucket}-check:ip:${ip}`, config.rateLimits.otp * 10, OTP_WINDOW_SECONDS);
  const email = rawEmail.toLowerCase();
  const key = await services.authKey();
  const passwordHash = await hashPassword(password);
  const outcome = await db.tx(async (tx): Promise<{ id: number | null } | 'wrong'> => {
    const codes = await tx.query<StoredOtp>(
      `SELECT id, code_hash, tries, expires_at <= now() AS expired FROM password_otps
       WHERE lower(email) = $1 AND realm = $3 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2 FOR UPDATE`,
      [email, LIVE_CODES_READ, r.realm],
    );
    const live = codes.filter((c) => !c.expired && c.tries < OTP_TRIES);
    const newest = codes[0];
    if (!newest) throw new Failure(400, 'OTP_INVALID', 'Invalid OTP.');
    if (live.length === 0) {
      if (newest.tries >= OTP_TRIES) throw new Failure(400, 'OTP_TOO_MANY_TRIES', 'Too many wrong attempts. Please request a new OTP.');
      throw new Failure(400, 'OTP_EXPIRED', 'OTP has expired. Please request a new one.');
    }
    if (!live.some((c) => otpMatches(key, c.code_hash, email, code))) {
      // A wrong guess is a guess at every live code: counted on each (this transaction
      // commits), so more live codes never give more guesses. Refused below.
      await tx.query('UPDATE password_otps SET tries = tries + 1 WHERE id = ANY($1::int[])', [live.map((c) => c.id)]);
      return 'wrong';
    }
    const account = (await tx.query<{ id: number }>(`UPDATE ${r.table} SET password_hash = $2 WHERE lower(email) = $1 RETURNING id`, [email, passwordHash]))[0];
    // Every code of the email is spent: another mail's code must not reset it again.
    await tx.query('UPDATE password_otps SET used_at = now() WHERE lower(email) = $1 AND realm = $2 AND used_at IS NULL', [email, r.realm]);
    if (account) await revokeAllSessions(tx, account.id, r.realm);
    return { id: account?.id ?? null };
  });
  if (outcome === 'wrong') throw new Failure(400, 'OTP_INVALID', 'Invalid OTP.');
  // The code proved this client reads the account's mail: it becomes a known device, so
  // that guessing elsewhere cannot keep its holder from logging in with the new password.
  return outcome.id ? issueDeviceToken(key, r.subject(outcome.id)) : null;
}
