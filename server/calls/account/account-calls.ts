// Sign-up, log-in, log-out and the profile (docs/rules.md R4-R8, R11).
import { RESPONSE } from '../../../contract/messages.ts';
import type { LoginRow } from '../../../contract/models.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordLogin, SHOPPER_LOGIN } from '../../auth/password-login.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { FORMS_WINDOW_SECONDS } from '../../http/rate-limit.ts';
import { insertNewPerson } from './new-person.ts';
import { profileRow, readLocation } from './profile-row.ts';

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
        const { id, token, deviceToken } = await passwordLogin({ db, services, config, ip, log }, SHOPPER_LOGIN, p.Email, p.Password, p.DeviceToken);
    const profile = await profileRow(db, id, lang);
    // The original client ignores the extra field.
    const row: LoginRow = { ...profile, ResponseMsg: RESPONSE.login, DeviceToken: deviceToken };
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
