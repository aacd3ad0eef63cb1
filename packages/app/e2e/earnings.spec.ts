import { expect, type Page, type TestInfo, type WebSocket } from '@playwright/test';
import { expectHostileInputSafe } from './hostile';
import { expectNoAxeViolations, shot, test, usePersona, waitForShell } from './helpers';

/** The money display (docs/product-rules.md#formats-limits-and-constants): USD `$1,234.56`, others `1,234.56 EUR`. */
function money(amount: number, currency: string, digits = 2): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const sign = Number(amount.toFixed(digits)) < 0 ? '-' : '';
  return currency === 'USD' ? `${sign}$${text}` : `${sign}${text} ${currency}`;
}

const MONTH_NAMES =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
/** `2026-11-01` -> `2026 November` (the selector's label). */
const monthLabel = (month: string) =>
  `${month.slice(0, 4)} ${MONTH_NAMES[Number(month.slice(5, 7)) - 1]}`;

interface Amounts {
  totalChannelNetEarnings: number | null;
  unpaidBalance: number | null;
}
interface Earning {
  month: string;
  preferredCurrencyIsoCode: string;
  userEarningInUsd: Amounts;
  userEarningInPreferredCurrency: Amounts;
  paymentStatus: { key: string; failureMessage: string | null };
  userPayment: { paidAmount: number; paidCurrency: string } | null;
  applyVat: boolean;
  licensingVatPercentage: number | null;
}
interface Payment {
  paidAt: string;
  amountPaidValue: number | null;
  amountPaidCurrency: string;
  simpleStatus: string;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Picks a month in the page's month selector by its label. */
async function pickMonth(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Month' }).click();
  const option = page.getByRole('option', { name: label, exact: true });
  await option.scrollIntoViewIfNeeded();
  await option.click();
}

/** Moves the month selector to the next (older) month with the keyboard only. */
async function nextMonthByKeyboard(page: Page) {
  await page.getByRole('combobox', { name: 'Month' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Opens an app path and waits (generously: a shared machine) until the shell shows the page. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
}

/** Screenshots at 1280 and 767 px with axe at both widths. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, `${name}-1280`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 767, height: 900 });
  await shot(page, testInfo, `${name}-767`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('earnings', () => {
  // This machine is shared: first loads can take several seconds, and one test walks twelve months.
  test.describe.configure({ timeout: 90_000 });
  test.use({ persona: 'creator' });

  test('creator: every month of the year with the API numbers, the failed month, 1280 and 767 px', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    // /earnings: payments access goes to payments.
    await open(page, 'earnings');
    await expect(page).toHaveURL(/\/creator\/earnings\/payments$/);
    const earnings = await apiJson<Earning[]>(page, '/api/user/me/earnings.json');
    expect(earnings).toHaveLength(12);

    await open(page, 'earnings/youtube');
    await expect(page.getByRole('heading', { level: 1, name: 'YouTube earnings' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Earnings' });
    await expect(tabs.getByRole('link', { name: 'YouTube payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The first month is the default.
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(
      monthLabel(earnings[0]!.month),
    );
    for (const [index, earning] of earnings.entries()) {
      if (index > 0) {
        await nextMonthByKeyboard(page);
        await expect(page).toHaveURL(new RegExp(`earnings/youtube/${earning.month}$`));
        // The page stays: the selector keeps the focus for the next month.
        await expect(page.getByRole('combobox', { name: 'Month' })).toBeFocused();
      }
      const summary = page.getByRole('region', { name: 'Earnings summary' });
      const currency = earning.preferredCurrencyIsoCode;
      const balance = summary.getByText('Total unpaid balance').locator('xpath=../..');
      await expect(balance).toContainText(money(earning.userEarningInUsd.unpaidBalance!, 'USD'));
      if (currency !== 'USD')
        await expect(balance).toContainText(
          money(earning.userEarningInPreferredCurrency.unpaidBalance!, currency),
        );
      const net = summary.getByText('Net YouTube revenue').locator('xpath=../..');
      await expect(net).toContainText(
        money(earning.userEarningInUsd.totalChannelNetEarnings!, 'USD'),
      );
      if (earning.applyVat)
        await expect(
          summary.getByText(`Licensing VAT (${earning.licensingVatPercentage}.0%)`),
        ).toBeVisible();
      else await expect(summary.getByText(/Licensing VAT/)).toHaveCount(0);
      if (earning.userPayment)
        await expect(summary).toContainText(
          money(earning.userPayment.paidAmount, earning.userPayment.paidCurrency),
        );
      if (earning.paymentStatus.key === 'failed')
        await expect(
          page.getByRole('alert').filter({ hasText: earning.paymentStatus.failureMessage! }),
        ).toBeVisible();
    }
    await open(page, `earnings/youtube/${earnings[0]!.month}`);
    await expect(page.getByRole('region', { name: 'Earnings summary' })).toBeVisible();
    await shots(page, testInfo, 'earnings-month');
    // A month outside the list is not found.
    await open(page, 'earnings/youtube/2019-01-01');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('creator: a channel and a virtual account from the month', async ({ page }, testInfo) => {
    await open(page, 'earnings/youtube/2026-11-01');
    await page.getByRole('link', { name: 'Mika Travels', exact: true }).click();
    await expect(page).toHaveURL(/earnings\/youtube\/2026-11-01\/youtube\/UCmikaTravels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mika Travels' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveCount(0);
    const shares = page.getByRole('region', { name: 'Revenue shares' });
    await expect(shares).toContainText('70.0%');
    await expect(shares).toContainText('80.0%');
    const breakdown = page.getByRole('region', { name: 'Gross revenue breakdown' });
    for (const part of [
      'Partner provided',
      'UGC content ID',
      'Descriptive search',
      'YouTube Premium (Red)',
      'Super Chat',
    ])
      await expect(breakdown.getByText(part)).toBeVisible();
    await expect(breakdown).toContainText('$919.34');
    await expect(breakdown).toContainText('827.41 EUR');
    await shots(page, testInfo, 'earnings-channel');

    await page.getByRole('link', { name: /^Back to 2026 November/ }).click();
    await page.getByRole('link', { name: 'Mika Travels Shorts', exact: true }).click();
    await expect(page).toHaveURL(/earnings\/youtube\/2026-11-01\/virtual\/7$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mika Travels Shorts' }),
    ).toBeVisible();
    // A virtual account has no shares and no report.
    await expect(page.getByRole('region', { name: 'Revenue shares' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /video revenue report/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Gross revenue breakdown' })).toContainText(
      '$156.73',
    );
    // A well-formed link to an account without earnings that month says so.
    await open(page, 'earnings/youtube/2026-11-01/youtube/UCnobody');
    await expect(page.getByRole('heading', { level: 1, name: 'Channel earnings' })).toBeVisible();
    await expect(page.getByText('No earnings of this account in this month.')).toBeVisible();
  });

  test('creator: the video revenue report through a realtime event, unsubscribed on leaving', async ({
    page,
  }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await open(page, 'earnings/youtube/2026-10-01');
    await expect(page.getByRole('region', { name: 'Earnings summary' })).toBeVisible();
    // No connection where nothing is awaited: pusher-js is not even loaded on the month page.
    expect(sockets).toEqual([]);
    const channelLink = page.getByRole('link', { name: 'Mika Travels', exact: true });
    let socket = page.waitForEvent('websocket');
    await channelLink.click();
    const first = await socket;
    // Leaving the page (in-app) with no report asked for closes the app's connection.
    await page.getByRole('link', { name: /^Back to 2026 October/ }).click();
    await expect.poll(() => first.isClosed()).toBe(true);

    socket = page.waitForEvent('websocket');
    await channelLink.click();
    await socket;
    // The product's push carries only fileUrl: it completes this page's pending request (its
    // own file name tells it from the mock's later event, which names channel and month).
    const file = `${new URL(page.url()).origin}/__mock/files/video-revenue-report-UCmikaTravels-2026-10.csv?push=only-file-url`;
    const fetched = page.waitForRequest((request) => request.url().includes('push=only-file-url'));
    await page.getByRole('button', { name: 'Download the video revenue report' }).click();
    await expect(page.getByRole('button', { name: 'Generating the report…' })).toBeDisabled();
    const pushed = await page.request.post('/__mock/realtime/events', {
      data: {
        event: 'video_revenue_report_ready',
        data: { fileUrl: file },
      },
    });
    expect(pushed.status()).toBe(202);
    await fetched;
  });

  test('creator: a report asked for, then the user goes elsewhere: the notice and its link arrive there', async ({
    page,
  }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await open(page, 'earnings/youtube/2026-10-01');
    await page.getByRole('link', { name: 'Mika Travels', exact: true }).click();
    // The request is answered once the user has left the page that asked.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/earnings\/video_revenue_report\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Download the video revenue report' }).click();
    await expect(page.getByRole('button', { name: 'Generating the report…' })).toBeDisabled();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await expect(page).toHaveURL(/\/creator\/campaigns/);
    // The earnings page is gone: the URL changes before the campaigns page replaces it, and a
    // push in between would go to the page that asked.
    await expect(page.getByRole('button', { name: 'Generating the report…' })).toHaveCount(0);
    answer();
    // The mock pushes the report a moment after the request: the notice says so here.
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Your video revenue report for October 2026 is ready.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Download the report' })).toHaveAttribute(
      'href',
      /video-revenue-report-UCmikaTravels-2026-10/,
    );
    // One connection for the whole app, closed once nothing is awaited any more.
    expect(sockets).toHaveLength(1);
    await expect.poll(() => sockets[0]!.isClosed()).toBe(true);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('creator: payments, all months and one month with per-currency totals, and the load error', async ({
    page,
  }, testInfo) => {
    const payments = await apiJson<Payment[]>(page, '/api/user/me/new_payments.json');
    const totals = (list: Payment[]) => {
      const sums = new Map<string, number>();
      for (const p of list)
        if (p.simpleStatus === 'paid' && p.amountPaidValue !== null)
          sums.set(p.amountPaidCurrency, (sums.get(p.amountPaidCurrency) ?? 0) + p.amountPaidValue);
      return [...sums].map(([currency, amount]) => money(amount, currency));
    };
    await open(page, 'earnings/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('All months');
    await expect(page.getByTestId('payments-count')).toHaveText(String(payments.length));
    await expect(page.getByTestId('payments-total')).toHaveText(totals(payments));
    const list = page.getByRole('list', { name: 'Payments' });
    await expect(list.getByRole('listitem')).toHaveCount(payments.length);
    await expect(list.getByRole('listitem').first()).toContainText('Nov 15, 2026');
    await expect(list.getByRole('listitem').first()).toContainText('PayPal');
    // A one-column list: every row but the last keeps its separator (the last three too).
    const borders = await list
      .getByRole('listitem')
      .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).borderBottomStyle));
    expect(borders.slice(0, -1).every((style) => style === 'solid')).toBe(true);
    expect(borders.at(-1)).toBe('none');
    // The month select keeps the earnings page's width instead of spanning the content.
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const box = await page.getByRole('combobox', { name: 'Month' }).boundingBox();
      expect(box!.width).toBeLessThan(320);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await shots(page, testInfo, 'payments-all');

    await pickMonth(page, '2026 October');
    await expect(page).toHaveURL(/earnings\/payments\/2026-10-01$/);
    const october = payments.filter((p) => p.paidAt.startsWith('2026-10'));
    await expect(page.getByTestId('payments-count')).toHaveText(String(october.length));
    await expect(list.getByRole('listitem')).toHaveCount(october.length);
    await expect(list).toContainText('Failed');

    await pickMonth(page, '2026 May');
    const may = payments.filter((p) => p.paidAt.startsWith('2026-05'));
    await expect(page.getByTestId('payments-total')).toHaveText(totals(may));
    // The currency's own digits, as the row shows them (docs/product-rules.md#payments).
    await expect(page.getByTestId('payments-total')).toHaveText('$997.95');
    await expect(list).toContainText('$997.95');

    await page.request.post('/__mock/faults', {
      data: { operationId: 'listPayments', kind: '500' },
    });
    await open(page, 'earnings/payments/all');
    await expect(
      page.getByText('Your payments could not be loaded. Please try again.'),
    ).toBeVisible();
    await page.request.delete('/__mock/faults');
  });

  test.describe(() => {
    test.use({ persona: 'revenue-tier' });
    test('revenue-tier and payments-only personas', async ({ page, context }) => {
      await open(page, 'earnings/youtube');
      const tiers = page.getByRole('table');
      await expect(tiers).toContainText('∞');
      await expect(tiers).toContainText('%');
      await page.getByRole('link', { name: 'Mika Travels', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Gross revenue breakdown' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Revenue shares' })).toHaveCount(0);

      // The same test goes on as another persona: a new persona cookie (and no session) on this context.
      await context.clearCookies();
      await usePersona(context, 'payments-only');
      await open(page, 'earnings');
      await expect(page).toHaveURL(/\/creator\/earnings\/payments$/);
      await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(
        4,
      );
      // No tabs without YouTube payments access, and the YouTube pages are not found.
      await expect(page.getByRole('navigation', { name: 'Earnings' })).toHaveCount(0);
      await open(page, 'earnings/youtube');
      await expect(page).toHaveURL(/\/404$/);
      await open(page, 'guides');
      await expect(page).toHaveURL(/\/404$/);
    });
  });

  test('creator: apps, guides (HTML and PDF) and documents', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await open(page, 'apps');
    await waitForShell(page);
    const app = page.getByRole('link', { name: /CutPro Editor/ });
    await expect(app).toHaveAttribute('href', 'https://cutpro.example.com/creators');
    await expect(app).toHaveAttribute('target', '_blank');
    await expect(app).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(app).toContainText('30% off');
    // The creator has a completed YouTube channel, so the YouTube-only app shows.
    await expect(page.getByRole('link', { name: /TubeRank/ })).toBeVisible();
    await shots(page, testInfo, 'apps');

    // An icon that does not load is reported to the error-reporting endpoint (the mock's).
    await page.route('**/__mock/media/logo/app-*', (route) => route.fulfill({ status: 404 }));
    await open(page, 'apps');
    await expect
      .poll(async () => {
        const { reports } = (await (await page.request.get('/__mock/errors')).json()) as {
          reports: { kind: string; url: string; page: string }[];
        };
        return reports.filter((r) => r.kind === 'icon_load_failed' && /logo\/app-/.test(r.url));
      })
      .not.toEqual([]);
    await page.unrouteAll();

    // A guide body with markup to clean: scripts, handlers and unsafe URLs go, images stay.
    await page.route('**/api/user/me/articles.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { id: number; body: string | null }[];
      body[0]!.body +=
        '<img src="https://cdn.example.com/guide.png" alt="Guide picture" onerror="window.__ran=1">' +
        '<script>window.__ran=2</script><a href="https://example.com/more">Read more</a><a href="javascript:window.__ran=3">Bad</a>';
      await route.fulfill({ response, json: body });
    });
    await open(page, 'guides');
    const pdf = page.getByRole('link', { name: /Brand safety checklist/ });
    await expect(pdf).toHaveAttribute('href', /\/__mock\/files\/guide-302\.pdf$/);
    await expect(pdf).toHaveAttribute('target', '_blank');
    await shots(page, testInfo, 'guides');
    // On a phone, one column: a title wraps between words, never cut inside one.
    await page.setViewportSize({ width: 360, height: 800 });
    const tiles = page.getByRole('link', { name: /Brand safety|Getting started|How payments/ });
    const lefts = await tiles.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A PDF-only guide opened by its URL shows its PDF link.
    await open(page, 'guides/302');
    await expect(page.getByRole('link', { name: 'Open the guide (PDF, new tab)' })).toHaveAttribute(
      'href',
      /\/__mock\/files\/guide-302\.pdf$/,
    );
    await open(page, 'guides');
    await page.getByRole('link', { name: /Getting started with campaigns/ }).click();
    await expect(page).toHaveURL(/\/guides\/301$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Guide picture' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(page.getByText('Bad')).not.toHaveAttribute('href', /.*/);
    expect(
      await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
    ).toBeUndefined();
    await page.unrouteAll();

    await open(page, 'documents');
    const download = page.getByRole('link', { name: 'Download' }).first();
    await expect(page.getByText('Partner agreement 2026.pdf')).toBeVisible();
    await expect(page.getByText('2026/01/12')).toBeVisible();
    await expect(download).toHaveAttribute('href', /\/__mock\/files\/document-401\.pdf$/);
    const popup = page.waitForEvent('popup');
    await download.click();
    await (await popup).close();
    await shots(page, testInfo, 'documents');
  });

  test('hostile input on earnings, payments, apps, guides and documents', async ({
    page,
    cspViolations,
  }) => {
    // A few loads of five screens (hostile.ts).
    test.setTimeout(180_000);
    await expectHostileInputSafe(page, {
      label: 'earnings',
      cspViolations,
      reads: [
        {
          read: /\/api\/user\/me\/earnings\.json/,
          fields: [
            ['[].channelEarnings[].channelTitle', 'text'],
            ['[].channelEarnings[].channelAvatar', 'url'],
            ['[].virtualAccountEarnings[].accountName', 'text'],
            ['[].lineItems[].description', 'text'],
            ['[].paymentStatus.failureMessage', 'text'],
          ],
        },
        { read: /\/api\/user\/me\/new_payments\.json/, fields: [['[].reference', 'text']] },
        {
          read: /\/api\/user\/company\/apps\.json/,
          fields: [
            ['[].title', 'text'],
            ['[].description', 'text'],
            ['[].linkUrl', 'url'],
            ['[].logo.url', 'url'],
          ],
        },
        {
          read: /\/api\/user\/me\/articles\.json/,
          fields: [
            ['[].title', 'text'],
            ['[].body', 'html'],
            ['[].pdf.url', 'url'],
            ['[].icon.url', 'url'],
          ],
        },
        {
          read: /\/api\/user\/me\/documents\.json/,
          fields: [
            ['[].filename', 'text'],
            ['[].downloadUrl', 'url'],
          ],
        },
      ],
      // One load per round; the other screens by in-app navigation (their reads still answer hostile).
      visit: async (page) => {
        await open(page, 'earnings/youtube/2026-09-01');
        await expect(page.getByRole('region', { name: 'Earnings summary' })).toBeVisible();
        const main = page.getByRole('main');
        await page
          .getByRole('navigation', { name: 'Earnings', exact: true })
          .getByRole('link', { name: 'Payments', exact: true })
          .first()
          .click();
        await expect(page.getByRole('list', { name: 'Payments' })).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await menu.getByRole('link', { name: 'Apps' }).click();
        await expect(main.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
        await expect(main.getByRole('status')).toHaveCount(0);
        await menu.getByRole('link', { name: 'Documents' }).click();
        await expect(main.getByRole('list', { name: 'Documents' })).toBeVisible();
        await menu.getByRole('link', { name: 'Guides' }).click();
        // Every PDF URL is hostile, so every tile links to its page: the first is guide 301.
        await main.getByRole('link').first().click();
        await expect(page.getByRole('link', { name: 'All guides' })).toBeVisible();
      },
    });
  });
});
