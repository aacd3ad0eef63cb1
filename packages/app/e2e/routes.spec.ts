import { expect } from '@playwright/test';
import { test, usePersona, waitForShell } from './helpers';

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

test.describe('route table', () => {
  test.use({ persona: 'creator' });

  // Each row of the route table (its heading and address, with its persona) is loaded once, by
  // e2e/accessibility.spec.ts, which checks its accessibility on the same load.

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
