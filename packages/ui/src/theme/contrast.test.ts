import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineColorShade,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_PRIMARY_COLOR } from './brandColors';
import { contrastVariables } from './contrastVariables';
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

/** The colour a `var(--mantine-color-NAME-N)` of Mantine's palette stands for. */
function paletteColour(value: string): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!match) throw new Error(`not a palette shade: ${value}`);
  return DEFAULT_THEME.colors[match[1]!]![Number(match[2])]!;
}

// Errors and destructive links are `c="red"` (Mantine's `--mantine-color-red-text`), never a
// fixed shade such as red.8, which does not read on the dark page.
describe('red text (c="red") reads at WCAG AA in both schemes, whatever the brand', () => {
  it.each([DEFAULT_PRIMARY_COLOR, '#228be6', '#e64980', '#1864ab', '#7048e8'])('%s', (hex) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createCreatorTheme({ primaryColor: hex }));
    const mantine = defaultCssVariablesResolver(theme);
    const ours = contrastVariables(theme);
    const light = paletteColour(ours.light['--mantine-color-red-text']!);
    for (const surface of ['#ffffff', DEFAULT_THEME.colors.gray[0]!])
      expect(contrastRatio(light, surface)).toBeGreaterThanOrEqual(4.5);
    const dark = paletteColour(
      ours.dark['--mantine-color-red-text'] ?? mantine.dark['--mantine-color-red-text']!,
    );
    // The dark page and the dark cards.
    for (const surface of [DEFAULT_THEME.colors.dark[7]!, DEFAULT_THEME.colors.dark[6]!])
      expect(contrastRatio(dark, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
