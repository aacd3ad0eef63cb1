import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * End-to-end tests of the dashboard in Debian's Chromium, against the mock stack
 * (`pnpm start`: mock API on :4010, dev server on :5173/creator/).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores are shared with other work: one browser at a time keeps timings stable.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:5173/creator/',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 767, height: 900 }, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: 'http://127.0.0.1:5173/creator/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
