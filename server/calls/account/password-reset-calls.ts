// Password reset (DESIGN section 4): a 6-digit OTP, stored hashed, 10 minutes, 5 tries;
// sending is rate-limited per email and per IP and never says whether the email has an
// account; a successful reset revokes every session of the user.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_EMAIL_RULES, RESET_PASSWORD_RULES } from '../../../contract/forms.ts';
import { RESPONSE } from '../../../contract/messages.ts';
import { OTP_LENGTH } from '../../../contract/shop-rules.ts';
import { checkPasswordsMatch } from '../../../contract/validation.ts';
import { hashPassword } from '../../plugins/password.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure, fieldFailure } from '../../http/failure.ts';
import { cleanForm } from '../forms/clean-text.ts';

const OTP_MINUTES = 10;
const OTP_TRIES = 5;
const OTP_WINDOW_SECONDS = 15 * 60;

const hashOtp = (salt: string, code: string) => `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;

function otpMatches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashOtp(salt, code));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sendOtp = defineCall({
  name: 'VALIDATE_EMAIL_SEND_OTP',
  auth: 'public',
  rules: RESET_EMAIL_RULES,
  async handler({ db, params, services, config, ip, log }) {
    const email = cleanForm(RESET_EMAIL_RULES, params).Email!.toLowerCase();
    await services.rateLimiter.hit(`otp:ip:${ip}`, config.rateLimits.otp * 4, OTP_WINDOW_SECONDS);
    await services.rateLimiter.hit(`otp:email:${email}`, config.rateLimits.otp, OTP_WINDOW_SECONDS);
    const user = (await db.query<{ email: string; first_name: string }>('SELECT email, first_name FROM users WHERE lower(email) = $1', [email]))[0];
    if (user) {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await db.tx(async (tx) => {
        await tx.query(
          `INSERT INTO password_otps (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [email, hashOtp(randomBytes(8).toString('hex'), code), OTP_MINUTES],
        );
        await services.mailer.send({
          to: user.email, // as the user typed it at sign-up
          subject: 'Your Tohfa password reset code',
          text: `Hello ${user.first_name},\n\nYour code to reset your Tohfa password is ${code}.\nIt expires in ${OTP_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
          kind: 'otp',
        }, log, tx);
      });
    }
    // The same answer whether or not the email has an account.
    return { message: RESPONSE.otpSent, data: [] };
  },
});

const changePassword = defineCall({
  name: 'VALIDATE_OTP_CHANGE_PASSWORD',
  auth: 'public',
  rules: RESET_PASSWORD_RULES,
  async handler({ db, params, services, config, ip }) {
    const mismatch = checkPasswordsMatch(params.Password, params.ConfirmPassword);
    if (mismatch) throw fieldFailure(mismatch);
    await services.rateLimiter.hit(`otp-check:ip:${ip}`, config.rateLimits.otp * 10, OTP_WINDOW_SECONDS);
    const form = cleanForm(RESET_PASSWORD_RULES, params);
    const email = form.Email!.toLowerCase();
    const code = form.Otp!;
    const passwordHash = await hashPassword(String(params.Password));
    const outcome = await db.tx(async (tx): Promise<'changed' | 'wrong'> => {
      const otp = (await tx.query<{ id: number; code_hash: string; tries: number; expired: boolean }>(
        `SELECT id, code_hash, tries, expires_at <= now() AS expired FROM password_otps
         WHERE lower(email) = $1 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [email],
      ))[0];
      if (!otp) throw new Failure(400, 'OTP_INVALID', 'Invalid OTP.');
      if (otp.tries >= OTP_TRIES) throw new Failure(400, 'OTP_TOO_MANY_TRIES', 'Too many wrong attempts. Please request a new OTP.');
      if (otp.expired) throw new Failure(400, 'OTP_EXPIRED', 'OTP has expired. Please request a new one.');
      if (!otpMatches(otp.code_hash, code)) {
        // The wrong try is counted (this transaction commits), then refused below.
        await tx.query('UPDATE password_otps SET tries = tries + 1 WHERE id = $1', [otp.id]);
        return 'wrong';
      }
      const user = (await tx.query<{ id: number }>('UPDATE users SET password_hash = $2 WHERE lower(email) = $1 RETURNING id', [email, passwordHash]))[0];
      await tx.query('UPDATE password_otps SET used_at = now() WHERE id = $1', [otp.id]);
      if (user) await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
      return 'changed';
    });
    if (outcome === 'wrong') throw new Failure(400, 'OTP_INVALID', 'Invalid OTP.');
    return { message: RESPONSE.passwordReset, data: [] };
  },
});

export const passwordResetCalls: readonly CallModule[] = [sendOtp, changePassword];
