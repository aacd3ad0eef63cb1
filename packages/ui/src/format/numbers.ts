import { notApplicableText } from './notApplicable';
import { numberFormat } from './numberFormat';

/** Default locale of every formatter (English by default, docs/product-rules.md#formats-limits-and-constants). */
export const DEFAULT_LOCALE = 'en';

/**
 * The number inside `value`, or null when there is none: numbers and numeric strings count;
 * NaN, Infinity, null, booleans, blank and non-numeric strings do not.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function format(value: unknown, locale: string, options: Intl.NumberFormatOptions): string {
  const number = toFiniteNumber(value);
  if (number === null) return notApplicableText();
  return numberFormat(locale, options).format(number);
}

/** A number with thousands separators (`1234567` -> `1,234,567`), up to 3 decimals; 'N/A' for non-numbers. */
export function formatNumber(value: unknown, locale = DEFAULT_LOCALE): string {
  return format(value, locale, { maximumFractionDigits: 3 });
}

/** A number with exactly 2 decimals and thousands separators (`1234.5` -> `1,234.50`); 'N/A' for non-numbers. */
export function formatDecimal(value: unknown, locale = DEFAULT_LOCALE): string {
  return format(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * A percentage given in percent (not a fraction) to one decimal: `12.46` -> `12.5%`, `12` -> `12.0%`.
 * 'N/A' for non-numbers.
 */
export function formatPercent(value: unknown, locale = DEFAULT_LOCALE): string {
  const number = toFiniteNumber(value);
  if (number === null) return notApplicableText();
  const digits = numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(number);
  return `${digits}%`;
}

/**
 * A size in bytes in the largest binary unit under which it is at least 1, to one decimal at
 * most, with the unit's short name in the locale (`52428800` -> `50 MB`, `1536` -> `1.5 kB`).
 */
export function formatFileSize(bytes: number, locale = DEFAULT_LOCALE): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
