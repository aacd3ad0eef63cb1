import type { AnalyticsDay, AnalyticsPeriod } from '@creator/api-client';
import { formatMoney, formatWholeDollars } from '@creator/ui';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import {
  chartPoints,
  defaultAccount,
  engagementKindsShown,
  formatWatchTime,
  isEmptyReport,
  namedStart,
  periodChoice,
  periodOptions,
  periodTotal,
  rangeOf,
  isKnownAccount,
  metricsOf,
  searchOf,
  searchOnPeriodChange,
  showsRevenueShare,
  subscribersLabel,
} from './analytics-rules';

/** A day record: zeros except what is given. */
function day(date: string, fields: Partial<AnalyticsDay> = {}): AnalyticsDay {
  return {
    day: date,
    subscribers: 0,
    subscribers_gained: 0,
    subscribers_lost: 0,
    revenue: 0,
    videoViews: 0,
    uploadedVideos: 0,
    watchTime: 0,
    impressions: 0,
    engagements: 0,
    engagements_likes: 0,
    engagements_comments: 0,
    engagements_shares: 0,
    engagements_love: 0,
    engagements_haha: 0,
    engagements_wow: 0,
    engagements_sad: 0,
    engagements_angry: 0,
    ...fields,
  };
}

const SHARES = {
  channelPartnerSoldPercentage: 70,
  channelYoutubeSoldPercentage: 65,
  channelAdsenseSoldPercentage: 55,
  channelPaidFeaturesPercentage: 60,
  channelPartnerProvidedPercentage: 70,
  channelUgcPercentage: 50,
  channelOwnedAndOperatedPercentage: 80,
};

const created = (...dates: string[]) => dates.map((createdAt) => ({ createdAt }));

describe('periodOptions', () => {
  it.each<[string, { given: Parameters<typeof periodOptions>; want: string[] }]>([
    [
      'rolling periods have none',
      { given: ['last_28_days', created('2026-01-05T00:00:00Z'), '2026-11-20'], want: [] },
    ],
    ['no accounts, no months', { given: ['month', [], '2026-11-20'], want: [] }],
    [
      'months from the earliest creation to today, newest first, across a year',
      {
        given: ['month', created('2026-02-01T08:00:00Z', '2025-11-30T08:00:00Z'), '2026-02-20'],
        want: ['2026-02-01', '2026-01-01', '2025-12-01', '2025-11-01'],
      },
    ],
    [
      'the current month only',
      { given: ['month', created('2026-11-02T00:00:00Z'), '2026-11-20'], want: ['2026-11-01'] },
    ],
    [
      'years, newest first',
      {
        given: ['year', created('2025-04-02T08:00:00Z', '2024-06-14T08:00:00Z'), '2026-11-20'],
        want: ['2026-01-01', '2025-01-01', '2024-01-01'],
      },
    ],
    [
      'a bad creation date is skipped',
      {
        given: ['year', created('junk', '2026-03-01T00:00:00Z'), '2026-11-20'],
        want: ['2026-01-01'],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(periodOptions(...given)).toEqual(want));
});

describe('periodChoice, rangeOf and searchOf', () => {
  const months = ['2026-11-01', '2026-10-01', '2025-01-01'];
  it.each<
    [
      string,
      {
        period: 'last_28_days' | 'month' | 'year';
        search: string;
        options: string[];
        start: string | null;
        range: object;
        url: string;
      },
    ]
  >([
    [
      'rolling: the search is ignored',
      {
        period: 'last_28_days',
        search: '?year=2025',
        options: [],
        start: null,
        range: { period: 'last_28_days' },
        url: '',
      },
    ],
    [
      'month from the search',
      {
        period: 'month',
        search: '?year=2026&month=10',
        options: months,
        start: '2026-10-01',
        range: { period: 'month', year: 2026, month: 10 },
        url: '?year=2026&month=10',
      },
    ],
    [
      'month not listed: the newest',
      {
        period: 'month',
        search: '?year=2019&month=1',
        options: months,
        start: '2026-11-01',
        range: { period: 'month', year: 2026, month: 11 },
        url: '?year=2026&month=11',
      },
    ],
    [
      'month without search: the newest',
      {
        period: 'month',
        search: '',
        options: months,
        start: '2026-11-01',
        range: { period: 'month', year: 2026, month: 11 },
        url: '?year=2026&month=11',
      },
    ],
    [
      'junk search: the newest',
      {
        period: 'month',
        search: '?year=20x6&month=<b>',
        options: months,
        start: '2026-11-01',
        range: { period: 'month', year: 2026, month: 11 },
        url: '?year=2026&month=11',
      },
    ],
    [
      'year from the search (month ignored)',
      {
        period: 'year',
        search: '?year=2025&month=7',
        options: ['2026-01-01', '2025-01-01'],
        start: '2025-01-01',
        range: { period: 'year', year: 2025 },
        url: '?year=2025',
      },
    ],
    [
      'no options yet: nothing to read',
      {
        period: 'year',
        search: '?year=2025',
        options: [],
        start: null,
        range: { period: 'year' },
        url: '',
      },
    ],
  ])('%s', (_name, { period, search, options, start, range, url }) => {
    const choice = periodChoice(period, new URLSearchParams(search), options);
    expect(choice).toEqual({ period, start });
    expect(rangeOf(choice)).toEqual(range);
    expect(searchOf(choice)).toBe(url);
  });
});

describe('chartPoints (year grouping)', () => {
  const data = [
    day('2025-01-01', { subscribers: 10, videoViews: 5, revenue: 1.006, uploadedVideos: 1 }),
    day('2025-01-31', { subscribers: 12, videoViews: 7, revenue: 2.111, uploadedVideos: 0 }),
    day('2025-02-01', { subscribers: 11, videoViews: 1, revenue: 0.1 + 0.2 }),
  ];
  it.each<[string, { period: 'year' | 'month'; want: object[] }]>([
    [
      'year: one point per month, sums, the last subscribers, revenue to the cent',
      {
        period: 'year',
        want: [
          { day: '2025-01-01', subscribers: 12, videoViews: 12, revenue: 3.12, uploadedVideos: 1 },
          { day: '2025-02-01', subscribers: 11, videoViews: 1, revenue: 0.3, uploadedVideos: 0 },
        ],
      },
    ],
    [
      'other periods: daily, revenue to the cent',
      {
        period: 'month',
        want: [
          { day: '2025-01-01', subscribers: 10, revenue: 1.01 },
          { day: '2025-01-31', subscribers: 12, revenue: 2.11 },
          { day: '2025-02-01', subscribers: 11, revenue: 0.3 },
        ],
      },
    ],
  ])('%s', (_name, { period, want }) =>
    expect(chartPoints(period, data)).toEqual(want.map((w) => expect.objectContaining(w))),
  );
  it('groups 365 days into 12 months', () => {
    const year = Array.from({ length: 365 }, (_, i) =>
      day(new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), { videoViews: 1 }),
    );
    const points = chartPoints('year', year);
    expect(points.map((p) => p.videoViews)).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

describe('periodTotal', () => {
  const data = [
    day('2026-11-01', { subscribers: 100, videoViews: 10, revenue: 10.4, watchTime: 60 }),
    day('2026-11-02', { subscribers: 90, videoViews: 20, revenue: 0.2, watchTime: 65 }),
  ];
  it.each<
    [
      string,
      { field: Parameters<typeof periodTotal>[1]; data: AnalyticsDay[]; want: number | null },
    ]
  >([
    ['subscribers: the last day', { field: 'subscribers', data, want: 90 }],
    ['views: the sum', { field: 'videoViews', data, want: 30 }],
    ['revenue: the sum to the cent', { field: 'revenue', data, want: 10.6 }],
    ['watch time: minutes summed', { field: 'watchTime', data, want: 125 }],
    ['no data: none', { field: 'videoViews', data: [], want: null }],
  ])('%s', (_name, { field, data: given, want }) => expect(periodTotal(given, field)).toBe(want));
});

describe('revenue rounding', () => {
  it.each<[string, { given: string; want: string }]>([
    ['per day: to the cent', { given: formatMoney(12.345, 'USD'), want: '$12.35' }],
    ['on the card: to the dollar', { given: formatWholeDollars(1234.5), want: '$1,235' }],
    ['on the card: under a dollar', { given: formatWholeDollars(0.4), want: '$0' }],
  ])('%s', (_name, { given, want }) => expect(given).toBe(want));
});

describe('formatWatchTime', () => {
  const en = { hours: 'h', minutes: 'm', separator: ' ' };
  const ja = { hours: '時間', minutes: '分', separator: '' };
  const thousands = (n: number) => n.toLocaleString('en');
  it.each<[string, { minutes: number | null; labels: typeof en; want: string | null }]>([
    ['hours and minutes', { minutes: 125, labels: en, want: '2h 5m' }],
    ['minutes only', { minutes: 45, labels: en, want: '45m' }],
    ['whole hours', { minutes: 120, labels: en, want: '2h' }],
    ['zero', { minutes: 0, labels: en, want: '0m' }],
    ['rounded to the minute', { minutes: 59.6, labels: en, want: '1h' }],
    ['thousands of hours', { minutes: 1086222, labels: en, want: '18,103h 42m' }],
    ['ja', { minutes: 61, labels: ja, want: '1時間1分' }],
    ['missing', { minutes: null, labels: en, want: null }],
    ['negative', { minutes: -5, labels: en, want: null }],
  ])('%s', (_name, { minutes, labels, want }) =>
    expect(formatWatchTime(minutes, labels, thousands)).toBe(want),
  );
});

describe('empty detection', () => {
  it.each<[string, { given: AnalyticsDay[] | undefined; want: boolean }]>([
    ['no report', { given: undefined, want: true }],
    ['no day', { given: [], want: true }],
    ['one day of zeros still has data', { given: [day('2026-11-01')], want: false }],
  ])('%s', (_name, { given, want }) => expect(isEmptyReport(given)).toBe(want));
});

describe('tile label and accounts', () => {
  it.each<[Parameters<typeof subscribersLabel>[0], string]>([
    ['youtube', 'subscribers'],
    ['facebook', 'page_likes'],
    ['instagram', 'subscribers'],
    ['twitter', 'subscribers'],
    ['twitch', 'subscribers'],
    ['tiktok_creator', 'subscribers'],
    [undefined, 'subscribers'],
  ])('%s counts %s', (type, want) => expect(subscribersLabel(type)).toBe(want));

  it.each<[string, { given: Parameters<typeof defaultAccount>[0]; want: string | null }]>([
    ['none', { given: [], want: null }],
    // A managed account has analytics too: alone, it is the one to show.
    ['only virtual', { given: [makeAccount({ accountType: 'virtual', uuid: '7' })], want: '7' }],
    [
      'the first non-virtual',
      {
        given: [
          makeAccount({ accountType: 'virtual', uuid: '7' }),
          makeAccount({ accountType: 'facebook', uuid: '2' }),
          makeAccount({ uuid: '1' }),
        ],
        want: '2',
      },
    ],
  ])('default account: %s', (_name, { given, want }) =>
    expect(defaultAccount(given)?.uuid ?? null).toBe(want),
  );

  it.each<[string, { split: boolean; percentages: boolean; tier: boolean; want: boolean }]>([
    [
      'split earnings with percentages',
      { split: true, percentages: true, tier: false, want: true },
    ],
    ['no split earnings', { split: false, percentages: true, tier: false, want: false }],
    ['no percentages', { split: true, percentages: false, tier: false, want: false }],
    ['revenue tier', { split: true, percentages: true, tier: true, want: false }],
  ])('revenue share: %s', (_name, { split, percentages, tier, want }) => {
    const account = { percentages: percentages ? SHARES : null };
    expect(
      showsRevenueShare({ features: { splitEarnings: split } }, account, { hasRevenueTier: tier }),
    ).toBe(want);
  });
});

describe('engagementKindsShown', () => {
  it.each<[string, { given: AnalyticsDay[]; want: string[] }]>([
    [
      'none at all: the eight kinds',
      {
        given: [day('2026-11-01')],
        want: ['likes', 'comments', 'shares', 'love', 'haha', 'wow', 'sad', 'angry'],
      },
    ],
    [
      'YouTube: likes, comments, dislikes',
      {
        given: [
          day('2026-11-01', {
            engagements_likes: 3,
            engagements_comments: 1,
            engagements_dislikes: 2,
          }),
        ],
        want: ['likes', 'comments', 'dislikes'],
      },
    ],
    [
      'Facebook: reactions',
      {
        given: [
          day('2026-11-01', { engagements_love: 1 }),
          day('2026-11-02', { engagements_angry: 2 }),
        ],
        want: ['love', 'angry'],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(engagementKindsShown(given)).toEqual(want));
});

describe('namedStart', () => {
  it.each<[AnalyticsPeriod, string, string]>([
    ['month', 'year=2026&month=9', '2026-09-01'],
    ['month', 'year=2026', ''],
    ['month', 'year=26&month=9', ''],
    ['year', 'year=2025', '2025-01-01'],
    ['year', '', ''],
  ])('%s ?%s names %j', (period, search, start) =>
    expect(namedStart(period, new URLSearchParams(search))).toBe(start),
  );
});

describe('searchOnPeriodChange', () => {
  it.each<[string, Parameters<typeof searchOnPeriodChange>, string]>([
    ['a rolling period drops year and month', ['last_28_days', '?year=2026&month=10'], ''],
    ['another rolling period too', ['last_90_days', '?year=2026'], ''],
    ['a year keeps the year only', ['year', '?year=2026&month=10'], '?year=2026'],
    ['a month keeps both', ['month', '?year=2026&month=10'], '?year=2026&month=10'],
    ['other parameters stay', ['last_28_days', '?year=2026&month=10&x=1'], '?x=1'],
    ['nothing to keep', ['last_28_days', ''], ''],
  ])('%s', (_name, given, want) => expect(searchOnPeriodChange(...given)).toBe(want));
});

describe('metricsOf (revenue only where the platform has it)', () => {
  it.each<[string, Parameters<typeof metricsOf>[0], boolean]>([
    ['YouTube', 'youtube', true],
    ['Instagram', 'instagram', false],
    ['Facebook', 'facebook', false],
    ['X', 'twitter', false],
    ['unknown yet', undefined, false],
  ])('%s', (_name, type, revenue) => {
    expect(metricsOf(type).includes('revenue')).toBe(revenue);
    expect(metricsOf(type)).toContain('views');
  });
});

describe('isKnownAccount (the account an analytics URL names)', () => {
  const list = [
    makeAccount({ uuid: '1001' }),
    makeAccount({ uuid: '1007', accountType: 'virtual', authable: false }),
  ];
  it.each<[string, string, boolean]>([
    ['a listed account', '1001', true],
    ['a managed (virtual) account is one of them', '1007', true],
    ['an id the accounts do not list', '99999', false],
  ])('%s', (_name, uuid, want) => expect(isKnownAccount(list, uuid)).toBe(want));
});
