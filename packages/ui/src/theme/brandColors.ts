import { darken, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/** Default primary colour of the dashboard when the network brings none. */
export const DEFAULT_PRIMARY_COLOR = '#4c6ef5';

/** True for `#rgb` and `#rrggbb` hex colours, the only form networks send. */
export function isHexColor(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * Builds Mantine's ten shades (0 lightest, 9 darkest) around one brand colour.
 * Shade 6 is the colour itself, because Mantine uses shade 6 for filled controls in light mode.
 */
export function brandColors(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((amount) => lighten(hex, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => darken(hex, amount));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

/** WCAG contrast ratio of white text on `color` (any CSS colour Mantine parses). */
export function contrastWithWhite(color: string): number {
  return 1.05 / (luminance(color) + 0.05);
}

/**
 * The shade filled elements use (buttons, active tabs, links): the network's own colour (6)
 * when white text on it reaches WCAG AA (4.5:1), else the first darker shade that does, so a
 * mid-tone brand colour never makes unreadable buttons. A light colour that stays under 4.5
 * even at 9 keeps 6: autoContrast gives it dark text.
 */
export function accessibleShade(shades: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8, 9] as const)
    if (contrastWithWhite(shades[shade]) >= 4.5) return shade;
  return 6;
}
