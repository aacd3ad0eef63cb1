import { join } from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { injectAxe } from './axe';

/** Chromium's console texts for CSP and Trusted Types refusals. */
const CSP_CONSOLE =
  /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript|\[securitypolicyviolation\]/i;

/** The fixtures every spec's `test` adds to Playwright's. */
interface Fixtures {
  cspViolations: string[];
  /**
   * The mock persona of the test, set on the context before the page opens:
   * `test.use({ persona: 'creator' })` for a file or a describe block (undefined: the mock's default).
   */
  persona: Persona | undefined;
  /** The page's uncaught errors and console errors; the test fails on any at its end. */
  pageErrors: string[];
}

/**
 * Every spec's `test`: besides Playwright's fixtures, it watches each page of the test for
 * CSP violations (the `securitypolicyviolation` event, reported to the console by an init
 * script, and Chromium's own console errors for refused content and Trusted Types) and fails
 * the test on any. `cspViolations` gives the list to a test that wants to count them. The
 * `persona` option picks the mock persona; a test naming `pageErrors` fails on page errors.
 */
export const test = base.extend<Fixtures>({
  persona: [undefined, { option: true }],
  page: async ({ page }, run) => {
    await run(page);
    // A read still inside a test's page.route handler when the test ends (a refetch its last
    // step started) fails as the page closes ('Response has been disposed'): after the test,
    // not part of what it checks.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  context: async ({ context, persona }, run) => {
    if (persona) await context.addCookies([personaCookie(persona)]);
    await run(context);
  },
  pageErrors: async ({ page }, run) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Broken example images (cdn.example.com is offline here) are not app errors.
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
        errors.push(`console: ${message.text()}`);
    });
    await run(errors);
    expect(errors).toEqual([]);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            console.error(
              `[securitypolicyviolation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`,
            ),
          true,
        );
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_CONSOLE.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The mock personas (openapi/PERSONAS.md) these tests use. */
export type Persona =
  | 'creator'
  | 'busy-creator'
  | 'tipalti'
  | 'payment-rails'
  | 'revenue-tier'
  | 'new-creator'
  | 'payments-only'
  | 'no-campaigns'
  | 'not-partner'
  | 'onboarding'
  | 'new-contract'
  | 'missing-profile'
  | 'missing-payment'
  | 'single-currency'
  | 'no-apps'
  | 'no-support-link'
  | 'chat-support'
  | 'no-payments'
  | 'furigana'
  | 'personal-id'
  | 'monolingual'
  | 'strict-profile'
  | 'skype'
  | 'paypal-connect'
  | 'paypal-unverified'
  | 'paypal-verified'
  | 'no-country'
  | 'other-provider'
  | 'signed-out';

/** The cookie that picks the mock's persona for every request of a context. */
function personaCookie(persona: Persona) {
  return { name: 'mock_persona', value: persona, domain: '127.0.0.1', path: '/' };
}

/**
 * Picks the mock persona of a context by hand. A test's persona is the `persona` option of
 * `test` (`test.use`); this is only for a test that goes on as a second persona, or opens a
 * second context of its own.
 */
export async function usePersona(context: BrowserContext, persona: Persona): Promise<void> {
  await context.addCookies([personaCookie(persona)]);
}

/** Paths of API requests the page makes, for asserting that nothing (or something) was asked. */
export function watchApi(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

/** Whether this test runs in the mobile project (767 px wide). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** Waits until the startup guard has let the page render (the main landmark is there). */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
}

/** Waits until no animation runs (page transitions, modal opening), so colours are final. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Runs axe on the page's main content and its open dialogs (the shell around them is checked by
 * its own tests) and expects no violation (a readable list when there are some).
 */
export async function expectNoAxeViolations(page: Page) {
  await settled(page);
  await injectAxe(page);
  const problems = await page.evaluate(async () => {
    type Violation = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    const include = [...document.querySelectorAll('main, [role="dialog"]')];
    // No preload: axe would copy the page's stylesheets into <style> elements of its own, which
    // the page's policy (style elements need its nonce) refuses.
    const result = await axe.run({ include }, { preload: false });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  expect(problems).toEqual([]);
}

/** Screenshot `screens/<name>.png` under the project's output folder, at the page's current width. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  await settled(page);
  await page.screenshot({
    path: join(testInfo.project.outputDir, 'screens', `${name}.png`),
    fullPage: true,
  });
}
