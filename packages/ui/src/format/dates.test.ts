import 'dayjs/locale/ja';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLongDate,
  formatMonthLabel,
  formatMonthYear,
  formatPaymentDate,
  formatShortDay,
  formatShortMonth,
  formatShortMonthYear,
  formatTimeAgo,
  formatWeekdayTime,
} from '.';

// Local-time strings (no zone), so the results do not depend on the machine's time zone.
const DAY = '2026-11-03T14:05:00';

describe('formatDate', () => {
  it.each([
    ['date-time string', { given: DAY, want: '2026/11/03' }],
    ['date-only string', { given: '2026-01-09', want: '2026/01/09' }],
    ['Date object', { given: new Date(2026, 0, 9, 8, 0), want: '2026/01/09' }],
    ['null', { given: null, want: 'N/A' }],
    ['empty', { given: '', want: 'N/A' }],
    ['invalid', { given: 'not a date', want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatDate(given)).toBe(want);
  });
});

describe('formatShortMonth', () => {
  it.each([
    ['first of a month', { given: '2026-11-01', want: '2026/11' }],
    ['date-time string', { given: DAY, want: '2026/11' }],
    ['January', { given: '2027-01-01', want: '2027/01' }],
    ['null', { given: null, want: 'N/A' }],
    ['invalid', { given: '2026-13-45x', want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatShortMonth(given)).toBe(want);
  });
});

describe.each([
  ['formatLongDate', formatLongDate, { en: 'Nov 3, 2026', ja: '2026年11月3日' }],
  [
    'formatWeekdayTime',
    formatWeekdayTime,
    { en: 'Tuesday, November 3, 14:05', ja: '11月3日(火) 14:05' },
  ],
  ['formatPaymentDate', formatPaymentDate, { en: 'Nov 3, 2026', ja: '2026年11月3日' }],
  ['formatMonthLabel', formatMonthLabel, { en: '2026 November', ja: '2026年11月' }],
  ['formatMonthYear', formatMonthYear, { en: 'November 2026', ja: '2026年11月' }],
  ['formatShortDay', formatShortDay, { en: 'Nov 3', ja: '11月3日' }],
  ['formatShortMonthYear', formatShortMonthYear, { en: 'Nov 2026', ja: '2026年11月' }],
])('%s', (_name, format, want) => {
  const cases: [string, { given: [string | undefined, string?]; want: string }][] = [
    ['en by default', { given: [DAY], want: want.en }],
    ['ja', { given: [DAY, 'ja'], want: want.ja }],
    ['unknown locale falls back to en', { given: [DAY, 'xx'], want: want.en }],
    ['missing date', { given: [undefined], want: 'N/A' }],
  ];
  it.each(cases)('%s', (_case, { given, want: expected }) => {
    expect(format(...given)).toBe(expected);
  });
});

describe('formatMonthLabel', () => {
  it('labels a YYYY-MM-01 month value', () => {
    expect(formatMonthLabel('2025-01-01')).toBe('2025 January');
  });
});

describe('a locale dayjs does not know formats in English, never throws', () => {
  it.each(['en_US', 'xx-!!', ''])('%j', (locale) => {
    expect(formatLongDate(DAY, locale)).toBe('Nov 3, 2026');
    expect(formatMonthLabel('2026-11-01', locale)).toBe('2026 November');
    expect(formatPaymentDate(DAY, locale)).toBe('Nov 3, 2026');
  });
});

describe('formatTimeAgo', () => {
  const NOW = new Date(2026, 10, 3, 14, 5);
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  it.each([
    ['seconds', ago(20_000), 'a few seconds ago', '数秒前'],
    ['five minutes', ago(5 * MINUTE), '5 minutes ago', '5分前'],
    ['two hours', ago(2 * HOUR), '2 hours ago', '2時間前'],
    ['a day', ago(24 * HOUR), 'a day ago', '1日前'],
    ['six days', ago(6 * 24 * HOUR), '6 days ago', '6日前'],
    ['a clock ahead', new Date(NOW.getTime() + HOUR), 'a few seconds ago', '数秒前'],
  ])('%s', (_name, given, en, ja) => {
    expect(formatTimeAgo(given, 'en', NOW)).toBe(en);
    expect(formatTimeAgo(given, 'ja', NOW)).toBe(ja);
  });

  it('is N/A without a valid moment', () => {
    expect(formatTimeAgo(null, 'en', NOW)).toBe('N/A');
    expect(formatTimeAgo('not a date', 'ja', NOW)).toBe('N/A');
  });
});
