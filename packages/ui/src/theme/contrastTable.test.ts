import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_PRIMARY_COLOR } from './brandColors';
import { contrastVariables } from './contrastVariables';
import { createCreatorTheme } from './createCreatorTheme';

type Scheme = 'light' | 'dark';

/**
 * The colour a CSS variable stands for in `scheme`, as the page computes it: the kit's variables
 * over Mantine's, `var(--mantine-color-NAME-N)` looked up in the theme's palette.
 */
function colourOf(theme: MantineTheme, scheme: Scheme, value: string): string {
  const palette = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (palette) return theme.colors[palette[1]!]![Number(palette[2])]!;
  const variable = /^var\((--[\w-]+)\)$/.exec(value);
  if (!variable) return value;
  const mantine = defaultCssVariablesResolver(theme);
  const ours = contrastVariables(theme);
  const name = variable[1] as `--${string}`;
  const next =
    ours[scheme][name] ?? ours.variables[name] ?? mantine[scheme][name] ?? mantine.variables[name];
  if (next === undefined) throw new Error(`${name} is not a theme variable`);
  return colourOf(theme, scheme, next);
}

/** Where text and controls sit: the page and the kit's cards and grey surfaces. */
const SURFACES: Record<Scheme, string[]> = {
  light: ['#ffffff', DEFAULT_THEME.colors.gray[0]!],
  dark: [DEFAULT_THEME.colors.dark[7]!, DEFAULT_THEME.colors.dark[6]!],
};

/** What must read on the surfaces: text at 4.5:1 (WCAG 1.4.3), control borders at 3:1 (1.4.11). */
const ON_SURFACES: [string, string, number][] = [
  ['field error text and error borders', 'var(--mantine-color-error)', 4.5],
  ['dimmed text (descriptions, the notices under their title)', 'var(--mantine-color-dimmed)', 4.5],
  ['red text (c="red", "Log out")', 'var(--mantine-color-red-text)', 4.5],
  ['good news text (a rising figure)', 'var(--mantine-color-teal-text)', 4.5],
  ['links', 'var(--mantine-color-anchor)', 4.5],
  ['body text', 'var(--mantine-color-text)', 4.5],
  ['input, checkbox and radio borders', 'var(--creator-control-border)', 3],
];

/** Text on a filled or tinted background: [what, text, background]. */
const PAIRS: [string, string, string][] = [
  ['danger buttons (Revoke)', '#ffffff', 'var(--mantine-color-red-filled)'],
  ['danger buttons hovered', '#ffffff', 'var(--mantine-color-red-filled-hover)'],
  ['primary buttons', '#ffffff', 'var(--mantine-primary-color-filled)'],
  [
    'the active header link and light badges',
    'var(--mantine-primary-color-light-color)',
    'var(--mantine-primary-color-light)',
  ],
];

// The kit's contrast table, computed from the theme as the browser resolves it: a later change of
// a variable, of Mantine's defaults or of the brand's shades that loses AA fails here.
describe.each(['light', 'dark'] as const)('the %s scheme reads at WCAG AA', (scheme) => {
  describe.each([DEFAULT_PRIMARY_COLOR, '#228be6', '#e64980', '#1864ab', '#7048e8'])(
    'with the network colour %s',
    (hex) => {
      const theme = mergeMantineTheme(DEFAULT_THEME, createCreatorTheme({ primaryColor: hex }));
      it.each(ON_SURFACES)('%s', (_what, variable, minimum) => {
        const colour = colourOf(theme, scheme, variable);
        for (const surface of SURFACES[scheme])
          expect(contrastRatio(colour, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(
            minimum,
          );
      });
      it.each(PAIRS)('%s', (_what, text, background) => {
        const [fg, bg] = [colourOf(theme, scheme, text), colourOf(theme, scheme, background)];
        expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      });
    },
  );
});
