import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineColorShade,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_PRIMARY_COLOR } from './brandColors';
import { createCreatorTheme } from './createCreatorTheme';

/** The colour a `var(--mantine-color-brand-N)` of the theme stands for. */
function resolve(theme: ReturnType<typeof mergeMantineTheme>, value: string): string {
  const shade = /^var\(--mantine-color-brand-(\d)\)$/.exec(value);
  if (!shade) throw new Error(`not a brand shade: ${value}`);
  return theme.colors.brand![Number(shade[1])]!;
}

// The app's links and filled controls take their colours from the theme alone (no per-call
// shade props): these are the colours the light scheme gives them, for the default colour and
// for networks' dark and mid-tone colours.
describe('the light scheme reads at WCAG AA (4.5:1) without help from the app', () => {
  it.each([DEFAULT_PRIMARY_COLOR, '#228be6', '#e64980', '#1864ab', '#7048e8'])('%s', (hex) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createCreatorTheme({ primaryColor: hex }));
    const light = defaultCssVariablesResolver(theme).light;
    const link = resolve(theme, light['--mantine-color-anchor']!);
    // Links on the page and on the kit's grey surfaces.
    for (const surface of ['#ffffff', DEFAULT_THEME.colors.gray[0]!])
      expect(contrastRatio(link, surface)).toBeGreaterThanOrEqual(4.5);
    // White text on filled buttons, active tabs and the creator's comment bubbles.
    const { light: shade } = theme.primaryShade as { light: MantineColorShade };
    const filled = theme.colors.brand![shade]!;
    expect(filled).toBe(link);
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
