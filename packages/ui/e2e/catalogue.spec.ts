import { expect, test, type Page } from '@playwright/test';

interface Entry {
  title: string;
  state: string;
  hash: string;
}

/** Collects console errors and uncaught exceptions from the moment it is called. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

async function readEntries(page: Page): Promise<Entry[]> {
  await page.goto('./');
  await page.waitForFunction(() => Array.isArray(window.__CATALOGUE__));
  return page.evaluate(() => window.__CATALOGUE__ ?? []);
}

test('lists the stories of every component folder', async ({ page }) => {
  const entries = await readEntries(page);
  expect(new Set(entries.map((entry) => entry.title)).size).toBeGreaterThanOrEqual(14);
});

test('every entry renders something visible, without console or page errors', async ({ page }) => {
  const errors = watchErrors(page);
  const entries = await readEntries(page);
  const problems: string[] = [];
  for (const entry of entries) {
    errors.length = 0;
    await page.goto(`./${entry.hash}`);
    const frame = page.getByTestId('story-frame');
    await expect(frame, `${entry.hash} has a frame`).toBeVisible();
    const box = await frame.boundingBox();
    const failed = await page.getByText('This story failed to render').count();
    if (!box || box.height < 4) problems.push(`${entry.hash}: nothing visible`);
    if (failed > 0) problems.push(`${entry.hash}: threw while rendering`);
    // Nothing may push the page wider than the screen (at 767 px in particular).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${entry.hash}: ${overflow}px wider than the viewport`);
    problems.push(...errors.map((error) => `${entry.hash}: ${error}`));
  }
  expect(problems).toEqual([]);
});

test('the sidebar is keyboard navigable and the colour scheme switches', async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'the sidebar sits behind the menu button on mobile');
  const entries = await readEntries(page);
  const second = entries[1];
  if (!second) throw new Error('need two entries');
  await page.getByRole('navigation', { name: 'Stories' }).getByRole('link').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second.hash}$`));
  await page.getByRole('switch', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the menu button opens the stories on mobile', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', 'desktop shows the sidebar');
  await readEntries(page);
  const nav = page.getByRole('navigation', { name: 'Stories' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Show stories' }).click();
  await expect(nav).toBeInViewport();
});

test('a tooltip opens on hover even over a disabled button', async ({ page }) => {
  await page.goto('./#/feedback-app-tooltip/on-disabled-button');
  const box = await page.getByRole('button', { name: 'View contract' }).boundingBox();
  if (!box) throw new Error('button not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('tooltip')).toContainText('Contact your network');
});
