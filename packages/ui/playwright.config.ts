import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from '../../scripts/chromium.mjs';
import { CATALOGUE_PORT } from './catalogue/vite.config';

const baseURL = `http://127.0.0.1:${CATALOGUE_PORT}/`;

/**
 * The component catalogue in Debian's Chromium, at desktop width and at the 767 px
 * mobile breakpoint. Serves the built catalogue (`pnpm catalogue:build` first) with `vite preview`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Two cores are shared with other work: one browser at a time.
  workers: 1,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, launchOptions: testLaunchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 767, height: 900 } },
    },
  ],
  webServer: {
    command: 'pnpm exec vite preview --config catalogue/vite.config.ts',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
