// The chained country, state and city selects (docs/rules.md R7) as plain controls: the
// lists come from the caller (lib/location-queries.ts). Choosing a parent resets its
// children to -999, "not selected" (docs/rules.md R9).
import { UNSELECTED_LOCATION } from '../../../contract/validation.ts';
import { SelectField } from './form-field.tsx';

export interface LocationValue { countryId: number; stateId: number; cityId: number }
interface Option { id: number; name: string }

export interface LocationFieldsProps {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  countries: readonly Option[];
  states: readonly Option[];
  cities: readonly Option[];
  labels: { country: string; state: string; city: string; choose: string };
  /** Omit the country select (the profile keeps the account's country). */
  showCountry?: boolean;
  countryRequired?: boolean;
  requiredMark?: string;
}

const options = (list: readonly Option[], choose: string) => [
  { value: UNSELECTED_LOCATION, label: choose },
  ...list.map((o) => ({ value: o.id, label: o.name })),
];

export function LocationFields({ value, onChange, countries, states, cities, labels, showCountry = true, countryRequired = false, requiredMark }: LocationFieldsProps) {
  return (
    <>
      {showCountry && (
        <SelectField
          label={labels.country}
          value={value.countryId}
          options={options(countries, labels.choose)}
          required={countryRequired}
          requiredMark={requiredMark}
          onValue={(v) => onChange({ countryId: Number(v), stateId: UNSELECTED_LOCATION, cityId: UNSELECTED_LOCATION })}
        />
      )}
      <SelectField
        label={labels.state}
        value={value.stateId}
        options={options(states, labels.choose)}
        onValue={(v) => onChange({ ...value, stateId: Number(v), cityId: UNSELECTED_LOCATION })}
      />
      <SelectField
        label={labels.city}
        value={value.cityId}
        options={options(cities, labels.choose)}
        onValue={(v) => onChange({ ...value, cityId: Number(v) })}
      />
    </>
  );
}
