import type { Account, AnalyticsDay, AnalyticsPeriod } from '@creator/api-client';
import type { AnalyticsRange } from '@creator/api-client';

/** Engagement kinds (docs/product-rules.md#analytics), in display order. */
export const ENGAGEMENT_KINDS = [
  'likes',
  'comments',
  'shares',
  'love',
  'haha',
  'wow',
  'sad',
  'angry',
] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

/** The metrics of the tiles, in display order; each but uploadedVideos has its detail view. */
export const METRICS = [
  'subscribers',
  'revenue',
  'views',
  'watchtime',
  'impressions',
  'engagements',
  'uploadedVideos',
] as const;
export type Metric = (typeof METRICS)[number];

/** Only YouTube pays revenue: other platforms show no revenue tile or revenue detail. */
export function hasRevenue(accountType: Account['accountType'] | undefined): boolean {
  return accountType === 'youtube';
}

/** The metrics of an account's main view (revenue only where the platform has it). */
export function metricsOf(accountType: Account['accountType'] | undefined): Metric[] {
  return METRICS.filter((metric) => metric !== 'revenue' || hasRevenue(accountType));
}

/** Numeric fields of a day record (everything but `day`). */
export type DayField = Exclude<keyof AnalyticsDay, 'day'>;

/** The day field each metric reads. */
export const METRIC_FIELD: Record<Metric, DayField> = {
  subscribers: 'subscribers',
  revenue: 'revenue',
  views: 'videoViews',
  watchtime: 'watchTime',
  impressions: 'impressions',
  engagements: 'engagements',
  uploadedVideos: 'uploadedVideos',
};

/** Fields that are totals at the end of a day (the year view keeps the month's last value). */
const TOTAL_FIELDS: ReadonlySet<string> = new Set(['subscribers']);

/** One point of a chart: the day (or the first day of the month) and the numbers. */
export type ChartPoint = { day: string } & Partial<Record<DayField, number>>;

/** The period, year and month an analytics screen shows. */
export interface PeriodChoice {
  period: AnalyticsPeriod;
  /** `YYYY-MM-01` for month, `YYYY-01-01` for year; null for the rolling periods. */
  start: string | null;
}

/**
 * The account the analytics screen opens with: the first non-virtual one, else the first
 * (managed) one, or null without accounts.
 */
export function defaultAccount(accounts: readonly Account[]): Account | null {
  return accounts.find((account) => account.accountType !== 'virtual') ?? accounts[0] ?? null;
}

/**
 * Whether the route's account is one of the user's: an id the accounts do not list is
 * not-found, as for any unknown id (a retry could not help). Every account, managed (virtual)
 * ones too, is selectable: a virtual account is only never the default.
 */
export function isKnownAccount(accounts: readonly Account[], uuid: string): boolean {
  return accounts.some((account) => account.uuid === uuid);
}

/** Facebook pages count page likes; every other account counts subscribers. */
export function subscribersLabel(
  accountType: Account['accountType'] | undefined,
): 'page_likes' | 'subscribers' {
  return accountType === 'facebook' ? 'page_likes' : 'subscribers';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The choices of the period selector, newest first, from the month (or year) of the
 * earliest account creation to the one of `today`: `YYYY-MM-01` for months, `YYYY-01-01`
 * for years. Empty without accounts or for a rolling period.
 */
export function periodOptions(
  period: AnalyticsPeriod,
  accounts: readonly Pick<Account, 'createdAt'>[],
  today: string,
): string[] {
  if (period !== 'month' && period !== 'year') return [];
  const created = accounts
    .map((account) => account.createdAt?.slice(0, 10))
    .filter((day): day is string => Boolean(day && /^\d{4}-\d{2}-\d{2}$/.test(day)))
    .sort();
  const first = created[0];
  if (!first) return [];
  const [fromYear, fromMonth] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const [toYear, toMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const options: string[] = [];
  if (period === 'year') {
    for (let year = toYear; year >= fromYear; year--) options.push(`${year}-01-01`);
    return options;
  }
  for (
    let year = toYear, month = toMonth;
    year > fromYear || (year === fromYear && month >= fromMonth);
  ) {
    options.push(`${year}-${pad(month)}-01`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return options;
}

/**
 * The period choice from the URL's search (`?year=2026&month=11`): rolling periods ignore
 * it; month and year take a listed option, else the newest one (the current period).
 */
export function periodChoice(
  period: AnalyticsPeriod,
  search: URLSearchParams,
  options: readonly string[],
): PeriodChoice {
  if (period !== 'month' && period !== 'year') return { period, start: null };
  const wanted = namedStart(period, search);
  return { period, start: options.includes(wanted) ? wanted : (options[0] ?? null) };
}

/** The month or year start the URL's search names (`YYYY-MM-01`), or '' when it names none. */
export function namedStart(period: AnalyticsPeriod, search: URLSearchParams): string {
  const year = search.get('year') ?? '';
  const month = period === 'month' ? (search.get('month') ?? '') : '1';
  return /^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) ? `${year}-${pad(Number(month))}-01` : '';
}

/** The read of a period choice (the api-client's range). */
export function rangeOf(choice: PeriodChoice): AnalyticsRange {
  if (!choice.start) return { period: choice.period };
  const year = Number(choice.start.slice(0, 4));
  return choice.period === 'month'
    ? { period: 'month', year, month: Number(choice.start.slice(5, 7)) }
    : { period: 'year', year };
}

/**
 * The URL search after switching to another period: a rolling period drops `year` and `month`
 * (they name nothing there), a year keeps only `year`, a month keeps both. Other parameters stay.
 */
export function searchOnPeriodChange(next: AnalyticsPeriod, search: string): string {
  const params = new URLSearchParams(search);
  if (next !== 'month') params.delete('month');
  if (next !== 'month' && next !== 'year') params.delete('year');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The URL search of a period choice (empty for rolling periods). */
export function searchOf(choice: PeriodChoice): string {
  if (!choice.start) return '';
  const range = rangeOf(choice);
  return range.month ? `?year=${range.year}&month=${range.month}` : `?year=${range.year}`;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** A day record as a chart point: revenue rounded to the cent (docs/product-rules.md#analytics). */
function pointOf(day: AnalyticsDay): ChartPoint {
  const { day: date, ...numbers } = day;
  return { day: date, ...numbers, revenue: roundCents(numbers.revenue) };
}

/**
 * The chart's points: one per day, or for the year period one per month (dated the first
 * day of the month) with sums, or the month's last value for totals such as subscribers.
 */
export function chartPoints(period: AnalyticsPeriod, data: readonly AnalyticsDay[]): ChartPoint[] {
  if (period !== 'year') return data.map(pointOf);
  const months = new Map<string, ChartPoint>();
  for (const day of data) {
    const key = `${day.day.slice(0, 7)}-01`;
    const point = months.get(key) ?? { day: key };
    for (const [field, value] of Object.entries(day)) {
      if (field === 'day' || typeof value !== 'number') continue;
      const f = field as DayField;
      point[f] = TOTAL_FIELDS.has(field) ? value : (point[f] ?? 0) + value;
    }
    months.set(key, point);
  }
  return [...months.values()].map((point) =>
    point.revenue === undefined ? point : { ...point, revenue: roundCents(point.revenue) },
  );
}

/**
 * The period's total of a field: the last value for totals (subscribers at the end of the
 * period), else the sum. Null without data.
 */
export function periodTotal(data: readonly AnalyticsDay[], field: DayField): number | null {
  if (data.length === 0) return null;
  if (TOTAL_FIELDS.has(field)) return data[data.length - 1]?.[field] ?? null;
  let sum = 0;
  for (const day of data) sum += day[field] ?? 0;
  return field === 'revenue' ? roundCents(sum) : sum;
}

/** A detail view has nothing to show (it then redirects to the main view): no day at all. */
export function isEmptyReport(data: readonly AnalyticsDay[] | undefined): boolean {
  return !data || data.length === 0;
}

/** The engagement breakdown's kinds: the product's eight, then dislikes where the platform counts them. */
export type BreakdownKind = EngagementKind | 'dislikes';

/**
 * The kinds the engagements view breaks down: those with at least one engagement in the
 * period (the eight kinds when there is none at all).
 */
export function engagementKindsShown(data: readonly AnalyticsDay[]): BreakdownKind[] {
  const kinds: BreakdownKind[] = [...ENGAGEMENT_KINDS, 'dislikes'];
  const shown = kinds.filter((kind) => data.some((day) => (day[`engagements_${kind}`] ?? 0) > 0));
  return shown.length > 0 ? shown : [...ENGAGEMENT_KINDS];
}

/** Today as `YYYY-MM-DD` in UTC (the date picker and the API work in UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The revenue-share box shows when the company has the splitEarnings feature, the account
 * has revenue-share percentages and the user is not paid by revenue tiers (which hide them).
 */
export function showsRevenueShare(
  company: { features: { splitEarnings: boolean } } | undefined,
  account: Pick<Account, 'percentages'> | null | undefined,
  user: { hasRevenueTier: boolean },
): boolean {
  return Boolean(company?.features.splitEarnings && account?.percentages && !user.hasRevenueTier);
}

/** Unit texts of {@link formatWatchTime} (translated). */
export interface WatchTimeLabels {
  hours: string;
  minutes: string;
  separator: string;
}

/**
 * Watch time minutes as hours and minutes, the hours with thousands separators:
 * `125` -> `2h 5m`, `45` -> `45m`, `120` -> `2h`, `1086222` -> `18,103h 42m`. Null for
 * a missing or negative value (the caller shows 'N/A').
 */
export function formatWatchTime(
  minutes: number | null | undefined,
  labels: WatchTimeLabels,
  formatHours: (hours: number) => string,
): string | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}${labels.minutes}`;
  const h = `${formatHours(hours)}${labels.hours}`;
  return rest === 0 ? h : `${h}${labels.separator}${rest}${labels.minutes}`;
}
