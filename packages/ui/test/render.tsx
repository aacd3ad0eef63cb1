import { render, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';

function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

/** Renders under MantineProvider in test mode (no transitions, portals kept inline). */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

/** Fails the test with a readable list when axe finds any violation in `node`. */
export async function expectNoAxeViolations(node: Element = document.body) {
  const result = await axe.run(node, {
    // jsdom has no layout, so contrast cannot be computed there; Playwright checks pages.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const problems = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(problems).toEqual([]);
}
