import type { ChannelEarning, YoutubeEarning } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import ja from '../../../../../locales/ja.json';
import {
  accountRef,
  canRequestVideoReport,
  earningMonths,
  expectedPayment,
  findAccountEarning,
  findEarning,
  isReportFor,
  monthLines,
  REPORT_TIMEOUT_MS,
  showsRevenueTiers,
  showsSharePercentages,
} from './earnings-rules';

const amounts = (scale: number) => ({
  totalChannelGrossEarnings: 1000 * scale,
  totalChannelNetEarnings: 700 * scale,
  totalYoutubeTax: 70 * scale,
  lineItemsAmount: 50 * scale,
  vatAmountForLicensingRevenueType: 119.7 * scale,
  vatAmountForCampaignRevenueType: 9.5 * scale,
  carryoverAmount: 0,
  unpaidBalance: 829.2 * scale,
});

const channelAmounts = {
  gross: 1,
  net: 1,
  tax: 0,
  partnerProvided: 1,
  ugcContentId: 0,
  descriptiveSearch: 0,
  other: 0,
  red: 0,
  sponsorship: 0,
  superchat: 0,
  ownedAndOperated: 0,
};
const shares = {
  channelPartnerProvidedPercentage: 70,
  channelPaidFeaturesPercentage: 60,
  channelUgcPercentage: 50,
  channelOwnedAndOperatedPercentage: 80,
  youtubeTaxes: [],
  channelAvatar: null,
  youtubeEarningInUsd: channelAmounts,
  youtubeEarningInPreferredCurrency: channelAmounts,
};
const channel: ChannelEarning = { channelId: 'UCa', channelTitle: 'A', ...shares };
const virtual: ChannelEarning = { accountId: 7, accountName: 'Shorts', ...shares };

function makeEarning(overrides: Partial<YoutubeEarning> = {}): YoutubeEarning {
  return {
    id: 1,
    month: '2026-11-01',
    combinedVideoReportsState: 'generated',
    hasRevenueTier: false,
    userRevenueTiers: [],
    preferredCurrencyIsoCode: 'EUR',
    userEarningInUsd: amounts(1),
    userEarningInPreferredCurrency: amounts(0.9),
    userPayment: null,
    paymentStatus: { key: 'pending', failureCode: null, failureMessage: null },
    applyVat: true,
    licensingVatPercentage: 19,
    campaignVatPercentage: 19,
    youtubeTaxes: [],
    channelEarnings: [channel],
    virtualAccountEarnings: [virtual],
    lineItems: [
      {
        description: 'Bonus',
        kind: 'bonus',
        inUsd: { amount: 50 },
        inPreferredCurrency: { amount: 45 },
      },
    ],
    hasAccessibleVideosReport: true,
    ...overrides,
  };
}

describe('monthLines: which amounts show under which flags', () => {
  it.each<[string, { earning: YoutubeEarning; hasCmses: boolean; want: string[] }]>([
    [
      'CMS and VAT: everything',
      {
        earning: makeEarning(),
        hasCmses: true,
        want: [
          'gross',
          'net',
          'tax',
          'line_item',
          'amount',
          'licensing_vat',
          'campaign_vat',
          'carryover',
          'unpaid_balance',
        ],
      },
    ],
    [
      'no CMS: no gross, net or tax',
      {
        earning: makeEarning(),
        hasCmses: false,
        want: [
          'line_item',
          'amount',
          'licensing_vat',
          'campaign_vat',
          'carryover',
          'unpaid_balance',
        ],
      },
    ],
    [
      'no VAT, no line items',
      {
        earning: makeEarning({ applyVat: false, lineItems: [] }),
        hasCmses: true,
        want: ['gross', 'net', 'tax', 'carryover', 'unpaid_balance'],
      },
    ],
  ])('%s', (_name, { earning, hasCmses, want }) =>
    expect(monthLines(earning, { hasCmses }).map((line) => line.kind)).toEqual(want),
  );

  it('the amount before VAT is net - tax + line items, to the cent, in both currencies', () => {
    const amount = monthLines(makeEarning(), { hasCmses: true }).find((l) => l.kind === 'amount');
    expect(amount).toMatchObject({ usd: 680, preferred: 612 });
  });

  it('a missing part makes the amount before VAT missing (N/A)', () => {
    const earning = makeEarning({
      userEarningInUsd: { ...amounts(1), totalYoutubeTax: null },
    });
    expect(monthLines(earning, { hasCmses: true }).find((l) => l.kind === 'amount')?.usd).toBe(
      null,
    );
  });

  it('the VAT lines carry their rates and the balance is emphasised', () => {
    const lines = monthLines(makeEarning({ licensingVatPercentage: 20 }), { hasCmses: true });
    expect(lines.find((l) => l.kind === 'licensing_vat')?.percentage).toBe(20);
    expect(lines.at(-1)).toMatchObject({ kind: 'unpaid_balance', emphasis: true, usd: 829.2 });
  });
});

describe('months and accounts', () => {
  const earnings = [makeEarning(), makeEarning({ id: 2, month: '2026-10-01' })];
  it.each<[string, { month: string | undefined; want: number | null }]>([
    ['no month: the first', { month: undefined, want: 1 }],
    ['a listed month', { month: '2026-10-01', want: 2 }],
    ['an unlisted month', { month: '2020-01-01', want: null }],
  ])('findEarning: %s', (_name, { month, want }) =>
    expect(findEarning(earnings, month)?.id ?? null).toBe(want),
  );

  it('findEarning: none when there are no months', () =>
    expect(findEarning([], undefined)).toBeNull());

  it('earningMonths keeps the API order (newest first)', () =>
    expect(earningMonths(earnings)).toEqual(['2026-11-01', '2026-10-01']));

  it.each<[string, { type: string; id: string; want: string | null }]>([
    ['a channel', { type: 'youtube', id: 'UCa', want: 'A' }],
    ['a virtual account', { type: 'virtual', id: '7', want: 'Shorts' }],
    ['a channel id as virtual', { type: 'virtual', id: 'UCa', want: null }],
    ['an unknown channel', { type: 'youtube', id: 'UCz', want: null }],
  ])('findAccountEarning: %s', (_name, { type, id, want }) => {
    const found = findAccountEarning(makeEarning(), type, id);
    expect(found ? accountRef(found).title : null).toBe(want);
  });

  it('accountRef gives the route type and id', () => {
    expect(accountRef(channel)).toEqual({ type: 'youtube', id: 'UCa', title: 'A' });
    expect(accountRef(virtual)).toEqual({ type: 'virtual', id: '7', title: 'Shorts' });
  });
});

describe('flags', () => {
  it.each<[string, Parameters<typeof showsSharePercentages>[0], boolean]>([
    [
      'CMS, no tier',
      { hasCmses: true, userHasRevenueTier: false, monthHasRevenueTier: false },
      true,
    ],
    ['no CMS', { hasCmses: false, userHasRevenueTier: false, monthHasRevenueTier: false }, false],
    ['user tier', { hasCmses: true, userHasRevenueTier: true, monthHasRevenueTier: false }, false],
    ['month tier', { hasCmses: true, userHasRevenueTier: false, monthHasRevenueTier: true }, false],
  ])('showsSharePercentages: %s', (_name, flags, want) =>
    expect(showsSharePercentages(flags)).toBe(want),
  );

  it.each<[string, Partial<YoutubeEarning>, boolean]>([
    [
      'tier with brackets',
      {
        hasRevenueTier: true,
        userRevenueTiers: [{ minAmount: 0, maxAmount: null, percentage: 70 }],
      },
      true,
    ],
    ['tier without brackets', { hasRevenueTier: true, userRevenueTiers: [] }, false],
    ['no tier', { hasRevenueTier: false }, false],
  ])('showsRevenueTiers: %s', (_name, overrides, want) =>
    expect(showsRevenueTiers(makeEarning(overrides))).toBe(want),
  );

  it.each<[string, boolean, string, boolean]>([
    ['accessible channel', true, 'youtube', true],
    ['virtual account', true, 'virtual', false],
    ['not accessible', false, 'youtube', false],
  ])('canRequestVideoReport: %s', (_name, accessible, type, want) =>
    expect(
      canRequestVideoReport(makeEarning({ hasAccessibleVideosReport: accessible }), type),
    ).toBe(want),
  );

  it.each<[string, { channelId?: string; month?: string }, boolean]>([
    ['same channel and month', { channelId: 'UCa', month: '2026-10-01' }, true],
    ['month as YYYY-MM', { channelId: 'UCa', month: '2026-10' }, true],
    ['other channel', { channelId: 'UCb', month: '2026-10-01' }, false],
    ['other month', { channelId: 'UCa', month: '2026-09-01' }, false],
    ['only fileUrl: the pending request of the page', {}, true],
    ['only the channel, this one', { channelId: 'UCa' }, true],
    ['only the channel, another', { channelId: 'UCb' }, false],
    ['only the month, another', { month: '2026-09-01' }, false],
  ])('isReportFor: %s', (_name, event, want) =>
    expect(isReportFor(event, 'UCa', '2026-10-01')).toBe(want),
  );
});

describe('the report timeout', () => {
  it('is the time the UI text states, in both languages', () => {
    expect(REPORT_TIMEOUT_MS).toBe(2 * 60_000);
    expect(en.creator_dashboard.earnings.report_timed_out).toContain('2 minutes');
    expect(ja.creator_dashboard.earnings.report_timed_out).toContain('2 分');
  });
});

describe('expectedPayment', () => {
  const company = { closestPaymentMonth: '2026-11-01', daysToPayment: 25 };
  const month = (key: string, m = '2026-11-01', paid = false) => ({
    month: m,
    paymentStatus: { key: key as 'pending', failureCode: null, failureMessage: null },
    userPayment: paid ? { paidDate: '2026-12-15', paidAmount: 1, paidCurrency: 'USD' } : null,
  });
  it.each<[string, { given: Parameters<typeof expectedPayment>; want: unknown }]>([
    ['paid', { given: [month('paid', '2026-11-01', true), company], want: null }],
    [
      'the closest payment month',
      { given: [month('pending'), company], want: { kind: 'days', days: 25 } },
    ],
    [
      'processing, closest',
      { given: [month('processing'), company], want: { kind: 'days', days: 25 } },
    ],
    [
      'pending, another month',
      { given: [month('pending', '2026-10-01'), company], want: { kind: 'next_payment' } },
    ],
    [
      'no count of days',
      {
        given: [month('pending'), { ...company, daysToPayment: null }],
        want: { kind: 'next_payment' },
      },
    ],
    [
      'company not loaded',
      { given: [month('pending'), undefined], want: { kind: 'next_payment' } },
    ],
    ['failed', { given: [month('failed'), company], want: { kind: 'carried_over' } }],
    ['on hold', { given: [month('on_hold'), company], want: { kind: 'carried_over' } }],
  ])('%s', (_name, { given, want }) => expect(expectedPayment(...given)).toEqual(want));
});
