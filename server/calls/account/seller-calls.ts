// The seller request and the password-hashing call (docs/rules.md R7). Our own client sends
// the seller's password for the server to hash (docs/rules.md R12.14); a value already hashed
// by EN_UR_DROW_PASS_RNDOM is stored as it is.
import { SELLER_RULES } from '../../../contract/forms.ts';
import { RESPONSE } from '../../../contract/messages.ts';
import { hashPassword } from '../../auth/password.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { cleanForm, FORMS_WINDOW_SECONDS } from '../forms/clean-text.ts';
import { emailExists } from './account-calls.ts';
import { readLocation } from './profile-row.ts';

// Exactly what hashPassword writes (16-byte salt, 64-byte key): a client cannot store a
// weaker or a memory-hungry parameter set.
const SCRYPT_VALUE = /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/;

const vendorRequest = defineCall({
  name: 'CREATE_VENDOR_REQUEST',
  auth: 'public',
  rules: SELLER_RULES,
  async handler({ db, params, services, config, ip }) {
    await services.rateLimiter.hit(`seller:ip:${ip}`, config.rateLimits.forms, FORMS_WINDOW_SECONDS);
    const p = cleanForm(SELLER_RULES, params);
    const location = await readLocation(db, params);
    const password = String(params.Password);
    const passwordHash = SCRYPT_VALUE.test(password) ? password : await hashPassword(password);
    const rows = await db.query(
      `INSERT INTO seller_requests (first_name, last_name, email, password_hash, mobile_no, address_line_one, country_id, state_id, city_id, postal_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
      [p.FirstName, p.LastName, p.EmailAddress, passwordHash, p.MobileNo, p.AddressLineOne,
        location.countryId, location.stateId, location.cityId, p.PostalCode],
    );
    if (rows.length === 0) throw emailExists();
    return { data: [{ ResponseMsg: RESPONSE.saved }] };
  },
});

const hashCall = defineCall({
  name: 'EN_UR_DROW_PASS_RNDOM',
  auth: 'public',
  rules: [{ key: 'Password', label: 'Password', type: 'password', required: true, min: 6, max: 150 }],
  async handler({ params, services, config, ip }) {
    await services.rateLimiter.hit(`hash:ip:${ip}`, config.rateLimits.forms, FORMS_WINDOW_SECONDS);
    return { data: { Password: await hashPassword(String(params.Password)) } };
  },
});

export const sellerCalls: readonly CallModule[] = [vendorRequest, hashCall];
