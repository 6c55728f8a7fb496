// The seller request and the password-hashing call (docs/rules.md R7). Our own client sends
// the seller's password for the server to hash (docs/rules.md R12.14); a value already hashed
// by EN_UR_DROW_PASS_RNDOM is stored as it is.
import { hashPassword } from '../../auth/password.ts';
import { defineCall, type CallModule } from '../../http/call.ts';
import { FORMS_WINDOW_SECONDS } from '../../http/rate-limit.ts';
import { insertNewPerson } from './new-person.ts';

// Exactly what hashPassword writes (16-byte salt, 64-byte key): a client cannot store a
// weaker or a memory-hungry parameter set.
const SCRYPT_VALUE = /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/;

const vendorRequest = defineCall({
  name: 'CREATE_VENDOR_REQUEST',
  auth: 'public',
  async handler({ db, params, services, config, ip }) {
    await services.rateLimiter.hit(`seller:ip:${ip}`, config.rateLimits.forms, FORMS_WINDOW_SECONDS);
    return insertNewPerson(db, 'seller_requests', params, async (password) => (SCRYPT_VALUE.test(password) ? password : hashPassword(password)));
  },
});

const hashCall = defineCall({
  name: 'EN_UR_DROW_PASS_RNDOM',
  auth: 'public',
  async handler({ params, services, config, ip }) {
    await services.rateLimiter.hit(`hash:ip:${ip}`, config.rateLimits.forms, FORMS_WINDOW_SECONDS);
    return { data: { Password: await hashPassword(params.Password) } };
  },
});

export const sellerCalls: readonly CallModule[] = [vendorRequest, hashCall];
