import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, shot, test } from './helpers';

/** Opens an app path and waits (generously: a shared machine) until the shell shows the page. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
}

/** Screenshots at 360 and 1440 px, with axe at both. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, testInfo, `${name}-${width}`);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('following the money', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ persona: 'creator' });

  test('creator: from a payment to the month it paid, and back to the payment', async ({
    page,
    pageErrors: _pageErrors,
  }, testInfo) => {
    await open(page, 'earnings/payments/all');
    // Home's payment countdown is on the payments page too.
    await expect(page.getByText('25 days left until the November 2026 payment')).toBeVisible();
    await look(page, testInfo, 'payments-trail');
    await page.getByRole('link', { name: 'For your October 2026 earnings' }).click();
    await expect(page).toHaveURL(/\/earnings\/youtube\/2026-10-01$/);
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('2026 October');
    await expect(page.getByText('By PayPal, reference PP-7002.')).toBeVisible();
    await expect(page.getByText('25 days left until the November 2026 payment')).toBeVisible();
    await look(page, testInfo, 'earnings-trail');
    await page.getByRole('link', { name: 'See the payment' }).click();
    await expect(page).toHaveURL(/\/earnings\/payments\/2026-11-01$/);
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('PP-7002');

    // The pending month says when it is expected; the failed one names the attempt.
    await open(page, 'earnings/youtube/2026-11-01');
    await expect(page.getByText('Expected to be paid in 25 days.')).toBeVisible();
    await open(page, 'earnings/youtube/2026-09-01');
    await expect(
      page.getByText('Attempted on 2026/10/15 by PayPal, reference PP-7003.'),
    ).toBeVisible();
    await expect(page.getByText("Carried over into the next month's payment.")).toBeVisible();
  });

  test.describe(() => {
    test.use({ persona: 'new-creator' });
    test('new-creator: the empty earnings and payments pages, with the countdown', async ({
      page,
      pageErrors: _pageErrors,
    }, testInfo) => {
      await open(page, 'earnings/youtube');
      await expect(page.getByText('You have no YouTube earnings yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: /CSV/ })).toHaveCount(0);
      await look(page, testInfo, 'earnings-empty');
      await open(page, 'earnings/payments/all');
      await expect(page.getByText('You have no payments yet.')).toBeVisible();
      await expect(page.getByRole('button', { name: /CSV/ })).toHaveCount(0);
      await look(page, testInfo, 'payments-empty');
    });
  });
});
