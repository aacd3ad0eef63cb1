import { expect } from '@playwright/test';
import { test } from './helpers';

test.describe('home', () => {
  test.use({ persona: 'creator' });

  test('creator: greeting, cards, payment box, accounts and contact', async ({
    page,
    pageErrors: _pageErrors,
  }) => {
    await page.goto('dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' }),
    ).toBeVisible();
    const campaigns = page.getByRole('region', { name: 'Campaigns and opportunities' });
    await expect(campaigns.getByText('Alpine Outfitters')).toBeVisible();
    await expect(campaigns.getByText('Kumo Coffee')).toBeVisible();
    await expect(campaigns.getByRole('article', { name: 'Sora Airlines' })).toBeVisible();
    const payment = page.getByRole('region', { name: 'Next payment' });
    await expect(payment.getByText(/days? left until the .* payment/)).toBeVisible();
    await expect(payment.getByText(/^Payment threshold: \$100(\.00)?$/)).toBeVisible();
    await expect(payment.getByRole('link', { name: 'See your revenue' })).toHaveAttribute(
      'href',
      '/creator/analytics/1001/last_28_days/revenue',
    );
    const accounts = page.getByRole('region', { name: 'Your accounts' });
    await expect(accounts.getByRole('link', { name: 'Mika Travels', exact: true })).toHaveAttribute(
      'href',
      '/creator/accounts/1001',
    );
    await expect(accounts.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Need help?' }).getByRole('link'),
    ).toHaveAttribute('href', 'mailto:creators@northlight.example.com');
  });

  test('accepting an opportunity opens the brand page in a new window and reloads the lists', async ({
    page,
    context,
  }) => {
    // The brand's page (wherever the example data puts it) stands in as a plain page.
    await context.route('**/opportunities/501/accept', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Accepted</h1>' }),
    );
    await page.goto('dashboard');
    const card = page.getByRole('article', { name: 'Sora Airlines' });
    const reloaded = page.waitForRequest((request) =>
      request.url().includes('/api/user/me/campaigns_opportunities.json'),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('button', { name: 'Accept' }).click(),
    ]);
    await expect(popup).toHaveURL(/\/opportunities\/501\/accept$/);
    // noopener: the brand page cannot reach back to the dashboard.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await reloaded;
  });

  test.describe(() => {
    test.use({ persona: 'new-creator' });
    test('new creator: empty campaigns, example cards for every provider', async ({ page }) => {
      await page.goto('dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome back, Leo Park' }),
      ).toBeVisible();
      await expect(page.getByText('No active campaigns right now.')).toBeVisible();
      for (const provider of ['YouTube', 'Facebook', 'Instagram', 'X', 'Twitch', 'TikTok'])
        await expect(page.getByText(`Connect your ${provider} account`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'See your revenue' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ persona: 'no-campaigns' });
    test('no campaigns access: no campaign block', async ({ page }) => {
      await page.goto('dashboard');
      await expect(page.getByRole('region', { name: 'Your accounts' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Campaigns and opportunities' })).toHaveCount(
        0,
      );
    });
  });

  test('contract notices from ?sign_contract', async ({ page }) => {
    await page.goto('dashboard?sign_contract=declined');
    await expect(page.getByText('The contract was not signed.')).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
    await page.goto('dashboard?sign_contract=signed');
    await expect(page.getByText('Thank you, the contract is signed.')).toBeVisible();
  });

  test('a failing block does not break the page', async ({ page }) => {
    await page.route('**/api/user/me/accounts.json', (route) =>
      route.fulfill({ status: 500, json: { message: 'Boom' } }),
    );
    await page.goto('dashboard');
    await expect(page.getByText('Your accounts could not be loaded.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sora Airlines' })).toBeVisible();
  });
});
