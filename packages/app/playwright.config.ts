import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * A port the system reports free, other than `avoid` (synchronous: the config is evaluated
 * synchronously).
 */
function freePort(avoid?: string): string {
  const port = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
  return port === avoid ? freePort(avoid) : port;
}

// Picked once in the runner and inherited by the workers through the environment, so every
// run gets its own ports and several people can run the suite at once. E2E_APP_PORT set by
// hand points the tests at a server already running there (e.g. `APP_PORT=4173 pnpm serve`).
const reuse = Boolean(process.env.E2E_APP_PORT);
process.env.E2E_APP_PORT ||= freePort();
process.env.E2E_MOCK_PORT ||= freePort(process.env.E2E_APP_PORT);
const baseURL = `http://127.0.0.1:${process.env.E2E_APP_PORT}/creator/`;

/**
 * End-to-end tests of the dashboard in Debian's Chromium, against the production build
 * served with the mock stack (`pnpm serve` on free ports). Everything runs once at desktop
 * width; the layout checks (navigation, screenshots) run again at 767 px.
 */
export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT_DIR keeps runs apart when several run in one checkout at once.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  // Two browsers at once in CI (each test has its own mock session, so tests cannot see each
  // other's writes): the suite then takes about two thirds of the time. One elsewhere, where the
  // two cores are shared with other work; E2E_WORKERS sets it.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: testLaunchOptions,
    // A trace is recorded for every test and kept for a failing one; recording it (its
    // screenshots above all) costs about a quarter of the suite's CPU. CI keeps no files of a
    // run, so it records none; E2E_TRACE=retain-on-failure there brings them back.
    trace: (process.env.E2E_TRACE ?? (process.env.CI ? 'off' : 'retain-on-failure')) as
      'off' | 'retain-on-failure',
    // The production build registers a service worker: blocked here, so that every spec loads
    // from the server and its page.route handlers see every request; pwa.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: ['navigation.spec.ts', 'screenshots.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 767, height: 900 }, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs --prod',
    url: baseURL,
    env: {
      APP_PORT: process.env.E2E_APP_PORT,
      MOCK_PORT: process.env.E2E_MOCK_PORT,
      // Which operations and statuses the suite exercised, checked against the contract:
      // contract-report/e2e.{json,html} at the repository root (see openapi/README.md).
      CONTRACT_COVERAGE:
        process.env.CONTRACT_COVERAGE ??
        fileURLToPath(new URL('../../contract-report/e2e', import.meta.url)),
    },
    reuseExistingServer: reuse,
    // SIGTERM rather than a kill: the mock writes the answers of its last moments to the
    // coverage report, which the contract-coverage gate of `pnpm test` reads.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Includes a production build when the sources changed since the last one.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
