import { expect, type Page } from '@playwright/test';
import { downloadCsv, screenAmount } from './csv-download';
import { test } from './helpers';

/** Opens an app path and waits (generously: a shared machine) until the shell shows the page. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
}

/** Sums the amount column per currency of the rows whose status is `Paid`, in cents. */
function paidTotals(rows: Record<string, string>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.Status !== 'Paid') continue;
    const currency = row.Currency ?? '';
    totals.set(currency, (totals.get(currency) ?? 0) + Math.round(Number(row.Amount) * 100));
  }
  return totals;
}

test.describe('CSV exports', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ persona: 'creator' });

  test('creator: the payments of every month and of one month, totals as on the screen', async ({
    page,
    pageErrors: _pageErrors,
  }) => {
    await open(page, 'earnings/payments/all');
    const summary = page.getByRole('region', { name: 'Payments summary' });
    await expect(summary).toBeVisible();
    const csv = await downloadCsv(page, 'Download CSV');
    expect(csv.filename).toBe('payments-2026.csv');
    expect(csv.header).toEqual(['Date', 'Amount', 'Currency', 'Method', 'Status', 'Reference']);
    await expect(summary.getByTestId('payments-count')).toHaveText(String(csv.rows.length));
    for (const row of csv.rows) {
      expect(row.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.Amount).toMatch(/^-?\d+(\.\d+)?$/);
    }
    // Each total the page shows is the sum of the file's paid rows in that currency.
    const totals = paidTotals(csv.rows);
    const shown = await summary.getByTestId('payments-total').allTextContents();
    expect(shown).toHaveLength(totals.size);
    for (const text of shown) {
      const { amount, currency, digits } = screenAmount(text);
      expect((totals.get(currency) ?? NaN) / 100).toBeCloseTo(amount, digits);
    }

    await open(page, 'earnings/payments/2026-10-01');
    const month = await downloadCsv(page, 'Download CSV');
    expect(month.filename).toBe('payments-2026-10.csv');
    expect(month.rows).toEqual([
      {
        Date: '2026-10-15',
        Amount: '1226.2',
        Currency: 'EUR',
        Method: 'PayPal',
        Status: 'Failed',
        Reference: 'PP-7003',
      },
    ]);
  });

  test('creator: a YouTube earnings month and the yearly summary, figures as on the screen', async ({
    page,
    pageErrors: _pageErrors,
  }) => {
    await open(page, 'earnings/youtube/2026-10-01');
    const summary = page.getByRole('region', { name: 'Earnings summary' });
    await expect(summary).toBeVisible();
    const csv = await downloadCsv(page, 'Download month (CSV)');
    expect(csv.filename).toBe('youtube-earnings-2026-10.csv');
    expect(csv.header).toEqual(['Month', 'Item', 'Amount', 'Currency', 'Amount in USD']);
    const carried = csv.rows.find((r) => r.Item?.startsWith('Carried over'))!.Item!;
    for (const item of ['Net YouTube revenue', 'Total unpaid balance', carried]) {
      const row = csv.rows.find((r) => r.Item === item)!;
      expect(row.Month).toBe('2026-10');
      const line = summary.getByText(item, { exact: true }).locator('xpath=../..');
      const texts = await line.locator('span').allTextContents();
      const amounts = texts
        .filter((text) => /^-?\$?[\d,]+(\.\d+)?( [A-Z]{3})?$/.test(text.trim()))
        .map(screenAmount);
      expect(amounts.find((a) => a.currency === 'USD')?.amount).toBe(Number(row['Amount in USD']));
      expect(amounts.find((a) => a.currency === row.Currency)?.amount).toBe(Number(row.Amount));
    }
    const paid = csv.rows.find((r) => r.Item === 'Amount paid')!;
    await expect(summary).toContainText(
      `${Number(paid.Amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${paid.Currency}`,
    );

    const year = await downloadCsv(page, '2026 summary for taxes (CSV)');
    expect(year.filename).toBe('youtube-earnings-2026.csv');
    expect(year.header).toEqual([
      'Paid on',
      'Month',
      'Currency',
      'Gross YouTube revenue',
      'Withholding tax',
      'Net YouTube revenue',
      'Campaign payments',
      'Bonuses',
      'Other items',
      'VAT',
      'Carried over',
      'Carried over from month',
      'Amount paid',
    ]);
    // Every payment received in 2026, as the payments list has them, and the same totals.
    const list = (await (await page.request.get('/api/user/me/new_payments.json')).json()) as {
      paidAt: string;
      amountPaidValue: number;
      amountPaidCurrency: string;
      simpleStatus: string;
    }[];
    const received = list
      .filter((p) => p.simpleStatus === 'paid' && p.paidAt.startsWith('2026-'))
      .reverse();
    const rows = year.rows.filter((row) => row['Paid on'] !== 'Total');
    expect(rows.map((row) => [row['Paid on'], Number(row['Amount paid']), row.Currency])).toEqual(
      received.map((p) => [p.paidAt.slice(0, 10), p.amountPaidValue, p.amountPaidCurrency]),
    );
    const july = year.rows.find((row) => row.Month === '2026-07')!;
    expect(july['Campaign payments']).toBe('1175');
    const october = year.rows.find((row) => row.Month === '2026-10')!;
    expect(october['Amount paid']).toBe(paid.Amount);
    expect(october['Carried over from month']).toBe('2026-09');
    for (const total of year.rows.filter((row) => row['Paid on'] === 'Total')) {
      const cents = received
        .filter((p) => p.amountPaidCurrency === total.Currency)
        .reduce((sum, p) => sum + Math.round(p.amountPaidValue * 100), 0);
      expect(Math.round(Number(total['Amount paid']) * 100)).toBe(cents);
    }
  });
});
