import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, shot, test } from './helpers';

interface Earning {
  month: string;
  preferredCurrencyIsoCode: string;
  userEarningInUsd: { totalChannelNetEarnings: number | null };
  userEarningInPreferredCurrency: { totalChannelNetEarnings: number | null };
}

/** Opens an app path and waits (generously: a shared machine) until the shell shows the page. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
}

/** How many bars the chart draws (its rectangles with a height; an empty month has none). */
function barCount(page: Page, label: string): Promise<number> {
  return page
    .getByRole('figure', { name: label })
    .locator('[data-chart="bar"]')
    .evaluateAll((paths) => paths.filter((p) => p.getBoundingClientRect().height > 0).length);
}

/** `1,234.56 EUR` / `$1,234.56`. */
function money(amount: number, currency: string): string {
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return currency === 'USD' ? `$${text}` : `${text} ${currency}`;
}

/** The 2026 net revenue in `currency`, as the API gives it. */
function yearToDate(earnings: Earning[], currency: string): number {
  const cents = earnings
    .filter((e) => e.month.startsWith('2026-'))
    .map((e) =>
      currency === 'USD'
        ? e.userEarningInUsd.totalChannelNetEarnings
        : e.preferredCurrencyIsoCode === currency
          ? e.userEarningInPreferredCurrency.totalChannelNetEarnings
          : null,
    )
    .reduce<number>((sum, amount) => sum + Math.round((amount ?? 0) * 100), 0);
  return cents / 100;
}

/** Hovers the chart's last bar with a height (the newest month), so its tooltip shows. */
async function hoverNewestBar(page: Page, label: string) {
  const bars = page.getByRole('figure', { name: label }).locator('[data-chart="bar"]');
  await expect.poll(() => bars.count()).toBeGreaterThan(0);
  await bars.last().hover();
}

async function look(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, testInfo, `${name}-${width}`);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('earnings over time', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ persona: 'creator' });

  test('creator: 12 months of net revenue by status, in EUR and in USD, year to date', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await open(page, 'earnings/youtube');
    const response = await page.request.get('/api/user/me/earnings.json');
    const earnings = (await response.json()) as Earning[];
    const history = page.getByRole('region', { name: 'Earnings over time' });
    await expect(history).toBeVisible();

    // In the user's currency (EUR) only the months paid in EUR have a bar.
    const eurLabel = 'Net YouTube revenue per month, last 12 months, in EUR';
    const eurMonths = earnings.filter((e) => e.preferredCurrencyIsoCode === 'EUR').length;
    await expect.poll(() => barCount(page, eurLabel)).toBe(eurMonths);
    await expect(history.getByTestId('history-ytd')).toHaveText(
      money(yearToDate(earnings, 'EUR'), 'EUR'),
    );
    await expect(history.getByText(/Months paid in another currency/)).toBeVisible();
    // January to April were paid in USD: the euro total says which months it adds up.
    await expect(history.getByText(/^2026 so far, May\s–\sNovember only$/)).toBeVisible();
    // The tooltip names the month as the page does, never the raw date.
    await hoverNewestBar(page, eurLabel);
    const tooltip = history.locator('[data-chart="tooltip"]');
    await expect(tooltip).toContainText(
      /(January|February|March|April|May|June|July|August|September|October|November|December) 2026/,
    );
    await expect(tooltip).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    // The axis shows plain amounts (the currency is picked above the chart), the tooltip money.
    await expect(history.locator('[data-chart="y-axis"]').first()).not.toContainText('EUR');
    for (const status of ['Paid', 'Pending', 'Failed'])
      await expect(history.getByText(status, { exact: true })).toBeVisible();
    await look(page, testInfo, 'earnings-history-eur');

    await history.getByText('USD', { exact: true }).click();
    const usdLabel = 'Net YouTube revenue per month, last 12 months, in USD';
    await expect.poll(() => barCount(page, usdLabel)).toBe(12);
    await expect(history.getByText('2026 so far', { exact: true })).toBeVisible();
    await expect(history.getByTestId('history-ytd')).toHaveText(
      money(yearToDate(earnings, 'USD'), 'USD'),
    );
    const [newest, before] = earnings;
    const change =
      newest!.userEarningInUsd.totalChannelNetEarnings! -
      before!.userEarningInUsd.totalChannelNetEarnings!;
    await expect(history.getByTestId('history-change')).toContainText(
      `${change > 0 ? '+' : '-'}${money(Math.abs(change), 'USD')}`,
    );
    await look(page, testInfo, 'earnings-history-usd');
  });
});

test.describe('earnings over time in Japanese', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ persona: 'creator' });

  test('the axis and the tooltip write months as every other Japanese month (2026年11月)', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/user/me.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), language: 'ja' } });
    });
    await open(page, 'earnings/youtube');
    const history = page.getByRole('region', { name: '収益の推移' });
    const label = '月別のYouTube純収益（過去12か月、EUR）';
    const ticks = page.getByRole('figure', { name: label }).locator('[data-chart="x-axis"] text');
    await expect.poll(() => ticks.allTextContents()).toContain('2026年11月');
    expect((await ticks.allTextContents()).filter((text) => /月 \d{4}/.test(text))).toEqual([]);
    await expect(history.getByText(/^2026年の累計（5月～11月のみ）$/)).toBeVisible();
    await hoverNewestBar(page, label);
    const tooltip = history.locator('[data-chart="tooltip"]');
    await expect(tooltip).toContainText(/2026年\d{1,2}月/);
    await expect(tooltip).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await look(page, testInfo, 'earnings-history-ja');
  });
});
