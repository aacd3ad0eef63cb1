import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { notApplicableText } from './notApplicable';
import { DEFAULT_LOCALE } from './numbers';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

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
  if (!parsed.isValid()) return null;
  // dayjs keeps its current locale for one it does not know; `locale('')` would be the getter.
  return locale ? parsed.locale(locale) : parsed;
}

function formatWith(date: DateInput, locale: string, pattern: string): string {
  return parse(date, locale)?.format(pattern) ?? notApplicableText();
}

/** The product's date formats (docs/product-rules.md#formats-limits-and-constants) that read differently per language. */
type Form = 'weekdayTime' | 'payment' | 'month' | 'monthYear' | 'shortDay' | 'shortMonthYear';

/** The English forms of those formats. */
const ENGLISH_FORMS: Record<Form, string> = {
  weekdayTime: 'dddd, MMMM D, HH:mm',
  payment: 'MMM D, YYYY',
  month: 'YYYY MMMM',
  monthYear: 'MMMM YYYY',
  shortDay: 'MMM D',
  shortMonthYear: 'MMM YYYY',
};

/**
 * Each language's own form of them: Japanese writes year, month and day with their units
 * (dayjs's localized `ll` for the payment date), never the English order with Japanese month
 * names ('11月 15, 2026'). Languages not listed use the English forms.
 */
const LOCAL_FORMS: Record<string, Record<Form, string>> = {
  ja: {
    weekdayTime: 'M月D日(ddd) HH:mm',
    payment: 'll',
    month: 'YYYY年M月',
    monthYear: 'YYYY年M月',
    shortDay: 'M月D日',
    shortMonthYear: 'YYYY年M月',
  },
};

/** The pattern of a form in a locale (`ja`, `ja-JP` alike). */
function localPattern(form: Form, locale: string): string {
  return LOCAL_FORMS[locale.toLowerCase().split('-')[0] ?? '']?.[form] ?? ENGLISH_FORMS[form];
}

/** Short date `YYYY/MM/DD` (`2026/11/03`); 'N/A' when missing or invalid. */
export function formatDate(date: DateInput): string {
  return formatWith(date, DEFAULT_LOCALE, 'YYYY/MM/DD');
}

/** A month in the short date format, `YYYY/MM` (`2026/11`): a table's month rows; 'N/A' when missing or invalid. */
export function formatShortMonth(month: DateInput): string {
  return formatWith(month, DEFAULT_LOCALE, 'YYYY/MM');
}

/** Long date in the locale's `ll` form: en `Nov 3, 2026`, ja `2026年11月3日`. */
export function formatLongDate(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, 'll');
}

/** Weekday and local time: `Tuesday, November 3, 14:05` (ja `11月3日(火) 14:05`). */
export function formatWeekdayTime(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, localPattern('weekdayTime', locale));
}

/** Date in the payments list: `Nov 3, 2026` (ja `2026年11月3日`). */
export function formatPaymentDate(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, localPattern('payment', locale));
}

/** Month selector label for a `YYYY-MM-01` month: `2026 November` (ja `2026年11月`). */
export function formatMonthLabel(month: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(month, locale, localPattern('month', locale));
}

/** A month in running text: `November 2026` (ja `2026年11月`). */
export function formatMonthYear(month: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(month, locale, localPattern('monthYear', locale));
}

/** A day where space is short (a chart's axis): `Nov 3` (ja `11月3日`). */
export function formatShortDay(date: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(date, locale, localPattern('shortDay', locale));
}

/** A month where space is short (a chart's axis): `Nov 2026` (ja `2026年11月`). */
export function formatShortMonthYear(month: DateInput, locale = DEFAULT_LOCALE): string {
  return formatWith(month, locale, localPattern('shortMonthYear', locale));
}

/**
 * How long ago a moment was, in the locale's words: `2 hours ago`, `2時間前`, `a few seconds
 * ago` (dayjs's relative time, rounded as it rounds). A moment ahead of `now` (a clock set
 * back) reads as now rather than in the future. 'N/A' when missing or invalid.
 */
export function formatTimeAgo(
  date: DateInput,
  locale = DEFAULT_LOCALE,
  now: DateInput = new Date(),
): string {
  const moment = parse(date, locale);
  const reference = parse(now, locale);
  if (!moment || !reference) return notApplicableText();
  return (moment.isAfter(reference) ? reference : moment).from(reference);
}
