import { expect } from '@playwright/test';
import { test, waitForShell, watchApi, type Persona } from './helpers';

test.describe('startup guards', () => {
  test.describe(() => {
    test.use({ persona: 'signed-out' });
    test('signed out: sent to the login URL (the mock logs in and comes back)', async ({
      page,
      context,
    }) => {
      const login = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/__mock/login',
      );
      await page.goto('dashboard');
      await login;
      await expect(page).toHaveURL(/\/creator\/(dashboard)?$/);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'mock_persona')?.value).toBe('creator');
    });

    test('signed-out: after signing in, back on the page asked for (return_to, same origin only)', async ({
      page,
    }) => {
      const login = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/__mock/login',
      );
      await page.goto('earnings/payments/2026-05-01');
      const asked = new URL((await login).url());
      const back = new URL(asked.searchParams.get('return_to') ?? '', asked);
      expect(back.origin).toBe(asked.origin);
      expect(back.pathname).toBe('/creator/earnings/payments/2026-05-01');
      await expect(page).toHaveURL(/\/creator\/earnings\/payments\/2026-05-01$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

      // A return_to of another origin is not followed: the mock's login goes to the dashboard.
      await page.goto('/__mock/login?persona=creator&return_to=https://evil.example.com/creator/');
      await expect(page).toHaveURL(/\/creator\/(dashboard)?$/);
    });
  });

  // Sent away before anything of the app shows: where the user (me.json) says they must go.
  const sentAway: { persona: Persona; field: string; url: string }[] = [
    {
      persona: 'onboarding',
      field: 'pendingOnboardingUrl',
      url: 'https://join.northlight.example.com/onboarding/4248',
    },
    {
      persona: 'new-contract',
      field: 'newContractUrl',
      url: 'https://sign.example.com/envelopes/partner-2027',
    },
  ];
  for (const { persona, field, url } of sentAway) {
    test.describe(() => {
      test.use({ persona });
      test(`${persona}: sent to ${field}`, async ({ page }) => {
        const { origin } = new URL(url);
        await page.route(`${origin}/**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: `<h1>Away at ${origin}</h1>` }),
        );
        await page.goto('dashboard');
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { name: `Away at ${origin}` })).toBeVisible();
      });
    });
  }

  test.describe(() => {
    test.use({ persona: 'not-partner' });
    test('not a partner: partners_only without navigation, with a sign-out link', async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      await page.goto('campaigns/active');
      await expect(page).toHaveURL(/\/creator\/partners_only$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'For partners only' }),
      ).toBeVisible();
      await expect(page.getByText('This dashboard is available to partners')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign out' })).toHaveAttribute(
        'href',
        /\/__mock\/logout/,
      );
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Your account menu' })).toHaveCount(0);
    });
  });

  test.describe(() => {
    test.use({ persona: 'missing-profile' });
    test('missing profile: every page leads to missing_data_profile, without navigation', async ({
      page,
    }) => {
      await page.goto('dashboard');
      await expect(page).toHaveURL(/\/creator\/missing_data\/profile$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete your profile' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.goto('accounts');
      await expect(page).toHaveURL(/\/creator\/missing_data\/profile$/);
    });
  });

  test.describe(() => {
    test.use({ persona: 'missing-payment' });
    test('missing payment: every page leads to missing_data_payment', async ({ page }) => {
      await page.goto('documents');
      await expect(page).toHaveURL(/\/creator\/missing_data\/payment$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete your payment details' }),
      ).toBeVisible();
    });
  });

  test.describe(() => {
    test.use({ persona: 'payments-only' });
    test('payments only: network-only pages answer /404, earnings go to payments', async ({
      page,
    }) => {
      for (const path of [
        'apps',
        'guides',
        'guides/1',
        'earnings/youtube',
        'earnings/youtube/2026-10-01',
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/creator\/404$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      }
      await page.goto('earnings');
      await expect(page).toHaveURL(/\/creator\/earnings\/payments$/);
      await page.goto('documents');
      await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    });
  });
});

test.describe('route parameters', () => {
  test.use({ persona: 'creator' });

  // Base64 of a valid post definition, then the same over-padded, and 1.5 MB of base64.
  const post = Buffer.from(
    JSON.stringify({ platform: 'instagram', type: 'photo', contentType: 'sponsored_post' }),
  ).toString('base64');
  const inApp = [
    'campaigns/102/submitted_contents/abc/comments',
    'accounts/1.5/upgrade_instagram',
    `campaigns/102/post/${post}==/submitted_contents/new`,
    `campaigns/102/post/${'QUJD'.repeat(393_216)}/submitted_contents/new`,
  ];
  const bad = [
    'campaigns/archived',
    'campaigns/12a',
    'accounts/abc',
    'accounts/abc/contract',
    'campaigns/x/submitted_contents/new',
    'campaigns/102/submitted_contents/abc',
    'campaigns/102/submitted_contents/abc/comments',
    'accounts/abc/revoke_auth',
    'campaigns/102/post/!!!/submitted_contents/new',
    `campaigns/102/post/${Buffer.from('{"platform":"myspace"}').toString('base64')}/submitted_contents/new`,
    `campaigns/102/post/${Buffer.from('not json').toString('base64')}/submitted_contents/new`,
    `campaigns/102/submitted_contents/9001/play/${Buffer.from('javascript:alert(1)').toString('base64')}`,
    'analytics/1001/week',
    // (1.5 MB is too long a request line for a direct load; in-app only.)
    ...inApp.slice(1, 3),
    'analytics/abc/last_28_days',
    'guides/intro',
    'earnings/payments/2026-10-15',
    'earnings/youtube/october',
    'earnings/youtube/2026-10-01/instagram/1001',
  ];
  test('in-app navigation to a malformed URL goes to not-found, requesting nothing, as a direct load does', async ({
    page,
  }) => {
    for (const [from, path] of [
      ['dashboard', inApp[0]],
      ['accounts', inApp[1]],
      ['campaigns/102', inApp[2]],
      ['campaigns/102', inApp[3]],
    ] as const) {
      await page.goto(from);
      await waitForShell(page);
      const api = watchApi(page);
      // As a link of the app would: the router's own navigation, no new document.
      await page.evaluate((to) => {
        history.pushState({}, '', `/creator/${to}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveURL(/\/creator\/404$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(api.filter((p) => !/^\/api\/translations\//.test(p))).toEqual([]);
    }
  });

  for (const path of bad) {
    test(`/${path} goes to the not-found page and requests nothing for it`, async ({
      page,
      pageErrors: _pageErrors,
    }) => {
      const api = watchApi(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      // Like an unknown path, the URL becomes /404.
      await expect(page).toHaveURL(/\/creator\/404$/);
      // Only the shell's own reads happen (user, company, network, articles, translations).
      const shell =
        /^\/api\/(user\/me\.json|user\/company\.json|user\/me\/network\.json|user\/me\/articles\.json|translations\/\w+\.json)$/;
      expect(api.filter((path) => !shell.test(path))).toEqual([]);
    });
  }
});
