import type { YoutubeEarning } from '@creator/api-client';
import { cents } from '../../domain/money/cents';
import type { CsvCell, CsvTable } from '../../lib/csv';
import { carriedFrom, monthLines, type MoneyLineSpec } from './earnings-rules';

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
  paidOn: string;
  month: string;
  currency: string;
  gross: string;
  tax: string;
  net: string;
  campaigns: string;
  bonuses: string;
  otherItems: string;
  vat: string;
  carriedOver: string;
  carriedFrom: string;
  paid: string;
  /** The first cell of a currency's total row. */
  total: string;
}

/**
 * The year a month's money counts in at tax time: the year it was paid in (December's
 * earnings paid in January count in the new year); a month not paid yet, its own year.
 */
export function taxYearOf(earning: YoutubeEarning): string {
  return (earning.userPayment?.paidDate ?? earning.month).slice(0, 4);
}

/** The months paid in a year (`2026`, by the payment's date), oldest payment first. */
export function paidInYear(earnings: readonly YoutubeEarning[], year: string): YoutubeEarning[] {
  return earnings
    .filter((earning) => earning.userPayment?.paidDate.startsWith(`${year}-`))
    .sort((a, b) => (a.userPayment!.paidDate < b.userPayment!.paidDate ? -1 : 1));
}

/** The sum of a month's line items of one kind, to the cent (0 without any). */
function itemsOf(earning: YoutubeEarning, kind: LineItemKind): number {
  return cents(
    earning.lineItems
      .filter((item) => item.kind === kind)
      .reduce((sum, item) => sum + (item.inPreferredCurrency.amount ?? 0), 0),
  )!;
}

type LineItemKind = YoutubeEarning['lineItems'][number]['kind'];

/** The amount columns of a paid month, in the paid currency (see {@link yearCsv}). */
function amountsOf(earning: YoutubeEarning): (number | null)[] {
  const amounts = earning.userEarningInPreferredCurrency;
  return [
    amounts.totalChannelGrossEarnings,
    amounts.totalYoutubeTax,
    amounts.totalChannelNetEarnings,
    itemsOf(earning, 'campaign'),
    itemsOf(earning, 'bonus'),
    itemsOf(earning, 'other'),
    earning.applyVat ? vatTotal(amounts) : null,
    amounts.carryoverAmount,
  ];
}

/**
 * The summary for tax time: every payment received in the year (by its date, oldest first),
 * with the month it paid for and what it is made of, by kind, in the paid currency: gross
 * YouTube revenue, withholding tax, net YouTube revenue, campaign payments, bonuses, other
 * items, VAT (licensing plus campaign), the amount carried over from an unpaid month (and
 * which), and the amount paid, which is net - tax + the items + VAT + carried over, as in the
 * payments list. Then one total row per currency. A month not paid (pending, failed) is in
 * the year of the payment that carries it.
 */
export function yearCsv(
  earnings: readonly YoutubeEarning[],
  year: string,
  labels: YearCsvLabels,
): CsvTable {
  const paid = paidInYear(earnings, year);
  const rows: CsvCell[][] = paid.map((earning) => [
    earning.userPayment!.paidDate,
    yearMonth(earning.month),
    earning.userPayment!.paidCurrency,
    ...amountsOf(earning),
    carriedFrom(earnings, earning)?.month.slice(0, 7) ?? null,
    earning.userPayment!.paidAmount,
  ]);
  const currencies = [...new Set(paid.map((earning) => earning.userPayment!.paidCurrency))];
  for (const currency of currencies) {
    const mine = rows.filter((row) => row[2] === currency);
    const total = (index: number) =>
      mine.every((row) => row[index] === null)
        ? null
        : cents(mine.reduce((sum, row) => sum + (Number(row[index]) || 0), 0));
    rows.push([
      labels.total,
      null,
      currency,
      ...Array.from({ length: 8 }, (_, i) => total(3 + i)),
      null,
      total(12),
    ]);
  }
  return {
    header: [
      labels.paidOn,
      labels.month,
      labels.currency,
      labels.gross,
      labels.tax,
      labels.net,
      labels.campaigns,
      labels.bonuses,
      labels.otherItems,
      labels.vat,
      labels.carriedOver,
      labels.carriedFrom,
      labels.paid,
    ],
    rows,
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
