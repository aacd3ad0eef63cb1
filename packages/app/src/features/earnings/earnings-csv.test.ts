import type { Payment, YoutubeEarning } from '@creator/api-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../lib/csv';
import { example } from '../../test/examples';
import { carriedFrom, monthLines } from './earnings-rules';
import { monthCsv, monthCsvFilename, monthsOfYear, yearCsv, yearCsvFilename } from './earnings-csv';

const earnings = example<YoutubeEarning[]>('listYoutubeEarnings');
const payments = example<Payment[]>('listPayments');
const october = earnings.find((earning) => earning.month === '2026-10-01')!;

const monthLabels = {
  month: 'Month',
  item: 'Item',
  amount: 'Amount',
  currency: 'Currency',
  amountUsd: 'Amount in USD',
  amountPaid: 'Amount paid',
  line: (line: { kind: string; text?: string }) => line.text ?? line.kind,
};
const yearLabels = {
  month: 'Month',
  status: 'Status',
  gross: 'Gross',
  tax: 'Tax',
  vat: 'VAT',
  net: 'Net',
  currency: 'Currency',
  paid: 'Paid',
  paidCurrency: 'Paid currency',
  paidOn: 'Paid on',
  statusLabel: (status: string) => status,
};

/** The CSV as a spreadsheet imports it: rows of named text cells. */
async function imported(table: Parameters<typeof csvText>[0]) {
  const { data, errors } = Papa.parse<Record<string, string>>((await csvText(table)).slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(errors).toEqual([]);
  return data;
}

describe('file names', () => {
  it.each([
    [monthCsvFilename('2026-10-01'), 'youtube-earnings-2026-10.csv'],
    [yearCsvFilename('2026'), 'youtube-earnings-2026.csv'],
  ])('%s', (given, want) => expect(given).toBe(want));
});

describe('monthCsv', () => {
  it.each([true, false])(
    'has one row per money line of the screen (CMSes: %s), then the amount paid',
    (hasCmses) => {
      const table = monthCsv(october, { hasCmses }, monthLabels);
      const lines = monthLines(october, { hasCmses });
      expect(table.rows).toHaveLength(lines.length + 1);
      expect(table.rows.map((row) => row[1])).toEqual([
        ...lines.map((line) => line.text ?? line.kind),
        'Amount paid',
      ]);
      expect(table.rows.at(-1)).toEqual([
        '2026-10',
        'Amount paid',
        october.userPayment!.paidAmount,
        october.userPayment!.paidCurrency,
        null,
      ]);
    },
  );

  it('imported, each amount is the screen figure in its currency and in USD', async () => {
    const rows = await imported(monthCsv(october, { hasCmses: true }, monthLabels));
    const net = rows.find((row) => row.Item === 'net')!;
    expect(Number(net.Amount)).toBe(october.userEarningInPreferredCurrency.totalChannelNetEarnings);
    expect(net.Currency).toBe(october.preferredCurrencyIsoCode);
    expect(Number(net['Amount in USD'])).toBe(october.userEarningInUsd.totalChannelNetEarnings);
  });

  it('a carry-over row holds the figures of the month it came from, in its currency', () => {
    const source = carriedFrom(earnings, october)!;
    expect(source.month).toBe('2026-09-01');
    const table = monthCsv(october, { hasCmses: true, source }, monthLabels);
    expect(table.rows.find((row) => row[1] === 'carryover')).toEqual([
      '2026-10',
      'carryover',
      source.userEarningInPreferredCurrency.unpaidBalance,
      source.preferredCurrencyIsoCode,
      source.userEarningInUsd.unpaidBalance,
    ]);
  });

  it('an unpaid month has no amount-paid row', () => {
    const pending = earnings.find((earning) => earning.userPayment === null)!;
    const table = monthCsv(pending, { hasCmses: true }, monthLabels);
    expect(table.rows.map((row) => row[1])).not.toContain('Amount paid');
  });
});

describe('yearCsv', () => {
  it('has one row per month of the year, oldest first', () => {
    const table = yearCsv(earnings, '2026', yearLabels);
    expect(table.rows.map((row) => row[0])).toEqual(
      monthsOfYear(earnings, '2026').map((earning) => earning.month.slice(0, 7)),
    );
    expect(table.rows[0]?.[0]).toBe('2026-01');
    expect(yearCsv(earnings, '2025', yearLabels).rows.map((row) => row[0])).toEqual(['2025-12']);
  });

  it('VAT is licensing plus campaign VAT, empty where VAT does not apply', () => {
    const rows = yearCsv(earnings, '2026', yearLabels).rows;
    for (const [index, earning] of monthsOfYear(earnings, '2026').entries()) {
      const amounts = earning.userEarningInPreferredCurrency;
      const want = earning.applyVat
        ? Math.round(
            ((amounts.vatAmountForLicensingRevenueType ?? 0) +
              (amounts.vatAmountForCampaignRevenueType ?? 0)) *
              100,
          ) / 100
        : null;
      expect(rows[index]?.[4]).toBe(want);
    }
  });

  it('imported, what it says was paid adds up to the paid payments of those dates', async () => {
    const rows = await imported(yearCsv(earnings, '2026', yearLabels));
    const dates = new Set(rows.map((row) => row['Paid on']).filter(Boolean));
    const sum = (list: { amount: number; currency: string }[], currency: string) =>
      list
        .filter((item) => item.currency === currency)
        .reduce((total, item) => total + Math.round(item.amount * 100), 0);
    const fromCsv = rows
      .filter((row) => row.Paid !== '')
      .map((row) => ({ amount: Number(row.Paid), currency: row['Paid currency'] ?? '' }));
    const fromPayments = payments
      .filter((p) => p.simpleStatus === 'paid' && dates.has(p.paidAt.slice(0, 10)))
      .map((p) => ({ amount: p.amountPaidValue ?? 0, currency: p.amountPaidCurrency }));
    expect(fromCsv.length).toBeGreaterThan(0);
    for (const currency of ['USD', 'EUR'])
      expect(sum(fromCsv, currency)).toBe(sum(fromPayments, currency));
  });
});
