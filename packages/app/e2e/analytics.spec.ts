import { expect, type Page, type Response } from '@playwright/test';
import { expectHostileInputSafe } from './hostile';
import { expectNoAxeViolations, shot, test, waitForShell } from './helpers';

/** One day of the analytics read (the fields these tests check). */
interface Day {
  day: string;
  subscribers: number;
  revenue: number;
  videoViews: number;
  watchTime: number;
  impressions: number;
  engagements: number;
  uploadedVideos: number;
  [kind: `engagements_${string}`]: number;
}

const PERIODS = ['last_28_days', 'last_90_days', 'month', 'year'] as const;
const TAB_NAMES = {
  last_28_days: 'Last 28 days',
  last_90_days: 'Last 90 days',
  month: 'Month',
  year: 'Year',
};
// Only YouTube has revenue: the Facebook page shows no revenue tile or view.
const ACCOUNTS = [
  { uuid: '1001', name: 'Mika Travels', subscribers: 'Subscribers', revenue: true },
  { uuid: '1002', name: 'Mika Travels Official', subscribers: 'Page likes', revenue: false },
] as const;
const DETAILS = ['subscribers', 'revenue', 'views', 'watchtime', 'impressions', 'engagements'];

const num = (n: number) => n.toLocaleString('en-US');
const sum = (days: Day[], field: keyof Day) =>
  days.reduce((total, day) => total + (day[field] as number), 0);
const hm = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest}m` : rest === 0 ? `${num(hours)}h` : `${num(hours)}h ${rest}m`;
};

/** The total each detail view shows, from the API's answer. */
const DETAIL_TOTAL: Record<string, (days: Day[]) => string> = {
  subscribers: (days) => num(days.at(-1)!.subscribers),
  revenue: (days) => `$${num(Math.round(sum(days, 'revenue')))}`,
  views: (days) => num(sum(days, 'videoViews')),
  watchtime: (days) => hm(sum(days, 'watchTime')),
  impressions: (days) => num(sum(days, 'impressions')),
  engagements: (days) => num(sum(days, 'engagements')),
};

/** What each tile shows for a report, computed from the API's answer. */
function expectedTiles(
  days: Day[],
  subscribersLabel: string,
  revenue: boolean,
): [string, string][] {
  return [
    [subscribersLabel, num(days.at(-1)!.subscribers)],
    ...(revenue
      ? [['Estimated net revenue', `$${num(Math.round(sum(days, 'revenue')))}`] as [string, string]]
      : []),
    ['Video views', num(sum(days, 'videoViews'))],
    ['Watch time', hm(sum(days, 'watchTime'))],
    ['Impressions', num(sum(days, 'impressions'))],
    ['Engagements', num(sum(days, 'engagements'))],
    ['Uploaded videos', num(sum(days, 'uploadedVideos'))],
  ];
}

const isAnalytics =
  (uuid: string, query = '') =>
  (response: Response) =>
    response.url().includes(`/api/user/me/accounts/${uuid}/analytics?`) &&
    response.url().includes(query);

/** Opens a URL and answers the analytics report the page read. */
async function openWithReport(page: Page, path: string, uuid: string, query = ''): Promise<Day[]> {
  const answer = page.waitForResponse(isAnalytics(uuid, query));
  await page.goto(path);
  const body = (await (await answer).json()) as { data: Day[] };
  return body.data;
}

/** Every tile shows the report's total, as its link's name. */
async function expectTiles(page: Page, days: Day[], subscribersLabel: string, revenue = true) {
  for (const [label, value] of expectedTiles(days, subscribersLabel, revenue))
    await expect(page.getByRole('link', { name: `${label} ${value}`, exact: true })).toBeVisible();
  if (!revenue) await expect(page.locator('[data-metric="revenue"]')).toHaveCount(0);
}

test.describe('analytics', () => {
  test.use({ persona: 'creator' });

  test('/analytics opens the first non-virtual account for the last 28 days; the account selector by keyboard', async ({
    page,
  }) => {
    await page.goto('analytics');
    await expect(page).toHaveURL(/\/creator\/analytics\/1001\/last_28_days$/);
    await expect(page.getByRole('tab', { name: 'Last 28 days', selected: true })).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Account' });
    await expect(select).toHaveValue('Mika Travels');

    // The account selector's options render on its first focus, not with the page (ui's
    // Select, Mantine's with its list mounted from the first focus); the first key opens
    // the list on the current account, the next ArrowDown and Enter take the one after it.
    await expect(page.locator('[data-combobox-option]')).toHaveCount(0);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Mika Travels', exact: true })).toHaveAttribute(
      'data-combobox-selected',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/creator\/analytics\/1002\/last_28_days$/);
    await expect(select).toHaveValue('Mika Travels Official');
  });

  test('a managed account is listed, never the default, and its own URL shows it', async ({
    page,
  }) => {
    // Its own URL shows it, with its own figures.
    const days = await openWithReport(page, 'analytics/1007/last_28_days', '1007');
    await expect(page).toHaveURL(/\/creator\/analytics\/1007\/last_28_days$/);
    const select = page.getByRole('combobox', { name: 'Account' });
    await expect(select).toHaveValue('Mika Travels Shorts (managed)');
    await expectTiles(page, days, 'Subscribers', false);

    // The default is the first account that is not managed; the managed one can be chosen.
    await page.goto('analytics');
    await expect(page).toHaveURL(/\/creator\/analytics\/1001\/last_28_days$/);
    await select.click();
    await page.getByRole('option', { name: 'Mika Travels Shorts (managed)' }).click();
    await expect(page).toHaveURL(/\/creator\/analytics\/1007\/last_28_days$/);
    await expect(select).toHaveValue('Mika Travels Shorts (managed)');
  });

  test('an account the user does not have is not found, not a failure to retry', async ({
    page,
  }) => {
    await page.goto('analytics/99999/last_28_days');
    await expect(page).toHaveURL(/\/creator\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  for (const account of ACCOUNTS) {
    test(`${account.name}: every period and view shows the API's numbers, one read per period`, async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      test.setTimeout(150_000);
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/analytics?')) reads.push(request.url());
      });
      for (const period of PERIODS) {
        reads.length = 0;
        const days = await openWithReport(
          page,
          `analytics/${account.uuid}/${period}`,
          account.uuid,
        );
        await expect(
          page.getByRole('tab', { name: TAB_NAMES[period], selected: true }),
        ).toBeVisible();
        await expectTiles(page, days, account.subscribers, account.revenue);
        for (const view of DETAILS.filter((v) => v !== 'revenue' || account.revenue)) {
          await page.locator(`[data-metric="${view}"] a`).click();
          await expect(page).toHaveURL(
            new RegExp(`/analytics/${account.uuid}/${period}/${view}(\\?|$)`),
          );
          await expect(page.getByTestId('analytics-total')).toHaveText(DETAIL_TOTAL[view]!(days));
          if (view === 'views')
            await expect(page.getByRole('main').getByRole('figure').first()).toBeVisible();
          await page.getByRole('link', { name: 'Back to the overview' }).click();
          await expect(page.getByRole('link', { name: /^Video views / })).toBeVisible();
        }
        // The detail views read what the main view loaded.
        expect(reads, `${period}: analytics reads`).toHaveLength(1);
      }
    });
  }

  test('switching month and year shows that period, the year grouped by month', async ({
    page,
  }) => {
    const november = await openWithReport(page, 'analytics/1001/last_28_days', '1001');
    expect(november.length).toBe(28);
    let answer = page.waitForResponse(isAnalytics('1001', 'period=month'));
    await page.getByRole('tab', { name: 'Month' }).click();
    const current = ((await (await answer).json()) as { data: Day[] }).data;
    expect(current[0]!.day).toBe('2026-11-01');
    // Another period is the same page: the tab keeps the focus.
    await expect(page.getByRole('tab', { name: 'Month' })).toBeFocused();
    await expectTiles(page, current, 'Subscribers');

    // The month list runs from the earliest account creation (June 2024) to now, newest first.
    await page.getByRole('combobox', { name: 'Month' }).click();
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText('2026 November');
    await expect(options.last()).toHaveText('2024 June');
    answer = page.waitForResponse(isAnalytics('1001', 'month=10'));
    await page.getByRole('option', { name: '2026 October' }).click();
    const october = ((await (await answer).json()) as { data: Day[] }).data;
    expect(october).toHaveLength(31);
    await expect(page).toHaveURL(/\/analytics\/1001\/month\?year=2026&month=10$/);
    await expectTiles(page, october, 'Subscribers');

    // Year keeps the chosen year; 2025 has all 365 days, drawn as 12 months.
    answer = page.waitForResponse(isAnalytics('1001', 'period=year'));
    await page.getByRole('tab', { name: 'Year' }).click();
    await answer;
    answer = page.waitForResponse(isAnalytics('1001', 'year=2025'));
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2025' }).click();
    const year = ((await (await answer).json()) as { data: Day[] }).data;
    expect(year).toHaveLength(365);
    await expectTiles(page, year, 'Subscribers');
    await page.locator('[data-metric="views"] a').click();
    await expect(page).toHaveURL(/\/analytics\/1001\/year\/views\?year=2025$/);
    await page.getByRole('button', { name: 'Show the numbers as a table' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(13);
    const march = year.filter((d) => d.day.startsWith('2025-03'));
    await expect(rows.nth(3)).toHaveText(
      `2025/03${num(sum(march, 'videoViews'))}${num(sum(march, 'uploadedVideos'))}`,
    );
  });

  test('Facebook engagements break down by reaction; revenue is to the cent per day', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const days = await openWithReport(page, 'analytics/1002/last_28_days/engagements', '1002');
    await expect(page.getByTestId('analytics-total')).toHaveText(num(sum(days, 'engagements')));
    const kinds = [
      ['likes', 'Likes'],
      ['comments', 'Comments'],
      ['shares', 'Shares'],
      ['love', 'Love'],
      ['haha', 'Haha'],
      ['wow', 'Wow'],
      ['sad', 'Sad'],
      ['angry', 'Angry'],
    ] as const;
    for (const [kind, label] of kinds)
      await expect(page.getByTestId(`kind-${kind}`)).toHaveText(
        `${label}${num(sum(days, `engagements_${kind}`))}`,
      );
    const youtube = await openWithReport(page, 'analytics/1001/last_28_days/revenue', '1001');
    await page.getByRole('button', { name: 'Show the numbers as a table' }).click();
    const first = youtube[0]!;
    await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(
      `${first.day.replaceAll('-', '/')}$${first.revenue.toFixed(2)}`,
    );
    await expect(page.getByTestId('analytics-total')).toHaveText(
      `$${num(Math.round(sum(youtube, 'revenue')))}`,
    );
  });

  test('an empty detail view redirects to the main view, which says no data', async ({ page }) => {
    // A month the selector does not list (before the accounts existed) shows the newest, and
    // the URL says which.
    await page.goto('analytics/1001/month?year=2023&month=1');
    await expect(page).toHaveURL(/\/analytics\/1001\/month\?year=2026&month=11$/);
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('2026 November');
    // Twitch was added on 2026-10-30: September 2026 has no day.
    await page.goto('analytics/1005/month/views?year=2026&month=9');
    await expect(page).toHaveURL(/\/analytics\/1005\/month\?year=2026&month=9$/);
    await expect(page.getByText('No data for this period.')).toBeVisible();
  });

  test('the unpublished hint, and a failed read with retry', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('analytics/1006/last_28_days');
    await expect(page.getByText('This account is unpublished')).toBeVisible();
    // Every read fails until the faults are cleared (the query retries before showing the error).
    const fault = await page.request.post('/__mock/faults', {
      data: { operationId: 'getAccountAnalytics', kind: '500' },
    });
    expect(fault.status()).toBe(201);
    await page.getByRole('tab', { name: 'Last 90 days' }).click();
    await expect(
      page.getByText('The analytics could not be loaded. Please try again.'),
    ).toBeVisible({ timeout: 30_000 });
    await page.request.delete('/__mock/faults');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: /^Video views / })).toBeVisible();
  });

  test.describe(() => {
    test.use({ persona: 'new-creator' });
    test('new-creator: no accounts connected', async ({ page }) => {
      await page.goto('analytics');
      await expect(
        page.getByText('No accounts connected yet. Connect an account to see its analytics.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('keyboard: tabs, a tile, the chart points; axe; screenshots at 1280 and 767 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('analytics/1001/last_28_days');
    await waitForShell(page);
    await expect(page.getByRole('link', { name: /^Video views / })).toBeVisible();
    await shot(page, testInfo, 'analytics-main-1280');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Last 28 days' }).focus();
    // Arrow keys move between the tabs and select them (WAI-ARIA tabs).
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/analytics\/1001\/last_90_days$/);
    const views = page.getByRole('link', { name: /^Video views / });
    await expect(views).toHaveAttribute('href', '/creator/analytics/1001/last_90_days/views');
    await views.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/analytics\/1001\/last_90_days\/views$/);
    const chart = page.getByRole('figure', { name: 'Video views, Last 90 days' });
    await expect(chart).toBeVisible();
    await chart.locator('svg[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(chart.locator('[data-chart="tooltip"]')).toContainText('Video views');
    // Every day's dot, and the point the keyboard reached drawn as the active dot.
    await expect(chart.locator('[data-chart="dot"]')).toHaveCount(90);
    await expect(chart.locator('[data-chart="active-dot"]')).toHaveCount(1);
    await shot(page, testInfo, 'analytics-views-1280');
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 767, height: 900 });
    await shot(page, testInfo, 'analytics-views-767');
    await page.goto('analytics/1002/year/engagements?year=2025');
    await expect(page.getByRole('figure').first()).toBeVisible();
    await shot(page, testInfo, 'analytics-engagements-767');
    await expectNoAxeViolations(page);
    await page.goto('analytics/1001/month');
    await expect(page.getByRole('link', { name: /^Video views / })).toBeVisible();
    await shot(page, testInfo, 'analytics-main-767');
  });

  test('hostile input on analytics', async ({ page, cspViolations }) => {
    test.setTimeout(180_000);
    await expectHostileInputSafe(page, {
      label: 'analytics',
      cspViolations,
      reads: [
        {
          read: /\/api\/user\/me\/accounts\.json/,
          fields: [
            ['[].title', 'text'],
            ['[].name', 'text'],
            ['[].pageName', 'text'],
          ],
        },
        { read: /\/api\/user\/me\/accounts\/\d+\/analytics/, fields: [['data[].day', 'text']] },
      ],
      visit: async (p) => {
        await p.goto('analytics/1001/last_28_days/views');
        await expect(p.getByRole('heading', { name: 'Video views' })).toBeVisible({
          timeout: 20_000,
        });
      },
    });
  });
});
