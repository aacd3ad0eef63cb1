import { expect, type Locator, type Page } from '@playwright/test';
import { test, waitForShell } from './helpers';

// The audit's keyboard tasks, by keyboard only at phone and desktop widths in both schemes: after every change
// of content the focus lands on its outcome or the page's heading, never on the page body, and
// the change is said in a live region (docs/product-rules.md#focus-and-announcements).

test.use({ persona: 'creator' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** What the app's polite live region has said. */
const liveRegion = (page: Page) => page.locator('[data-live-announcer] [aria-live="polite"]');

/** Expects the focus on `target` (the page body would say "lost"), in the device's colour scheme. */
async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused();
  const dark = await target
    .page()
    .evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  await expect(target.page().locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    dark ? 'dark' : 'light',
  );
}

/** Expects `target` within the viewport and above the phone's bottom navigation. */
async function expectClearOfNavigation(target: Locator) {
  await expect(target).toBeInViewport();
  const bottom = await target
    .page()
    .evaluate(
      () =>
        document.querySelector('nav[aria-label="Quick menu"]')?.getBoundingClientRect().top ??
        window.innerHeight,
    );
  const box = await target.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(bottom);
}

// Each task at both widths in both colour schemes (the device's, which the app follows).
for (const colorScheme of ['light', 'dark'] as const)
  for (const width of [1280, 360])
    test.describe(`at ${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme });

      test('a card link rings its card; moving to another page announces it and focuses its heading; a tab of the same page keeps the focus', async ({
        page,
      }) => {
        await page.goto('dashboard');
        await waitForShell(page);
        // A card's link covers the card: the card shows the ring, which its edges would clip.
        const card = page.getByRole('link', { name: 'Kumo Coffee' });
        await card.focus();
        const ring = await card.evaluate((element) => {
          const style = getComputedStyle(element.closest('.mantine-Card-root')!);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
        });
        expect(ring.style).toBe('solid');
        expect(ring.width).toBeGreaterThanOrEqual(2);
        const link = page.getByRole('link', { name: 'See all campaigns' });
        await link.focus();
        await page.keyboard.press('Enter');
        await expectFocusOn(page.getByRole('heading', { level: 1, name: 'Campaigns' }));
        await expect(liveRegion(page)).toContainText('Campaigns');

        // The campaign lists are one page: another status keeps the user's place.
        const upcoming = page.getByRole('main').getByRole('button', { name: /Upcoming/ });
        await upcoming.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/campaigns\/upcoming$/);
        await expectFocusOn(upcoming);
      });

      test('payment settings: a new country keeps the focus on the select and is announced; Save keeps it after saving', async ({
        page,
      }) => {
        await page.goto('settings/payment');
        const country = page.getByRole('combobox', { name: 'Country' });
        await expect(country).toHaveValue('United States');
        await country.click();
        await page.getByRole('option', { name: 'Japan', exact: true }).click();
        await expect(liveRegion(page)).toContainText('Country saved.');
        await expect(country).toHaveValue('Japan');
        await expectFocusOn(country);

        const save = page.getByRole('button', { name: 'Save' });
        await save.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByText('Saved successfully.')).toBeVisible();
        await expectFocusOn(save);
      });

      test('home: an answered opportunity leaves, the focus goes to the card in its place and it is announced', async ({
        page,
      }) => {
        await page.goto('dashboard');
        const grid = page.getByRole('region', { name: 'Campaigns and opportunities' });
        const sora = grid.getByRole('article', { name: 'Sora Airlines' });
        const accept = sora.getByRole('button', { name: /Accept/ });
        await accept.focus();
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          page.keyboard.press('Enter'),
        ]);
        await popup.close();
        await expect(sora).toHaveCount(0);
        await expect(liveRegion(page)).toContainText(
          'The Sora Airlines opportunity has left the list.',
        );
        const focusedInGrid = await grid.evaluate((region) =>
          region.contains(document.activeElement),
        );
        expect(focusedInGrid).toBe(true);
        expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      });

      test('submit dialog: the focus follows the upload (Cancel, then the picker) and its end is announced', async ({
        page,
      }) => {
        await page.goto('campaigns/109/submitted_contents/new');
        const dialog = page.getByRole('dialog', { name: 'Submit content' });
        await dialog.getByRole('radio', { name: /mika\.eats/ }).check();
        await dialog.getByRole('radio', { name: 'sponsored post' }).check();
        await dialog.getByRole('radio', { name: 'Photo', exact: true }).check();
        const picker = dialog.getByRole('button', { name: 'Choose file' });
        await picker.focus();
        await dialog
          .locator('input[type=file]')
          .setInputFiles({ name: 'focus.png', mimeType: 'image/png', buffer: PNG });
        await expect(dialog.getByRole('img', { name: 'Media 1' })).toBeVisible();
        await expect(liveRegion(page)).toContainText('Upload complete.');
        await expectFocusOn(picker);
      });

      test('payment settings: a required radio group left empty takes the focus on Save, as one Tab stop', async ({
        page,
      }) => {
        await page.goto('settings/payment');
        await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
        // A select at desktop width, a menu of buttons on a phone.
        if (width > 767) {
          await page.getByRole('combobox', { name: 'Payment method' }).click();
          await page.getByRole('option', { name: /Wire transfer/ }).click();
        } else await page.getByRole('button', { name: /Wire transfer/ }).click();
        await page.getByLabel('Bank name').fill('Mizuho');
        await page.getByLabel('IBAN').fill('DE89370400440532013000');
        await page.getByLabel('SWIFT / BIC').fill('DEUTDEFF');
        const save = page.getByRole('button', { name: 'Save' });
        await save.focus();
        await page.keyboard.press('Enter');
        const holder = page.getByRole('radiogroup', { name: 'Account holder' });
        await expect(holder).toHaveAttribute('aria-required', 'true');
        await expect(holder).toHaveAttribute('aria-invalid', 'true');
        const radios = holder.getByRole('radio');
        await expectFocusOn(radios.first());
        await expect(radios.first()).toBeInViewport();
        // The failure's alert shows below Save: Save stays in sight, clear of the bottom navigation.
        await expect(page.getByRole('alert')).toBeInViewport();
        await expectClearOfNavigation(save);
        // The radios share a name: an arrow chooses the next one.
        await page.keyboard.press('ArrowRight');
        await expectFocusOn(radios.nth(1));
        await expect(radios.nth(1)).toBeChecked();
        await expect(holder).not.toHaveAttribute('aria-invalid');
        // One Tab stop: Tab leaves the group for the next control.
        await page.keyboard.press('Tab');
        expect(await holder.evaluate((group) => group.contains(document.activeElement))).toBe(
          false,
        );
      });
    });
