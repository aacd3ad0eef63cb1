import { expect, type Page } from '@playwright/test';
import { test, waitForShell } from './helpers';

test.use({ persona: 'creator' });

// The dark colour scheme: it follows the system until the user picks one in the
// avatar menu, the pick stays on the device, and the first paint (index.html's shell, before
// any stylesheet or code) is already in the scheme the app will show.

/** Mantine's dark body (dark 7) and light body (white), as computed colours. */
const BODY = { dark: 'rgb(36, 36, 36)', light: 'rgb(255, 255, 255)' } as const;

/** The scheme the page is painted in: the html attribute and the body's colour. */
const paintedScheme = (page: Page) =>
  page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-mantine-color-scheme'),
    body: getComputedStyle(document.body).backgroundColor,
    header: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
  }));

const expectPainted = async (page: Page, scheme: 'light' | 'dark') =>
  expect(await paintedScheme(page)).toEqual({
    attribute: scheme,
    body: BODY[scheme],
    header: BODY[scheme],
  });

/**
 * Opens the page with the app's code and stylesheets held: what the HTML alone paints (the
 * shell), checked in `scheme`; then lets them through and waits for the app.
 */
async function openThroughFirstPaint(page: Page, path: string, scheme: 'light' | 'dark') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The boot script (assets/boot.<hash>.js) runs, as when it comes before the code.
  await page.route(/\/creator\/assets\/(?!boot\.)[^/]+\.(js|css)$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('paint').some((entry) => entry.name === 'first-paint'),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('main')).toHaveCount(0);
  await expectPainted(page, scheme);
  release();
  await waitForShell(page);
  await expectPainted(page, scheme);
}

/** Opens the avatar menu and returns the checked colour scheme choice. */
async function appearance(page: Page) {
  await page.getByRole('button', { name: 'Your account menu' }).click();
  return page.getByRole('group', { name: 'Appearance' });
}

test.describe('a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('the shell paints dark before the styles and the code arrive, then the app is dark', async ({
    page,
  }) => {
    await openThroughFirstPaint(page, 'dashboard', 'dark');
    const group = await appearance(page);
    await expect(group.getByRole('menuitemradio', { checked: true })).toHaveText('Same as device');
  });
});

for (const [system, pick] of [
  ['dark', 'Light'],
  ['light', 'Dark'],
] as const) {
  test(`on a ${system} system, ${pick} picked in the avatar menu applies at once and stays across reloads, first paint included`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    await page.goto('dashboard');
    await waitForShell(page);
    await expectPainted(page, system);
    const picked = pick === 'Dark' ? 'dark' : 'light';
    await (await appearance(page)).getByRole('menuitemradio', { name: pick }).click();
    await expectPainted(page, picked);

    await openThroughFirstPaint(page, 'campaigns/active', picked);
    const group = await appearance(page);
    await expect(group.getByRole('menuitemradio', { checked: true })).toHaveText(pick);
    // Back to the device's scheme.
    await group.getByRole('menuitemradio', { name: 'Same as device' }).click();
    await expectPainted(page, system);
  });
}
