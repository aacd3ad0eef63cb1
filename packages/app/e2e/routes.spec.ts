import { expect } from '@playwright/test';
import { test, usePersona, waitForShell } from './helpers';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const postData = encodeURIComponent(
  b64(JSON.stringify({ platform: 'instagram', type: 'story', contentType: 'sponsored_post' })),
);
// The player plays only media the API gave: content 9001's video, served by this run's mock.
const videoUrl = encodeURIComponent(
  b64(`http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/media/sample.mp4`),
);

/** Every route of the table with the default persona: [path, heading it shows]. */
const pages: [string, string][] = [
  ['dashboard', 'Mika Tanaka'],
  ['404', 'Page not found'],
  ['accounts', 'Accounts'],
  ['accounts/add_account', 'Accounts'],
  ['accounts/add_tiktok_account', 'Accounts'],
  ['accounts/1003/upgrade_instagram', 'Accounts'],
  ['accounts/1001', 'Mika Travels'],
  ['accounts/1002/revoke_auth', 'Mika Travels Official'],
  ['accounts/1001/contract', 'Account contract'],
  ['accounts/1001/permissions', 'Account permissions'],
  ['campaigns/active', 'Campaigns'],
  ['campaigns/upcoming', 'Campaigns'],
  ['campaigns/completed', 'Campaigns'],
  ['campaigns/102', 'Kumo Coffee'],
  // The submit overlays show over their campaign's page.
  ['campaigns/102/submitted_contents/new', 'Kumo Coffee'],
  [`campaigns/102/post/${postData}/submitted_contents/new`, 'Kumo Coffee'],
  ['campaigns/102/submitted_contents/9001', 'Kumo Coffee: cold brew reel'],
  ['campaigns/102/submitted_contents/9001/comments', 'Kumo Coffee: cold brew reel'],
  [`campaigns/102/submitted_contents/9001/play/${videoUrl}`, 'Kumo Coffee: cold brew reel'],
  ['analytics/1001/last_28_days', 'Analytics'],
  // The detail views show inside the analytics page.
  ['analytics/1001/year/subscribers', 'Analytics'],
  ['analytics/1001/month/revenue', 'Analytics'],
  ['analytics/1001/last_90_days/views', 'Analytics'],
  ['analytics/1001/last_28_days/watchtime', 'Analytics'],
  ['analytics/1001/last_28_days/impressions', 'Analytics'],
  ['analytics/1001/last_28_days/engagements', 'Analytics'],
  ['apps', 'Apps'],
  ['guides', 'Guides'],
  ['guides/1', 'Guide'],
  ['documents', 'Documents'],
  ['earnings/payments', 'Payments'],
  ['earnings/payments/all', 'Payments'],
  ['earnings/payments/2026-10-01', 'Payments'],
  ['earnings/youtube', 'YouTube earnings'],
  ['earnings/youtube/2026-10-01', 'YouTube earnings'],
  ['earnings/youtube/2026-10-01/youtube/1001', 'Channel earnings'],
  ['settings/profile', 'Profile settings'],
  ['settings/payment', 'Payment settings'],
  ['settings/data_usage', 'Data usage'],
  ['missing_data/profile', 'Complete your profile'],
  ['missing_data/payment', 'Complete your payment details'],
];

/** Redirects with the default persona: [from, to]. */
const redirects: [string, RegExp][] = [
  ['', /\/creator\/dashboard$/],
  ['campaigns', /\/creator\/campaigns\/active$/],
  ['settings', /\/creator\/settings\/profile$/],
  ['earnings', /\/creator\/earnings\/payments$/],
  ['analytics', /\/creator\/analytics\/1001\/last_28_days$/],
  ['no/such/page', /\/creator\/404$/],
  // In a CMS, so no revoke link: its overlay's address goes back to the detail.
  ['accounts/1001/revoke_auth', /\/creator\/accounts\/1001$/],
];

test.describe('route table (creator)', () => {
  test.use({ persona: 'creator' });

  for (const [path, heading] of pages) {
    test(`/${path} shows "${heading}"`, async ({ page, pageErrors: _pageErrors }) => {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`/creator/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    });
  }

  for (const [from, to] of redirects) {
    test(`/${from} redirects to ${to.source}`, async ({ page, pageErrors: _pageErrors }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await waitForShell(page);
    });
  }

  test('navigating resets the scroll position to the top', async ({ page }) => {
    await page.goto('documents');
    await waitForShell(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('pages slide by path depth, and do not move with reduced motion', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('accounts/1001/contract');
    await waitForShell(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.locator('[data-transition]')).toHaveAttribute(
      'data-transition',
      'slide-right',
    );
    const animation = await page
      .locator('[data-transition]')
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).not.toBe('none');
    await page.getByRole('link', { name: 'Mika Travels', exact: true }).click();
    await expect(page.locator('[data-transition]')).toHaveAttribute(
      'data-transition',
      'slide-left',
    );

    // A second context of its own (reduced motion from the start): the persona set by hand.
    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    await usePersona(reduced, 'creator');
    const still = await reduced.newPage();
    await still.goto(`${baseURL}documents`);
    await expect(still.getByRole('main')).toBeVisible();
    expect(
      await still.locator('[data-transition]').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await reduced.close();
  });
});
