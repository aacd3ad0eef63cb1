import { render, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { expect } from 'vitest';
import { CreatorUiProvider, type CreatorUiProviderProps } from '../src/theme';

/** Options of {@link renderUi}: testing-library's plus the provider's branding and colour scheme. */
export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Props for CreatorUiProvider (branding, colour scheme, locale). */
  provider?: Omit<CreatorUiProviderProps, 'children' | 'env'>;
}

/** Renders under CreatorUiProvider in test mode (no transitions, portals kept inline). */
export function renderUi(ui: ReactElement, { provider, ...options }: RenderUiOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <CreatorUiProvider env="test" closeLabel="Close" {...provider}>
        {children}
      </CreatorUiProvider>
    );
  }
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

/**
 * Conformance of a card: rendered with `className="extra"`, `data-testid="root"` and `mt="xl"`
 * (added here), its root keeps its own classes, adds the caller's and takes the other props,
 * like Mantine's own components.
 */
export function expectRootProps(card: ReactElement<Record<string, unknown>>) {
  const { getByTestId } = renderUi(
    cloneElement(card, { className: 'extra', 'data-testid': 'root', mt: 'xl' }),
  );
  const root = getByTestId('root');
  expect(root).toHaveClass('extra');
  expect(root.className.split(' ').length).toBeGreaterThan(1);
  expect(root.getAttribute('style') ?? '').toMatch(/margin-top/);
}
