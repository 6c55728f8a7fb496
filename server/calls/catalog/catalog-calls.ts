// Catalogue read calls (docs/rules.md R7). This file holds the shop settings and places
// and gathers every catalogue module into `catalogCalls` (server/app.ts spreads it).
import { defineCall, type CallModule } from '../../http/call.ts';
import type { City, Country, LogoSetting, PaymentMethod, StateProvince } from '../../../contract/models.ts';
import { contentCalls } from './content-calls.ts';
import { localizationCalls } from './localization.ts';
import { productDetailCalls } from './product-detail.ts';
import { productListCalls } from './product-listing.ts';
import { taxonomyCalls } from './taxonomy-calls.ts';

const websiteLogo = defineCall({
  name: 'GET_WEBSITE_LOGO',
  auth: 'public',
  async handler({ db }) {
    const rows = await db.query<LogoSetting>("SELECT value AS \"AppConfigValue\" FROM app_config WHERE key = 'website_logo'");
    return { data: rows };
  },
});

const paymentMethods = defineCall({
  name: 'GET_PAYMENT_METHODS',
  auth: 'public',
  async handler({ db, lang }) {
    const rows = await db.query<PaymentMethod>(
      `SELECT id AS "PaymentMethodId", CASE WHEN $1 = 'ar' THEN name_ar ELSE name END AS "Name", image_url AS "ImageUrl"
       FROM payment_methods WHERE is_active ORDER BY id = 6 DESC, id`,
      [lang],
    );
    return { data: rows };
  },
});

const countries = defineCall({
  name: 'GET_COUNTRIES_LIST',
  auth: 'public',
  async handler({ db, lang }) {
    const rows = await db.query<Country>(
      `SELECT id AS "CountryID", CASE WHEN $1 = 'ar' THEN name_ar ELSE name END AS "CountryName" FROM countries ORDER BY name`,
      [lang],
    );
    return { data: rows };
  },
});

const states = defineCall({
  name: 'GET_STATES_PROVINCES_LIST',
  auth: 'public',
  async handler({ db, lang, params }) {
    const countryId = params.CountryId;
    const rows = await db.query<StateProvince>(
      `SELECT id AS "StateProvinceID", CASE WHEN $1 = 'ar' THEN name_ar ELSE name END AS "StateName"
       FROM states WHERE country_id = $2 ORDER BY name`,
      [lang, countryId],
    );
    return { data: rows };
  },
});

const cities = defineCall({
  name: 'GET_CITIES_LIST',
  auth: 'public',
  async handler({ db, lang, params }) {
    const stateId = params.StateProvinceId;
    const rows = await db.query<City>(
      `SELECT id AS "CityID", CASE WHEN $1 = 'ar' THEN name_ar ELSE name END AS "CityName"
       FROM cities WHERE state_id = $2 ORDER BY name`,
      [lang, stateId],
    );
    return { data: rows };
  },
});

export const catalogCalls: readonly CallModule[] = [
  websiteLogo, paymentMethods, countries, states, cities,
  ...taxonomyCalls, ...contentCalls, ...productListCalls, ...productDetailCalls, ...localizationCalls,
];
