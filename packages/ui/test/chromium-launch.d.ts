// Types for the shared launch options (scripts/chromium.mjs), imported by playwright.config.ts.
// This package's tsconfig has no allowJs, so without this the import is an implicit any (TS7016).
declare module '*/scripts/chromium.mjs' {
  import type { LaunchOptions } from '@playwright/test';

  /** Debian's full Chromium, for the benches. */
  export const chromiumLaunchOptions: LaunchOptions;
  /** The browser of the test suites: Debian's headless shell when it is installed. */
  export const testLaunchOptions: LaunchOptions;
}
