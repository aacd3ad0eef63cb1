import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, injectAxe, type AxeRules, type AxeScope } from './axe';
import { settled, test, waitForShell, type Persona } from './helpers';
import { routeTable, type RouteRow } from './route-table';

// WCAG 2.0, 2.1 and 2.2 A and AA on every row of the route table with the persona that reaches
// it (and a second persona where a page shows other content), in both colour schemes at 1280
// and 360 px, with every list, menu, dialog and hidden section (a chart's table) open. One page
// load per row: the app follows the system's scheme until the user picks one, so the scheme
// (emulateMedia) and the width (setViewportSize) change in place and axe runs again after each
// change.

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1280, 360] as const;

/** Rows with a second persona, where the page shows what the route table's persona does not. */
const otherPersonas: RouteRow[] = [
  { path: 'dashboard', heading: 'Leo Park', persona: 'new-creator' },
  { path: 'campaigns/active', heading: 'Campaigns', persona: 'new-creator' },
  { path: 'accounts', heading: 'Accounts', persona: 'new-creator' },
  { path: 'earnings/payments', heading: 'Payments', persona: 'new-creator' },
  { path: 'settings/payment', heading: 'Payment settings', persona: 'tipalti' },
  { path: 'settings/payment', heading: 'Payment settings', persona: 'payment-rails' },
  { path: 'settings/profile', heading: 'Profile settings', persona: 'strict-profile' },
  { path: 'missing_data/profile', heading: 'Complete your profile', persona: 'missing-profile' },
  {
    path: 'missing_data/payment',
    heading: 'Complete your payment details',
    persona: 'missing-payment',
  },
];

const POPUP_ROLE = { listbox: 'listbox', menu: 'menu', dialog: 'dialog' } as const;

/** The visible controls in `scope` that open a list, a menu or a dialog. */
const popupsIn = (scope: string) =>
  `:is(${scope}) :is([aria-haspopup="listbox"], [aria-haspopup="menu"], [aria-haspopup="dialog"]):visible`;

/** The visible disclosure buttons in `scope` whose section is hidden. */
const sectionsIn = (scope: string) =>
  `:is(${scope}) [aria-expanded="false"][aria-controls]:not([aria-haspopup]):visible`;

/** The field's name as a user hears it, to say which popup a violation is in. */
const triggerName = (field: Element) =>
  (
    field.getAttribute('aria-label') ??
    (field as HTMLInputElement).labels?.[0]?.textContent ??
    field.textContent ??
    ''
  ).trim();

/** One control's opening: what `seen` keeps it under, how it shows, how it closes again. */
interface Opening {
  key: string;
  /** How a violation names what opened. */
  what: string;
  /** Waits until what opened shows; answers the selector that holds it. */
  shown: () => Promise<string>;
  /** Closes it and waits until it is gone. */
  close: () => Promise<void>;
}

/**
 * A list, menu or dialog: the rest of the page was checked without it, so only what opened is
 * (a select's hidden lists stay mounted: the one its field controls).
 */
async function popupOf(page: Page, trigger: Locator): Promise<Opening | null> {
  if (await trigger.isDisabled()) return null;
  const kind = (await trigger.getAttribute('aria-haspopup')) as keyof typeof POPUP_ROLE;
  const role = POPUP_ROLE[kind];
  const name = await trigger.evaluate(triggerName);
  return {
    key: `${role} ${name}`,
    what: `${role} "${name}" open`,
    shown: async () => {
      await expect(page.getByRole(role).last()).toBeVisible();
      const controls = await trigger.getAttribute('aria-controls');
      return controls ? `[id="${controls}"]` : `[role="${role}"]`;
    },
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole(role)).toHaveCount(0);
    },
  };
}

/** A section a disclosure button shows (a chart's numbers as a table). */
async function sectionOf(page: Page, toggle: Locator): Promise<Opening | null> {
  const controls = await toggle.getAttribute('aria-controls');
  if (!controls) return null;
  const name = await toggle.evaluate(triggerName);
  const where = `[id="${controls}"]`;
  return {
    key: `section ${name}`,
    what: `"${name}" shown`,
    shown: async () => {
      await expect(page.locator(where)).toBeVisible();
      return where;
    },
    close: async () => {
      await page.locator(`[aria-controls="${controls}"]`).click();
      await expect(page.locator(where)).toHaveCount(0);
    },
  };
}

/** Where the openings of one width and scheme are checked. */
interface Round {
  page: Page;
  label: string;
  /** What was opened already in this scheme: it looks the same at every width. */
  seen: Set<string>;
  rules: AxeRules;
}

/**
 * Opens, one at a time, what each control `controls` finds opens (see `openingOf`) and `seen`
 * does not hold yet, checks what opened, and closes it again.
 */
async function openedEach(
  { page, label, seen, rules }: Round,
  controls: string,
  openingOf: (page: Page, control: Locator) => Promise<Opening | null>,
) {
  const problems: string[] = [];
  const found = page.locator(controls);
  const count = await found.count();
  for (let index = 0; index < count; index++) {
    const control = found.nth(index);
    const opening = await openingOf(page, control);
    if (!opening || seen.has(opening.key)) continue;
    seen.add(opening.key);
    await control.click();
    const where = await opening.shown();
    await settled(page);
    problems.push(...(await axeViolations(page, `${label}, ${opening.what}`, [where], rules)));
    await opening.close();
  }
  return problems;
}

/**
 * Every width and scheme in place, with the popups `scope` opens, axe on `include` each time.
 * After a switch to the dark scheme only the rules that colours decide run again: the scheme
 * changes colours alone (Mantine's CSS variables), never the elements, their names or their
 * layout, so every other rule's answer is the light scheme's at that width.
 */
async function everyScheme(page: Page, include: AxeScope, scope: string): Promise<string[]> {
  const problems: string[] = [];
  const seen = { light: new Set<string>(), dark: new Set<string>() };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    // As tall as the page: axe checks the contrast of text inside the viewport only, and counts
    // a control that the fixed bottom navigation covers at this scroll position as too small
    // (the page keeps room below its content for that navigation).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(Math.max(height, 800), 16_000) });
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await settled(page);
      const label = `${width} px ${colorScheme}`;
      const rules = colorScheme === 'dark' ? COLOUR_RULES : null;
      problems.push(...(await axeViolations(page, label, include, rules)));
      const round = { page, label, seen: seen[colorScheme], rules };
      problems.push(...(await openedEach(round, popupsIn(scope), popupOf)));
      problems.push(...(await openedEach(round, sectionsIn(scope), sectionOf)));
    }
  }
  return problems;
}

for (const { path, heading, persona } of [...routeTable, ...otherPersonas])
  test.describe(() => {
    test.use({ persona: persona as Persona });
    // The one load of each row: the page it shows (its heading, its address kept, no page
    // error) and its accessibility.
    test(`/${path} shows "${heading}" (${persona}), with no WCAG A/AA violation`, async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`/creator/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await injectAxe(page);
      // Over an overlay route, its dialog's own lists and menus; the page behind it is inert.
      const overlay = (await page.getByRole('dialog').count()) > 0;
      // The page's content: the shell around it is the same on every page (its own test).
      const include = ['main', '[role="dialog"]'];
      expect(await everyScheme(page, include, overlay ? '[role="dialog"]' : 'main')).toEqual([]);
    });
  });

test.describe(() => {
  test.use({ persona: 'creator' });
  test('the shell, its menus and the mobile menu have no WCAG A/AA violation', async ({ page }) => {
    await page.goto('dashboard');
    await waitForShell(page);
    await injectAxe(page);
    // The whole page: header, navigation, skip link, footer and the mobile navigation.
    expect(await everyScheme(page, null, 'header, nav, footer')).toEqual([]);
  });
});

test.describe(() => {
  test.use({ persona: 'creator' });
  test('a long select list scrolls to the option the arrows reach, the focus staying in the field', async ({
    page,
  }) => {
    await page.goto('analytics/1001/month/revenue');
    const field = page.getByRole('combobox', { name: 'Month' });
    await field.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Month' });
    const options = list.getByRole('option');
    const count = await options.count();
    // Longer than the list's height: the last options start out of sight.
    await expect(options.last()).not.toBeInViewport();
    for (let index = 1; index < count; index++) await page.keyboard.press('ArrowDown');
    await expect(options.last()).toHaveAttribute('data-combobox-selected');
    await expect(options.last()).toBeInViewport();
    await expect(field).toBeFocused();
  });
});
