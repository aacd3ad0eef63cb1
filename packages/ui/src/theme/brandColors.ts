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

/** The grey surface the kit shows text on besides white (Mantine's gray 0: cards, hovers). */
export const GREY_SURFACE = '#f8f9fa';

/** WCAG contrast ratio between two colours (any CSS colours Mantine parses). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lightest surface text sits on in the dark scheme: Mantine's cards and inputs (dark 6,
 * `#2e2e2e`); the page itself (dark 7) is darker, so a colour readable here reads there too.
 */
export const DARK_SURFACE = '#2e2e2e';

/**
 * The shade brand-coloured text and links use in the dark scheme: the darkest of 4 to 0 that
 * reaches WCAG AA (4.5:1) on {@link DARK_SURFACE}, so a dark network colour (navy, maroon) still
 * reads on the dark page; 0 (nearly white) when none does.
 */
export function darkTextShade(shades: MantineColorsTuple): 0 | 1 | 2 | 3 | 4 {
  for (const shade of [4, 3, 2, 1] as const)
    if (contrastRatio(shades[shade], DARK_SURFACE) >= 4.5) return shade;
  return 0;
}

/**
 * The shade filled elements and links use (buttons, active tabs, anchors): the network's own
 * colour (6) when white text on it and it as text on the kit's grey surface both reach WCAG AA
 * (4.5:1), else the first darker shade that does, so a mid-tone brand colour never makes
 * unreadable buttons or links, and the app needs no darker shade of its own. A light colour
 * that stays under 4.5 even at 9 keeps 6: autoContrast gives it dark text.
 */
export function accessibleShade(shades: MantineColorsTuple): 6 | 7 | 8 | 9 {
  for (const shade of [6, 7, 8, 9] as const)
    if (
      contrastWithWhite(shades[shade]) >= 4.5 &&
      contrastRatio(shades[shade], GREY_SURFACE) >= 4.5
    )
      return shade;
  return 6;
}
