import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test, usePersona, watchErrors, type Persona } from './helpers';

/** Pages to capture for a visual check at both widths (saved under test-results/screens/). */
const shots: [string, Persona, string, string][] = [
  ['home-creator', 'creator', 'dashboard', 'Welcome back, Mika Tanaka'],
  ['home-new-creator', 'new-creator', 'dashboard', 'Welcome back, Leo Park'],
  ['not-found', 'creator', '404', 'Page not found'],
  ['partners-only', 'not-partner', 'partners_only', 'For partners only'],
  ['placeholder', 'creator', 'documents', 'Documents'],
];

for (const [name, persona, path, heading] of shots) {
  test(`screenshot: ${name}`, async ({ page, context }, testInfo) => {
    await usePersona(context, persona);
    const watch = watchErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let lazy blocks settle so the picture shows data rather than skeletons.
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: join(testInfo.project.outputDir, 'screens', `${testInfo.project.name}-${name}.png`),
      fullPage: true,
    });
    watch.expectNone();
  });
}

test('screenshot: menus open', async ({ page, context }, testInfo) => {
  await usePersona(context, 'creator');
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
