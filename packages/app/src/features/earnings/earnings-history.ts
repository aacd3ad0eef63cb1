import type { YoutubeEarning } from '@creator/api-client';
import dayjs from 'dayjs';
import { cents } from '../../domain/money/cents';

/** How a month's bar is coloured: paid, not paid yet (pending, processing, held), or failed. */
export type HistoryStatus = 'paid' | 'pending' | 'failed';

/** One month of the chart: its net revenue under the key of its status, the others null. */
export interface HistoryPoint {
  /** First day of the month. */
  month: string;
  paid: number | null;
  pending: number | null;
  failed: number | null;
}

const STATUS: Record<YoutubeEarning['paymentStatus']['key'], HistoryStatus> = {
  paid: 'paid',
  pending: 'pending',
  processing: 'pending',
  on_hold: 'pending',
  failed: 'failed',
};

/** The net revenue of a month in `currency`: USD always, another when it is the month's currency. */
export function netIn(earning: YoutubeEarning, currency: string): number | null {
  if (currency === 'USD') return earning.userEarningInUsd.totalChannelNetEarnings;
  return earning.preferredCurrencyIsoCode === currency
    ? earning.userEarningInPreferredCurrency.totalChannelNetEarnings
    : null;
}

/**
 * The last 12 months up to the newest month with earnings, oldest first, one point each (a month
 * without earnings, or without an amount in `currency`, has no bar).
 */
export function historyPoints(
  earnings: readonly YoutubeEarning[],
  currency: string,
): HistoryPoint[] {
  const newest = earnings.reduce<string | null>(
    (max, earning) => (max === null || earning.month > max ? earning.month : max),
    null,
  );
  if (newest === null) return [];
  const byMonth = new Map(earnings.map((earning) => [earning.month, earning]));
  return Array.from({ length: 12 }, (_, index) => {
    const month = dayjs(newest)
      .subtract(11 - index, 'month')
      .format('YYYY-MM-01');
    const point: HistoryPoint = { month, paid: null, pending: null, failed: null };
    const earning = byMonth.get(month);
    if (earning) point[STATUS[earning.paymentStatus.key]] = netIn(earning, currency);
    return point;
  });
}

/** A point's amount, whatever its status; null without one. */
export const pointAmount = (point: HistoryPoint) => point.paid ?? point.pending ?? point.failed;

/** The net revenue of the newest point's calendar year so far (to the cent); null with no amount. */
export function yearToDate(points: readonly HistoryPoint[]): number | null {
  const newest = points[points.length - 1];
  if (!newest) return null;
  const amounts = points
    .filter((point) => point.month.slice(0, 4) === newest.month.slice(0, 4))
    .map(pointAmount)
    .filter((amount): amount is number => amount !== null);
  return amounts.length === 0 ? null : cents(amounts.reduce((sum, amount) => sum + amount, 0));
}

/** A run of consecutive months (`YYYY-MM-01`), first and last. */
export interface MonthRun {
  from: string;
  to: string;
}

/**
 * The months the year to date covers, as runs of consecutive months, when it leaves out a month
 * of that year that has earnings but no amount in the chosen currency (paid in another one);
 * null when it covers every month earned, or has no amount at all.
 */
export function yearToDateCoverage(
  points: readonly HistoryPoint[],
  earnings: readonly YoutubeEarning[],
): MonthRun[] | null {
  const newest = points[points.length - 1];
  if (!newest) return null;
  const earned = new Set(earnings.map((earning) => earning.month));
  const ofYear = points.filter(
    (point) => point.month.slice(0, 4) === newest.month.slice(0, 4) && earned.has(point.month),
  );
  const covered = ofYear.filter((point) => pointAmount(point) !== null);
  if (covered.length === 0 || covered.length === ofYear.length) return null;
  const runs: MonthRun[] = [];
  for (const { month } of covered) {
    const last = runs[runs.length - 1];
    if (last && dayjs(last.to).add(1, 'month').format('YYYY-MM-01') === month) last.to = month;
    else runs.push({ from: month, to: month });
  }
  return runs;
}

/** Month runs as the locale writes them: `May – November` (ja `5月～11月`), runs listed. */
export function monthRunsText(runs: readonly MonthRun[], locale: string): string {
  const months = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const date = (month: string) => new Date(`${month}T00:00:00Z`);
  return new Intl.ListFormat(locale).format(
    runs.map(({ from, to }) =>
      from === to ? months.format(date(from)) : months.formatRange(date(from), date(to)),
    ),
  );
}

/** The newest month against the one before: the difference and its percentage. */
export interface MonthChange {
  amount: number;
  /** Null when the month before earned nothing. */
  percent: number | null;
}

/** The change of the newest month against the previous one; null when either has no amount. */
export function monthChange(points: readonly HistoryPoint[]): MonthChange | null {
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  const now = last ? pointAmount(last) : null;
  const then = before ? pointAmount(before) : null;
  if (now === null || then === null) return null;
  return {
    amount: cents(now - then)!,
    percent: then === 0 ? null : Math.round(((now - then) / then) * 1000) / 10,
  };
}
