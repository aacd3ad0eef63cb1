import { expect, type Page } from '@playwright/test';
import { test, waitForShell } from './helpers';

test.use({ persona: 'creator' });

// What the theme and the shell promise whatever the page: a focused control is never under the
// sticky header or the mobile bottom navigation, nothing moves for a user who asks for less
// motion, and a 320 px screen needs no sideways scrolling. One page load per check.

/** The part of the viewport between the sticky header and the bottom navigation. */
async function clearArea(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    const footer = document.querySelector('nav[aria-label="Quick menu"]')?.getBoundingClientRect();
    return { top: header?.bottom ?? 0, bottom: footer?.top ?? window.innerHeight };
  });
}

test('at 360 px a focused control is scrolled clear of the header and the bottom navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('dashboard');
  await waitForShell(page);
  const area = await clearArea(page);
  expect(area.bottom).toBeLessThan(640);
  // A control far below the fold, focused from the top of the page, then one far above it.
  const below = page.getByRole('link', { name: 'See your revenue' });
  await below.focus();
  const low = await below.boundingBox();
  expect(low!.y + low!.height).toBeLessThanOrEqual(area.bottom);
  const above = page
    .getByRole('main')
    .getByRole('button', { name: /^Accept / })
    .first();
  await above.focus();
  const high = await above.boundingBox();
  expect(high!.y).toBeGreaterThanOrEqual(area.top);
});

test('with reduced motion, moving to another page runs no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('dashboard');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('data-respect-reduced-motion', 'true');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Campaigns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  expect(
    await page.evaluate(() => document.getAnimations().map((a) => a.constructor.name)),
  ).toEqual([]);
});

test('at 320 px the main pages need no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wider: string[] = [];
  for (const path of ['dashboard', 'campaigns', 'earnings/payments', 'settings/profile']) {
    await page.goto(path);
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wider.push(`${path}: ${overflow}px`);
  }
  expect(wider).toEqual([]);
});
