import type { Payment, YoutubeEarning } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { example } from '../../test/examples';
import { monthOfPayment, paidFor, paymentOfMonth } from './money-links';

const earnings = example<YoutubeEarning[]>('listYoutubeEarnings');
const payments = example<Payment[]>('listPayments');
const month = (m: string) => earnings.find((earning) => earning.month === m)!;

/** What October 2026 was paid (on 2026-11-15, in EUR). */
const octoberPaid = month('2026-10-01').userPayment!.paidAmount;
const septemberDue = month('2026-09-01').userEarningInPreferredCurrency.unpaidBalance!;

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  paidAt: '2026-11-15T10:00:00Z',
  amountPaidValue: octoberPaid,
  amountPaidCurrency: 'EUR',
  paymentMethod: 'paypal',
  simpleStatus: 'paid',
  reference: 'PP-1',
  ...overrides,
});

describe('paidFor', () => {
  it.each<[string, { given: Payment; earning: string; want: boolean }]>([
    ['same date, amount and currency', { given: payment(), earning: '2026-10-01', want: true }],
    [
      'another date',
      { given: payment({ paidAt: '2026-11-16T10:00:00Z' }), earning: '2026-10-01', want: false },
    ],
    [
      'another amount',
      {
        given: payment({ amountPaidValue: octoberPaid + 0.01 }),
        earning: '2026-10-01',
        want: false,
      },
    ],
    [
      'float noise is the same amount',
      {
        given: payment({ amountPaidValue: octoberPaid + 1e-10 }),
        earning: '2026-10-01',
        want: true,
      },
    ],
    [
      'another currency',
      { given: payment({ amountPaidCurrency: 'USD' }), earning: '2026-10-01', want: false },
    ],
    [
      'not paid',
      { given: payment({ simpleStatus: 'pending' }), earning: '2026-10-01', want: false },
    ],
    [
      'no amount',
      { given: payment({ amountPaidValue: null }), earning: '2026-10-01', want: false },
    ],
    [
      'a failed payment of a failed month, its payable amount',
      {
        given: payment({
          paidAt: '2026-10-15T10:00:00Z',
          amountPaidValue: septemberDue,
          simpleStatus: 'failed',
        }),
        earning: '2026-09-01',
        want: true,
      },
    ],
    [
      'a failed payment before the month',
      {
        given: payment({
          paidAt: '2026-08-15T10:00:00Z',
          amountPaidValue: septemberDue,
          simpleStatus: 'failed',
        }),
        earning: '2026-09-01',
        want: false,
      },
    ],
    ['nothing for a pending month', { given: payment(), earning: '2026-11-01', want: false }],
  ])('%s', (_name, { given, earning, want }) => expect(paidFor(given, month(earning))).toBe(want));
});

describe('the creator: every paid or failed month has its payment, and back', () => {
  it.each(earnings.map((earning) => [earning.month, earning.paymentStatus.key] as const))(
    '%s (%s)',
    (m, status) => {
      const found = paymentOfMonth(month(m), payments);
      if (status === 'paid' || status === 'failed') {
        expect(found?.simpleStatus).toBe(status);
        expect(monthOfPayment(found!, earnings)).toBe(m);
      } else expect(found).toBeNull();
    },
  );
});
