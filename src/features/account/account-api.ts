// The account calls (docs/rules.md R7): log in, sign up, profile update, the two
// password-reset steps and the account's deletion, each a useMutation hook for the screens
// (failures on its error path, lib/mutate-api.ts); logIn and changePassword also as
// functions (they keep the device token, and tests drive them with their own fetch).
import { useMutation } from '@tanstack/react-query';
import type { LangCode } from '../../../contract/models.ts';
import { RESPONSE } from '../../../contract/messages.ts';
import { ApiError, callApi, newIdempotencyKey, type ApiFailure, type CallOptions } from '../../lib/api-client.ts';
import { mutateApi, settle } from '../../lib/mutate-api.ts';
import { withOverlay } from '../../lib/overlay.ts';
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

/** A login the server answered without a user is a wrong email or password. */
const WRONG_LOGIN: ApiFailure = { kind: 'error', status: 200, code: 'INVALID_LOGIN', message: '', params: {}, data: null };

export function useLogIn(lang: LangCode) {
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const r = await withOverlay(logIn(email, password, lang));
      if (!r.ok) throw new ApiError(r.failure ?? WRONG_LOGIN);
      return r.user;
    },
  });
}

export type SignupFields = {
  FirstName: string; LastName: string; EmailAddress: string; Password: string; MobileNo: string;
  AddressLineOne: string; CityId: number; StateProvinceId: number; PostalCode: string; CountryID: number;
};

export function useSignUp(lang: LangCode) {
  return useMutation({ mutationFn: (fields: SignupFields) => withOverlay(mutateApi('SIGNUP_USER', fields, { lang })) });
}

export type ProfileFields = {
  UserID: number; FirstName: string; LastName: string; MobileNo: string; AddressLineOne: string;
  CityId: number; StateProvinceId: number; PostalCode: string;
};

/** UPDATE_PROFILE answers the full profile row (docs/rules.md R12.3). */
export function useUpdateProfile(lang: LangCode) {
  return useMutation({
    mutationFn: (fields: ProfileFields) => withOverlay(mutateApi('UPDATE_PROFILE', fields, { lang })),
  });
}

export function useSendOtp(lang: LangCode) {
  return useMutation({ mutationFn: (email: string) => withOverlay(mutateApi('VALIDATE_EMAIL_SEND_OTP', { Email: email.trim() }, { lang })) });
}

export type PasswordChange = { Email: string; Otp: string; Password: string; ConfirmPassword: string };

/** A successful reset also makes this a known device for the email's next login. */
export async function changePassword(fields: PasswordChange, lang: LangCode, opts: Pick<CallOptions, 'fetch'> = {}) {
  const r = await callApi(
    'VALIDATE_OTP_CHANGE_PASSWORD', { ...fields, Email: fields.Email.trim(), Otp: fields.Otp.trim() }, { lang, idempotencyKey: newIdempotencyKey(), ...opts },
  );
  if (r.kind === 'ok' && Array.isArray(r.data)) keepDeviceToken(fields.Email, r.data[0]?.DeviceToken);
  return r;
}

export function useChangePassword(lang: LangCode) {
  return useMutation({ mutationFn: async (fields: PasswordChange) => settle(await withOverlay(changePassword(fields, lang))) });
}

/** Deletes the account and its personal data (docs/decisions/0006-account-deletion.md). */
export function useDeleteAccount(lang: LangCode) {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: number; password: string }) =>
      withOverlay(mutateApi('DELETE_ACCOUNT', { UserID: userId, Password: password }, { lang })),
  });
}
