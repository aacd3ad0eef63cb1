import { Select } from '../Select';
import type { ReactNode } from 'react';

/** A currency the company pays in. */
export interface CurrencyOption {
  /** ISO 4217 code, e.g. 'USD'. */
  code: string;
  /** Optional display name, e.g. 'US dollar'; the option reads 'USD – US dollar'. */
  name?: string;
}

/** Props of {@link CurrencySelect}. */
export interface CurrencySelectProps {
  /** Field label, e.g. 'Currency'. */
  label: ReactNode;
  /** Currencies to offer. */
  currencies: readonly CurrencyOption[];
  /** Selected code, or null. */
  value: string | null;
  /** Called with the chosen code. */
  onChange: (code: string | null) => void;
  /** Error message under the field. */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
  /** Placeholder while empty. */
  placeholder?: string;
}

/**
 * The payment currency. Renders nothing when there is one currency or none,
 * since there is nothing to choose (shown only with more than one, docs/product-rules.md#settings-payment).
 */
export function CurrencySelect({ currencies, onChange, ...field }: CurrencySelectProps) {
  if (currencies.length < 2) return null;
  const data = currencies.map(({ code, name }) => ({
    value: code,
    label: name ? `${code} – ${name}` : code,
  }));
  return (
    <Select {...field} data={data} allowDeselect={false} onChange={(next) => onChange(next)} />
  );
}
