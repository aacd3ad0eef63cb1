import { expect } from '@playwright/test';
import { test, usePersona, waitForShell } from './helpers';
import { expectHostileInputSafe, type HostileRead } from './hostile';

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
    context,
    cspViolations,
  }) => {
    test.setTimeout(120_000);
    await usePersona(context, 'creator');
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

test.describe('security headers and Trusted Types', () => {
  test('the production serve sends the CSP and the other headers', async ({ page, context }) => {
    await usePersona(context, 'creator');
    const response = await page.goto('./');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('the production serve sends hashed assets precompressed and immutable', async ({ page }) => {
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

  test('markup written without DOMPurify is refused', async ({ page, context, cspViolations }) => {
    await usePersona(context, 'creator');
    await page.goto('./');
    await waitForShell(page);
    const outcome = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
        return 'written';
      } catch {
        return 'refused';
      }
    });
    expect(outcome).toBe('refused');
    // The refusal is itself a reported violation: expected here, so not a failure.
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0;
  });
});
