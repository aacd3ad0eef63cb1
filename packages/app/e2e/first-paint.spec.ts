import { expect, type Locator, type Page } from '@playwright/test';
import { settled, test, waitForShell } from './helpers';

test.use({ persona: 'creator' });

// The first paint comes with the HTML (index.html's shell and skeleton, build/first-paint.ts, and the
// greeting boot.js paints once the user is known): what a slow phone shows before the
// stylesheet and the code arrive, and that React then takes over without anything moving.

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

// The first paint comes with the HTML (index.html's shell and skeleton, build/first-paint.ts): what
// a slow phone shows before the stylesheet and the code arrive, and that React then takes over
// without anything moving. The skeleton's grey boxes carry no role (aria-hidden), so they are
// found by index.html's boot-* classes.
for (const width of [1280, 360]) {
  test(`at ${width} px the shell and the skeleton paint before the stylesheet and the code arrive; React renders only styled`, async ({
    page,
  }) => {
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
      // The footer (its border and the navigation in it) fills the bar painted with the HTML.
      const footer = page.getByRole('contentinfo');
      expect(await footer.boundingBox()).toEqual(footerBar);
    }
  });
}

test('the header paints before config.js and boot.js arrive; the skeleton once boot.js names the page', async ({
  page,
}) => {
  const scripts = gate();
  // The boot script: /creator/boot.js in development, a hashed asset in the build.
  await page.route(/\/creator\/(config\.js|boot\.js|assets\/boot\.\w+\.js)$/, async (route) => {
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

/** Where a line of text is and how it is drawn: what the eye compares. */
const lookOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      x: Math.round(box.x),
      y: Math.round(box.y),
      height: Math.round(box.height),
      font: [style.fontFamily, style.fontSize, style.fontWeight, style.lineHeight].join(' / '),
      color: style.color,
    };
  });

const SUBTITLE = 'Here is what is happening with your channels.';

// The pages whose heading boot.js paints (build/boot-texts.ts), each with its screen's chunk.
const HEADINGS = [
  {
    path: 'dashboard',
    width: 1280,
    screen: 'home',
    title: (name: string) => `Welcome back, ${name}`,
  },
  {
    path: 'dashboard',
    width: 412,
    screen: 'home',
    title: (name: string) => `Welcome back, ${name}`,
  },
  { path: 'campaigns/active', width: 412, screen: 'CampaignsPage', title: () => 'Campaigns' },
  {
    path: 'analytics/1001/last_28_days',
    width: 1280,
    screen: 'AnalyticsMainPage',
    title: () => 'Analytics',
  },
];

for (const { path, width, screen, title: titleOf } of HEADINGS) {
  test(`${path} at ${width} px: the heading paints once the user is known, before the code, where and as the page draws it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = (await (await page.request.get('/api/user/me.json')).json()) as {
      fullName: string;
    };
    const title = titleOf(user.fullName);
    const variant = path.startsWith('campaigns')
      ? '.boot-campaigns'
      : path === 'dashboard'
        ? '.boot-dashboard'
        : '.boot-generic';
    const hold = await holdCodeAndStyles(page);
    // The page's screen too, so that React's loader shows once the entry has run.
    const code = gate();
    await page.route(new RegExp(`/creator/assets/${screen}-[^/]+\\.js$`), async (route) => {
      await code.opened;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });

    // In the HTML's skeleton, painted by boot.js: the code has not run (no main landmark).
    const skeleton = page.locator(`.boot-page:not([data-page]) ${variant}`);
    await expect(skeleton.locator('.boot-title')).toHaveText(title);
    if (path === 'dashboard') await expect(skeleton.locator('.boot-subtitle')).toHaveText(SUBTITLE);
    await expect(page.getByRole('main')).toHaveCount(0);
    const painted = await lookOf(skeleton.locator('.boot-title'));
    const subtitle = path === 'dashboard' ? await lookOf(skeleton.locator('.boot-subtitle')) : null;

    hold.releaseCode();
    hold.releaseStyles();
    // React's loader (data-page) draws it again, in the same place and the same type.
    const loader = page.locator(`.boot-page[data-page] ${variant}`);
    await expect(loader.locator('.boot-title')).toHaveText(title);
    expect(await lookOf(loader.locator('.boot-title'))).toEqual(painted);
    if (subtitle) expect(await lookOf(loader.locator('.boot-subtitle'))).toEqual(subtitle);

    code.open();
    await waitForShell(page);
    // Then the page's own heading, word for word and pixel for pixel.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    expect(await lookOf(heading)).toEqual(painted);
    if (subtitle)
      expect(await lookOf(page.getByRole('main').getByText(SUBTITLE))).toEqual(subtitle);
  });
}

test("campaigns/active at 412 px: the first opportunity's message paints as plain text before the code, where the page shows it, and only once", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // A hostile first message: markup, a handler and a script must all stay text or go.
  const hostile =
    '<p>Sun &amp; sea <img src="x" onerror="window.__hostile = 1">in <b>Okinawa</b>' +
    '<script>window.__hostile = 2</script></p><ul><li>One video</li></ul>';
  const shown = 'Sun & sea in Okinawa';
  await page.route('**/api/user/me/campaigns_opportunities.json', async (route) => {
    const response = await route.fetch();
    const [first, ...rest] = (await response.json()) as { message: string }[];
    await route.fulfill({ response, json: [{ ...first, message: hostile }, ...rest] });
  });
  const hold = await holdCodeAndStyles(page);
  const code = gate();
  await page.route(/\/creator\/assets\/CampaignsPage-[^/]+\.js$/, async (route) => {
    await code.opened;
    await route.continue();
  });
  await page.goto('campaigns/active', { waitUntil: 'commit' });

  // Painted by boot.js into the HTML's skeleton (hidden from screen readers), as text only.
  const painted = page.locator('.boot-page:not([data-page]) .boot-campaigns .boot-message');
  await expect(painted).toHaveText(`${shown} One video`);
  expect(await painted.evaluate((line) => [line.textContent, line.children.length])).toEqual([
    `${shown}\nOne video`,
    0,
  ]);
  await expect(painted.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(0);
  const look = await lookOf(painted);

  hold.releaseCode();
  hold.releaseStyles();
  // React's loader draws it again, in the same place and type.
  const loader = page.locator('.boot-page[data-page] .boot-campaigns .boot-message');
  await expect(loader).toHaveText(`${shown} One video`);
  expect(await lookOf(loader)).toEqual(look);

  code.open();
  await waitForShell(page);
  // The page's own message (sanitised), its first paragraph where the painted text began, in
  // the same type (the painted lines ran on where the list now is).
  const message = page.locator('[data-opportunity-card] p', { hasText: shown });
  await expect(message).toHaveText(shown);
  const { height: _height, ...start } = look;
  expect(await lookOf(message)).toMatchObject(start);
  // Once: the painted text has gone with the skeleton.
  await expect(page.getByText(shown)).toHaveCount(1);
  await expect(page.locator('.boot-message')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
});

test("a Japanese user's greeting paints in Japanese before the code, as the page then shows it", async ({
  page,
}) => {
  await page.route('**/api/user/me.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), language: 'ja' } });
  });
  const hold = await holdCodeAndStyles(page);
  await page.goto('dashboard', { waitUntil: 'commit' });
  const painted = page.locator('.boot-page:not([data-page]) .boot-dashboard .boot-title');
  await expect(painted).toHaveText(/^おかえりなさい、.+さん$/);
  await expect(painted).toHaveAttribute('lang', 'ja');
  const title = await painted.textContent();

  hold.releaseCode();
  hold.releaseStyles();
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});

for (const [path, width] of [
  ['dashboard', 1280],
  ['settings/profile', 360],
] as const) {
  test(`${path} at ${width} px: React's loader draws the HTML's skeleton box for box, and the page starts where it did`, async ({
    page,
  }) => {
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
  }) => {
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
}) => {
  const html = await (await page.request.get('dashboard')).text();
  const stylesheet = /<link rel="preload" as="style" href="([^"]+)"[^>]*>/.exec(html)?.[1] ?? '';
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
