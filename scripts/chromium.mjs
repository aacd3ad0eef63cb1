// Launch options for Debian's Chromium, shared by every Playwright config and bench.
import { existsSync } from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The full browser (Debian's `chromium`), as creators run it: the benches and Lighthouse measure
 * with it.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/** Debian's `chromium-headless-shell`: the same engine without the browser's window layer. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the test suites: the headless shell when it is there (it is what Playwright
 * itself runs headless tests in). Same Blink and V8 as the full browser, but a page load costs
 * about half the CPU, which on two cores halved the app's end-to-end run (662 s to 314 s).
 * CHROMIUM_TEST_PATH picks another binary, e.g. `/usr/bin/chromium` to test in the full one.
 */
export const testLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_TEST_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunchOptions.executablePath),
  args,
};
