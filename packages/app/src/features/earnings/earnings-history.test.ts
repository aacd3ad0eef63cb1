import type { YoutubeEarning } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import {
  historyPoints,
  monthChange,
  netIn,
  yearToDate,
  monthRunsText,
  yearToDateCoverage,
  type HistoryPoint,
} from './earnings-history';

const earnings = example<YoutubeEarning[]>('listYoutubeEarnings');
const month = (m: string) => earnings.find((earning) => earning.month === m)!;
const point = (m: string, amounts: Partial<HistoryPoint> = {}): HistoryPoint => ({
  month: m,
  paid: null,
  pending: null,
  failed: null,
  ...amounts,
});

describe('netIn', () => {
  it.each<[string, { month: string; currency: string; want: number | null }]>([
    ['USD, always', { month: '2026-04-01', currency: 'USD', want: 972.95 }],
    ["the month's own currency", { month: '2026-10-01', currency: 'EUR', want: 978.61 }],
    ['another currency: none', { month: '2026-04-01', currency: 'EUR', want: null }],
  ])('%s', (_name, { month: m, currency, want }) => expect(netIn(month(m), currency)).toBe(want));
});

describe('historyPoints', () => {
  it('gives the 12 months up to the newest, oldest first, each under its status', () => {
    const points = historyPoints(earnings, 'USD');
    expect(points.map((p) => p.month)).toEqual(
      [...earnings].reverse().map((earning) => earning.month),
    );
    expect(points.at(-1)).toEqual(
      point('2026-11-01', {
        pending: month('2026-11-01').userEarningInUsd.totalChannelNetEarnings,
      }),
    );
    expect(points.find((p) => p.month === '2026-09-01')?.failed).toBe(
      month('2026-09-01').userEarningInUsd.totalChannelNetEarnings,
    );
    expect(points.filter((p) => p.paid !== null)).toHaveLength(10);
  });

  it('leaves gaps for months without earnings and for months in another currency', () => {
    const newestOnly = historyPoints([month('2026-11-01'), month('2026-04-01')], 'EUR');
    expect(newestOnly).toHaveLength(12);
    expect(newestOnly[0]?.month).toBe('2025-12-01');
    expect(newestOnly.filter((p) => p.pending ?? p.paid ?? p.failed)).toHaveLength(1);
  });

  it('nothing without earnings', () => expect(historyPoints([], 'USD')).toEqual([]));
});

describe('yearToDate', () => {
  it.each<[string, { given: HistoryPoint[]; want: number | null }]>([
    [
      "sums the newest month's year only",
      {
        given: [
          point('2025-12-01', { paid: 100 }),
          point('2026-01-01', { paid: 10.1 }),
          point('2026-02-01', { failed: 20.2 }),
          point('2026-03-01', { pending: 0.1 }),
        ],
        want: 30.4,
      },
    ],
    [
      'gaps count as nothing',
      { given: [point('2026-01-01', { paid: 5 }), point('2026-02-01')], want: 5 },
    ],
    ['no amount at all', { given: [point('2026-01-01')], want: null }],
    ['no month', { given: [], want: null }],
  ])('%s', (_name, { given, want }) => expect(yearToDate(given)).toBe(want));
});

describe('monthChange', () => {
  it.each<[string, { given: HistoryPoint[]; want: unknown }]>([
    [
      'up',
      {
        given: [point('2026-10-01', { paid: 100 }), point('2026-11-01', { pending: 112.5 })],
        want: { amount: 12.5, percent: 12.5 },
      },
    ],
    [
      'down',
      {
        given: [point('2026-10-01', { paid: 200 }), point('2026-11-01', { paid: 150 })],
        want: { amount: -50, percent: -25 },
      },
    ],
    [
      'from zero: no percentage',
      {
        given: [point('2026-10-01', { paid: 0 }), point('2026-11-01', { paid: 10 })],
        want: { amount: 10, percent: null },
      },
    ],
    [
      'a gap before',
      { given: [point('2026-10-01'), point('2026-11-01', { paid: 10 })], want: null },
    ],
    ['one month', { given: [point('2026-11-01', { paid: 10 })], want: null }],
  ])('%s', (_name, { given, want }) => expect(monthChange(given)).toEqual(want));
});

describe('yearToDateCoverage', () => {
  const earned = (...months: string[]) => months.map((m) => ({ month: m }) as YoutubeEarning);
  it.each<[string, { points: HistoryPoint[]; earnings: YoutubeEarning[]; want: unknown }]>([
    [
      'every month of the year has an amount: nothing to say',
      {
        points: [point('2026-01-01', { paid: 1 }), point('2026-02-01', { pending: 2 })],
        earnings: earned('2026-01-01', '2026-02-01'),
        want: null,
      },
    ],
    [
      'months paid in another currency are left out: the covered run',
      {
        points: [
          point('2025-12-01', { paid: 9 }),
          point('2026-01-01'),
          point('2026-02-01'),
          point('2026-03-01', { paid: 1 }),
          point('2026-04-01', { failed: 2 }),
        ],
        earnings: earned('2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'),
        want: [{ from: '2026-03-01', to: '2026-04-01' }],
      },
    ],
    [
      'a month without earnings is no gap',
      {
        points: [point('2026-01-01'), point('2026-02-01', { paid: 1 })],
        earnings: earned('2026-02-01'),
        want: null,
      },
    ],
    [
      'runs apart',
      {
        points: [
          point('2026-01-01', { paid: 1 }),
          point('2026-02-01'),
          point('2026-03-01', { paid: 1 }),
        ],
        earnings: earned('2026-01-01', '2026-02-01', '2026-03-01'),
        want: [
          { from: '2026-01-01', to: '2026-01-01' },
          { from: '2026-03-01', to: '2026-03-01' },
        ],
      },
    ],
    [
      'no amount at all',
      { points: [point('2026-01-01')], earnings: earned('2026-01-01'), want: null },
    ],
    ['no points', { points: [], earnings: [], want: null }],
  ])('%s', (_name, { points, earnings: given, want }) =>
    expect(yearToDateCoverage(points, given)).toEqual(want),
  );

  it("the example's euros cover May to November (January to April were paid in USD)", () => {
    expect(yearToDateCoverage(historyPoints(earnings, 'EUR'), earnings)).toEqual([
      { from: '2026-05-01', to: '2026-11-01' },
    ]);
    expect(yearToDateCoverage(historyPoints(earnings, 'USD'), earnings)).toBeNull();
  });
});

describe('monthRunsText', () => {
  const may = { from: '2026-05-01', to: '2026-11-01' };
  const jan = { from: '2026-01-01', to: '2026-01-01' };
  it.each<[string, { runs: { from: string; to: string }[]; locale: string; want: string }]>([
    ['a run', { runs: [may], locale: 'en', want: 'May – November' }],
    ['a run in Japanese', { runs: [may], locale: 'ja', want: '5月～11月' }],
    ['a month and a run', { runs: [jan, may], locale: 'en', want: 'January and May – November' }],
  ])('%s', (_name, { runs, locale, want }) =>
    // ICU versions space the range's dash differently (thin or plain spaces).
    expect(monthRunsText(runs, locale).replace(/\s/g, ' ')).toBe(want),
  );
});
