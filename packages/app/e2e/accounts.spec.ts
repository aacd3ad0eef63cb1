import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, shot, test, waitForShell, type Persona } from './helpers';

/** Opens the add-account overlay from the accounts page. */
async function openAddAccount(page: Page) {
  await page.goto('accounts');
  await waitForShell(page);
  await page.getByRole('button', { name: /^Add account/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('accounts', () => {
  test.use({ persona: 'creator' });

  for (const persona of ['creator', 'new-creator'] as Persona[]) {
    test.describe(() => {
      test.use({ persona });
      test(`${persona}: the accounts page at 1280 and 767 px, no axe violations`, async ({
        page,
        pageErrors: _pageErrors,
      }, testInfo) => {
        await page.goto('accounts');
        await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
        if (persona === 'creator') {
          // Linked: authed or not authable, with a completed partnership.
          await expect(
            page.getByRole('link', { name: 'Mika Travels', exact: true }),
          ).toHaveAttribute('href', '/creator/accounts/1001');
          await expect(page.getByRole('link', { name: /^Mika Travels Shorts/ })).toHaveAttribute(
            'href',
            '/creator/accounts/1007',
          );
          // The pending Twitch partnership and the X account needing re-authentication do not link.
          await expect(page.getByRole('link', { name: 'Mika Live', exact: true })).toHaveCount(0);
          await expect(page.getByRole('link', { name: 'Mika on X', exact: true })).toHaveCount(0);
          await expect(page.getByText('Account pending')).toBeVisible();
          await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible();
        } else {
          for (const provider of ['YouTube', 'Facebook', 'Instagram', 'X', 'Twitch', 'TikTok'])
            await expect(page.getByText(`Connect your ${provider} account`)).toBeVisible();
        }
        await shot(page, testInfo, `accounts-${persona}-1280`);
        await expectNoAxeViolations(page);
        await page.setViewportSize({ width: 767, height: 900 });
        await shot(page, testInfo, `accounts-${persona}-767`);
      });
    });
  }

  test.describe(() => {
    test.use({ persona: 'new-creator' });

    test('connect through the consent page (Allow): the new account shows', async ({ page }) => {
      const dialog = await openAddAccount(page);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'YouTube' }).click();
      await expect(page).toHaveURL(/\/__mock\/consent\?/);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).toHaveURL(/\/creator\/accounts$/);
      await expect(page.getByText('Account pending')).toBeVisible();
      await expect(page.getByText('Connect your YouTube account')).toHaveCount(0);
      // The notice says so, politely (a status, not an alert), and closes with its button.
      const notice = page.getByRole('status').filter({ hasText: '(YouTube) is connected.' });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'Close' }).click();
      await expect(notice).toHaveCount(0);
    });

    test('back from the consent page without finishing: no success notice, and connecting is free again', async ({
      page,
    }) => {
      let dialog = await openAddAccount(page);
      await dialog.getByRole('button', { name: 'YouTube' }).click();
      await expect(page).toHaveURL(/\/__mock\/consent\?/);
      await page.goBack();
      await expect(page).toHaveURL(/\/creator\/accounts\/add_account$/);
      dialog = page.getByRole('dialog', { name: 'Add an account' });
      // The return was handled (the marker taken): the next connection is not held up.
      await expect(dialog.getByRole('button', { name: 'YouTube' })).toBeEnabled();
      await expect(
        dialog.getByText('A connection is already under way', { exact: false }),
      ).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('creator.accounts.authing')))
        .toBeNull();
      await expect(page.getByText('Connect your YouTube account')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'is connected' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'YouTube' }).click();
      await expect(page).toHaveURL(/\/__mock\/consent\?/);
    });

    test('Deny on the consent page: the translated error notice', async ({ page }) => {
      const dialog = await openAddAccount(page);
      await dialog.getByRole('button', { name: 'Twitch' }).click();
      await expect(page).toHaveURL(/\/__mock\/consent\?/);
      await page.getByRole('button', { name: 'Deny' }).click();
      await expect(page.getByText('Twitch account not connected')).toBeVisible();
      await expect(
        page
          .getByText('Access was denied on the platform\u2019s page', { exact: false })
          .or(page.getByText("Access was denied on the platform's page", { exact: false })),
      ).toBeVisible();
      // The error query is dropped once shown.
      await expect(page).toHaveURL(/\/creator\/accounts$/);
      await expect(page.getByText('Connect your Twitch account')).toBeVisible();
    });

    test('TikTok: an invalid URL is refused here, a valid one adds the account', async ({
      page,
    }) => {
      const dialog = await openAddAccount(page);
      await dialog.getByRole('button', { name: 'TikTok' }).click();
      const tiktok = page.getByRole('dialog', { name: 'Add a TikTok account' });
      await expect(tiktok).toBeVisible();
      await expect(page).toHaveURL(/\/creator\/accounts\/add_tiktok_account$/);
      const field = tiktok.getByRole('textbox', { name: 'TikTok profile URL' });
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/accounts/tiktok.json')) posts.push(r.url());
      });
      await field.fill('https://example.com/@leo');
      await tiktok.getByRole('button', { name: 'Add account' }).click();
      await expect(tiktok.getByText('Enter a TikTok profile URL')).toBeVisible();
      expect(posts).toEqual([]);
      await field.fill('https://www.tiktok.com/@leo.park');
      await tiktok.getByRole('button', { name: 'Add account' }).click();
      await expect(tiktok).toHaveCount(0);
      await expect(page).toHaveURL(/\/creator\/accounts$/);
      await expect(page.getByText('Connect your TikTok account')).toHaveCount(0);
      expect(posts).toHaveLength(1);
    });
  });

  test('reconnect the X account through the consent page', async ({ page }) => {
    await page.goto('accounts');
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(page).toHaveURL(/\/__mock\/consent\?/);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(page.getByRole('link', { name: 'Mika on X', exact: true })).toHaveAttribute(
      'href',
      '/creator/accounts/1004',
    );
    await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'Mika on X (X) is reconnected.' }),
    ).toBeVisible();
  });

  test('Instagram upgrade: connect through the consent page, and no thanks', async ({ page }) => {
    await page.goto('accounts/1003/upgrade_instagram');
    let dialog = page.getByRole('dialog', { name: 'Upgrade your Instagram account' });
    await expect(dialog.getByRole('heading', { name: 'mika.eats' })).toBeVisible();
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await page.goto('accounts/1003/upgrade_instagram');
    dialog = page.getByRole('dialog', { name: 'Upgrade your Instagram account' });
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/__mock\/consent\?.*action=upgrade/);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^mika\.eats is now connected as an Instagram business account\.$/i }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to a business account' })).toHaveCount(0);
  });

  test('revoke: cancel goes back to the detail, a refusal says why in our words, revoke goes to the list', async ({
    page,
  }) => {
    await page.goto('accounts/1002');
    await page.getByRole('link', { name: 'Revoke authorization' }).click();
    let dialog = page.getByRole('dialog', { name: 'Revoke authorization' });
    const finalize = dialog.getByRole('link', { name: /platform.s settings/ });
    await expect(finalize).toHaveAttribute(
      'href',
      'https://www.facebook.com/settings?tab=business_tools',
    );
    await expect(finalize).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(finalize).toHaveAttribute('target', '_blank');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/creator\/accounts\/1002$/);
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: 'Revoke authorization' }).click();
    dialog = page.getByRole('dialog', { name: 'Revoke authorization' });
    // A refusal says why in the app's words, not the server's, and asks no field to be fixed.
    const fault = await page.request.post('/__mock/faults', {
      data: { operationId: 'revokeAccountAuthorization', kind: '422', times: 1 },
    });
    expect(fault.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'could not be revoked' });
    await expect(refused).toContainText('This cannot be done as things stand.');
    await expect(refused).not.toContainText('mock fault');
    await expect(refused).not.toContainText('correct the fields');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(page.getByText('The authorization was revoked.')).toBeVisible();
  });

  test('typed URLs the screens do not offer: another account, revoke in a CMS, upgrade of a non-Instagram account', async ({
    page,
  }) => {
    // An id this user does not have: the not-found page, not a retry that can only fail.
    await page.goto('accounts/9999');
    await expect(page).toHaveURL(/\/creator\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('accounts/9999/upgrade_instagram');
    await expect(page).toHaveURL(/\/creator\/404$/);
    // YouTube in a CMS has no revoke link: its overlay's URL leads back to the detail.
    await page.goto('accounts/1001/revoke_auth');
    await expect(page).toHaveURL(/\/creator\/accounts\/1001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mika Travels' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The upgrade is for Instagram accounts only.
    await page.goto('accounts/1001/upgrade_instagram');
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('detail and contract: YouTube in a CMS', async ({ page, pageErrors: _pageErrors }) => {
    await page.goto('accounts/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Mika Travels' })).toBeVisible();
    await expect(page.getByText('@MikaTravels', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Auto-renewing/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue share' })).toBeVisible();
    // In a CMS: no revoke link.
    await expect(page.getByRole('link', { name: 'Revoke authorization' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View permissions' }).click();
    await expect(page.getByText('Daily views, watch time')).toBeVisible();
    await page.goto('accounts/1001/contract');
    await expect(page.getByRole('heading', { level: 1, name: /Account contract/ })).toBeVisible();
    await expect(page.locator('iframe[title="Contract document (PDF)"]')).toHaveAttribute(
      'src',
      /^https?:\/\//,
    );
    await expect(page.getByRole('region', { name: 'Personal details' })).toContainText(
      'San Francisco',
    );
    await expectNoAxeViolations(page);
  });

  test('detail: Facebook shows the page name; virtual has N/A and no contract', async ({
    page,
  }) => {
    await page.goto('accounts/1002');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mika Travels Official' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Revoke authorization' })).toBeVisible();
    await page.goto('accounts/1007');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mika Travels Shorts' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View contract' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View permissions' })).toHaveCount(0);
    await page.goto('accounts/1007/contract');
    await expect(page.getByText('This account has no contract.')).toBeVisible();
  });

  test('Escape closes an overlay and the focus returns to what opened it', async ({ page }) => {
    await page.goto('accounts');
    const add = page.getByRole('button', { name: /^Add account/ });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add an account' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/creator\/accounts\/add_account$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(add).toBeFocused();
  });
});
