import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

/** What the app keeps in IndexedDB (src/session/device-data.ts), entry by entry; {} when nothing. */
async function keptOnDevice(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty: only look at one that does.
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('creator-dashboard')) return {};
    return new Promise<Record<string, string>>((resolve, reject) => {
      const open = indexedDB.open('creator-dashboard');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('reads')) return resolve({});
        const store = db.transaction('reads').objectStore('reads');
        const keys = store.getAllKeys();
        const values = store.getAll();
        store.transaction.oncomplete = () => {
          db.close();
          resolve(
            Object.fromEntries(
              keys.result.map((key, i) => [String(key), String(values.result[i])]),
            ),
          );
        };
      };
    });
  });
}

/** The query keys kept for the creator persona's user (4242). */
async function keptKeys(page: Page): Promise<string[]> {
  const entry = (await keptOnDevice(page))['reads:4242'];
  if (!entry) return [];
  const kept = JSON.parse(entry) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return kept.clientState.queries.map((query) => JSON.stringify(query.queryKey));
}

/** Everything the page's origin stores for itself: web storage, IndexedDB and the caches. */
async function storedText(page: Page): Promise<string> {
  const web = await page.evaluate(async () => {
    const caches = await Promise.all(
      (await globalThis.caches.keys()).map(async (name) => {
        const cache = await globalThis.caches.open(name);
        const texts = await Promise.all(
          (await cache.keys()).map(async (request) => (await cache.match(request))?.text()),
        );
        return texts.join('\n');
      }),
    );
    return (
      JSON.stringify({ ...localStorage }) +
      JSON.stringify({ ...sessionStorage }) +
      caches.join('\n')
    );
  });
  return web + JSON.stringify(await keptOnDevice(page));
}

const OFFLINE_AGE = /^Offline: data from (a few seconds|\d+ seconds|a minute) ago\./;

test.describe('the last data on the device', () => {
  test.use({ persona: 'creator' });
  test.describe.configure({ timeout: 60_000 });

  test('offline: home, a campaign page and earnings show their last data with its age; a form keeps what was typed and saves once online', async ({
    page,
    context,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const status = page.getByRole('status').filter({ hasText: 'Offline:' });
    const welcome = page.getByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' });
    await page.goto('dashboard');
    await expect(welcome).toBeVisible();
    // Online first, in the app: each page's code and reads.
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('link', { name: 'Kumo Coffee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kumo Coffee' })).toBeVisible();
    await nav.getByRole('link', { name: 'Earnings' }).click();
    await page.getByRole('link', { name: 'YouTube payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'YouTube earnings' })).toBeVisible();
    const month = await page.getByRole('combobox', { name: 'Month' }).inputValue();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByLabel('City')).toBeVisible();
    await expect(status).toHaveCount(0);

    await context.setOffline(true);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(welcome).toBeVisible();
    await expect(status).toHaveText(OFFLINE_AGE);
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('link', { name: 'Kumo Coffee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kumo Coffee' })).toBeVisible();
    await expect(status).toHaveText(OFFLINE_AGE);
    await nav.getByRole('link', { name: 'Earnings' }).click();
    await page.getByRole('link', { name: 'YouTube payments' }).click();
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(month);
    await expect(status).toHaveText(OFFLINE_AGE);

    // A save attempted offline says so and keeps what was typed.
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('City').fill('Typed offline');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You are offline: nothing was sent. What you entered is kept',
    );
    await expect(page.getByLabel('City')).toHaveValue('Typed offline');

    // Back online: the notice goes, and the same Save goes through.
    await context.setOffline(false);
    await expect(status).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Typed offline');
  });

  test('what is kept is the user’s reads without the profile or payment details, never a session value, and sign-out deletes it', async ({
    page,
    context,
  }) => {
    await page.goto('settings/payment');
    await expect(page.getByRole('main')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await expect(page.getByRole('link', { name: 'Kumo Coffee' })).toBeVisible();
    await expect.poll(() => keptKeys(page)).toContain('["campaigns","list","active"]');
    const keys = await keptKeys(page);
    expect(keys).toContain('["user","me"]');
    expect(
      keys.filter((key) => /payment-details|profile|messenger|widget|payoneer/.test(key)),
    ).toEqual([]);
    // The session is the API's cookie: its value is nowhere in the origin's storage.
    const stored = await storedText(page);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'mock_session');
    expect(session?.value.length).toBeGreaterThan(8);
    expect(stored).not.toContain(session?.value);

    await page.getByRole('button', { name: 'Your account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/__mock\//);
    expect(await keptOnDevice(page)).toEqual({});
  });

  test('a 401 deletes what was kept before going to sign in', async ({ page }) => {
    await page.goto('dashboard');
    await expect.poll(() => keptKeys(page)).toContain('["user","me"]');
    // The sign-in page stays put (the mock's would come straight back, keeping anew).
    await page.route('**/__mock/login**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sign in</title>' }),
    );
    await page.route(/\/api\/user\/me\/(earnings|new_payments)\.json/, (route) =>
      route.fulfill({ status: 401, json: { code: 'unauthorized', message: 'Signed out' } }),
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Earnings' })
      .click();
    await expect(page).toHaveURL(/\/__mock\/login/);
    expect(await keptOnDevice(page)).toEqual({});
  });
});

test.describe('opening with no network', () => {
  // The worker serves the page's shell and code (the rest of the suite blocks workers).
  test.use({ persona: 'creator', serviceWorkers: 'allow' });

  test('the app opens on the kept data, each block as last read, with its age', async ({
    page,
    context,
  }) => {
    const welcome = page.getByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' });
    const campaigns = page.getByRole('region', { name: 'Campaigns and opportunities' });
    await page.goto('dashboard');
    await expect(campaigns.getByText('Kumo Coffee')).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => keptKeys(page)).toContain('["campaigns","list","active"]');
    // The worker's caches hold the app's files, never an API answer nor the session.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return requests.flat();
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'mock_session');
    expect(await storedText(page)).not.toContain(session?.value);

    await context.setOffline(true);
    await page.reload();
    await expect(welcome).toBeVisible();
    await expect(campaigns.getByText('Kumo Coffee')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline:' })).toHaveText(OFFLINE_AGE);
  });

  test('offline with nothing kept: a page’s block, then the whole app, says so instead of loading for ever, and opens by itself when the network is back', async ({
    page,
    context,
    pageErrors,
  }) => {
    const notKept = page.getByRole('status').filter({ hasText: 'not saved on this device yet' });
    await page.goto('dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => keptKeys(page)).toContain('["user","me"]');

    // The profile is never kept: its block says so, with a Retry, and fills in once online.
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(notKept).toContainText(
      'Offline: this is not saved on this device yet. It loads by itself when the network is back.',
    );
    await expect(notKept.getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByLabel('City')).toBeVisible();
    await expect(notKept).toHaveCount(0);

    // Nothing kept at all (the store emptied): the app opens offline on words, not a loader.
    await context.setOffline(true);
    await expect.poll(async () => (await emptyDeviceStore(page), keptKeys(page))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
    // The boot script's reads failed offline: no raw error on the page nor in the console.
    expect(pageErrors).toEqual([]);
  });
});

/** Empties the app's store of kept reads (what a first visit or a week away leaves). */
async function emptyDeviceStore(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('creator-dashboard');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const clearing = db.transaction('reads', 'readwrite');
          clearing.objectStore('reads').clear();
          clearing.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
  );
}

test.describe('what needs a connection', () => {
  // The worker serves the code offline: the notices' own code is loaded on the first notice.
  test.use({ persona: 'creator', serviceWorkers: 'allow' });

  test('offline, an upload and an account connection send nothing and say they need a connection, keep what was typed, and work once online', async ({
    page,
    context,
  }) => {
    const needsConnection = 'You are offline: this needs a connection.';
    // The submit overlay: the upload is refused offline with the typed text kept, then retried.
    await page.goto('campaigns/109/submitted_contents/new');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const dialog = page.getByRole('dialog', { name: 'Submit content' });
    await dialog.getByRole('radio', { name: /mika\.eats/ }).click();
    await dialog.getByRole('radio', { name: 'sponsored post' }).check();
    await dialog.getByRole('radio', { name: 'Photo', exact: true }).check();
    await dialog.getByLabel('Description').fill('Typed offline');
    await context.setOffline(true);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'offline.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
    await expect(dialog.getByRole('alert')).toContainText(needsConnection);
    await expect(dialog.getByLabel('Description')).toHaveValue('Typed offline');
    await context.setOffline(false);
    await dialog.getByRole('button', { name: 'Retry upload' }).click();
    await expect(dialog.getByRole('img', { name: 'Media 1' })).toBeVisible();

    // Connecting an account: offline, no authorization URL is asked and the page stays.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/accounts/.test(request.url()))
        asked.push(request.url());
    });
    await page.goto('accounts');
    await page.getByRole('button', { name: /^Add account/ }).click();
    const add = page.getByRole('dialog', { name: 'Add an account' });
    await context.setOffline(true);
    await add.getByRole('button', { name: 'YouTube' }).click();
    await expect(page.getByRole('alert').filter({ hasText: needsConnection })).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/add_account$/);
    expect(asked).toEqual([]);
    await context.setOffline(false);
    await add.getByRole('button', { name: 'YouTube' }).click();
    await expect(page).toHaveURL(/\/__mock\/consent\?/);
  });
});
