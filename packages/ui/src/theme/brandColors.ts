import { darken, lighten, type MantineColorsTuple } from '@mantine/core';

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
