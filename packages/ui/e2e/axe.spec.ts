import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Colours, names and roles do not change with the width: the desktop project walks every story
// once per scheme, the page loaded once (the stories switch by hash, axe stays injected).
test('every story passes axe (WCAG A and AA) in the light and the dark scheme', async ({
  page,
}, info) => {
  test.skip(info.project.name === 'mobile', 'the same checks as on desktop');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./');
  await page.waitForFunction(() => Array.isArray(window.__CATALOGUE__));
  const entries = await page.evaluate(() => window.__CATALOGUE__ ?? []);
  await page.evaluate(AXE);
  const stories = page.getByRole('navigation', { name: 'Stories' });
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.getByRole('switch', { name: 'Dark' }).setChecked(scheme === 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const entry of entries) {
      await page.goto(`./${entry.hash}`);
      // The sidebar marks the state on screen in the same render as the story frame shows it.
      await expect(stories.locator(`a[href="${entry.hash}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
      const found = await page.evaluate(async (tags) => {
        type Violation = { id: string; nodes: { target: string[] }[] };
        const { axe } = window as unknown as {
          axe: { run: (n: Element, o: unknown) => Promise<{ violations: Violation[] }> };
        };
        const frame = document.querySelector('[data-testid="story-frame"]');
        if (!frame) return ['no story frame'];
        const result = await axe.run(frame, { runOnly: { type: 'tag', values: tags } });
        return result.violations.map(
          (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
      }, WCAG_TAGS);
      problems.push(...found.map((problem) => `${scheme} ${entry.hash}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});
