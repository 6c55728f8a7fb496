// The full profile row that login and update-profile answer (docs/rules.md R12.3).
import type { LangCode, UserProfile } from '../../../contract/models.ts';
import type { Queryable } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';

export async function profileRow(q: Queryable, userId: number, lang: LangCode): Promise<UserProfile> {
  const rows = await q.query<UserProfile>(
    `SELECT u.id AS "UserID", u.first_name AS "FirstName", u.last_name AS "LastName", u.email AS "EmailAddress",
            u.mobile_no AS "MobileNo", u.address_line_one AS "AddressLineOne",
            u.city_id AS "CityID", CASE WHEN $2 = 'ar' THEN ci.name_ar ELSE ci.name END AS "CityName",
            u.state_id AS "StateProvinceID", CASE WHEN $2 = 'ar' THEN st.name_ar ELSE st.name END AS "StateName",
            u.country_id AS "CountryID", CASE WHEN $2 = 'ar' THEN co.name_ar ELSE co.name END AS "CountryName",
            u.postal_code AS "PostalCode"
     FROM users u LEFT JOIN cities ci ON ci.id = u.city_id LEFT JOIN states st ON st.id = u.state_id
     LEFT JOIN countries co ON co.id = u.country_id WHERE u.id = $1`,
    [userId, lang],
  );
  return rows[0]!;
}

export interface Location { countryId: number | null; stateId: number | null; cityId: number | null }

/** The location selects as checked (null: nothing chosen; absent: not sent). */
export interface LocationFields { CountryID?: number | null; StateProvinceId?: number | null; CityId?: number | null }

/**
 * The chosen country, state and city: each must exist and belong to the one above it.
 * Without a country in the payload (profile update) the state's country is used.
 */
export async function readLocation(q: Queryable, fields: LocationFields, currentCountry: number | null = null): Promise<Location> {
  const countryId = fields.CountryID === undefined ? currentCountry : fields.CountryID;
  const stateId = fields.StateProvinceId ?? null;
  const cityId = fields.CityId ?? null;
  if (countryId !== null && (await q.query('SELECT 1 FROM countries WHERE id = $1', [countryId])).length === 0) {
    throw new Failure(400, 'BAD_REQUEST', 'Please choose a country from the list.', { field: 'Country' });
  }
  if (stateId !== null) {
    const s = await q.query<{ country_id: number }>('SELECT country_id FROM states WHERE id = $1', [stateId]);
    if (s.length === 0 || (countryId !== null && s[0]!.country_id !== countryId)) {
      throw new Failure(400, 'BAD_REQUEST', 'Please choose a state of the chosen country.', { field: 'State' });
    }
  }
  if (cityId !== null) {
    const c = await q.query<{ state_id: number }>('SELECT state_id FROM cities WHERE id = $1', [cityId]);
    if (c.length === 0 || stateId === null || c[0]!.state_id !== stateId) {
      throw new Failure(400, 'BAD_REQUEST', 'Please choose a city of the chosen state.', { field: 'City' });
    }
  }
  return { countryId, stateId, cityId };
}
