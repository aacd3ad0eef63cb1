import { expect, type Page } from '@playwright/test';
import { test, waitForShell } from './helpers';

test.use({ persona: 'creator' });

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

const logoImage = (page: Page) =>
  header(page).getByRole('link', { name: 'Go to the dashboard' }).locator('img');

/** The network's read failed: the company's logo (spec order), no support link, the contact block's error. */
async function networkFailed(page: Page) {
  await shellWithoutSupport(page);
  await expect(logoImage(page)).toHaveAttribute('src', /company-northlight\.svg$/);
  await blockFailed(page);
  // The retry that brought the contact block back brought the network's logo and support too.
  await expect(page.getByRole('main').getByRole('link', { name: NETWORK_EMAIL })).toBeVisible();
  await expect(logoImage(page)).toHaveAttribute('src', /network-northlight-dark\.svg$/);
  await expect(header(page).getByRole('link', { name: 'Support' })).toBeVisible();
}

/** The network's read is under way: what it feeds shows loading, the rest of the page is there. */
async function networkLoading(page: Page) {
  await shellUsable(page);
  await expect(page.getByRole('heading', { level: 1, name: /Mika/ })).toBeVisible();
  await expect(header(page).getByRole('status', { name: 'Loading the logo' })).toBeVisible();
  await expect(header(page).getByRole('status', { name: 'Loading more menu items' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Support' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('status', { name: "Loading your network's contact" }),
  ).toBeVisible();
}

/** The company's read is under way: the network's logo, a placeholder for campaigns and apps. */
async function companyLoading(page: Page) {
  await shellUsable(page);
  await expect(logoImage(page)).toHaveAttribute('src', /network-northlight-dark\.svg$/);
  await expect(header(page).getByRole('status', { name: 'Loading more menu items' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Campaigns' })).toHaveCount(0);
}

const NETWORK_EMAIL = 'creators@northlight.example.com';

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
    hang: companyLoading,
  },
  {
    operationId: 'getNetwork',
    path: /\/api\/user\/me\/network\.json$/,
    broken: networkFailed,
    hang: networkLoading,
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
    // A 401 signs out: the page leaves for the mock's login while it loads, and its errors are
    // not watched.
    test('answers 401: the page copes', async ({ page }) => {
      await fail(page, read, '401');
      const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/__mock/login');
      await page.goto('./');
      await login;
    });
    for (const failure of FAILURES.filter((failure) => failure !== '401')) {
      test(`answers ${failure}: the page copes`, async ({ page, pageErrors: _pageErrors }) => {
        await fail(page, read, failure);
        await page.goto('./');
        await (failure === 'hang' ? read.hang : read.broken)(page);
      });
    }
  });
}

test("a slow network read: its parts load, then fill in with the network's logo, support and contact", async ({
  page,
  pageErrors: _pageErrors,
}) => {
  // Slow enough that the page is up well before it arrives.
  const answer = await page.request.post('/__mock/faults', {
    data: { operationId: 'getNetwork', kind: 'slow', delayMs: 4000 },
  });
  expect(answer.status()).toBe(201);
  await page.goto('./');
  await networkLoading(page);
  await expect(logoImage(page)).toHaveAttribute('src', /network-northlight-dark\.svg$/, {
    timeout: 15_000,
  });
  await expect(header(page).getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(header(page).getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: NETWORK_EMAIL })).toBeVisible();
});

test.describe('the edit page of a submitted content', () => {
  const path = 'campaigns/102/submitted_contents/9001';

  test("a failed campaign read shows its error with a retry in the brand's place", async ({
    page,
    pageErrors: _pageErrors,
  }) => {
    const answer = await page.request.post('/__mock/faults', {
      data: { operationId: 'getCampaign', kind: '500' },
    });
    expect(answer.status()).toBe(201);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The campaign could not be loaded.');
    await expect(page.getByText('Kumo Coffee', { exact: true })).toHaveCount(0);
    expect((await page.request.delete('/__mock/faults')).ok()).toBe(true);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByText('Kumo Coffee', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test("a hanging campaign read: the content shows, the brand's place loads", async ({ page }) => {
    const answer = await page.request.post('/__mock/faults', {
      data: { operationId: 'getCampaign', kind: 'hang' },
    });
    expect(answer.status()).toBe(201);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the campaign' })).toBeVisible();
  });
});
