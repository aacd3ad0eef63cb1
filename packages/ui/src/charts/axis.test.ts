import { describe, expect, it } from 'vitest';
import {
  formatAxisDate,
  formatTooltipDate,
  suggestedAxisMax,
  UPLOADED_VIDEOS_AXIS_MIN,
} from './axis';

describe('suggestedAxisMax', () => {
  it.each([
    ['no uploads', { dataMax: 0, want: 6 }],
    ['a few uploads stay under the suggestion', { dataMax: 2, want: 6 }],
    ['exactly the suggestion', { dataMax: 6, want: 6 }],
    ['more uploads raise the axis', { dataMax: 14, want: 14 }],
    ['fractions round up', { dataMax: 6.2, want: 7 }],
    ['empty data (-Infinity)', { dataMax: -Infinity, want: 6 }],
    ['NaN', { dataMax: Number.NaN, want: 6 }],
  ])('%s', (_name, { dataMax, want }) => {
    expect(suggestedAxisMax(dataMax, UPLOADED_VIDEOS_AXIS_MIN)).toBe(want);
  });
});

describe('formatAxisDate', () => {
  it.each([
    ['a day', { value: '2026-11-03', granularity: 'day' as const, want: 'Nov 3' }],
    ['a month', { value: '2026-11-01', granularity: 'month' as const, want: 'Nov 2026' }],
    ['not a date', { value: 'total', granularity: 'day' as const, want: 'total' }],
  ])('%s', (_name, { value, granularity, want }) => {
    expect(formatAxisDate(value, granularity)).toBe(want);
  });

  it.each([
    ['a Japanese month reads as every other Japanese month', '2026-11-01', 'month', '2026年11月'],
    ['a Japanese day', '2026-11-03', 'day', '11月3日'],
  ] as const)('%s', (_name, value, granularity, want) => {
    expect(formatAxisDate(value, granularity, 'ja')).toBe(want);
  });
});

describe('formatTooltipDate', () => {
  it.each([
    [
      'a month',
      { value: '2026-09-01', granularity: 'month', locale: 'en', want: 'September 2026' },
    ],
    [
      'a Japanese month',
      { value: '2026-09-01', granularity: 'month', locale: 'ja', want: '2026年9月' },
    ],
    ['a day', { value: '2026-11-03', granularity: 'day', locale: 'en', want: 'Nov 3, 2026' }],
    [
      'a Japanese day',
      { value: '2026-11-03', granularity: 'day', locale: 'ja', want: '2026年11月3日' },
    ],
    ['not a date', { value: 'total', granularity: 'day', locale: 'en', want: 'total' }],
  ] as const)('%s', (_name, { value, granularity, locale, want }) => {
    expect(formatTooltipDate(value, granularity, locale)).toBe(want);
  });
});
