import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test, type Persona } from './helpers';

test.use({ persona: 'creator' });

/** Pages to capture for a visual check at both widths (saved under test-results/screens/). */
const shots: [string, Persona, string, string][] = [
  ['home-creator', 'creator', 'dashboard', 'Welcome back, Mika Tanaka'],
  ['home-new-creator', 'new-creator', 'dashboard', 'Welcome back, Leo Park'],
  ['not-found', 'creator', '404', 'Page not found'],
  ['partners-only', 'not-partner', 'partners_only', 'For partners only'],
  ['documents', 'creator', 'documents', 'Documents'],
];

for (const [name, persona, path, heading] of shots) {
  test.describe(() => {
    test.use({ persona });
    test(`screenshot: ${name}`, async ({ page, pageErrors: _pageErrors }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Let lazy blocks settle so the picture shows data rather than skeletons.
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screens', `${testInfo.project.name}-${name}.png`),
        fullPage: true,
      });
    });
  });
}

test('screenshot: menus open', async ({ page }, testInfo) => {
  await page.goto('dashboard');
  const mobile = (page.viewportSize()?.width ?? 0) <= 767;
  if (mobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  else await page.getByRole('button', { name: 'Your account menu' }).click();
  await expect(page.getByRole(mobile ? 'dialog' : 'menu')).toBeVisible();
  // The drawer slides in; capture it settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({
    path: join(testInfo.project.outputDir, 'screens', `${testInfo.project.name}-menu.png`),
  });
});

/** The main screens, each checked for sideways scrolling across the widths of its project. */
const SCREENS = [
  'dashboard',
  'campaigns/active',
  'campaigns/102',
  'campaigns/102/submitted_contents/9001',
  'analytics/1001/last_28_days',
  'analytics/1001/last_28_days/views',
  'earnings/youtube',
  'earnings/payments/all',
  'apps',
  'guides',
  'documents',
  'accounts',
  'accounts/1001',
  'settings/profile',
  'settings/payment',
  'settings/data_usage',
];

test('no main screen scrolls sideways, from 360 to 1440 px', async ({ page }, testInfo) => {
  test.slow();
  const widths = testInfo.project.name === 'mobile' ? [360, 767] : [768, 1024, 1440];
  const overflowing: string[] = [];
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // The header re-measures what fits after a resize (ResizeObserver): give the layout a
      // moment to settle before calling it overflowing.
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
      await expect
        .poll(wide, { timeout: 3000 })
        .toBeLessThanOrEqual(width)
        .catch(async () => overflowing.push(`${path} at ${width} px is ${await wide()} px wide`));
    }
  }
  expect(overflowing).toEqual([]);
});

test('every tab of a tab bar is in sight at 360 px: none hidden past the edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [path, count, tabsOf] of [
    ['analytics/1001/last_28_days', 4, () => page.getByRole('tablist').first().getByRole('tab')],
    [
      'settings/profile',
      3,
      () => page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link'),
    ],
    [
      'earnings/payments',
      2,
      () => page.getByRole('navigation', { name: 'Earnings' }).getByRole('link'),
    ],
  ] as const) {
    await page.goto(path);
    const tabs = tabsOf();
    await expect(tabs).toHaveCount(count);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, `${path}: ${await tab.textContent()}`).not.toBeNull();
      expect(box!.x, `${path}: ${await tab.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${path}: ${await tab.textContent()}`).toBeLessThanOrEqual(360);
    }
  }
});
