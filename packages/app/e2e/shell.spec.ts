import { expect, type Page } from '@playwright/test';
import { test, waitForShell, type Persona } from './helpers';

test.use({ persona: 'creator' });

// The shell in a real browser: the header fits every desktop width (what does not fit is in
// "More"), the skip link, focus around the menus, and the mobile footer's targets and contrast.

/** Opens the dashboard, at `width` px when given, and waits for the page. */
async function openDashboard(page: Page, width?: number) {
  if (width) await page.setViewportSize({ width, height: 800 });
  await page.goto('dashboard');
  await waitForShell(page);
}

/** Names of the header's items: those shown, plus those in "More" (opened and closed again). */
async function headerItemNames(page: Page): Promise<{ shown: string[]; inMore: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const shown = await nav.locator(':scope > div:not([aria-hidden]) > a').allInnerTexts();
  const more = nav.getByRole('button', { name: /^More/ });
  if ((await more.count()) === 0) return { shown, inMore: [] };
  await more.click();
  const inMore = await page
    .getByRole('menu', { name: 'More menu items' })
    .getByRole('menuitem')
    .allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  return { shown, inMore };
}

/** Whether every element matched lies inside the viewport horizontally. */
async function allInsideViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.every((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    }),
  );
}

for (const persona of ['creator', 'new-creator'] satisfies Persona[]) {
  test.describe(() => {
    test.use({ persona });
    test(`${persona}: the header fits every width from 768 to 1440 px, every item reachable`, async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.goto('dashboard');
      await waitForShell(page);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      // Every item is decided (no placeholder for items whose reads are under way).
      await expect(nav.getByRole('status')).toHaveCount(0);
      const widest = await headerItemNames(page);
      const all = [...widest.shown, ...widest.inMore].sort();
      expect(all).toEqual(
        expect.arrayContaining(['Accounts', 'Analytics', 'Dashboard', 'Settings']),
      );

      // The "More" menu is opened again only where the items shown change: with the same items
      // shown it lists the same rest (opening it at each of the 29 widths took most of the test).
      let shownBefore = '';
      for (let width = 768; width <= 1440; width += 24) {
        await page.setViewportSize({ width, height: 800 });
        // The header refits on the resize observer's next callback: let two frames pass.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
        expect(await allInsideViewport(page, 'header a, header button'), `at ${width} px`).toBe(
          true,
        );
        const shownNow = (
          await nav.locator(':scope > div:not([aria-hidden]) > a').allInnerTexts()
        ).join();
        if (shownNow === shownBefore) continue;
        shownBefore = shownNow;
        const { shown, inMore } = await headerItemNames(page);
        expect([...shown, ...inMore].sort(), `items at ${width} px`).toEqual(all);
      }
    });
  });
}

test('the skip link is the first tab stop and moves focus to the page', async ({ page }) => {
  await openDashboard(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the page, past the whole header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the focused avatar menu item is highlighted and ringed', async ({ page }) => {
  await openDashboard(page);
  const button = page.getByRole('button', { name: 'Your account menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menu', { name: 'Your account menu' }).getByRole('menuitem').first();
  await expect(item).toBeFocused();
  const style = await item.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle,
      width: computed.outlineWidth,
      bg: computed.backgroundColor,
    };
  });
  expect(style.outline).not.toBe('none');
  expect(parseFloat(style.width)).toBeGreaterThanOrEqual(2);
  expect(style.bg).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test.describe('mobile', () => {
  for (const width of [360, 767]) {
    test(`at ${width} px, Escape on the menu returns focus to the menu button`, async ({
      page,
    }) => {
      await openDashboard(page, width);
      const footer = page.getByRole('navigation', { name: 'Quick menu' });
      const menuButton = footer.getByRole('button', { name: 'Menu' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test(`at ${width} px, the footer has icons with labels, 44 px targets and 4.5:1 text`, async ({
      page,
    }) => {
      await openDashboard(page, width);
      const items = page.getByRole('navigation', { name: 'Quick menu' }).locator('a, button');
      expect(await items.count()).toBeGreaterThanOrEqual(3);
      const measured = await items.evaluateAll((elements) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (rgb: string) => {
          const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const footer = elements[0]?.closest('footer');
        const background = luminance(getComputedStyle(footer ?? document.body).backgroundColor);
        return elements.map((element) => {
          const box = element.getBoundingClientRect();
          const text = luminance(getComputedStyle(element).color);
          const [light, dark] = text > background ? [text, background] : [background, text];
          return {
            name: element.textContent,
            width: box.width,
            height: box.height,
            contrast: (light + 0.05) / (dark + 0.05),
            icon: !!element.querySelector('svg'),
          };
        });
      });
      for (const item of measured) {
        expect(item.height, `${item.name} height`).toBeGreaterThanOrEqual(44);
        expect(item.width, `${item.name} width`).toBeGreaterThanOrEqual(44);
        expect(item.contrast, `${item.name} contrast`).toBeGreaterThanOrEqual(4.5);
        expect(item.icon, `${item.name} icon`).toBe(true);
        expect(item.name?.trim(), 'label').toBeTruthy();
      }
    });
  }
});

test('in Japanese at 320 and 360 px, each footer label is one line, inside its item', async ({
  page,
}) => {
  await page.route(/\/api\/user\/me\.json$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), language: 'ja' } });
  });
  for (const width of [320, 360]) {
    await openDashboard(page, width);
    const footer = page.getByRole('navigation', { name: 'クイックメニュー' });
    await expect(footer.getByText('ダッシュボード')).toBeVisible();
    const labels = await footer.locator('a > span, button > span').evaluateAll((spans) =>
      spans.map((span) => {
        // One client rect per line box of the text.
        const range = document.createRange();
        range.selectNodeContents(span);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const box = range.getBoundingClientRect();
        const item = span.parentElement!.getBoundingClientRect();
        return {
          text: span.textContent,
          lines: lines.size,
          fits: box.left >= item.left && box.right <= item.right,
        };
      }),
    );
    for (const label of labels)
      expect(label, `${width} px`).toMatchObject({ lines: 1, fits: true });
  }
});

test('with a slow API the shell paints at once and the header does not move as data arrives', async ({
  page,
}) => {
  test.slow();
  // The API answers nothing until the shell has been measured: no timer to race on a busy machine.
  let answer = () => {};
  const answering = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/**', async (route) => {
    await answering;
    await route.continue();
  });
  await page.goto('dashboard', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  // The avatar's slot, in the HTML's frame and in React's alike (data-avatar-slot).
  const avatarSlot = async () => (await header.locator('[data-avatar-slot]').boundingBox())?.x;
  // React replaces the HTML's frame with its own at some point here; a measure taken just as
  // that happens finds a detached element (no box), so it is taken again until it has one.
  let before: number | undefined;
  await expect.poll(async () => (before = await avatarSlot())).toBeGreaterThan(0);
  answer();
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  expect(await avatarSlot()).toBe(before);
  expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(61);
});

test('the user read starts with the HTML (boot.js), not after the app code, and is made once', async ({
  page,
}) => {
  let reads = 0;
  let userAsked = () => {};
  const asked = new Promise<void>((resolve) => (userAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/user/me.json') return;
    reads += 1;
    userAsked();
  });
  // The entry chunk is held until the user read has started: it must not depend on the code.
  await page.route(/\/creator\/assets\/index-[^/]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('dashboard');
  await waitForShell(page);
  expect(reads).toBe(1);
});
