import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

// The rest of the suite runs with service workers blocked (playwright.config.ts): here they run.
test.use({ persona: 'creator', serviceWorkers: 'allow' });

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Until the service worker controls the page (the first one claims it as soon as it is active). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

const greeting = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome back, Mika Tanaka' });

test('installable: the manifest, its icons, and a worker serving the code on a second visit', async ({
  page,
  context,
}) => {
  await page.goto('./');
  await expect(greeting(page)).toBeVisible();
  await controlled(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href ?? '', page.url());
  const manifest = await (await page.request.get(manifestUrl.href)).json();
  expect(manifest).toMatchObject({
    name: 'Creator dashboard',
    short_name: 'Creators',
    start_url: '/creator/',
    scope: '/creator/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    user_preferences: {
      color_scheme_dark: { theme_color: '#242424', background_color: '#242424' },
    },
  });
  expect(manifest.description).toBeTruthy();
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  // What Chromium checks before it offers to install the app: nothing missing (but the test
  // browser's own incognito profile, where no app installs).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);

  // The second visit: the shell and every script from the worker, the API's answers from the network.
  const fromWorker = new Map<string, boolean>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = response.request().resourceType();
    if (kind === 'script' || url.pathname.startsWith('/api/'))
      fromWorker.set(url.pathname, response.fromServiceWorker());
  });
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(greeting(page)).toBeVisible();
  const scripts = [...fromWorker].filter(([path]) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(([, worker]) => !worker)).toEqual([]);
  const api = [...fromWorker].filter(([path]) => path.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter(([, worker]) => worker)).toEqual([]);
  // Nothing of the API is in the worker's caches: its answers carry the user's session.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return requests.flat().map((request) => new URL(request.url).pathname);
  });
  expect(cached).toContain('/creator/index.html');
  expect(cached.filter((path) => !path.startsWith('/creator/'))).toEqual([]);

  // Offline, any page of the app still opens on the shell the worker keeps.
  await context.setOffline(true);
  const offline = await page.goto('./campaigns');
  expect(offline?.fromServiceWorker()).toBe(true);
  expect(offline?.status()).toBe(200);
  await context.setOffline(false);
});

/** The build `pnpm serve` (the suite's web server) serves: SERVE_DIR, else the newest under .serve/. */
function servedBuild(): string {
  if (process.env.SERVE_DIR) return process.env.SERVE_DIR;
  const builds = join(appDir, '.serve');
  const newest = readdirSync(builds)
    .filter((name) => existsSync(join(builds, name, 'index.html')))
    .sort()
    .reverse()[0];
  if (!newest) throw new Error('No production build under packages/app/.serve');
  return join(builds, newest);
}

/**
 * The same build as a new deployment: another shell (marked), with the worker's precache
 * entry for it changed as a rebuild changes it, so the browser finds a new worker.
 */
function redeployed(build: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'creator-redeploy-'));
  cpSync(build, dir, { recursive: true });
  const html = join(dir, 'index.html');
  writeFileSync(
    html,
    readFileSync(html, 'utf8').replace('<head>', '<head><meta name="build" content="next" />'),
  );
  for (const name of ['index.html.br', 'index.html.gz']) rmSync(join(dir, name), { force: true });
  const worker = join(dir, 'sw.js');
  const text = readFileSync(worker, 'utf8');
  const entry = /url:"index\.html",revision:"([^"]+)"/.exec(text);
  if (!entry?.[1]) throw new Error('sw.js has no precache entry for index.html');
  writeFileSync(worker, text.replace(entry[1], `${entry[1]}-next`));
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `vite preview` of `dir` on `port`, in front of the suite's mock; resolves once it answers. */
async function preview(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      join(appDir, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      dir,
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: appDir,
      stdio: 'ignore',
      env: { ...process.env, MOCK_API_URL: `http://127.0.0.1:${process.env.E2E_MOCK_PORT}` },
    },
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/creator/sw.js`)
          .then((response) => response.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200);
  return server;
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

test('a new deployment: the app says so and reloads onto it only when asked', async ({ page }) => {
  const port = await freePort();
  const next = redeployed(servedBuild());
  let server = await preview(servedBuild(), port);
  try {
    await page.goto(`http://127.0.0.1:${port}/creator/`);
    await expect(greeting(page)).toBeVisible();
    await controlled(page);
    // Set on this page: gone only if the page reloads.
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await stop(server);
    server = await preview(next, port);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
    await expect(prompt).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page.locator('meta[name="build"]')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await expect(greeting(page)).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await stop(server);
    rmSync(next, { recursive: true, force: true });
  }
});
