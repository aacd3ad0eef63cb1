import { darken, type CSSVariablesResolver } from '@mantine/core';
import { brandColors, darkTextShade, DEFAULT_PRIMARY_COLOR } from './brandColors';
import { PALE_COLORS } from './createCreatorTheme';

/**
 * Text colours that meet WCAG AA contrast (4.5:1) in both schemes. Light: dimmed text on white
 * (Mantine's gray 6 does not) and red text (`c="red"`), dark text on the pale colours' light tints. Dark: dimmed text
 * and errors on the dark page and cards (Mantine's dark 2 and red 8 do not), and brand-coloured
 * text and links in the shade of the network's colour that reads on dark ({@link darkTextShade}).
 * Charts draw the brand's series in `--creator-chart-brand`: the colour itself on light, that
 * shade on dark (a navy line would vanish on the dark page). Field errors, the danger fill and the
 * form controls' border (`--creator-control-border`, 3:1, used by the kit's styles.css) too; the
 * whole table is computed in ./contrastTable.test.ts.
 */
export const contrastVariables: CSSVariablesResolver = (theme) => {
  // Danger buttons (Revoke, Discard) in both schemes: white on red 9 (5.5:1); Mantine's filled
  // red follows the brand's shade (red 6 or 7, 3.3:1 and 3.8:1).
  const red = theme.colors.red[9];
  const danger = {
    '--mantine-color-red-filled': red,
    '--mantine-color-red-filled-hover': darken(red, 0.1),
  };
  const brandText = `var(--mantine-color-brand-${darkTextShade(theme.colors.brand ?? brandColors(DEFAULT_PRIMARY_COLOR))})`;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // `c="red"` text (errors, destructive links): Mantine gives it the filled shade, which
      // follows the brand's (red 6 is 3.3:1 on white); red 9 reads on white and grey.
      '--mantine-color-red-text': 'var(--mantine-color-red-9)',
      // Good news in text (a rising figure): teal 9, 5:1 on white (green 9 is 4.4:1).
      '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
      // Field errors under inputs and the error border (red 6 is 3.3:1 on white).
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      // Borders of inputs, checkboxes and radios: 3:1 on white and on the grey surface (WCAG 1.4.11).
      '--creator-control-border': 'var(--mantine-color-gray-6)',
      ...danger,
      '--creator-chart-brand': 'var(--mantine-color-brand-6)',
      ...Object.fromEntries(
        PALE_COLORS.map((color) => [
          `--mantine-color-${color}-light-color`,
          'var(--mantine-color-dark-7)',
        ]),
      ),
    },
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      // 3:1 on the dark cards and inputs (dark 6) and the page (dark 7).
      '--creator-control-border': 'var(--mantine-color-dark-2)',
      ...danger,
      '--mantine-color-anchor': brandText,
      '--mantine-color-brand-text': brandText,
      '--creator-chart-brand': brandText,
    },
  };
};
