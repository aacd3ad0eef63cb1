import dayjs from 'dayjs';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { FieldErrorCode } from '@creator/api-client';

// The formats the forms check before sending (docs/product-rules.md#settings-profile), with the codes the server
// answers for the same faults (scripts/mock/world/writes.mjs checks them the same way).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address as the contract's `format: email` fields take it. */
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** A valid IBAN (country format and check digits), spaces and case aside. */
export const isIban = (value: string) => isValidIBAN(electronicFormatIBAN(value) ?? '');

/** The youngest age a creator may be (docs/product-rules.md#settings-profile). */
export const MIN_AGE_YEARS = 13;

/** The latest birth date allowed on `today` (YYYY-MM-DD): someone turning 13 that day. */
export function latestBirthDate(today: string): string {
  return dayjs(today).subtract(MIN_AGE_YEARS, 'year').format('YYYY-MM-DD');
}

/**
 * What is wrong with a birth date (YYYY-MM-DD) on `today`: not a date, in the future, or of
 * someone under {@link MIN_AGE_YEARS}; null when it is fine.
 */
export function birthDateIssue(value: string, today: string): FieldErrorCode | null {
  const date = dayjs(value);
  // A day that does not exist (2026-02-30) rolls over: it is not the date asked for.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || date.format('YYYY-MM-DD') !== value)
    return 'invalid_date';
  if (value > today) return 'future_date';
  if (date.isAfter(dayjs(today).subtract(MIN_AGE_YEARS, 'year'), 'day')) return 'too_young';
  return null;
}
