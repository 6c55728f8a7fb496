// Country, state and city lists for the chained selects of sign-up, profile and the
// seller request (docs/rules.md R7: GET_COUNTRIES_LIST, GET_STATES_PROVINCES_LIST by
// CountryId, GET_CITIES_LIST by StateProvinceId). Several features use them, so they
// live here. -999 means "not selected" (docs/rules.md R9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LangCode } from '../../contract/models.ts';
import { UNSELECTED_LOCATION } from '../../contract/validation.ts';
import { queryApi } from './api-client.ts';

const DAY = 24 * 60 * 60 * 1000;

export const locationKeys = {
  all: ['locations'] as const,
  countries: (lang: LangCode) => [...locationKeys.all, 'countries', lang] as const,
  states: (lang: LangCode, countryId: number) => [...locationKeys.all, 'states', lang, countryId] as const,
  cities: (lang: LangCode, stateId: number) => [...locationKeys.all, 'cities', lang, stateId] as const,
};

const selected = (id: number) => Number.isInteger(id) && id > 0 && id !== UNSELECTED_LOCATION;

export const countriesQuery = (lang: LangCode) =>
  queryOptions({
    queryKey: locationKeys.countries(lang),
    queryFn: () => queryApi('GET_COUNTRIES_LIST', {}, lang),
    staleTime: DAY,
  });

export const statesQuery = (lang: LangCode, countryId: number) =>
  queryOptions({
    queryKey: locationKeys.states(lang, countryId),
    queryFn: () => queryApi('GET_STATES_PROVINCES_LIST', { CountryId: countryId }, lang),
    enabled: selected(countryId),
    staleTime: DAY,
  });

export const citiesQuery = (lang: LangCode, stateId: number) =>
  queryOptions({
    queryKey: locationKeys.cities(lang, stateId),
    queryFn: () => queryApi('GET_CITIES_LIST', { StateProvinceId: stateId }, lang),
    enabled: selected(stateId),
    staleTime: DAY,
  });

export interface LocationChoice { countryId: number; stateId: number; cityId: number }
export interface LocationOption { id: number; name: string }

/** The three lists for a choice; an unselected parent gives an empty child list. */
export function useLocationOptions(lang: LangCode, choice: LocationChoice) {
  const countries = useQuery(countriesQuery(lang));
  const states = useQuery(statesQuery(lang, choice.countryId));
  const cities = useQuery(citiesQuery(lang, choice.stateId));
  return {
    countries: (countries.data ?? []).map((c): LocationOption => ({ id: c.CountryID, name: c.CountryName })),
    states: selected(choice.countryId) ? (states.data ?? []).map((s): LocationOption => ({ id: s.StateProvinceID, name: s.StateName })) : [],
    cities: selected(choice.stateId) ? (cities.data ?? []).map((c): LocationOption => ({ id: c.CityID, name: c.CityName })) : [],
  };
}
