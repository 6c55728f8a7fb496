// The account calls (docs/rules.md R7): log in, sign up, profile update and the two
// password-reset steps. Failures come back as results (lib/api-client.ts).
import type { LangCode } from '../../../contract/models.ts';
import { RESPONSE } from '../../../contract/messages.ts';
import { callApi, newIdempotencyKey, type ApiFailure, type CallOptions } from '../../lib/api-client.ts';
import { saveLogin, type SessionUser } from '../../lib/session.ts';
import { deviceTokenFor, keepDeviceToken } from './device-tokens.ts';

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; failure: ApiFailure | null };

/**
 * GET_USER_LOGIN; on success the user and token are stored (docs/rules.md R4), and the device
 * token that comes with them is kept for this email and sent on its next login.
 */
export async function logIn(email: string, password: string, lang: LangCode, opts: Pick<CallOptions, 'fetch'> = {}): Promise<LoginOutcome> {
  const deviceToken = deviceTokenFor(email);
  const fields = { Email: email.trim(), Password: password, ...(deviceToken ? { DeviceToken: deviceToken } : {}) };
  const r = await callApi('GET_USER_LOGIN', fields, { lang, ...opts });
  if (r.kind === 'ok') {
    const row = Array.isArray(r.data) ? r.data[0] : undefined;
    if (row && row.ResponseMsg === RESPONSE.login && Number(row.UserID) > 0 && r.token) {
      const { DeviceToken, ...user } = row;
      keepDeviceToken(email, DeviceToken);
      saveLogin(user, r.token);
      return { ok: true, user };
    }
    return { ok: false, failure: null };
  }
  return { ok: false, failure: r.kind === 'error' ? r : null };
}

export interface SignupFields {
  FirstName: string; LastName: string; EmailAddress: string; Password: string; MobileNo: string;
  AddressLineOne: string; CityId: number; StateProvinceId: number; PostalCode: string; CountryID: number;
}

export function signUp(fields: SignupFields, lang: LangCode) {
  return callApi('SIGNUP_USER', { ...fields }, { lang, idempotencyKey: newIdempotencyKey() });
}

export interface ProfileFields {
  UserID: number; FirstName: string; LastName: string; MobileNo: string; AddressLineOne: string;
  CityId: number; StateProvinceId: number; PostalCode: string;
}

/** UPDATE_PROFILE answers the full profile row (docs/rules.md R12.3). */
export function updateProfile(fields: ProfileFields, lang: LangCode) {
  return callApi('UPDATE_PROFILE', { ...fields }, { lang, idempotencyKey: newIdempotencyKey() });
}

export function sendOtp(email: string, lang: LangCode) {
  return callApi('VALIDATE_EMAIL_SEND_OTP', { Email: email.trim() }, { lang, idempotencyKey: newIdempotencyKey() });
}

/** A successful reset also makes this a known device for the email's next login. */
export async function changePassword(
  fields: { Email: string; Otp: string; Password: string; ConfirmPassword: string }, lang: LangCode, opts: Pick<CallOptions, 'fetch'> = {},
) {
  const r = await callApi(
    'VALIDATE_OTP_CHANGE_PASSWORD', { ...fields, Email: fields.Email.trim(), Otp: fields.Otp.trim() }, { lang, idempotencyKey: newIdempotencyKey(), ...opts },
  );
  if (r.kind === 'ok' && Array.isArray(r.data)) keepDeviceToken(fields.Email, r.data[0]?.DeviceToken);
  return r;
}

/** Deletes the account and its personal data (docs/decisions/0006-account-deletion.md). */
export function deleteAccount(userId: number, password: string, lang: LangCode) {
  return callApi('DELETE_ACCOUNT', { UserID: userId, Password: password }, { lang, idempotencyKey: newIdempotencyKey() });
}
