import { expect, type Page } from '@playwright/test';
import { test, waitForShell } from './helpers';

test.use({ persona: 'creator' });

/** The reads every first page of a partner makes: the user, then the shell's. */
const SHELL_READS = [
  '/api/user/me.json',
  '/api/translations/en.json',
  '/api/user/company.json',
  '/api/user/me/network.json',
  '/api/user/me/articles.json',
];

/** Each first page and the reads its first load makes (paths and query, user first). */
const PAGES: { path: string; screen: RegExp; reads: string[] }[] = [
  {
    path: 'dashboard',
    screen: /\/assets\/home-[^/]+\.js$/,
    reads: [
      ...SHELL_READS,
      '/api/user/me/campaigns.json?status=active',
      '/api/user/me/campaigns_opportunities.json',
      '/api/user/me/accounts.json',
    ],
  },
  {
    path: 'campaigns/upcoming',
    screen: /\/assets\/CampaignsPage-[^/]+\.js$/,
    reads: [
      ...SHELL_READS,
      '/api/user/me/campaigns/summary.json',
      '/api/user/me/campaigns_opportunities.json',
      '/api/user/me/campaigns.json?status=upcoming',
    ],
  },
  {
    path: 'analytics/1001/last_28_days',
    screen: /\/assets\/AnalyticsMainPage-[^/]+\.js$/,
    reads: [
      ...SHELL_READS,
      '/api/user/me/accounts.json',
      '/api/user/me/accounts/1001/analytics?period=last_28_days',
    ],
  },
];

/** The API reads the page makes (path and query), in order. */
function watchReads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/**
 * Holds every script of the app (the files `scripts` matches: by default the build's, not
 * config.js and the boot script, assets/boot.<hash>.js) until `release` is called, recording what the page asked for
 * meanwhile: what starts while no app code has run cannot wait for it.
 */
async function holdScripts(page: Page, scripts = /\/creator\/assets\/(?!boot\.)[^/]+\.js$/) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const askedWhileHeld: string[] = [];
  let held = true;
  page.on('request', (request) => {
    if (held) askedWhileHeld.push(request.url());
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return {
    askedWhileHeld,
    release: () => {
      held = false;
      release();
    },
  };
}

for (const { path, screen, reads } of PAGES) {
  test(`${path}: every read and the screen's code start before any app code runs, each read once`, async ({
    page,
  }) => {
    const asked = watchReads(page);
    const hold = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    // boot.js (from the HTML) starts them all, the page's own after the user answers.
    await expect
      .poll(() => reads.filter((read) => !asked.includes(read)), { timeout: 10_000 })
      .toEqual([]);
    // And the screen's files, in boot.js's tasks after the one that starts the user read.
    await expect
      .poll(() => hold.askedWhileHeld.some((url) => screen.test(url)), {
        message: 'screen preloaded',
      })
      .toBe(true);
    hold.release();
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app took every early read over instead of asking again.
    expect(asked.filter((read) => reads.includes(read)).sort()).toEqual([...reads].sort());
  });
}

test('the user read starts with the HTML, before any script has arrived, and is read once', async ({
  page,
}) => {
  const asked = watchReads(page);
  // Every script, boot.js and config.js included.
  const hold = await holdScripts(page, /\/creator\/.*\.js$/);
  await page.goto('dashboard', { waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual(['/api/user/me.json']);
  hold.release();
  // boot.js takes the preloaded answer over, and the app takes boot.js's: the greeting by name.
  await expect(page.getByRole('heading', { level: 1, name: /Mika Tanaka/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((read) => read === '/api/user/me.json')).toHaveLength(1);
});

test('a page the boot does not know starts only the user and shell reads early', async ({
  page,
}) => {
  const hold = await holdScripts(page);
  await page.goto('settings/profile', { waitUntil: 'commit' });
  await expect
    .poll(() => hold.askedWhileHeld.filter((url) => url.includes('/api/')).length)
    .toBe(5);
  hold.release();
  await waitForShell(page);
  const early = hold.askedWhileHeld.filter((url) => url.includes('/api/'));
  expect(early.map((url) => new URL(url).pathname).sort()).toEqual([...SHELL_READS].sort());
});

test('on a normal load too, the app takes each early read over: every URL is read once', async ({
  page,
}) => {
  const asked = watchReads(page);
  await page.goto('dashboard');
  await expect(page.getByRole('article', { name: 'Sora Airlines' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counts = new Map<string, number>();
  for (const read of asked) counts.set(read, (counts.get(read) ?? 0) + 1);
  expect([...counts].map(([read, count]) => `${read} x${count}`).sort()).toEqual(
    PAGES[0]!.reads.map((read) => `${read} x1`).sort(),
  );
});

test("only the analytics page's first code holds a select's list: Mantine's Select and floating-ui", async ({
  request,
}) => {
  // The screens boot.js preloads are each page's code (build/boot-preload.ts). The analytics
  // page shows selects (the account, the month): ui's Select is Mantine's, in that page's code
  // (a stand-in that brought it in later saved under 100 ms of LCP or blocking time there, as
  // measured). The other pages show none, so none of their code carries a list's positioning.
  const html = await (await request.get('dashboard')).text();
  const list = /<script type="application\/json" id="boot-chunks"[^>]*>([^<]*)<\/script>/.exec(
    html,
  );
  const chunks = JSON.parse(list![1]!) as Record<string, string[]>;
  expect(Object.keys(chunks).sort()).toEqual(['analytics', 'campaigns', 'dashboard']);
  const select = (files: string[]) => files.filter((file) => /floating-ui|LiveSelect/.test(file));
  expect(select(chunks.dashboard!)).toEqual([]);
  expect(select(chunks.campaigns!)).toEqual([]);
  expect(select(chunks.analytics!)).not.toEqual([]);
});
