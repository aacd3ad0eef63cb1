import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

/** The mock personas (openapi/PERSONAS.md) these tests use. */
export type Persona =
  | 'creator'
  | 'new-creator'
  | 'payments-only'
  | 'no-campaigns'
  | 'not-partner'
  | 'onboarding'
  | 'new-contract'
  | 'missing-profile'
  | 'missing-payment'
  | 'signed-out';

/** Picks the mock persona for every request of the context (the cookie the mock gateway reads). */
export async function usePersona(context: BrowserContext, persona: Persona): Promise<void> {
  await context.addCookies([
    { name: 'mock_persona', value: persona, domain: '127.0.0.1', path: '/' },
  ]);
}

/** Collects uncaught page errors and console errors; call `expectNone()` at the end of a test. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Broken example images (cdn.example.com is offline here) are not app errors.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return { errors, expectNone: () => expect(errors).toEqual([]) };
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
