// Password reset for shoppers (docs/rules.md R11.5): the codes and limits of
// server/auth/password-reset.ts, in the shop's calls.
import { RESPONSE } from '../../../contract/messages.ts';
import { checkPasswordsMatch } from '../../../contract/validation.ts';
import type { PasswordResetRow } from '../../../contract/models.ts';
import { resetPassword, sendResetCode, SHOPPER_RESET } from '../../auth/password-reset.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { fieldFailure } from '../../http/failure.ts';

const sendOtp = defineCall({
  name: 'VALIDATE_EMAIL_SEND_OTP',
  auth: 'public',
  async handler({ db, params, services, config, ip, log }) {
    await sendResetCode({ db, services, config, ip, log }, SHOPPER_RESET, params.Email);
    // The same answer whether or not the email has an account, and whether or not a new
    // mail went out (the inbox already holds a live code, or the cap was reached).
    return { message: RESPONSE.otpSent, data: [] };
  },
});

const changePassword = defineCall({
  name: 'VALIDATE_OTP_CHANGE_PASSWORD',
  auth: 'public',
  async handler({ db, params, services, config, ip, log }) {
    const mismatch = checkPasswordsMatch(params.Password, params.ConfirmPassword);
    if (mismatch) throw fieldFailure(mismatch);
    const deviceToken = await resetPassword({ db, services, config, ip, log }, SHOPPER_RESET, params.Email, params.Otp, params.Password);
    const row: PasswordResetRow[] = deviceToken ? [{ DeviceToken: deviceToken }] : [];
    return { message: RESPONSE.passwordReset, data: row };
  },
});

export const passwordResetCalls: readonly CallModule[] = [sendOtp, changePassword];
