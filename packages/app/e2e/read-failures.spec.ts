import { expect, type Page } from '@playwright/test';
import { test, usePersona, waitForShell, watchErrors } from './helpers';

/**
 * Every read of the shell and the home page fails well: a 401 signs out (to the login page);
 * a 500, malformed JSON or an HTML page shows what that read's place shows on failure; a hang
 * (no answer) holds up nothing but that read's own place. Faults go through the mock's faults
 * API on the page's own session; bad bodies through page.route. Screens add rows to READS.
 */
type Failure = '401' | '500' | 'malformed' | 'html' | 'hang';

/** What the user sees when the read fails (`broken`) or never answers (`hang`). */
type Outcome = (page: Page) => Promise<void>;

interface Read {
  operationId: string;
  path: RegExp;
  broken: Outcome;
  hang: Outcome;
}

const header = (page: Page) => page.getByRole('banner');

/** The shell has painted its header items (the read's failure did not hold it up). */
async function shellUsable(page: Page) {
  await waitForShell(page);
  await expect(header(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
}

/** The shell copes: logo (fallback) linking home, items shown, no support link (its URL is unknown). */
async function shellWithoutSupport(page: Page) {
  await shellUsable(page);
  await expect(
    header(page).getByRole('link', { name: 'Go to the dashboard' }).locator('img'),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Support' })).toHaveCount(0);
}

/**
 * One home block shows its error with a retry; the others still show. Once the read answers
 * again, the retry brings the block back.
 */
async function blockFailed(page: Page) {
  await shellUsable(page);
  const main = page.getByRole('main');
  const alert = main
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(/could not be loaded|went wrong/i);
  await page.unrouteAll({ behavior: 'wait' });
  expect((await page.request.delete('/__mock/faults')).ok()).toBe(true);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('alert')).toHaveCount(0);
}

/** One home block keeps loading; the page around it is there. */
async function blockLoading(page: Page) {
  await shellUsable(page);
  await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toHaveCount(0);
}

const READS: Read[] = [
  {
    operationId: 'getCurrentUser',
    path: /\/api\/user\/me\.json$/,
    // Nothing can show without the user: the guard's error with a retry.
    broken: async (page) => {
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    hang: async (page) => {
      await expect(page.getByRole('status').first()).toBeVisible();
      await expect(page.getByRole('main')).toHaveCount(0);
    },
  },
  {
    operationId: 'getTranslations',
    path: /\/api\/translations\/en\.json$/,
    // The bundled texts stay.
    broken: shellUsable,
    hang: shellUsable,
  },
  {
    operationId: 'getCompany',
    path: /\/api\/user\/company\.json$/,
    broken: shellUsable,
    hang: shellUsable,
  },
  {
    operationId: 'getNetwork',
    path: /\/api\/user\/me\/network\.json$/,
    broken: shellWithoutSupport,
    hang: shellWithoutSupport,
  },
  {
    operationId: 'listArticles',
    path: /\/api\/user\/me\/articles\.json$/,
    broken: async (page) => {
      await shellUsable(page);
      await expect(page.getByText('The guides could not be loaded.')).toBeVisible();
    },
    hang: shellUsable,
  },
  {
    operationId: 'listAccounts',
    path: /\/api\/user\/me\/accounts\.json$/,
    broken: blockFailed,
    hang: blockLoading,
  },
  {
    operationId: 'listCampaigns',
    path: /\/api\/user\/me\/campaigns\.json/,
    broken: blockFailed,
    hang: blockLoading,
  },
  {
    operationId: 'listOpportunities',
    path: /\/api\/user\/me\/campaigns_opportunities\.json$/,
    broken: blockFailed,
    hang: blockLoading,
  },
];
const FAILURES: Failure[] = ['401', '500', 'malformed', 'html', 'hang'];

async function fail(page: Page, read: Read, failure: Failure) {
  if (failure === 'malformed' || failure === 'html') {
    await page.route(read.path, (route) =>
      route.fulfill(
        failure === 'html'
          ? { status: 200, contentType: 'text/html', body: '<!doctype html><h1>Gateway</h1>' }
          : { status: 200, contentType: 'application/json', body: '{"id": 1,' },
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
  test.describe(`${read.operationId} fails`, () => {
    for (const failure of FAILURES) {
      test(`answers ${failure}: the page copes`, async ({ page, context }) => {
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
        await (failure === 'hang' ? read.hang : read.broken)(page);
        errors.expectNone();
      });
    }
  });
}
