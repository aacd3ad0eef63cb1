import type { ChannelEarning, YoutubeEarning } from '@creator/api-client';

/** A report that has not arrived after this long is given up on (the UI text names 2 minutes). */
export const REPORT_TIMEOUT_MS = 120_000;

/** The kind of account a channel earnings page is for. */
export type EarningAccountType = 'youtube' | 'virtual';

/** One line of the month detail: a translation key (or a line item's own text) and its amounts. */
export interface MoneyLineSpec {
  /** Which line: fixed ones by name, line items as `line_item`. */
  kind:
    | 'gross'
    | 'net'
    | 'tax'
    | 'line_item'
    | 'amount'
    | 'licensing_vat'
    | 'campaign_vat'
    | 'carryover'
    | 'unpaid_balance';
  usd: number | null;
  preferred: number | null;
  /** A line item's description. */
  text?: string;
  /** VAT rate of the VAT lines, in percent. */
  percentage?: number | null;
  /** Totals are bold. */
  emphasis?: boolean;
  /** The carry-over's month of origin (its amounts and currency are that month's). */
  fromMonth?: string;
  /** The currency of `preferred` when it is not the month's own (a carry-over). */
  currency?: string;
}

/**
 * The month a carry-over came from: the latest earlier month, when it was left unpaid
 * (failed or on hold) and something is carried. Null otherwise.
 */
export function carriedFrom(
  earnings: readonly YoutubeEarning[],
  earning: YoutubeEarning,
): YoutubeEarning | null {
  if (!earning.userEarningInUsd.carryoverAmount) return null;
  const earlier = earnings
    .filter((other) => other.month < earning.month)
    .sort((a, b) => (a.month < b.month ? 1 : -1))[0];
  return earlier && ['failed', 'on_hold'].includes(earlier.paymentStatus.key) ? earlier : null;
}

/** Months of the selector, as the API orders them (newest first; the first is the default). */
export function earningMonths(earnings: readonly YoutubeEarning[]): string[] {
  return earnings.map((earning) => earning.month);
}

/** The earning of a month; the first month when none is asked for; null when absent. */
export function findEarning(
  earnings: readonly YoutubeEarning[],
  month: string | undefined,
): YoutubeEarning | null {
  if (month === undefined) return earnings[0] ?? null;
  return earnings.find((earning) => earning.month === month) ?? null;
}

/** A channel or virtual account earning, as the page links and names it. */
export interface AccountRef {
  type: EarningAccountType;
  id: string;
  title: string;
}

/** The route type, id and title of a channel or virtual account earning. */
export function accountRef(earning: ChannelEarning): AccountRef {
  return 'channelId' in earning
    ? { type: 'youtube', id: earning.channelId, title: earning.channelTitle }
    : { type: 'virtual', id: String(earning.accountId), title: earning.accountName };
}

/** The earning of one channel (`youtube`, by channel id) or virtual account (by account id) in a month. */
export function findAccountEarning(
  earning: YoutubeEarning,
  type: string | undefined,
  id: string | undefined,
): ChannelEarning | null {
  const list = type === 'virtual' ? earning.virtualAccountEarnings : earning.channelEarnings;
  return (
    list.find((item) => {
      const ref = accountRef(item);
      return ref.type === type && ref.id === id;
    }) ?? null
  );
}

/** Sum of amounts rounded to the cent; null when any is missing. */
function sumCents(...amounts: (number | null)[]): number | null {
  if (amounts.some((amount) => amount === null)) return null;
  return Math.round((amounts as number[]).reduce((sum, amount) => sum + amount * 100, 0)) / 100;
}

/**
 * The money lines of a month, in order (docs/product-rules.md#earnings): with CMSes gross, net and
 * withholding tax; line items; when VAT applies the amount before VAT and both VATs with
 * their rates; carry-over; the total unpaid balance (bold). The carry-over shows the figures
 * of the month it came from (`source`), in both currencies at that month's rate, so a creator
 * can follow one number from month to month (docs/product-rules.md#earnings).
 */
export function monthLines(
  earning: YoutubeEarning,
  { hasCmses, source = null }: { hasCmses: boolean; source?: YoutubeEarning | null },
) {
  const usd = earning.userEarningInUsd;
  const pref = earning.userEarningInPreferredCurrency;
  const lines: MoneyLineSpec[] = [];
  if (hasCmses) {
    lines.push(
      {
        kind: 'gross',
        usd: usd.totalChannelGrossEarnings,
        preferred: pref.totalChannelGrossEarnings,
      },
      { kind: 'net', usd: usd.totalChannelNetEarnings, preferred: pref.totalChannelNetEarnings },
      { kind: 'tax', usd: usd.totalYoutubeTax, preferred: pref.totalYoutubeTax },
    );
  }
  for (const item of earning.lineItems)
    lines.push({
      kind: 'line_item',
      text: item.description,
      usd: item.inUsd.amount,
      preferred: item.inPreferredCurrency.amount,
    });
  if (earning.applyVat) {
    // The amount VAT is added to: net minus withholding tax plus the line items.
    const before = (amounts: typeof usd) =>
      sumCents(
        amounts.totalChannelNetEarnings,
        amounts.totalYoutubeTax === null ? null : -amounts.totalYoutubeTax,
        amounts.lineItemsAmount,
      );
    lines.push(
      { kind: 'amount', usd: before(usd), preferred: before(pref) },
      {
        kind: 'licensing_vat',
        usd: usd.vatAmountForLicensingRevenueType,
        preferred: pref.vatAmountForLicensingRevenueType,
        percentage: earning.licensingVatPercentage,
      },
      {
        kind: 'campaign_vat',
        usd: usd.vatAmountForCampaignRevenueType,
        preferred: pref.vatAmountForCampaignRevenueType,
        percentage: earning.campaignVatPercentage,
      },
    );
  }
  lines.push(
    source
      ? {
          kind: 'carryover',
          usd: source.userEarningInUsd.unpaidBalance,
          preferred: source.userEarningInPreferredCurrency.unpaidBalance,
          currency: source.preferredCurrencyIsoCode,
          fromMonth: source.month,
        }
      : { kind: 'carryover', usd: usd.carryoverAmount, preferred: pref.carryoverAmount },
    {
      kind: 'unpaid_balance',
      usd: usd.unpaidBalance,
      preferred: pref.unpaidBalance,
      emphasis: true,
    },
  );
  return lines;
}

/** The four revenue-share percentages show with CMSes and without a revenue tier. */
export function showsSharePercentages(flags: {
  hasCmses: boolean;
  userHasRevenueTier: boolean;
  monthHasRevenueTier: boolean;
}): boolean {
  return flags.hasCmses && !flags.userHasRevenueTier && !flags.monthHasRevenueTier;
}

/** The tier brackets show for a month paid by revenue tiers that has some. */
export function showsRevenueTiers(earning: YoutubeEarning): boolean {
  return earning.hasRevenueTier && earning.userRevenueTiers.length > 0;
}

/** The video revenue report can be asked for a YouTube channel of a month that allows it. */
export function canRequestVideoReport(earning: YoutubeEarning, type: string | undefined): boolean {
  return earning.hasAccessibleVideosReport && type === 'youtube';
}

/** Whether a `video_revenue_report_ready` event answers this page's request. */
export function isReportFor(
  event: { channelId?: string; month?: string },
  channelId: string,
  month: string,
): boolean {
  // A push with only fileUrl answers the request this page is waiting for; the extras, when
  // present, must name this page's channel and month (docs/product-rules.md#earnings).
  if (event.channelId !== undefined && event.channelId !== channelId) return false;
  return event.month === undefined || event.month.slice(0, 7) === month.slice(0, 7);
}

/** When an unpaid month's money is expected (see {@link expectedPayment}). */
export type ExpectedPayment =
  { kind: 'days'; days: number } | { kind: 'next_payment' } | { kind: 'carried_over' };

/**
 * When the money of a month without a payment is expected: the closest payment month in the
 * company's count of days; another pending or processing month with the next payment; a
 * failed or held month carried over into the next month. Null for a paid month.
 */
export function expectedPayment(
  earning: Pick<YoutubeEarning, 'month' | 'paymentStatus' | 'userPayment'>,
  company: { closestPaymentMonth: string | null; daysToPayment: number | null } | undefined,
): ExpectedPayment | null {
  const status = earning.paymentStatus.key;
  if (earning.userPayment || status === 'paid') return null;
  if (status === 'failed' || status === 'on_hold') return { kind: 'carried_over' };
  if (company?.closestPaymentMonth === earning.month && company.daysToPayment !== null)
    return { kind: 'days', days: company.daysToPayment };
  return { kind: 'next_payment' };
}
