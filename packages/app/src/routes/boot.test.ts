import { runInNewContext } from 'node:vm';
import type { User } from '@creator/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { BootReads } from '../boot/boot-read';
import { buildBootScript } from '../../build/boot-script';
import { bootReadsTag, userPreloadTag } from '../../build/boot-reads';
import { bootTexts } from '../../build/boot-texts';
import { bootTable } from './boot-table';
import { example } from '../test/examples';
import { LOADER_API, loaderReads } from '../test/loader-reads';

// vi.waitFor gives up after 1 s by default, which a busy machine can overrun (see test/setup.ts).
const LIMIT = { timeout: 20_000 };

// src/boot/main.ts starts the first page's reads before the app's code arrives; these tests run
// it against the app's own loaders, so the two cannot drift apart.

/** The boot script as the build compiles it (the tests run from packages/app, as `pnpm test` runs them). */
const BOOT_JS = await buildBootScript(process.cwd());
const API = LOADER_API;
const USER_URL = `${API}/api/user/me.json`;
/** The texts the build writes into #boot-texts: one entry per bundled catalogue. */
const TEXTS = bootTexts();

/** Where the API is: config.js's `apiBaseUrl`, and the build's (the HTML's user preload). */
interface Bases {
  config?: string;
  build?: string;
}

/** The table of early reads the build writes into the HTML (build/boot-reads.ts), as boot.js reads it. */
const TABLE = JSON.parse(/>(.*)</.exec(bootReadsTag(await bootTable()))![1]!) as unknown;

/** The user preload the build writes into the HTML's head (build/boot-reads.ts), against `base`. */
function userLink(base: string) {
  const html = userPreloadTag(base, '/api/user/me.json');
  const value = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)![1]!;
  return {
    href: new URL(value('href'), 'http://app.test/').href,
    getAttribute: (name: string) => value(name),
  };
}

/** The URLs src/boot/main.ts requests when the page `path` opens and the API answers `user`. */
async function bootReads(
  path: string,
  user: User,
  chunks: Record<string, string[]> = {},
  bases: Bases = { config: API },
) {
  const urls: string[] = [];
  const warnings: string[] = [];
  const fetch = async (url: string) => {
    urls.push(url);
    return new Response(url === USER_URL ? JSON.stringify(user) : '{}');
  };
  const attributes: Record<string, string> = {};
  const links: Record<string, string>[] = [];
  const sandbox: Record<string, unknown> = {
    fetch,
    URL,
    Date,
    setTimeout,
    location: { pathname: path, href: `http://app.test${path}` },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
      getElementById: (id: string) =>
        id === 'boot-chunks'
          ? { textContent: JSON.stringify(chunks) }
          : id === 'boot-texts'
            ? { textContent: JSON.stringify(TEXTS) }
            : id === 'boot-reads'
              ? { textContent: JSON.stringify(TABLE) }
              : id === 'boot-user' && bases.build !== undefined
                ? userLink(bases.build)
                : null,
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => links.push({ ...link }) },
    },
    __CREATOR_CONFIG__: bases.config === undefined ? {} : { apiBaseUrl: bases.config },
    console: { warn: (message: string) => warnings.push(message) },
  };
  sandbox.window = sandbox;
  runInNewContext(BOOT_JS, sandbox);
  const linksInItsTask = links.length;
  // boot.js's user read settles once the reads that follow from it are listed: settle what is
  // listed until nothing new comes (no time limit, which a busy machine could overrun).
  const { reads } = sandbox.__CREATOR_BOOT__ as BootReads;
  for (let listed = -1; Object.keys(reads).length !== listed;) {
    listed = Object.keys(reads).length;
    await Promise.allSettled(Object.values(reads));
  }
  expect(Object.keys(reads)).toEqual(urls);
  return {
    urls: new Set(urls),
    page: attributes['data-boot-page'],
    links,
    linksInItsTask,
    warnings,
  };
}

/** The URLs the app's loaders (shell and route) request when the router opens `path`. */
async function appLoaderReads(path: string, user: User) {
  return new Set(await loaderReads(path, (url) => (url.href === USER_URL ? user : {})));
}

const creator = example<User>('getCurrentUser');

describe('src/boot/main.ts', () => {
  it.each([
    ['/creator/dashboard', creator],
    ['/creator/dashboard', { ...creator, hasCampaignsAccess: false }],
    ['/creator/dashboard', { ...creator, language: 'ja' }],
    // A language the app has no catalogue for, or not a language: both read English's.
    ['/creator/dashboard', { ...creator, language: 'fr' }],
    ['/creator/dashboard', { ...creator, language: 'en_US' }],
    ['/creator/campaigns', creator],
    // The list page Lighthouse measures: its opportunities and first page start with the HTML.
    ['/creator/campaigns/active', creator],
    ['/creator/campaigns/active', { ...creator, hasCampaignsAccess: false }],
    ['/creator/campaigns/upcoming', creator],
    ['/creator/campaigns/completed', creator],
    ['/creator/analytics/1001/month', creator],
    ['/creator/analytics/1001/last_28_days', creator],
    ['/creator/analytics/1001/last_90_days', creator],
    ['/creator/analytics/1001/last_90_days/revenue', creator],
    // The startup rules themselves: an onboarding flag without a URL to follow leaves the user
    // on the page.
    ['/creator/dashboard', { ...creator, redirectToOnboarding: true }],
  ])('starts exactly the reads the app loads for %s (user %#)', async (path, user) => {
    const boot = await bootReads(path, user);
    expect(boot.urls.size).toBeGreaterThan(1);
    expect(boot.urls).toEqual(await appLoaderReads(path, user));
  });

  // The reads the path alone names start beside the user read, before its answer says whether
  // the page shows: for a user sent elsewhere they are the only ones made beyond the app's.
  it.each<[string, Partial<User>, string[]]>([
    ['/creator/dashboard', { paymentDetailsMissing: true }, ['/api/user/me/accounts.json']],
    [
      '/creator/dashboard',
      { redirectToOnboarding: true, pendingOnboardingUrl: 'https://example.com/on' },
      ['/api/user/me/accounts.json'],
    ],
    [
      '/creator/campaigns',
      { partner: false },
      [
        '/api/user/me/campaigns/summary.json',
        '/api/user/me/campaigns_opportunities.json',
        '/api/user/me/campaigns.json?status=active',
      ],
    ],
  ])(
    'for a user sent away from %s (%o), adds only the reads its path names',
    async (path, changes, named) => {
      const user = { ...creator, ...changes };
      const app = await appLoaderReads(path, user);
      expect([...app].some((url) => url.includes('/campaigns') || url.includes('accounts'))).toBe(
        false,
      );
      const boot = await bootReads(path, user);
      expect(boot.urls).toEqual(new Set([...app, ...named.map((apiPath) => API + apiPath)]));
    },
  );

  it('takes the bare base for the dashboard, and starts only the shell reads elsewhere', async () => {
    expect((await bootReads('/creator/', creator)).urls).toEqual(
      (await bootReads('/creator/dashboard', creator)).urls,
    );
    const elsewhere = await bootReads('/creator/settings/profile', creator);
    expect([...elsewhere.urls].map((url) => new URL(url).pathname).sort()).toEqual([
      '/api/translations/en.json',
      '/api/user/company.json',
      '/api/user/me.json',
      '/api/user/me/articles.json',
      '/api/user/me/network.json',
    ]);
  });

  it("reads from the build's API base, named by the HTML's user preload, when config.js sets none", async () => {
    const boot = await bootReads('/creator/dashboard', creator, {}, { build: API });
    expect(boot.urls).toEqual(await appLoaderReads('/creator/dashboard', creator));
    expect(boot.urls).toContain(userLink(API).href);
    expect(boot.warnings).toEqual([]);
    // The same origin as the page, by default.
    const sameOrigin = await bootReads('/creator/dashboard', creator, {}, { build: '' });
    expect([...sameOrigin.urls].every((url) => url.startsWith('http://app.test/api/'))).toBe(true);
    expect(sameOrigin.urls).toContain(userLink('').href);
  });

  it('says which setting to change when config.js moves the API away from the preloaded user read', async () => {
    const same = await bootReads('/creator/dashboard', creator, {}, { config: API, build: API });
    expect(same.warnings).toEqual([]);
    const moved = await bootReads('/creator/dashboard', creator, {}, { config: API, build: '' });
    expect(moved.urls).toEqual(same.urls);
    expect(moved.warnings).toHaveLength(1);
    expect(moved.warnings[0]).toContain('http://app.test/api/user/me.json');
    expect(moved.warnings[0]).toContain(`VITE_API_BASE_URL=${API}`);
  });

  it.each([
    ['/creator/', 'dashboard'],
    ['/creator/dashboard', 'dashboard'],
    ['/creator/campaigns/active', 'campaigns'],
    ['/creator/analytics/1001/year', 'analytics'],
    ['/creator/accounts', 'page'],
  ])('names %s for the skeleton as %s', async (path, page) => {
    expect((await bootReads(path, creator)).page).toBe(page);
  });

  it("preloads the opened page's screen files that the build listed", async () => {
    const files = ['a', 'b', 'c', 'd', 'e'].map((name) => `assets/${name}-1.js`);
    const chunks = {
      dashboard: ['assets/home-1.css', ...files],
      campaigns: ['assets/CampaignsPage-1.js'],
    };
    const dashboard = await bootReads('/creator/dashboard', creator, chunks);
    // A few per task, in the tasks after the one that starts the user read, so each stays short.
    expect(dashboard.linksInItsTask).toBe(0);
    await vi.waitFor(() => expect(dashboard.links).toHaveLength(6), LIMIT);
    expect(dashboard.links).toEqual([
      // Behind the page's reads on the connections (low).
      {
        rel: 'preload',
        as: 'style',
        crossOrigin: '',
        fetchPriority: 'low',
        href: '/creator/assets/home-1.css',
      },
      ...files.map((file) => ({
        rel: 'modulepreload',
        crossOrigin: '',
        fetchPriority: 'low',
        href: `/creator/${file}`,
      })),
    ]);
    expect((await bootReads('/creator/accounts', creator, chunks)).links).toEqual([]);
  });
});
