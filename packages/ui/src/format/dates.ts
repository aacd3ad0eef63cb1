import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { notApplicableText } from './notApplicable';
import { DEFAULT_LOCALE } from './numbers';

dayjs.extend(localizedFormat);

/** A date the formatters accept: an ISO string (`2026-11-03`, `2026-11-03T14:05:00Z`) or a Date. */
export type DateInput = string | Date | null | undefined;

/**
 * Parses in local time with the given dayjs locale; null when missing or invalid. The kit
 * registers no locale besides dayjs's English: the app registers each (`import
 * 'dayjs/locale/ja'`) with its language, so none weighs on a first load that does not need it.
 */
function parse(date: DateInput, locale: string): Dayjs | null {
  if (date === null || date === undefined || date === '') return null;
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.locale(locale) : null;
}

function formatWith(date: DateInput, locale: string, pattern: string): string {
  return parse(date, locale)?.format(pattern) ?? notApplicableText();
}

/** Short date `YYYY/MM/DD` (`2026/11/03`); 'N/A' when missing or invalid. */
export function formatDate(date: DateInput): string {
  return formatWith(date, DEFAULT_LOCALE, 'YYYY/MM/DD');
}

/** Long date in the locale's `ll` form: en `Nov 3, 2026`, ja `2026年11月3日`. */
export function formatLongDate(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, 'll');
}

/** Weekday and local time: `Tuesday, November 3, 14:05`. */
export function formatWeekdayTime(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, 'dddd, MMMM D, HH:mm');
}

/** Date in the payments list: `Nov 3, 2026`. */
export function formatPaymentDate(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, 'MMM D, YYYY');
}

/** Month selector label for a `YYYY-MM-01` month: `2026 November` (ja `2026 11月`). */
export function formatMonthLabel(month: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(month, locale, 'YYYY MMMM');
}
