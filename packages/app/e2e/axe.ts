import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// axe-core as @axe-core/playwright ships it, evaluated in the page once per load: the
// AxeBuilder sends the whole script again before every run.
const AXE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** What axe checks: the elements matching these selectors, or the whole page (null). */
export type AxeScope = string[] | null;

/** Which of the {@link WCAG_AA_TAGS} rules run: these, or all of them (null). */
export type AxeRules = readonly string[] | null;

/** The WCAG A and AA rules whose answer depends on colours (contrast, links told by colour). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Puts axe in the page (evaluated, not a <script>: the app's Trusted Types policy refuses those). */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE);
}

/** The violations axe finds in `scope`, one readable line each, prefixed with `label`. */
export async function axeViolations(
  page: Page,
  label: string,
  scope: AxeScope,
  rules: AxeRules = null,
): Promise<string[]> {
  const found = await page.evaluate(
    async ({ scope, tags, rules }) => {
      type Node = { target: string[]; failureSummary?: string };
      type Violation = { id: string; help: string; nodes: Node[] };
      const { axe } = window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violation[] }> };
      };
      const include = scope ? [...document.querySelectorAll(scope.join(', '))] : document;
      // No preload: axe would copy the page's stylesheets into <style> elements of its own,
      // which the page's policy (style elements need its nonce) refuses.
      const result = await axe.run(include, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
        preload: false,
      });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.help}) at ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('; ')}`,
      );
    },
    { scope, tags: WCAG_AA_TAGS, rules },
  );
  return found.map((line) => `${label}: ${line}`);
}
