// A new shopper of the demo shop, signed up through the API (the e2e journeys log in as them).
import { expect } from 'vitest';
import { callPath } from '../../../contract/calls.ts';
import { DEMO_CUSTOMER } from '../../../server/db/seed/demo-customer.ts';
import { apiCall } from './browser.ts';

export const SHOPPER_PASSWORD = 'secret123';

/** Signs up Asha Verma of Mumbai under a new email starting with `prefix`; answers the email. */
export async function signUpShopper(prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const r = await apiCall(callPath('SIGNUP_USER'), {
    FirstName: 'Asha', LastName: 'Verma', EmailAddress: email, Password: SHOPPER_PASSWORD, MobileNo: '9876543210',
    AddressLineOne: '12 MG Road', CountryID: DEMO_CUSTOMER.countryId, StateProvinceId: DEMO_CUSTOMER.stateId, CityId: DEMO_CUSTOMER.cityId, PostalCode: '400001',
  }, { 'Idempotency-Key': crypto.randomUUID() });
  expect(r.status).toBe(200);
  return email;
}
