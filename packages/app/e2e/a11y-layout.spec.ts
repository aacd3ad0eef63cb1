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

test('with reduced motion, no transition or animation runs: dialog, drawer, page change, skeleton', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every CSS transition and animation that starts, from the first paint on (a transition of
  // no time does not start one).
  await page.addInitScript(() => {
    const started: string[] = [];
    Object.assign(window, { motionStarted: started });
    const note = (event: Event) => {
      const target = event.target as Element;
      const what = event instanceof AnimationEvent ? event.animationName : '';
      const property = event instanceof TransitionEvent ? event.propertyName : '';
      started.push(`${event.type} ${what}${property} on ${target.className}`);
    };
    document.addEventListener('transitionrun', note, true);
    document.addEventListener('animationstart', note, true);
  });
  // The campaign's submitted content waits, so that its skeleton shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/submitted_contents\.json/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('dashboard');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('data-respect-reduced-motion', 'true');
  // A dialog: the submit dialog over home.
  await page
    .getByRole('button', { name: /^Publish content / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Submit content' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A drawer: the phone's menu, and from it another page.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  // A skeleton, then what it stood for.
  await page.getByRole('link', { name: 'Kumo Coffee' }).click();
  const skeleton = page.getByRole('status', { name: 'Loading submitted content' });
  await expect(skeleton).toBeVisible();
  release();
  await expect(skeleton).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { motionStarted: string[] }).motionStarted),
  ).toEqual([]);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

/** What does not fit a page with the text at 200%: its sideways overflow, controls and text cut off. */
async function reflowProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    const overflow = root.scrollWidth - width;
    if (overflow > 0) problems.push(`${overflow}px sideways scroll`);
    // A control inside a region that scrolls sideways (a wide table) is reached by scrolling it.
    const scrolled = (element: Element) =>
      [...ancestors(element)].some((each) => /auto|scroll/.test(getComputedStyle(each).overflowX));
    function* ancestors(element: Element) {
      for (
        let each = element.parentElement;
        each && each !== document.body;
        each = each.parentElement
      )
        yield each;
    }
    for (const control of document.querySelectorAll(
      'header a, header button, main a, main button',
    )) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || scrolled(control)) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
      if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${name}: outside the screen`);
    }
    // Text cut off: an element that hides what overflows it (a badge's label, a truncated name,
    // a clamped text, a card) with more text than it shows: its own text, or a visible part of
    // it outside its box (a chart's hidden tooltip does not count). Text only for screen readers
    // is clipped to a pixel on purpose; half a letter's height of a line's descent is not text.
    const outside = (part: Element, box: DOMRect) => {
      const each = part.getBoundingClientRect();
      return each.right > box.right + 1 || each.left < box.left - 1 || each.bottom > box.bottom + 1;
    };
    const hides = (overflow: string) => /hidden|clip/.test(overflow);
    for (const element of document.querySelectorAll<HTMLElement>('header *, main *')) {
      const text = element.textContent?.trim();
      if (!text || element.clientWidth <= 2 || scrolled(element)) continue;
      const style = getComputedStyle(element);
      const slack = parseFloat(style.fontSize) / 2;
      const wide = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const tall = hides(style.overflowY) && element.scrollHeight > element.clientHeight + slack;
      if (!wide && !tall) continue;
      const box = element.getBoundingClientRect();
      const parts = [...element.querySelectorAll('*')];
      const shown = parts.filter(
        (part) =>
          part.clientWidth > 2 &&
          part.checkVisibility({ visibilityProperty: true }) &&
          outside(part, box),
      );
      if (parts.length === 0 || shown.length > 0)
        problems.push(`"${text.slice(0, 40)}": text cut off`);
    }
    return problems;
  });
}

test('with the text at 200%, the main pages need no sideways scrolling at 320 and 360 px and cut off no control or text', async ({
  page,
}) => {
  // The user's text size (the root font size, not a page zoom): everything sized in rem grows.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.documentElement.style.setProperty('font-size', '200%', 'important'),
    ),
  );
  const found: string[] = [];
  const check = async (where: string) =>
    found.push(...(await reflowProblems(page)).map((problem) => `${where}: ${problem}`));
  for (const path of [
    'dashboard',
    'campaigns/active',
    'campaigns/102',
    'analytics/1001/last_28_days',
    'earnings/payments',
    'earnings/youtube',
    'accounts',
    'documents',
    'settings/profile',
    'settings/payment',
  ]) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    await check(`${path} at 320 px`);
    await page.setViewportSize({ width: 360, height: 640 });
    await check(`${path} at 360 px`);
  }
  // The desktop header: logo, menu and avatar within the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await check('settings/payment at 1280 px');
  expect(found).toEqual([]);
});
