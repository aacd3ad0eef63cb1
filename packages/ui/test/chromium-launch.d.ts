// Types for the shared launch options (scripts/chromium.mjs), imported by playwright.config.ts.
// This package's tsconfig has no allowJs, so without this the import is an implicit any (TS7016).
declare module '*/scripts/chromium.mjs' {
  import type { LaunchOptions } from '@playwright/test';

  /** Launch options for Debian's Chromium (toolchain.md). */
  export const chromiumLaunchOptions: LaunchOptions;
}
