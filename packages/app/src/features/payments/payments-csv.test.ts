import type { Payment } from '@creator/api-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, UTF8_BOM } from '../../lib/csv';
import { example } from '../../test/examples';
import { totalsPerCurrency } from './payment-rules';
import { paymentsCsv, paymentsFilename } from './payments-csv';

const labels = {
  date: 'Date',
  amount: 'Amount',
  currency: 'Currency',
  method: 'Method',
  status: 'Status',
  reference: 'Reference',
  methodLabel: (method: string) => `m:${method}`,
  statusLabel: (status: string) => `s:${status}`,
};

const payments = example<Payment[]>('listPayments');

describe('paymentsFilename', () => {
  const at = (...dates: string[]) => dates.map((paidAt) => ({ paidAt }));
  it.each<[string, { given: Parameters<typeof paymentsFilename>; want: string }]>([
    [
      'a month',
      { given: [at('2026-10-15T10:00:00Z'), '2026-10-01'], want: 'payments-2026-10.csv' },
    ],
    [
      'every month of one year',
      {
        given: [at('2026-11-15T10:00:00Z', '2026-01-15T10:00:00Z'), 'all'],
        want: 'payments-2026.csv',
      },
    ],
    [
      'every month over two years',
      {
        given: [at('2026-01-15T10:00:00Z', '2025-12-15T10:00:00Z'), 'all'],
        want: 'payments-2025-2026.csv',
      },
    ],
    ['nothing', { given: [[], 'all'], want: 'payments.csv' }],
  ])('%s', (_name, { given, want }) => expect(paymentsFilename(...given)).toBe(want));
});

describe('paymentsCsv', () => {
  it('writes one row per payment: ISO date, plain amount, its currency, method, status, reference', () => {
    const table = paymentsCsv(payments, labels);
    expect(table.header).toEqual(['Date', 'Amount', 'Currency', 'Method', 'Status', 'Reference']);
    expect(table.rows).toHaveLength(payments.length);
    expect(table.rows[0]).toEqual(['2026-11-15', 2413.5, 'EUR', 'm:paypal', 's:paid', 'PP-7002']);
  });

  it('a missing amount and reference are empty cells', () => {
    const [first] = payments;
    const table = paymentsCsv([{ ...first!, amountPaidValue: null, reference: null }], labels);
    expect(table.rows[0]?.[1]).toBeNull();
    expect(table.rows[0]?.[5]).toBeNull();
  });

  it('imported into a spreadsheet, its paid amounts add up to the totals the page shows', async () => {
    const text = await csvText(paymentsCsv(payments, labels));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const { data, errors } = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    expect(data).toHaveLength(payments.length);
    const cents = new Map<string, number>();
    for (const row of data) {
      if (row.Status !== 's:paid') continue;
      const currency = row.Currency ?? '';
      cents.set(currency, (cents.get(currency) ?? 0) + Math.round(Number(row.Amount) * 100));
    }
    const imported = [...cents].map(([currency, total]) => ({ currency, amount: total / 100 }));
    expect(imported).toEqual(totalsPerCurrency(payments));
  });
});
