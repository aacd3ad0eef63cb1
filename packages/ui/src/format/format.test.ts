import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatFileSize,
  formatHumanTime,
  formatMoney,
  numberFormat,
  formatNumber,
  formatPercent,
  formatWholeDollars,
  NOT_APPLICABLE,
  setNotApplicableText,
} from '.';

describe('formatMoney', () => {
  it.each([
    ['USD with $ in front', { given: [1234.56, 'USD'], want: '$1,234.56' }],
    ['USD pads to 2 digits', { given: [5, 'USD'], want: '$5.00' }],
    ['USD rounds to the cent', { given: [0.005, 'USD'], want: '$0.01' }],
    ['USD millions', { given: [1234567.891, 'USD'], want: '$1,234,567.89' }],
    ['USD negative', { given: [-12.3, 'USD'], want: '-$12.30' }],
    ['tiny negative is not -0', { given: [-0.001, 'USD'], want: '$0.00' }],
    ['lower-case code', { given: [1, 'usd'], want: '$1.00' }],
    ['EUR shows the ISO code after', { given: [1234.56, 'EUR'], want: '1,234.56 EUR' }],
    ['JPY keeps 2 digits', { given: [1500, 'JPY'], want: '1,500.00 JPY' }],
    ['zero', { given: [0, 'USD'], want: '$0.00' }],
    ['null amount', { given: [null, 'USD'], want: 'N/A' }],
    ['undefined amount', { given: [undefined, 'EUR'], want: 'N/A' }],
    ['NaN amount', { given: [Number.NaN, 'USD'], want: 'N/A' }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(formatMoney(given[0], given[1])).toBe(want);
  });

  it.each([
    ['payment total, USD', { given: [1234.56, 'USD'], want: '$1,234.6' }],
    ['payment total, EUR', { given: [99.94, 'EUR'], want: '99.9 EUR' }],
  ] as const)('one decimal for %s', (_name, { given, want }) => {
    expect(formatMoney(given[0], given[1], 'en', 1)).toBe(want);
  });

  it('uses the locale separators (ja matches the product format too)', () => {
    expect(formatMoney(1234.5, 'USD', 'ja')).toBe('$1,234.50');
  });
});

describe('numberFormat', () => {
  it('builds one formatter per locale and options, and reuses it', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('en', options)).toBe(numberFormat('en', { ...options }));
    expect(numberFormat('en', options)).not.toBe(numberFormat('ja', options));
    expect(numberFormat('en', options)).not.toBe(numberFormat('en', { maximumFractionDigits: 3 }));
  });
});

describe('a locale Intl refuses formats in English, never throws', () => {
  it.each(['en_US', 'xx-!!', '', '日本語'])('%j', (locale) => {
    expect(formatNumber(1234.5, locale)).toBe('1,234.5');
    expect(formatMoney(12.5, 'USD', locale)).toBe(formatMoney(12.5, 'USD', 'en'));
    expect(formatPercent(0.25, locale)).toBe(formatPercent(0.25, 'en'));
    expect(formatDecimal(1.5, locale)).toBe(formatDecimal(1.5, 'en'));
    expect(formatWholeDollars(100, locale)).toBe(formatWholeDollars(100, 'en'));
  });
});

describe('formatWholeDollars', () => {
  it.each([
    ['rounds up', { given: 1234.56, want: '$1,235' }],
    ['rounds down', { given: 1234.49, want: '$1,234' }],
    ['zero', { given: 0, want: '$0' }],
    ['negative', { given: -9.6, want: '-$10' }],
    ['missing', { given: null, want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatWholeDollars(given)).toBe(want);
  });
});

describe('formatNumber', () => {
  it.each([
    ['thousands', { given: 1234567, want: '1,234,567' }],
    ['small', { given: 12, want: '12' }],
    ['zero', { given: 0, want: '0' }],
    ['negative', { given: -4500, want: '-4,500' }],
    ['fraction kept to 3 digits', { given: 1234.56789, want: '1,234.568' }],
    ['numeric string', { given: '98765', want: '98,765' }],
    ['NaN', { given: Number.NaN, want: 'N/A' }],
    ['Infinity', { given: Number.POSITIVE_INFINITY, want: 'N/A' }],
    ['null', { given: null, want: 'N/A' }],
    ['undefined', { given: undefined, want: 'N/A' }],
    ['text', { given: 'abc', want: 'N/A' }],
    ['blank string', { given: '  ', want: 'N/A' }],
    ['boolean', { given: true, want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatNumber(given)).toBe(want);
  });
});

describe('formatDecimal', () => {
  it.each([
    ['pads to 2 places', { given: 1234.5, want: '1,234.50' }],
    ['rounds to 2 places', { given: 3.14159, want: '3.14' }],
    ['integer', { given: 7, want: '7.00' }],
    ['numeric string', { given: '0.456', want: '0.46' }],
    ['not a number', { given: 'n/a', want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatDecimal(given)).toBe(want);
  });
});

describe('formatPercent', () => {
  it.each([
    ['one decimal', { given: 12.46, want: '12.5%' }],
    ['whole number keeps one decimal', { given: 12, want: '12.0%' }],
    ['zero', { given: 0, want: '0.0%' }],
    ['hundred', { given: 100, want: '100.0%' }],
    ['string', { given: '7.25', want: '7.3%' }],
    ['null', { given: null, want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatPercent(given)).toBe(want);
  });
});

describe('formatHumanTime', () => {
  it.each([
    ['hours and minutes', { given: 125, want: '2h 5m' }],
    ['minutes only', { given: 45, want: '45m' }],
    ['whole hours', { given: 120, want: '2h' }],
    ['zero', { given: 0, want: '0m' }],
    ['rounds to the minute', { given: 59.6, want: '1h' }],
    ['long', { given: 6001, want: '100h 1m' }],
    ['negative', { given: -5, want: 'N/A' }],
    ['not a number', { given: 'soon', want: 'N/A' }],
  ])('%s', (_name, { given, want }) => {
    expect(formatHumanTime(given)).toBe(want);
  });

  it('takes translated labels', () => {
    expect(formatHumanTime(125, { hours: '時間', minutes: '分', separator: '' })).toBe('2時間5分');
  });
});

describe('setNotApplicableText', () => {
  afterEach(() => setNotApplicableText(NOT_APPLICABLE));

  it('replaces the N/A text of every formatter', () => {
    setNotApplicableText('該当なし');
    expect([formatMoney(null, 'USD'), formatNumber('x'), formatPercent(undefined)]).toEqual([
      '該当なし',
      '該当なし',
      '該当なし',
    ]);
  });
});

describe('formatFileSize', () => {
  it('names a size in its largest binary unit, to one decimal, in the locale', () => {
    expect(formatFileSize(52_428_800)).toBe('50 MB');
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(900)).toBe('900 byte');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(52_428_800, 'ja')).toBe('50 MB');
    expect(formatFileSize(1_610_612_736, 'de').replace(/\s/g, ' ')).toBe('1,5 GB');
  });
});
