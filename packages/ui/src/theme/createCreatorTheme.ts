import {
  CloseButton,
  createTheme,
  defaultVariantColorsResolver,
  em,
  parseThemeColor,
  type VariantColorsResolver,
  type CloseButtonProps,
  type MantineThemeOverride,
} from '@mantine/core';
import { accessibleShade, brandColors, DEFAULT_PRIMARY_COLOR, isHexColor } from './brandColors';
import { takeHighlightedOnEnter } from './takeHighlightedOnEnter';

/** Colours whose shade 9 stays under 4.5:1 on their own light tint: their light badges and buttons get dark text. */
export const PALE_COLORS = ['yellow', 'orange', 'lime', 'green', 'teal'];

/**
 * Mantine's variant colours, with the light variant's text from the scheme's own variable
 * (`--mantine-color-<colour>-light-color`) whatever shade is asked for: in the light scheme
 * shade 9, or dark text for the pale colours (CreatorUiProvider's variables), WCAG AA (4.5:1)
 * on the tint; in the dark scheme Mantine's shade 0 on a dark tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color || input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-light-color)` };
};

/** Widest viewport, in CSS pixels, that still gets the mobile layout (767 px, docs/product-rules.md#formats-limits-and-constants). */
export const MOBILE_MAX_WIDTH = 767;

/** Network branding passed in at runtime. */
export interface CreatorThemeOptions {
  /** Network primary colour as a hex string (`#rrggbb`); invalid values fall back to the default. */
  primaryColor?: string | null;
  /** Network logo URL, readable from `theme.other.logoUrl` (see `useBrandLogo`). */
  logoUrl?: string | null;
  /** Accessible name of every close button (notices, modals), translated by the app, e.g. 'Close'. */
  closeLabel?: string;
}

/** Values the kit keeps in `theme.other`. */
export interface CreatorThemeOther {
  /** Network logo URL, or null for the default logo. */
  logoUrl: string | null;
}

/**
 * The dashboard's Mantine theme. Breakpoint `sm` splits mobile and desktop: Mantine
 * breakpoints are min-widths (`visibleFrom="sm"` is `min-width: sm`), so `sm` is the first
 * desktop width, 768 px = 48em, and everything at 767 px and below is mobile. (47.9375em
 * would make a 767 px screen count as desktop for `hiddenFrom`, `visibleFrom` and AppShell.)
 */
export function createCreatorTheme(options: CreatorThemeOptions = {}): MantineThemeOverride {
  const primary =
    options.primaryColor && isHexColor(options.primaryColor)
      ? options.primaryColor
      : DEFAULT_PRIMARY_COLOR;
  const other: CreatorThemeOther = { logoUrl: options.logoUrl ?? null };
  const brand = brandColors(primary);
  return createTheme({
    colors: { brand },
    primaryColor: 'brand',
    // Readable white text on filled elements (WCAG AA) whatever the network's colour, in both
    // schemes (the dark scheme's filled buttons and badges are the same colour as the light's).
    primaryShade: { light: accessibleShade(brand), dark: accessibleShade(brand) },
    // A light network colour (yellow, mint) gets dark text on filled buttons and bubbles.
    autoContrast: true,
    variantColorResolver,
    // Modals, drawers, menus and Mantine's other transitions take no time for users who ask
    // their system for less motion (the skeleton's pulse: the kit's styles.css).
    respectReducedMotion: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", sans-serif',
    headings: {
      fontWeight: '600',
      sizes: {
        h1: { fontSize: '1.75rem', lineHeight: '1.3' },
        h2: { fontSize: '1.375rem', lineHeight: '1.35' },
        h3: { fontSize: '1.125rem', lineHeight: '1.4' },
        h4: { fontSize: '1rem', lineHeight: '1.45' },
      },
    },
    breakpoints: {
      xs: em(480),
      sm: em(MOBILE_MAX_WIDTH + 1),
      md: em(992),
      lg: em(1200),
      xl: em(1408),
    },
    components: {
      // Icon-only close buttons need a name; Mantine's default has none.
      // Mantine passes extra props to the button element but does not type aria-label here.
      CloseButton: CloseButton.extend({
        defaultProps: { 'aria-label': options.closeLabel } as Partial<CloseButtonProps>,
      }),
      // A plain object, not Select.extend: the theme is in every page's first load, Select is not.
      // The list scrolls itself (the kit's styles.css gives it a maximum height), without
      // Mantine's scroll area: that area's elements inside the listbox are children a listbox
      // may not have once one takes the focus (axe aria-required-children), and unfocusable
      // they are a region a keyboard cannot scroll (scrollable-region-focusable). The listbox is
      // the combobox's popup: the arrows move through it from the field, which keeps the focus,
      // and scroll the highlighted option into view.
      Select: { defaultProps: { onKeyDownCapture: takeHighlightedOnEnter, withScrollArea: false } },
      // Every card of the product is outlined, with the same inner space unless it says otherwise.
      Card: { defaultProps: { withBorder: true, padding: 'md' } },
    },
    other,
  });
}
