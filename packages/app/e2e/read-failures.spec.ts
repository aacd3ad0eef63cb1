import { expect, type Page } from '@playwright/test';
import { test, usePersona, waitForShell, watchErrors } from './helpers';

/**
 * The network read (`getNetwork`, /api/user/me/network.json) fails like every other read:
 * a 401 signs out; a 500, malformed JSON or an HTML page leaves the shell with the fallback
 * logo and no support link; a hang keeps the shell's loading state (its loader waits for it). Faults go
 * through the mock's faults API on the page's own session; bad bodies through page.route.
 * Other reads of the shell and home add rows here.
 */
type Failure = '401' | '500' | 'malformed' | 'html' | 'hang';

const READS = [{ operationId: 'getNetwork', path: /\/api\/user\/me\/network\.json$/ }];
const FAILURES: Failure[] = ['401', '500', 'malformed', 'html', 'hang'];

async function fail(page: Page, read: (typeof READS)[number], failure: Failure) {
  if (failure === 'malformed' || failure === 'html') {
    await page.route(read.path, (route) =>
      route.fulfill(
        failure === 'html'
          ? { status: 200, contentType: 'text/html', body: '<!doctype html><h1>Gateway</h1>' }
          : { status: 200, contentType: 'application/json', body: '{"email": "a@b.example",' },
      ),
    );
    return;
  }
  const answer = await page.request.post('/__mock/faults', {
    data: { operationId: read.operationId, kind: failure },
  });
  expect(answer.status()).toBe(201);
}

for (const read of READS) {
  for (const failure of FAILURES) {
    test(`${read.operationId} answers ${failure}: the shell copes`, async ({ page, context }) => {
      await usePersona(context, 'creator');
      await fail(page, read, failure);
      if (failure === '401') {
        const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/__mock/login');
        await page.goto('./');
        await login;
        return;
      }
      const errors = watchErrors(page);
      await page.goto('./');
      if (failure === 'hang') {
        // The shell's loader waits for the network read: the loading state shows, nothing else.
        await expect(page.getByRole('status').first()).toBeVisible();
        await expect(page.getByRole('link', { name: 'Support' })).toHaveCount(0);
        errors.expectNone();
        return;
      }
      await waitForShell(page);
      const header = page.getByRole('banner');
      // The logo falls back (company logo or the default) and stays a working home link.
      await expect(
        header.getByRole('link', { name: 'Go to the dashboard' }).locator('img'),
      ).toBeVisible();
      // Settled: the header shows its items, without support (its URL is unknown).
      await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeAttached();
      await expect(header.getByRole('link', { name: 'Support' })).toHaveCount(0);
      errors.expectNone();
    });
  }
}
