import 'dayjs/locale/ja';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { formatMoney } from '@creator/ui';
import {
  ALL_MONTHS,
  isListedMonth,
  paymentMonthLabel,
  paymentMonths,
  paymentsOfMonth,
  revenueAccount,
  totalsPerCurrency,
} from './payment-rules';

describe('payment rules', () => {
  it.each<[string, { given: Parameters<typeof revenueAccount>[0]; want: string | null }]>([
    [
      'first authed youtube',
      {
        given: [makeAccount({ accountType: 'instagram', uuid: '1' }), makeAccount({ uuid: '2' })],
        want: '2',
      },
    ],
    [
      'reauth youtube is skipped',
      { given: [makeAccount({ authenticationStatus: 'not_authed' })], want: null },
    ],
    ['accounts not loaded', { given: undefined, want: null }],
  ])('revenueAccount: %s', (_name, { given, want }) =>
    expect(revenueAccount(given)?.uuid ?? null).toBe(want),
  );
});

describe('paymentMonthLabel', () => {
  it.each<[string, { given: Parameters<typeof paymentMonthLabel>; want: string }]>([
    ['English', { given: ['2026-11-01', 'en'], want: 'November 2026' }],
    ['Japanese', { given: ['2026-11-01', 'ja'], want: '2026年11月' }],
    ['unknown', { given: [null, 'en'], want: '' }],
    ['not a date', { given: ['soon', 'en'], want: '' }],
  ])('%s', (_name, { given, want }) => expect(paymentMonthLabel(...given)).toBe(want));
});

describe('payments month rules', () => {
  const payments = [
    {
      paidAt: '2026-11-15T09:00:00Z',
      amountPaidValue: 10.04,
      amountPaidCurrency: 'EUR',
      simpleStatus: 'paid',
    },
    {
      paidAt: '2026-11-02T09:00:00Z',
      amountPaidValue: 0.1,
      amountPaidCurrency: 'EUR',
      simpleStatus: 'paid',
    },
    {
      paidAt: '2026-10-15T09:00:00Z',
      amountPaidValue: 1234.56,
      amountPaidCurrency: 'USD',
      simpleStatus: 'paid',
    },
    {
      paidAt: '2026-10-15T09:00:00Z',
      amountPaidValue: 99,
      amountPaidCurrency: 'USD',
      simpleStatus: 'failed',
    },
    {
      paidAt: '2025-12-15T09:00:00Z',
      amountPaidValue: null,
      amountPaidCurrency: 'JPY',
      simpleStatus: 'paid',
    },
  ] as const;

  it('paymentMonths: distinct months, newest first', () =>
    expect(paymentMonths(payments)).toEqual(['2026-11-01', '2026-10-01', '2025-12-01']));

  it.each<[string, string, boolean]>([
    ['all', ALL_MONTHS, true],
    ['a month with payments', '2026-10-01', true],
    ['a month without payments', '2025-01-01', false],
  ])('isListedMonth: %s', (_name, month, want) =>
    expect(isListedMonth(paymentMonths(payments), month)).toBe(want),
  );

  it.each<[string, string, number]>([
    ['all', ALL_MONTHS, 5],
    ['one month', '2026-11-01', 2],
    ['a month without payments', '2026-01-01', 0],
  ])('paymentsOfMonth: %s', (_name, month, want) =>
    expect(paymentsOfMonth(payments, month)).toHaveLength(want),
  );

  it.each<[string, readonly (typeof payments)[number][], { currency: string; amount: number }[]]>([
    [
      'per currency, paid only, no float noise',
      payments,
      [
        { currency: 'EUR', amount: 10.14 },
        { currency: 'USD', amount: 1234.56 },
      ],
    ],
    ['a missing amount adds nothing', [payments[4]], []],
    ['nothing paid', [payments[3]], []],
  ])('totalsPerCurrency: %s', (_name, given, want) =>
    expect(totalsPerCurrency(given)).toEqual(want),
  );

  it.each<[string, number, string, string]>([
    ['USD with its two digits', 1234.56, 'USD', '$1,234.56'],
    ['other currencies with their code', 10.14, 'EUR', '10.14 EUR'],
    ['a cent stays a cent', 0.05, 'USD', '$0.05'],
  ])('total display: %s', (_name, amount, currency, want) =>
    expect(formatMoney(amount, currency, 'en')).toBe(want),
  );
});
