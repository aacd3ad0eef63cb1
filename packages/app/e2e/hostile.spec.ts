import { expect } from '@playwright/test';
import { test, waitForShell } from './helpers';
import { expectHostileInputSafe, type HostileRead } from './hostile';

test.use({ persona: 'creator' });

/**
 * Hostile input on the shell and the home page (see ./hostile.ts); each screen's spec runs the
 * same check with its own reads.
 */

/** The fields of each read of the shell and the home page that reach the DOM, by kind. */
const SHELL_AND_HOME: HostileRead[] = [
  {
    read: /\/api\/user\/me\.json$/,
    fields: [
      ['fullName', 'text'],
      ['avatar', 'url'],
    ],
  },
  {
    read: /\/api\/user\/company\.json$/,
    fields: [
      ['name', 'text'],
      ['dashboardLogoUrl', 'url'],
    ],
  },
  {
    read: /\/api\/user\/me\/network\.json$/,
    fields: [
      ['email', 'text'],
      ['logoUrl', 'url'],
      ['darkLogoUrl', 'url'],
      ['externalSupportUrl', 'url'],
    ],
  },
  {
    read: /\/api\/user\/me\/accounts\.json$/,
    fields: [
      ['[].title', 'text'],
      ['[].name', 'text'],
      ['[].pageName', 'text'],
      ['[].url', 'url'],
      ['[].avatar', 'url'],
    ],
  },
  {
    read: /\/api\/user\/me\/campaigns\.json/,
    fields: [
      ['campaigns[].brand', 'text'],
      ['campaigns[].contractSignUrl', 'url'],
      ['campaigns[].latestPosts[].thumbnailUrl', 'url'],
    ],
  },
  {
    read: /\/api\/user\/me\/campaigns_opportunities\.json$/,
    fields: [
      ['[].brand', 'text'],
      ['[].message', 'html'],
    ],
  },
];

test.describe('hostile input on the shell and the home page', () => {
  test('nothing executes, no hostile URL is followed, no CSP violation', async ({
    page,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    await expectHostileInputSafe(page, {
      reads: SHELL_AND_HOME,
      cspViolations,
      label: 'shell and home',
      visit: async () => {
        await page.goto('./');
        await waitForShell(page);
        // Every block of the home page has answered (data, empty or error) before counting.
        await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      },
    });
  });
});

/** HTML from the API that tries to restyle the page and make the browser call another host. */
const STYLING = [
  '<style>header{display:none!important} body{background:url(https://evil.example/s1.gif)}</style>',
  '<p style="position:fixed;inset:0;z-index:9999;background:url(https://evil.example/s2.gif)">Cover</p>',
  '<svg><style>@import url(https://evil.example/s3.css);</style></svg>',
  '<table background="https://evil.example/s4.gif"><tr><td>Cell</td></tr></table>',
].join('');

test.describe('HTML from the API formats text but never styles the page', () => {
  for (const [label, read, field, path, shown] of [
    ['a guide body', /\/api\/user\/me\/articles\.json$/, 'body', 'guides/301', 'Welcome'],
    ['an opportunity message', /campaigns_opportunities\.json$/, 'message', 'campaigns', 'Okinawa'],
  ] as const) {
    test(`${label}: no style reaches the page, nothing is requested from its CSS`, async ({
      page,
    }) => {
      const called: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('evil.example')) called.push(request.url());
      });
      await page.route(read, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, string>[];
        for (const item of body) item[field] = `${item[field] ?? ''}${STYLING}`;
        await route.fulfill({ response, json: body });
      });
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByText(shown).first()).toBeVisible();
      await expect(page.getByText('Cover').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const styled = await page
        .getByRole('main')
        .evaluate(
          (main) =>
            main.querySelectorAll('style:not([nonce]), [style*="evil"], [background]').length,
        );
      expect(styled).toBe(0);
      // The cover paragraph stays in the flow, not over the page.
      expect(
        await page
          .getByText('Cover')
          .first()
          .evaluate((p) => getComputedStyle(p).position),
      ).toBe('static');
      expect(called).toEqual([]);
    });
  }
});

/**
 * The screens that format numbers, dates or amounts in the user's language: [path, heading,
 * a text that shows the screen's data formatted].
 */
const FORMATTING_SCREENS: [string, string, RegExp][] = [
  ['dashboard', 'Welcome back, Mika Tanaka', /days left until the/],
  ['campaigns/active', 'Campaigns', /Kumo Coffee/],
  ['campaigns/102', 'Kumo Coffee', /Kumo Coffee/],
  ['campaigns/102/submitted_contents/9001/comments', 'Kumo Coffee: cold brew reel', /reel/],
  ['analytics/1001/last_28_days', 'Analytics', /Video views/],
  ['accounts', 'Accounts', /Mika Travels/],
  ['accounts/1001', 'Mika Travels', /Mika Travels/],
  ['earnings/payments/all', 'Payments', /\$/],
  ['earnings/youtube/2026-10-01', 'YouTube earnings', /\$/],
  ['earnings/youtube/2026-10-01/youtube/1001', 'Channel earnings', /2026 October/],
  ['settings/profile', 'Profile settings', /Birth date/],
];

test.describe('an invalid user.language never blanks a screen', () => {
  for (const language of ['en_US', 'xx-!!']) {
    test(`"${language}": every formatting screen shows, in English`, async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      test.setTimeout(90_000);
      await page.route(/\/api\/user\/me\.json$/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), language } });
      });
      for (const [path, heading, data] of FORMATTING_SCREENS) {
        await page.goto(path);
        await waitForShell(page);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await expect(page.getByRole('main').getByText(data).first()).toBeVisible();
        await expect(page.getByText('This page could not be shown')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
    });
  }
});

test.describe('security headers and Trusted Types', () => {
  test('the production serve sends the CSP and the other headers', async ({ page }) => {
    const response = await page.goto('./');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test.describe(() => {
    // Requests of the served files alone, without a persona cookie (the mock's default).
    test.use({ persona: undefined });
    test('the production serve sends hashed assets precompressed and immutable', async ({
      page,
    }) => {
      const html = await (await page.request.get('./')).text();
      // The largest of the scripts the page loads first (the entry itself may be a few bytes).
      const scripts = [...html.matchAll(/"(\/creator\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      const sizes = await Promise.all(
        scripts.map(async (url) => (await (await page.request.get(url ?? '')).body()).length),
      );
      const entry = scripts[sizes.indexOf(Math.max(...sizes))];
      expect(entry, 'a script in index.html').toBeTruthy();
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const response = await page.request.get(entry ?? '', {
          headers: { 'Accept-Encoding': accept ?? '' },
        });
        expect(response.headers()['content-encoding']).toBe(encoding);
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers()['content-type']).toContain('text/javascript');
        expect((await response.text()).length).toBeGreaterThan(1000);
      }
    });

    test("style elements need the response's nonce, new on every response", async ({ page }) => {
      const policies = await Promise.all(
        [0, 1].map(async () => (await page.request.get('./')).headers()['content-security-policy']),
      );
      const nonces = policies.map(
        (csp) => /style-src-elem 'self' 'nonce-([\w+/=]+)'(;|$)/.exec(csp ?? '')?.[1],
      );
      expect(nonces[0]).toBeTruthy();
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(policies[0]).toContain("style-src-attr 'unsafe-inline'");
      expect(policies[0]).not.toMatch(/style-src(-elem)? [^;]*unsafe-inline/);
    });
  });

  test('an injected <style> element is refused, even past the sanitiser', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('./');
    await waitForShell(page);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'header{display:none!important}';
      document.head.append(style);
    });
    await expect.poll(() => cspViolations.join('\n')).toMatch(/style-src-elem/);
    await expect(page.getByRole('banner')).toBeVisible();
    // The refusal is the expected violation here, not a failure.
    cspViolations.length = 0;
  });

  test('the default policy refuses markup; no third policy can be made', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('./');
    await waitForShell(page);
    const outcomes = await page.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return 'written';
        } catch {
          return 'refused';
        }
      };
      const tt = (
        window as unknown as { trustedTypes: { createPolicy: (n: string, r: object) => unknown } }
      ).trustedTypes;
      return {
        handler: attempt(() => {
          document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        }),
        style: attempt(() => {
          document.createElement('div').innerHTML = '<style>header{display:none}</style>';
        }),
        // What the default policy exists for: text without a tag (Mantine's CSS).
        text: attempt(() => {
          document.createElement('style').innerHTML = ':root{--x:1}';
        }),
        policy: attempt(() => tt.createPolicy('another', { createHTML: (s: string) => s })),
      };
    });
    expect(outcomes).toEqual({
      handler: 'refused',
      style: 'refused',
      text: 'written',
      policy: 'refused',
    });
    // The refusals are themselves reported violations: expected here, so not a failure.
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0;
  });
});
