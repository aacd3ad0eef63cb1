import { expect, type Locator, type Page } from '@playwright/test';
import { settled, test, usePersona, waitForShell, watchErrors, type Persona } from './helpers';

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
  test(`${persona}: the header fits every width from 768 to 1440 px, every item reachable`, async ({
    page,
    context,
  }) => {
    test.slow();
    const errors = watchErrors(page);
    await usePersona(context, persona);
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('dashboard');
    await waitForShell(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const widest = await headerItemNames(page);
    const all = [...widest.shown, ...widest.inMore].sort();
    expect(all).toEqual(expect.arrayContaining(['Accounts', 'Analytics', 'Dashboard', 'Settings']));

    for (let width = 768; width <= 1440; width += 24) {
      await page.setViewportSize({ width, height: 800 });
      // The header refits on the resize observer's next callback: let two frames pass.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      expect(await allInsideViewport(page, 'header a, header button'), `at ${width} px`).toBe(true);
      const { shown, inMore } = await headerItemNames(page);
      expect([...shown, ...inMore].sort(), `items at ${width} px`).toEqual(all);
    }
    errors.expectNone();
  });
}

test('the skip link is the first tab stop and moves focus to the page', async ({
  page,
  context,
}) => {
  await usePersona(context, 'creator');
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

test('the focused avatar menu item is highlighted and ringed', async ({ page, context }) => {
  await usePersona(context, 'creator');
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
      context,
    }) => {
      await usePersona(context, 'creator');
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
      context,
    }) => {
      await usePersona(context, 'creator');
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
        const footer = elements[0]?.closest('nav');
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

test('with a slow API the shell paints at once and the header does not move as data arrives', async ({
  page,
  context,
}) => {
  test.slow();
  await usePersona(context, 'creator');
  await page.route('**/api/**', async (route) => {
    // Slow enough that everything below happens before the first answer.
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await page.goto('dashboard', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header).toBeVisible({ timeout: 2500 });
  await expect(page.getByRole('status')).toBeVisible();
  // The avatar's slot, in the HTML's frame and in React's alike (data-avatar-slot).
  const avatarSlot = async () => (await header.locator('[data-avatar-slot]').boundingBox())?.x;
  // React replaces the HTML's frame with its own at some point here; a measure taken just as
  // that happens finds a detached element (no box), so it is taken again until it has one.
  let before: number | undefined;
  await expect.poll(async () => (before = await avatarSlot())).toBeGreaterThan(0);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  expect(await avatarSlot()).toBe(before);
  expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBe(61);
});

test('the user read starts with the HTML (boot.js), not after the app code, and is made once', async ({
  page,
  context,
}) => {
  await usePersona(context, 'creator');
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

/** A gate a held request waits on until `open()`. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * Holds the app's code and styles, each until released: the entry script (as index.html names
 * it) and every stylesheet of the build (the entry's, and the screens' ones boot.js preloads).
 */
async function holdCodeAndStyles(page: Page) {
  const html = await (await page.request.get('dashboard')).text();
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(entry, 'the entry script in index.html').toBeTruthy();
  const [code, styles] = [gate(), gate()];
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await code.opened;
      await route.continue();
    },
  );
  await page.route(/\/creator\/assets\/[^/]+\.css$/, async (route) => {
    await styles.opened;
    await route.continue();
  });
  return { entry, releaseCode: code.open, releaseStyles: styles.open };
}

/** Whether the browser has painted anything yet (Paint Timing's first-paint). */
const painted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-paint'));

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of every element drawn inside `container`, in document order. */
const boxesIn = (container: Locator): Promise<Box[]> =>
  container.evaluate((element) =>
    [...element.querySelectorAll('*')]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );

/** The box of the first element matching `selector`, or null when there is none or it is not drawn. */
const boxOf = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return box && box.width > 0
      ? { x: box.x, y: box.y, width: box.width, height: box.height }
      : null;
  }, selector);

// The first paint comes with the HTML (index.html's shell and skeleton, first-paint.ts): what
// a slow phone shows before the stylesheet and the code arrive, and that React then takes over
// without anything moving. The skeleton's grey boxes carry no role (aria-hidden), so they are
// found by index.html's boot-* classes.
for (const width of [1280, 360]) {
  test(`at ${width} px the shell and the skeleton paint before the stylesheet and the code arrive; React renders only styled`, async ({
    page,
    context,
  }) => {
    await usePersona(context, 'creator');
    await page.setViewportSize({ width, height: 800 });
    // When React first replaces the HTML's frame (its header leaves #root): whether the app's
    // stylesheet applies then (--mantine-z-index-app is one of its variables).
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const removed = records.flatMap((record) => [...record.removedNodes]);
        if (!removed.some((node) => node instanceof Element && node.matches('header'))) return;
        observer.disconnect();
        const style = getComputedStyle(document.documentElement);
        (window as unknown as { styledAtFirstRender: boolean }).styledAtFirstRender =
          style.getPropertyValue('--mantine-z-index-app') !== '';
      }).observe(document, { childList: true, subtree: true });
    });
    const hold = await holdCodeAndStyles(page);
    await page.goto('dashboard', { waitUntil: 'commit' });

    await expect.poll(() => painted(page), 'painted while the stylesheet is held').toBe(true);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(61);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    // The dashboard's skeleton (boot.js names the page): a greeting line, then blocks of cards,
    // in the page's frame (the lg container: 1140 px at most, 16 px padding, 20 px below the header).
    const left = Math.max(0, (width - 1140) / 2) + 16;
    const title = await boxOf(page, '.boot-dashboard .boot-title');
    expect(title?.x).toBeCloseTo(left, 0);
    expect(title?.y).toBeCloseTo(81, 0);
    expect(await page.locator('.boot-card:visible').count()).toBeGreaterThanOrEqual(3);
    const footerBar = await boxOf(page, '.boot-footer');
    if (width <= 767) expect(footerBar?.height, 'the footer bar on phones').toBe(57);
    else expect(footerBar).toBeNull();
    expect(
      await page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet" i]')]
          .filter((link) => !link.disabled)
          .map((link) => link.href),
      ),
      'render-blocking stylesheets in <head>',
    ).toEqual([]);

    // The code arrives first: it still waits for the stylesheet (the parser is held by it, and
    // module scripts run after parsing), so nothing renders unstyled.
    const entryLoaded = page.waitForEvent(
      'requestfinished',
      (request) => new URL(request.url()).pathname === hold.entry,
    );
    hold.releaseCode();
    await entryLoaded;
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();

    hold.releaseStyles();
    await waitForShell(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { styledAtFirstRender?: boolean }).styledAtFirstRender,
      ),
      "the stylesheet applied at React's first render",
    ).toBe(true);
    // The theme's variables (a <style> React renders in #root) win over the stylesheet's
    // defaults, as when the stylesheet was in <head>: the stylesheet does not come last.
    const variables = await page.evaluate(() => {
      const css = document.querySelector('#root style[data-mantine-styles="true"]')?.textContent;
      const root = (css ?? '').slice(0, (css ?? '').indexOf('}'));
      const style = getComputedStyle(document.documentElement);
      return [...root.matchAll(/(--[\w-]+):\s*([^;]+)/g)]
        .filter(([, , value = '']) => !value.includes('var('))
        .map(([, name = '', value = '']) => ({
          name,
          value: value.trim(),
          applied: style.getPropertyValue(name).trim(),
        }));
    });
    expect(variables.length).toBeGreaterThan(0);
    for (const { name, value, applied } of variables) expect(applied, name).toBe(value);
    if (width <= 767) {
      // The footer fills the bar painted with the HTML.
      const footer = page.getByRole('navigation', { name: 'Quick menu' });
      expect(await footer.boundingBox()).toEqual(footerBar);
    }
  });
}

test('the header paints before config.js and boot.js arrive; the skeleton once boot.js names the page', async ({
  page,
  context,
}) => {
  await usePersona(context, 'creator');
  const scripts = gate();
  await page.route(/\/creator\/(config|boot)\.js$/, async (route) => {
    await scripts.opened;
    await route.continue();
  });
  await page.goto('dashboard', { waitUntil: 'commit' });
  await expect.poll(() => painted(page), 'painted while config.js and boot.js are held').toBe(true);
  await expect(page.getByRole('banner')).toBeVisible();
  // No page is named yet: no skeleton rather than the wrong page's.
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
  scripts.open();
  await expect(page.locator('html')).toHaveAttribute('data-boot-page', 'dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Mika/ })).toBeVisible();
});

for (const [path, width] of [
  ['dashboard', 1280],
  ['settings/profile', 360],
] as const) {
  test(`${path} at ${width} px: React's loader draws the HTML's skeleton box for box, and the page starts where it did`, async ({
    page,
    context,
  }) => {
    await usePersona(context, 'creator');
    await page.setViewportSize({ width, height: 800 });
    const hold = await holdCodeAndStyles(page);
    const user = gate();
    await page.route('**/api/user/me.json', async (route) => {
      await user.opened;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => painted(page)).toBe(true);
    const fromHtml = await boxesIn(page.getByRole('status'));
    // The dashboard's skeleton has blocks with headings; other pages' has none.
    const heading = await boxOf(page, '.boot-page .boot-heading');

    hold.releaseCode();
    hold.releaseStyles();
    // React's loader (layout/FullPageLoader, while the user loads) names its variant: data-page.
    await expect(page.locator('[role="status"][data-page]')).toBeVisible();
    expect(await boxesIn(page.getByRole('status'))).toEqual(fromHtml);

    user.open();
    await waitForShell(page);
    const [first] = fromHtml;
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    // The page's title on the skeleton's first line.
    expect(title?.x).toBeCloseTo(first?.x ?? NaN, 0);
    expect(title?.y).toBeCloseTo(first?.y ?? NaN, 0);
    if (heading) {
      // The dashboard's first block heads where the skeleton's first block did.
      const block = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      expect((await block.boundingBox())?.y).toBeCloseTo(heading.y, 0);
    }
  });
}

for (const width of [1280, 767]) {
  test(`at ${width} px nothing moves from the HTML's first paint to the loaded dashboard`, async ({
    page,
    context,
  }) => {
    await usePersona(context, 'creator');
    await page.setViewportSize({ width, height: 800 });
    // Layout shifts not caused by input (what CLS sums), from the start of the navigation.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const shifts = { total: 0, flush: () => {} };
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      shifts.flush = () => add(observer.takeRecords());
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    });
    const hold = await holdCodeAndStyles(page);
    await page.goto('dashboard', { waitUntil: 'commit' });
    // Through the HTML's shell first, as on a slow network.
    await expect.poll(() => painted(page)).toBe(true);
    hold.releaseCode();
    hold.releaseStyles();
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every block loaded (their skeletons pulse until then) and no transition running.
    await settled(page);
    const total = await page.evaluate(() => {
      const { shifts } = window as unknown as { shifts: { total: number; flush: () => void } };
      shifts.flush();
      return shifts.total;
    });
    expect(total).toBeLessThan(0.02);
  });
}

test('a lazy chunk listing the entry stylesheet (the Japanese catalogue) adds no second copy of it', async ({
  page,
  context,
}) => {
  await usePersona(context, 'creator');
  const html = await (await page.request.get('dashboard')).text();
  const stylesheet = /<link rel="preload" as="style" href="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(stylesheet, "the entry stylesheet's preload in index.html").toBeTruthy();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === stylesheet) fetched.push(request.url());
  });
  await page.route('**/api/user/me.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), language: 'ja' } });
  });
  await page.goto('dashboard');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.waitForLoadState('networkidle');
  // Vite's preload helper finds index.html's (disabled) link: no unlayered copy after the
  // screens' styles, which would undo theirs.
  expect(fetched).toHaveLength(1);
  const copies = await page.evaluate(
    (href) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
        (link) => !link.disabled && new URL(link.href).pathname === href,
      ).length,
    stylesheet,
  );
  expect(copies).toBe(0);
});
