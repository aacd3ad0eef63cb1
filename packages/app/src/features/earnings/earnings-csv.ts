import type { YoutubeEarning } from '@creator/api-client';
import { cents } from '../../domain/money/cents';
import type { CsvTable } from '../../lib/csv';
import { monthLines, type MoneyLineSpec } from './earnings-rules';

/** The column names of the month's CSV. */
export interface MonthCsvLabels {
  month: string;
  item: string;
  amount: string;
  currency: string;
  amountUsd: string;
  /** The row of the amount paid. */
  amountPaid: string;
  /** A money line's name, as the screen shows it. */
  line: (line: MoneyLineSpec) => string;
}

/** `2026-10-01` -> `2026-10`. */
const yearMonth = (month: string) => month.slice(0, 7);

/**
 * One row per money line of the month, in the screen's order (the same lines: gross, net and tax
 * with CMSes, line items, VAT, carry-over, unpaid balance), then the amount paid when paid. Each
 * row has the amount in the month's currency with its code (a carry-over: in the currency of the
 * month it came from, `source`), and in US dollars.
 */
export function monthCsv(
  earning: YoutubeEarning,
  options: { hasCmses: boolean; source?: YoutubeEarning | null },
  labels: MonthCsvLabels,
): CsvTable {
  const month = yearMonth(earning.month);
  const rows = monthLines(earning, options).map((line) => [
    month,
    labels.line(line),
    line.preferred,
    line.currency ?? earning.preferredCurrencyIsoCode,
    line.usd,
  ]);
  const paid = earning.userPayment;
  if (paid) rows.push([month, labels.amountPaid, paid.paidAmount, paid.paidCurrency, null]);
  return {
    header: [labels.month, labels.item, labels.amount, labels.currency, labels.amountUsd],
    rows,
  };
}

/** The month CSV's name: `youtube-earnings-2026-10.csv`. */
export const monthCsvFilename = (month: string) => `youtube-earnings-${yearMonth(month)}.csv`;

/** The column names of the yearly summary. */
export interface YearCsvLabels {
  month: string;
  status: string;
  gross: string;
  tax: string;
  vat: string;
  net: string;
  currency: string;
  paid: string;
  paidCurrency: string;
  paidOn: string;
  statusLabel: (status: YoutubeEarning['paymentStatus']['key']) => string;
}

/** The months of a year (`2026`), oldest first (the API lists newest first). */
export function monthsOfYear(earnings: readonly YoutubeEarning[], year: string): YoutubeEarning[] {
  return earnings.filter((earning) => earning.month.startsWith(`${year}-`)).reverse();
}

/**
 * The yearly summary for tax time: one row per month of the year, oldest first, with the
 * payment status, gross revenue, withholding tax, VAT (licensing plus campaign; empty when VAT
 * does not apply) and net revenue in the month's currency with its code, then what was paid,
 * in which currency and when (empty while unpaid).
 */
export function yearCsv(
  earnings: readonly YoutubeEarning[],
  year: string,
  labels: YearCsvLabels,
): CsvTable {
  return {
    header: [
      labels.month,
      labels.status,
      labels.gross,
      labels.tax,
      labels.vat,
      labels.net,
      labels.currency,
      labels.paid,
      labels.paidCurrency,
      labels.paidOn,
    ],
    rows: monthsOfYear(earnings, year).map((earning) => {
      const amounts = earning.userEarningInPreferredCurrency;
      const paid = earning.userPayment;
      return [
        yearMonth(earning.month),
        labels.statusLabel(earning.paymentStatus.key),
        amounts.totalChannelGrossEarnings,
        amounts.totalYoutubeTax,
        earning.applyVat ? vatTotal(amounts) : null,
        amounts.totalChannelNetEarnings,
        earning.preferredCurrencyIsoCode,
        paid?.paidAmount ?? null,
        paid?.paidCurrency ?? null,
        paid?.paidDate ?? null,
      ];
    }),
  };
}

/** Licensing plus campaign VAT, to the cent (a missing one counts as none). */
function vatTotal(amounts: YoutubeEarning['userEarningInPreferredCurrency']): number | null {
  const { vatAmountForLicensingRevenueType: licensing, vatAmountForCampaignRevenueType: campaign } =
    amounts;
  if (licensing === null && campaign === null) return null;
  return cents((licensing ?? 0) + (campaign ?? 0));
}

/** The yearly summary's name: `youtube-earnings-2026.csv`. */
export const yearCsvFilename = (year: string) => `youtube-earnings-${year}.csv`;
