// A new person's row: a shopper signing up (users) or someone asking to become a seller
// (seller_requests, docs/rules.md R7). Both store the same fields, one row per email
// whatever its case, and answer alike; only the table and how the password is hashed differ.
import { MSG, RESPONSE } from '../../../contract/messages.ts';
import type { Queryable } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';
import { readLocation, type LocationFields } from './profile-row.ts';

export const emailExists = () => new Failure(409, 'EMAIL_EXISTS', MSG.emailExists, {}, [{ ResponseMsg: RESPONSE.emailExists }]);

/** A sign-up's or a seller request's fields, as the call's check gave them (contract/call-fields.ts). */
export interface NewPerson extends LocationFields {
  FirstName?: string;
  LastName?: string;
  EmailAddress: string;
  Password: string;
  MobileNo?: string;
  PostalCode?: string;
  AddressLineOne: string;
}

/** Checks the location, hashes the password, and stores the row (409 when the email is taken). */
export async function insertNewPerson(q: Queryable, table: 'users' | 'seller_requests', p: NewPerson, hash: (password: string) => Promise<string>) {
  const location = await readLocation(q, p);
  const passwordHash = await hash(p.Password);
  const rows = await q.query(
    `INSERT INTO ${table} (first_name, last_name, email, password_hash, mobile_no, address_line_one, country_id, state_id, city_id, postal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    [p.FirstName ?? '', p.LastName ?? '', p.EmailAddress, passwordHash, p.MobileNo ?? '', p.AddressLineOne,
      location.countryId, location.stateId, location.cityId, p.PostalCode ?? ''],
  );
  if (rows.length === 0) throw emailExists();
  return { data: [{ ResponseMsg: RESPONSE.saved }] };
}
