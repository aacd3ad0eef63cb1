import { TextInput } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { SearchableSelect } from '../SearchableSelect';

/** A state or province of a country. */
export interface CountryState {
  /** Code stored in the profile, e.g. 'CA'. */
  code: string;
  /** Display name, e.g. 'California'. */
  name: string;
}

/** Props of {@link StateField}. */
export interface StateFieldProps {
  /** Field label, e.g. 'State'. */
  label: ReactNode;
  /** Selected country code; without one the field is disabled. */
  countryCode: string | null;
  /** States of the selected country; empty or missing means free text. */
  states: readonly CountryState[] | null | undefined;
  /** Current value: a state code from the list, or free text. */
  value: string;
  /** Called with the new value; with '' when a new country's list lacks the old value. */
  onChange: (value: string) => void;
  /** Shown when the typed text matches no state. */
  nothingFoundMessage: ReactNode;
  /** Placeholder while empty. */
  placeholder?: string;
  /** Error message under the field. */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
}

/**
 * The profile's state field: a dropdown when the country has a state list, free text when
 * it has none, disabled with no country. When the country changes and its list does not
 * contain the current value, the value is cleared (docs/product-rules.md#settings-profile).
 */
export function StateField({
  countryCode,
  states,
  value,
  onChange,
  nothingFoundMessage,
  ...field
}: StateFieldProps) {
  const hasList = Boolean(states && states.length > 0);
  const invalid = hasList && value !== '' && !states?.some((state) => state.code === value);

  useEffect(() => {
    if (invalid) onChange('');
  }, [invalid, onChange]);

  if (countryCode && hasList) {
    const data = (states ?? []).map((state) => ({ value: state.code, label: state.name }));
    return (
      <SearchableSelect
        {...field}
        data={data}
        value={invalid ? null : value || null}
        onChange={(next) => onChange(next ?? '')}
        nothingFoundMessage={nothingFoundMessage}
      />
    );
  }
  return (
    <TextInput
      {...field}
      disabled={!countryCode}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
