import { describe, expect, it } from 'vitest';
import { formatAxisDate, suggestedAxisMax, UPLOADED_VIDEOS_AXIS_MIN } from './axis';

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

  it('follows the locale', () => {
    expect(formatAxisDate('2026-11-03', 'month', 'ja')).toBe('11月 2026');
  });
});
