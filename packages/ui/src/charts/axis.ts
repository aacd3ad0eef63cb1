import dayjs from 'dayjs';
// Loads the dayjs locales the formatters support (en, ja), so axis dates follow the app language.
import '../format';

/** Granularity of a series: one point per day, or one per month (the year view). */
export type ChartGranularity = 'day' | 'month';

/** The uploaded-videos chart's y axis reaches at least this high (product spec, section 9). */
export const UPLOADED_VIDEOS_AXIS_MIN = 6;

/**
 * Top of the y axis: the data maximum, but never below `suggestedMax`, so a series of
 * small counts (0, 1, 2 uploads) does not fill the whole chart height.
 */
export function suggestedAxisMax(dataMax: number, suggestedMax: number): number {
  const max = Number.isFinite(dataMax) ? Math.ceil(dataMax) : 0;
  return Math.max(max, suggestedMax);
}

/** Tick label of an x value (an ISO date): `Nov 3` for days, `Nov 2026` for months. */
export function formatAxisDate(
  value: unknown,
  granularity: ChartGranularity,
  locale = 'en',
): string {
  const date = dayjs(typeof value === 'string' || value instanceof Date ? value : String(value));
  if (!date.isValid()) return String(value ?? '');
  return date.locale(locale).format(granularity === 'day' ? 'MMM D' : 'MMM YYYY');
}
