import type { ReactNode } from 'react';
import { SearchableSelect } from '../SearchableSelect';

/** A country as the API lists it. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'JP'. */
  code: string;
  /** Display name in the user's language. */
  name: string;
}

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  /** Field label, e.g. 'Country'. */
  label: ReactNode;
  /** Countries to offer, in display order. */
  countries: readonly Country[];
  /** Selected country code, or null. */
  value: string | null;
  /** Called with the chosen code. */
  onChange: (code: string | null) => void;
  /** Shown when the typed text matches no country. */
  nothingFoundMessage: ReactNode;
  /** Placeholder while empty. */
  placeholder?: string;
  /** Error message under the field (e.g. the server's per-field error). */
  error?: ReactNode;
  /** Marks the field required (asterisk and aria-required). @default false */
  required?: boolean;
  /** Disables the field. @default false */
  disabled?: boolean;
  /**
   * Keeps the value from changing while the field keeps its place in the tab order and the
   * focus (a disabled field would drop it to the page body), e.g. while the choice is saved.
   * @default false
   */
  readOnly?: boolean;
}

/** A searchable list of countries; the value is the country code. */
export function CountrySelect({ countries, ...props }: CountrySelectProps) {
  const data = countries.map((country) => ({ value: country.code, label: country.name }));
  return <SearchableSelect data={data} autoComplete="off" {...props} />;
}
