// Password reset (docs/rules.md R11.5, docs/decisions/0004-device-cookies-and-reset-codes.md):
// a 6-digit OTP, stored as an HMAC, 10 minutes. A request never says whether the email has
// an account and is never refused for the email's sake: it mails a fresh code (the earlier
// ones stay valid) unless one went out less than a minute ago, within a cap of mails per
// hour per email; only the requesting address is limited. Wrong guesses are bounded per
// email across all its live codes; a successful reset uses them all up, revokes every
// session of the user and makes the client a known device for the login that follows.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESPONSE } from '../../../contract/messages.ts';
import { OTP_LENGTH } from '../../../contract/shop-rules.ts';
import { checkPasswordsMatch } from '../../../contract/validation.ts';
import type { PasswordResetRow } from '../../../contract/models.ts';
import { issueDeviceToken } from '../../auth/device-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { countHit } from '../../http/rate-limit.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure, fieldFailure } from '../../http/failure.ts';

const OTP_MINUTES = 10;
/** Wrong guesses a code outlives; each guess counts on every live code of the email. */
const OTP_TRIES = 5;
/** A request this soon after the last mail answers as sent: that mail's code is live. */
const RESEND_SECONDS = 60;
/** The window of the per-email mail cap (RATE_LIMIT_OTP) and of the per-address limits. */
const OTP_WINDOW_SECONDS = 60 * 60;
/** Live codes looked at per check: more than the mail cap can leave live at once. */
const LIVE_CODES_READ = 100;

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

const sendOtp = defineCall({
  name: 'VALIDATE_EMAIL_SEND_OTP',
  auth: 'public',
  async handler({ db, params, services, config, ip, log }) {
    const email = params.Email.toLowerCase();
    await services.rateLimiter.hit(`otp:ip:${ip}`, config.rateLimits.otp * 4, OTP_WINDOW_SECONDS);
    const user = (await db.query<{ id: number; email: string; first_name: string }>('SELECT id, email, first_name FROM users WHERE lower(email) = $1', [email]))[0];
    if (user) {
      const key = await services.authKey();
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const outcome = await db.tx(async (tx): Promise<'sent' | 'recent' | 'capped'> => {
        // One request per account at a time, so two at once cannot both mail.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const recent = await tx.query(
          `SELECT 1 FROM password_otps WHERE lower(email) = $1 AND used_at IS NULL AND tries < $2 AND expires_at > now()
             AND created_at > now() - make_interval(secs => $3) LIMIT 1`,
          [email, OTP_TRIES, RESEND_SECONDS],
        );
        if (recent.length > 0) return 'recent';
        const cap = config.rateLimits.otp;
        if (cap > 0 && (await countHit(tx, `otp:mail:${email}`, OTP_WINDOW_SECONDS)).hits > cap) return 'capped';
        await tx.query(
          `INSERT INTO password_otps (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [email, hashOtp(key, randomBytes(8).toString('hex'), email, code), OTP_MINUTES],
        );
        await services.mailer.send({
          to: user.email, // as the user typed it at sign-up
          subject: 'Your Tohfa password reset code',
          text: `Hello ${user.first_name},\n\nYour code to reset your Tohfa password is ${code}.\nIt expires in ${OTP_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
          kind: 'otp',
        }, log, tx);
        return 'sent';
      });
      if (outcome === 'capped') log.warn({ ip }, 'reset code mail cap reached for an email');
    }
    // The same answer whether or not the email has an account, and whether or not a new
    // mail went out (the inbox already holds a live code, or the cap was reached).
    return { message: RESPONSE.otpSent, data: [] };
  },
});

interface StoredOtp { id: number; code_hash: string; tries: number; expired: boolean }

const changePassword = defineCall({
  name: 'VALIDATE_OTP_CHANGE_PASSWORD',
  auth: 'public',
  async handler({ db, params, services, config, ip }) {
    const mismatch = checkPasswordsMatch(params.Password, params.ConfirmPassword);
    if (mismatch) throw fieldFailure(mismatch);
    await services.rateLimiter.hit(`otp-check:ip:${ip}`, config.rateLimits.otp * 10, OTP_WINDOW_SECONDS);
    const email = params.Email.toLowerCase();
    const code = params.Otp;
    const key = await services.authKey();
    const passwordHash = await hashPassword(params.Password);
    const outcome = await db.tx(async (tx): Promise<{ userId: number | null } | 'wrong'> => {
      const codes = await tx.query<StoredOtp>(
        `SELECT id, code_hash, tries, expires_at <= now() AS expired FROM password_otps
         WHERE lower(email) = $1 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2 FOR UPDATE`,
        [email, LIVE_CODES_READ],
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
      const user = (await tx.query<{ id: number }>('UPDATE users SET password_hash = $2 WHERE lower(email) = $1 RETURNING id', [email, passwordHash]))[0];
      // Every code of the email is spent: another mail's code must not reset it again.
      await tx.query('UPDATE password_otps SET used_at = now() WHERE lower(email) = $1 AND used_at IS NULL', [email]);
      if (user) await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
      return { userId: user?.id ?? null };
    });
    if (outcome === 'wrong') throw new Failure(400, 'OTP_INVALID', 'Invalid OTP.');
    // The code proved this client reads the shopper's mail: it becomes a known device, so
    // that guessing elsewhere cannot keep the shopper from logging in with the new password.
    const row: PasswordResetRow[] = outcome.userId ? [{ DeviceToken: issueDeviceToken(key, outcome.userId) }] : [];
    return { message: RESPONSE.passwordReset, data: row };
  },
});

export const passwordResetCalls: readonly CallModule[] = [sendOtp, changePassword];
