// Sign-up, log-in, log-out and the profile (docs/rules.md R4-R8, R11).
import { MSG, RESPONSE } from '../../../contract/messages.ts';
import type { LoginRow } from '../../../contract/models.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import { deviceTokenNonce, issueDeviceToken } from '../../auth/device-token.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { Failure } from '../../http/failure.ts';
import { FORMS_WINDOW_SECONDS } from '../../http/rate-limit.ts';
import { insertNewPerson } from './new-person.ts';
import { profileRow, readLocation } from './profile-row.ts';

const LOGIN_WINDOW_SECONDS = 60;
// Verified when the email has no account, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

const signup = defineCall({
  name: 'SIGNUP_USER',
  auth: 'public',
  async handler({ db, params, services, config, ip }) {
    await services.rateLimiter.hit(`signup:ip:${ip}`, config.rateLimits.forms, FORMS_WINDOW_SECONDS);
    return insertNewPerson(db, 'users', params, hashPassword);
  },
});

const login = defineCall({
  name: 'GET_USER_LOGIN',
  auth: 'public',
  async handler({ db, params: p, services, config, ip, lang, log }) {
    const email = p.Email.toLowerCase();
    // Every client: bounds the password hashing one address can cause.
    await services.rateLimiter.hit(`login:ip:${ip}`, config.rateLimits.login, LOGIN_WINDOW_SECONDS);
    const rows = await db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE lower(email) = $1', [email]);
    const user = rows[0];
    const key = await services.authKey();
    // A device this user logged in from before is limited on its own; every other client
    // shares the email's limit, so guessing from many addresses locks out only unknown
    // clients (docs/decisions/0004-device-cookies-and-reset-codes.md).
    const device = user ? deviceTokenNonce(key, p.DeviceToken, user.id) : null;
    const bucket = device ? `login:device:${device}` : `login:email:${email}`;
    // Counted before the password is checked (so parallel guesses cannot pass the limit),
    // and taken back when it was right: only failures lock out.
    await services.rateLimiter.hit(bucket, config.rateLimits.login, LOGIN_WINDOW_SECONDS);
    const ok = await verifyPassword(p.Password, user?.password_hash ?? (await DUMMY_HASH));
    if (!user || !ok) {
      log.info({ ip, knownDevice: !!device }, 'failed login');
      throw new Failure(401, 'INVALID_LOGIN', MSG.incorrectLogin);
    }
    await services.rateLimiter.refund(bucket);
    const token = await createSession(db, user.id, config.sessionDays);
    const profile = await profileRow(db, user.id, lang);
    // A new device token on every login (the client keeps the newest); the original
    // client ignores the extra field.
    const row: LoginRow = { ...profile, ResponseMsg: RESPONSE.login, DeviceToken: issueDeviceToken(key, user.id) };
    return { data: [row], token, isAuthorized: true };
  },
});

const logout = defineCall({
  name: 'LOGOUT',
  auth: 'user',
  // Revoking is idempotent by itself. A stored answer replayed for the same key would
  // leave the session this request carries (a newer login) valid.
  replayable: false,
  async handler({ db, user }) {
    await revokeSession(db, user!.sessionId);
    return { data: [{ ResponseMsg: RESPONSE.saved }] };
  },
});

const updateProfile = defineCall({
  name: 'UPDATE_PROFILE',
  auth: 'user',
  async handler({ db, params: p, user, lang }) {
    const current = await db.query<{ country_id: number | null }>('SELECT country_id FROM users WHERE id = $1', [user!.id]);
    const location = await readLocation(db, p, current[0]?.country_id ?? null);
    await db.query(
      `UPDATE users SET first_name = $2, last_name = $3, mobile_no = $4, address_line_one = $5, state_id = $6, city_id = $7,
              postal_code = $8, country_id = COALESCE($9, country_id) WHERE id = $1`,
      [user!.id, p.FirstName, p.LastName, p.MobileNo ?? '', p.AddressLineOne, location.stateId, location.cityId, p.PostalCode ?? '', location.countryId],
    );
    return { data: [{ ...(await profileRow(db, user!.id, lang)), ResponseMsg: RESPONSE.saved }] };
  },
});

export const accountCalls: readonly CallModule[] = [signup, login, logout, updateProfile];
