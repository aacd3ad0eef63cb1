// Reads of earnings and payments: the earnings ledger, with payments made for earnings.
import { addDays, addMonths } from '../dataset.mjs';
import { media } from '../media.mjs';
import { round2, sum } from './answers.mjs';
import { findAccount } from './lookups.mjs';

const REVENUE_PARTS = [
  'partnerProvided',
  'ugcContentId',
  'descriptiveSearch',
  'other',
  'red',
  'sponsorship',
  'superchat',
  'ownedAndOperated',
];

/** The revenue share of each part, from the account's percentages (70% without any). */
function shareOf(part, pct) {
  if (!pct) return 70;
  if (part === 'ugcContentId') return pct.channelUgcPercentage ?? 70;
  if (part === 'ownedAndOperated') return pct.channelOwnedAndOperatedPercentage ?? 70;
  if (part === 'red' || part === 'sponsorship' || part === 'superchat')
    return pct.channelPaidFeaturesPercentage ?? 70;
  return pct.channelPartnerProvidedPercentage ?? 70;
}

const TAX_RATE = 0.1;
const times = (obj, rate) =>
  Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, v === null ? null : round2(v * rate)]),
  );

/**
 * A month's figures in the preferred currency: each channel's and line item's amount and each
 * VAT at the month's rate, rounded to the cent, and the totals the sums of those rounded
 * figures (a total converted on its own can be a cent off the parts shown under it).
 */
function preferredFigures(rows, lineItems, { vatL, vatC }, rate) {
  const channels = rows.map((r) => times(r.usd, rate));
  return {
    totalChannelGrossEarnings: sum(channels.map((c) => c.gross)),
    totalChannelNetEarnings: sum(channels.map((c) => c.net)),
    totalYoutubeTax: sum(channels.map((c) => c.tax)),
    lineItemsAmount: sum(lineItems.map((l) => round2(l.amountUsd * rate))),
    vatAmountForLicensingRevenueType: vatL === null ? null : round2(vatL * rate),
    vatAmountForCampaignRevenueType: vatC === null ? null : round2(vatC * rate),
  };
}

/**
 * Every month's numbers, oldest first: channel gross is the sum of its revenue parts; net is
 * the revenue share (or the month's tier percentage); tax 10% of net in tax months; VAT on
 * licensing (net - tax) and on campaign line items; a failed or on-hold month carries its
 * payable amount over to the next month; unpaidBalance is the payable amount of an unpaid
 * month (0 once paid); the paid amount is the payable amount in the paid currency.
 */
export function earningsLedger(state) {
  const months = [...state.earnings].sort((a, b) => (a.month < b.month ? -1 : 1));
  const out = [];
  let carry = 0;
  /** The carried amount in the preferred currency of the month it came from. */
  let carryPreferred = null;
  for (const m of months) {
    const channels = m.channels.map((ch) => {
      const account = findAccount(state, ch.accountUuid);
      const gross = sum(REVENUE_PARTS.map((p) => ch.revenue[p]));
      return { ch, account, gross };
    });
    const totalGross = sum(channels.map((c) => c.gross));
    const tier = m.revenueTiers.find(
      (t) => totalGross >= t.minAmount && (t.maxAmount === null || totalGross < t.maxAmount),
    );
    const rows = channels.map(({ ch, account, gross }) => {
      const net = tier
        ? round2((gross * tier.percentage) / 100)
        : sum(REVENUE_PARTS.map((p) => (ch.revenue[p] * shareOf(p, account?.percentages)) / 100));
      const virtual = account?.accountType === 'virtual';
      const tax = m.taxMonths.length && !virtual ? round2(net * TAX_RATE) : 0;
      return { ch, account, virtual, usd: { gross, net, tax, ...ch.revenue } };
    });
    const net = sum(rows.map((r) => r.usd.net));
    const tax = sum(rows.map((r) => r.usd.tax));
    const lineItemsAmount = sum(m.lineItems.map((l) => l.amountUsd));
    const campaignItems = sum(
      m.lineItems.filter((l) => l.kind === 'campaign').map((l) => l.amountUsd),
    );
    const vatL = m.vat ? round2(((net - tax) * m.vat.licensing) / 100) : null;
    const vatC = m.vat ? round2((campaignItems * m.vat.campaign) / 100) : null;
    const carryoverAmount = carry;
    const own = round2(net - tax + lineItemsAmount + (vatL ?? 0) + (vatC ?? 0));
    const payable = round2(own + carryoverAmount);
    const currency = m.paidCurrency ?? state.paymentDetails.currencyCode ?? 'USD';
    const rate = m.rates[currency] ?? 1;
    // A carried-over amount keeps the figure of the month it came from (that month's rate),
    // in the preferred currency too; one carried from another currency is converted at today's.
    const carriedPreferred =
      carryPreferred?.currency === currency ? carryPreferred.amount : round2(carry * rate);
    const preferred = preferredFigures(rows, m.lineItems, { vatL, vatC }, rate);
    // Made from the rounded figures the month shows, so that they add up to the cent.
    const payablePreferred = round2(
      preferred.totalChannelNetEarnings -
        preferred.totalYoutubeTax +
        preferred.lineItemsAmount +
        (preferred.vatAmountForLicensingRevenueType ?? 0) +
        (preferred.vatAmountForCampaignRevenueType ?? 0) +
        carriedPreferred,
    );
    const unpaid = m.status === 'failed' || m.status === 'on_hold';
    carry = unpaid ? payable : 0;
    carryPreferred = unpaid ? { currency, amount: payablePreferred } : null;
    out.push({
      m,
      rows,
      currency,
      rate,
      preferred,
      payable,
      payablePreferred,
      carriedPreferred,
      paidDate:
        m.status === 'paid' || m.status === 'failed' ? addDays(addMonths(m.month, 1), 14) : null,
      usd: {
        totalChannelGrossEarnings: totalGross,
        totalChannelNetEarnings: net,
        totalYoutubeTax: tax,
        lineItemsAmount,
        vatAmountForLicensingRevenueType: vatL,
        vatAmountForCampaignRevenueType: vatC,
        carryoverAmount,
        unpaidBalance: m.status === 'paid' ? 0 : payable,
      },
    });
  }
  return out;
}

/** The YoutubeEarning answers, newest first. */
export function earningsView(state) {
  return earningsLedger(state)
    .reverse()
    .map(
      ({
        m,
        rows,
        currency,
        rate,
        preferred,
        payablePreferred,
        carriedPreferred,
        paidDate,
        usd,
      }) => {
        const channel = (r) => ({
          ...(r.virtual
            ? { accountId: r.account.id, accountName: r.account.name }
            : { channelId: r.account.pageId, channelTitle: r.account.title }),
          channelAvatar: r.account.avatar,
          youtubeEarningInUsd: r.usd,
          youtubeEarningInPreferredCurrency: times(r.usd, rate),
          channelPartnerProvidedPercentage:
            r.account.percentages?.channelPartnerProvidedPercentage ?? null,
          channelPaidFeaturesPercentage:
            r.account.percentages?.channelPaidFeaturesPercentage ?? null,
          channelUgcPercentage: r.account.percentages?.channelUgcPercentage ?? null,
          channelOwnedAndOperatedPercentage:
            r.account.percentages?.channelOwnedAndOperatedPercentage ?? null,
          youtubeTaxes: r.virtual ? [] : m.taxMonths.map((month) => ({ month })),
        });
        return {
          id: m.id,
          month: m.month,
          combinedVideoReportsState: m.combinedVideoReportsState,
          hasRevenueTier: m.revenueTiers.length > 0,
          userRevenueTiers: m.revenueTiers,
          preferredCurrencyIsoCode: currency,
          userEarningInUsd: usd,
          userEarningInPreferredCurrency: {
            ...preferred,
            carryoverAmount: carriedPreferred,
            unpaidBalance: m.status === 'paid' ? 0 : payablePreferred,
          },
          userPayment:
            m.status === 'paid'
              ? { paidDate, paidAmount: payablePreferred, paidCurrency: currency }
              : null,
          paymentStatus: {
            key: m.status,
            failureCode: m.failureCode,
            failureMessage: m.failureMessage,
          },
          applyVat: Boolean(m.vat),
          licensingVatPercentage: m.vat?.licensing ?? null,
          campaignVatPercentage: m.vat?.campaign ?? null,
          youtubeTaxes: m.taxMonths.map((month) => ({ month })),
          channelEarnings: rows.filter((r) => !r.virtual).map(channel),
          virtualAccountEarnings: rows.filter((r) => r.virtual).map(channel),
          lineItems: m.lineItems.map((l) => ({
            description: l.description,
            kind: l.kind,
            inUsd: { amount: l.amountUsd },
            inPreferredCurrency: { amount: round2(l.amountUsd * rate) },
          })),
          hasAccessibleVideosReport: m.hasAccessibleVideosReport,
        };
      },
    );
}

/** The payment made (or attempted) for each paid or failed month, plus the other payments; newest first. */
export function paymentsView(state) {
  const fromEarnings = earningsLedger(state)
    .filter((e) => e.paidDate)
    .map((e) => ({
      uuid: `00000000-0000-4000-8000-${String(e.m.id).padStart(12, '0')}`,
      paidAt: `${e.paidDate}T10:00:00Z`,
      amountPaidValue: e.payablePreferred,
      amountPaidCurrency: e.currency,
      paymentMethod: e.m.paymentMethod ?? 'nopaymentmethod',
      simpleStatus: e.m.status === 'paid' ? 'paid' : 'failed',
      reference: e.m.reference,
    }));
  return [...fromEarnings, ...state.payments].sort((a, b) =>
    a.paidAt === b.paidAt ? (a.uuid < b.uuid ? 1 : -1) : a.paidAt < b.paidAt ? 1 : -1,
  );
}

/** The file a video revenue report points to (the `video_revenue_report_ready` payload). */
export function videoRevenueReportReady(channelId, month) {
  return {
    fileUrl: media.file(`video-revenue-report-${channelId}-${month.slice(0, 7)}`, 'csv'),
    channelId,
    month,
  };
}
