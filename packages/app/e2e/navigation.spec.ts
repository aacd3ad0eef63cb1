import { expect, type Page } from '@playwright/test';
import { test, waitForShell, type Persona } from './helpers';

test.use({ persona: 'creator' });

/** Header items per persona (desktop). */
const header: [Persona, string[]][] = [
  [
    'creator',
    [
      'Dashboard',
      'Campaigns',
      'Analytics',
      'Earnings',
      'Apps',
      'Guides',
      'Documents',
      'Accounts',
      'Settings',
      'Support',
    ],
  ],
  [
    'no-campaigns',
    [
      'Dashboard',
      'Analytics',
      'Earnings',
      'Apps',
      'Guides',
      'Documents',
      'Accounts',
      'Settings',
      'Support',
    ],
  ],
  [
    'payments-only',
    [
      'Dashboard',
      'Campaigns',
      'Analytics',
      'Earnings',
      'Documents',
      'Accounts',
      'Settings',
      'Support',
    ],
  ],
];

/** Mobile menu overlay items per persona. */
const mobileMenu: [Persona, string[]][] = [
  [
    'creator',
    ['Campaigns', 'Apps', 'Guides', 'Documents', 'Accounts', 'Settings', 'Support', 'Log out'],
  ],
  ['payments-only', ['Campaigns', 'Documents', 'Accounts', 'Settings', 'Support', 'Log out']],
  ['no-campaigns', ['Apps', 'Guides', 'Documents', 'Accounts', 'Settings', 'Support', 'Log out']],
];

test.describe('desktop navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 767, 'desktop only');

  for (const [persona, items] of header) {
    test.describe(() => {
      test.use({ persona });
      test(`header menu for ${persona}`, async ({ page, pageErrors: _pageErrors }) => {
        await page.goto('dashboard');
        const nav = page.getByRole('navigation', { name: 'Main menu' });
        // Items that depend on company, network and articles appear once those load.
        await expect(nav.getByRole('link')).toHaveText(items);
      });
    });
  }

  test('header links navigate and mark the current page; support opens externally', async ({
    page,
  }) => {
    await page.goto('dashboard');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/creator\/documents$/);
    await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const support = nav.getByRole('link', { name: 'Support' });
    await expect(support).toHaveAttribute('href', 'https://help.northlight.example.com/');
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('avatar menu: greeting, contact text, support email, logout; keyboard operable', async ({
    page,
  }) => {
    await page.goto('dashboard');
    await waitForShell(page);
    const trigger = page.getByRole('button', { name: 'Your account menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Hi, Mika Tanaka')).toBeVisible();
    await expect(menu.getByText('Questions about your partnership?')).toBeVisible();
    await expect(
      menu.getByRole('menuitem', { name: 'creators@northlight.example.com' }),
    ).toHaveAttribute('href', 'mailto:creators@northlight.example.com');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute(
      'href',
      /\/__mock\/logout/,
    );
    // Focus starts on the first item; arrows move it (through the colour scheme's choices),
    // End to the last; Escape closes and returns to the button.
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test.describe(() => {
    test.use({ persona: 'payments-only' });
    test('avatar menu hides the support email without YouTube payments access', async ({
      page,
    }) => {
      await page.goto('dashboard');
      await page.getByRole('button', { name: 'Your account menu' }).click();
      await expect(page.getByRole('menu').getByText('Hi, Mika Tanaka')).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /@/ })).toHaveCount(0);
    });
  });

  test('logo links to the dashboard', async ({ page }) => {
    await page.goto('documents');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/creator\/dashboard$/);
  });
});

/** The creator's network with no support URL: support is the chat widget. */
async function withoutSupportUrl(page: Page) {
  await page.route('**/api/user/me/network.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), externalSupportUrl: null },
    });
  });
}

/** What the stand-in chat script records on the page (read inside page.evaluate). */
type ChatWindow = Window & { __chat?: { settings: string; shown: number } };

test.describe('mobile navigation', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 767, 'mobile only');

  test('footer shows dashboard, analytics, earnings and the menu; no header menu', async ({
    page,
    pageErrors: _pageErrors,
  }) => {
    await page.goto('dashboard');
    // The page's one footer landmark holds the phone's navigation.
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick menu' });
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(footer.getByRole('link')).toHaveText(['Dashboard', 'Analytics', 'Earnings']);
    await expect(footer.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await footer.getByRole('link', { name: 'Earnings' }).click();
    await expect(page).toHaveURL(/\/creator\/earnings\/payments$/);
  });

  for (const [persona, items] of mobileMenu) {
    test.describe(() => {
      test.use({ persona });
      test(`menu overlay for ${persona}`, async ({ page }) => {
        await page.goto('dashboard');
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await expect(dialog.locator('a, button:not([aria-label="Close"])')).toHaveText(items);
      });
    });
  }

  test('Campaigns and Documents are reachable from the menu on a phone', async ({ page }) => {
    await page.goto('dashboard');
    for (const [name, url] of [
      ['Campaigns', /\/creator\/campaigns\/active$/],
      ['Documents', /\/creator\/documents$/],
    ] as const) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    }
  });

  test('menu items navigate and close the overlay', async ({ page }) => {
    await page.goto('dashboard');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await expect(page).toHaveURL(/\/creator\/accounts$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('support without a URL opens the chat (or says it is unavailable)', async ({ page }) => {
    await withoutSupportUrl(page);
    await page.goto('dashboard');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Support' })
      .click();
    await expect(page.getByText('The support chat is not available right now.')).toBeVisible();
  });

  test('support without a URL loads the chat widget for the user and opens it', async ({
    page,
  }) => {
    await withoutSupportUrl(page);
    // Stands in for the provider's script (no internet here): it records what it is asked.
    let settings = '';
    await page.route('https://widget.intercom.io/**', async (route) => {
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.__chat = { settings: JSON.stringify(window.intercomSettings), shown: 0 };
          window.Intercom = (command) => { if (command === 'show') window.__chat.shown += 1; };`,
      });
    });
    await page.goto('dashboard');
    await expect
      .poll(
        async () =>
          (settings = await page.evaluate(() => (window as ChatWindow).__chat?.settings ?? '')),
      )
      .toContain('"user_hash"');
    expect(JSON.parse(settings)).toMatchObject({ user_id: expect.any(String) });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Support' })
      .click();
    await expect.poll(() => page.evaluate(() => (window as ChatWindow).__chat?.shown)).toBe(1);
    await expect(page.getByText('The support chat is not available right now.')).toBeHidden();
  });
});

test.describe('support link rules (desktop)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) <= 767, 'desktop only');

  test("'no-link' hides support", async ({ page }) => {
    await page.route('**/api/user/me/network.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), externalSupportUrl: 'no-link' },
      });
    });
    const network = page.waitForResponse('**/api/user/me/network.json');
    await page.goto('dashboard');
    await network;
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // Guides depend on articles and appear last: once they show, the menu is complete.
    await expect(nav.getByRole('link', { name: 'Guides' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveCount(0);
  });
});
