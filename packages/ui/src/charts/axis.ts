import dayjs from 'dayjs';
import { formatLongDate, formatMonthYear, formatShortDay, formatShortMonthYear } from '../format';

/** Granularity of a series: one point per day, or one per month (the year view). */
export type ChartGranularity = 'day' | 'month';

/** The uploaded-videos chart's y axis reaches at least this high (docs/product-rules.md#analytics). */
export const UPLOADED_VIDEOS_AXIS_MIN = 6;

/**
 * Top of the y axis: the data maximum, but never below `suggestedMax`, so a series of
 * small counts (0, 1, 2 uploads) does not fill the whole chart height.
 */
export function suggestedAxisMax(dataMax: number, suggestedMax: number): number {
  const max = Number.isFinite(dataMax) ? Math.ceil(dataMax) : 0;
  return Math.max(max, suggestedMax);
}

/** An x value as a date input; null when it is no date (left as it is). */
function asDate(value: unknown): string | Date | null {
  const input = value instanceof Date ? value : String(value ?? '');
  return dayjs(input).isValid() ? input : null;
}

/**
 * Tick label of an x value (an ISO date), in the kit's short forms of the locale: `Nov 3` for
 * days, `Nov 2026` for months (ja `11月3日`, `2026年11月`, as every other Japanese month reads).
 */
export function formatAxisDate(
  value: unknown,
  granularity: ChartGranularity,
  locale = 'en',
): string {
  const date = asDate(value);
  if (date === null) return String(value ?? '');
  return granularity === 'day' ? formatShortDay(date, locale) : formatShortMonthYear(date, locale);
}

/**
 * The tooltip's title of an x value, in the kit's full forms: `Nov 3, 2026` for days,
 * `November 2026` for months (ja `2026年11月3日`, `2026年11月`), never the raw ISO date.
 */
export function formatTooltipDate(
  value: unknown,
  granularity: ChartGranularity,
  locale = 'en',
): string {
  const date = asDate(value);
  if (date === null) return String(value ?? '');
  return granularity === 'day' ? formatLongDate(date, locale) : formatMonthYear(date, locale);
}
