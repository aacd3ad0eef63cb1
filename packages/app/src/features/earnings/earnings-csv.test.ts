import type { Payment, YoutubeEarning } from '@creator/api-client';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../lib/csv';
import { example } from '../../test/examples';
import { carriedFrom, monthLines } from './earnings-rules';
import {
  monthCsv,
  monthCsvFilename,
  paidInYear,
  taxYearOf,
  yearCsv,
  yearCsvFilename,
} from './earnings-csv';

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
  paidOn: 'Paid on',
  month: 'Month',
  currency: 'Currency',
  gross: 'Gross',
  tax: 'Tax',
  net: 'Net',
  campaigns: 'Campaigns',
  bonuses: 'Bonuses',
  otherItems: 'Other',
  vat: 'VAT',
  carriedOver: 'Carried over',
  carriedFrom: 'Carried from',
  paid: 'Paid',
  total: 'Total',
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
  const byMonth = (rows: Record<string, string>[], month: string) =>
    rows.find((row) => row.Month === month)!;

  it('has one row per payment received in the year, by its date, then a total per currency', async () => {
    const rows = await imported(yearCsv(earnings, '2026', yearLabels));
    const paidRows = rows.filter((row) => row['Paid on'] !== 'Total');
    // December 2025 was paid in January 2026; November 2026 is not paid yet; September failed.
    expect(paidRows.map((row) => [row['Paid on'], row.Month])).toEqual(
      paidInYear(earnings, '2026').map((e) => [e.userPayment!.paidDate, e.month.slice(0, 7)]),
    );
    expect(paidRows[0]).toMatchObject({ 'Paid on': '2026-01-15', Month: '2025-12' });
    expect(paidRows.map((row) => row.Month)).not.toContain('2026-11');
    expect(paidRows.map((row) => row.Month)).not.toContain('2026-09');
    expect(rows.filter((row) => row['Paid on'] === 'Total').map((row) => row.Currency)).toEqual([
      'USD',
      'EUR',
    ]);
  });

  it('holds every kind of income: the July campaign payment, bonuses, VAT, carried-over amounts', async () => {
    const rows = await imported(yearCsv(earnings, '2026', yearLabels));
    expect(byMonth(rows, '2026-07')).toMatchObject({
      Currency: 'EUR',
      Net: '1026.63',
      Campaigns: '1175',
      Bonuses: '0',
      VAT: '418.31',
      Paid: '2619.94',
    });
    expect(byMonth(rows, '2026-06').Bonuses).toBe('22.5');
    // September's failed payment is carried into October's.
    const september = earnings.find((e) => e.month === '2026-09-01')!;
    expect(byMonth(rows, '2026-10')).toMatchObject({
      'Carried over': String(september.userEarningInPreferredCurrency.unpaidBalance),
      'Carried from': '2026-09',
    });
  });

  it('each payment is the sum of its parts: net - tax + items + VAT + carried over', async () => {
    const rows = await imported(yearCsv(earnings, '2026', yearLabels));
    for (const row of rows) {
      const cell = (name: string) => Math.round(Number(row[name] || 0) * 100);
      const parts =
        cell('Net') -
        cell('Tax') +
        cell('Campaigns') +
        cell('Bonuses') +
        cell('Other') +
        cell('VAT') +
        cell('Carried over');
      expect(parts, `${row['Paid on']} ${row.Month} ${row.Currency}`).toBe(cell('Paid'));
    }
  });

  it('agrees with the payments list: every paid payment of the year, and the same totals', async () => {
    const rows = await imported(yearCsv(earnings, '2026', yearLabels));
    const received = payments.filter(
      (p) => p.simpleStatus === 'paid' && p.paidAt.startsWith('2026-'),
    );
    const paidRows = rows.filter((row) => row['Paid on'] !== 'Total');
    expect(paidRows.map((row) => [row['Paid on'], Number(row.Paid), row.Currency])).toEqual(
      received
        .map((p) => [p.paidAt.slice(0, 10), p.amountPaidValue, p.amountPaidCurrency])
        .reverse(),
    );
    for (const total of rows.filter((row) => row['Paid on'] === 'Total')) {
      const sum = received
        .filter((p) => p.amountPaidCurrency === total.Currency)
        .reduce((cents, p) => cents + Math.round((p.amountPaidValue ?? 0) * 100), 0);
      expect(Math.round(Number(total.Paid) * 100)).toBe(sum);
    }
  });

  it('a year without payments has the header only', () => {
    expect(yearCsv(earnings, '2024', yearLabels).rows).toEqual([]);
  });
});

describe('taxYearOf', () => {
  it.each([
    ['a paid month: the year of its payment', '2025-12-01', '2026'],
    ['an unpaid month: its own year', '2026-11-01', '2026'],
    ['a paid month of the same year', '2026-03-01', '2026'],
  ])('%s', (_name, month, want) =>
    expect(taxYearOf(earnings.find((e) => e.month === month)!)).toBe(want),
  );
});
