import {
  MantineProvider,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { setNonce } from 'get-nonce';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onFirstNotice } from '../feedback/showNotice/showNotice';
import { brandColors, darkTextShade, DEFAULT_PRIMARY_COLOR } from './brandColors';
import { createCreatorTheme, PALE_COLORS, type CreatorThemeOptions } from './createCreatorTheme';

/** The notices host, loaded with the first notice (see NoticesHost). */
const NoticesHost = lazy(() => import('../feedback/showNotice/NoticesHost'));

/**
 * Text colours that meet WCAG AA contrast (4.5:1) in both schemes. Light: dimmed text on white
 * (Mantine's gray 6 does not), dark text on the pale colours' light tints. Dark: dimmed text
 * and errors on the dark page and cards (Mantine's dark 2 and red 8 do not), and brand-coloured
 * text and links in the shade of the network's colour that reads on dark ({@link darkTextShade}).
 * Charts draw the brand's series in `--creator-chart-brand`: the colour itself on light, that
 * shade on dark (a navy line would vanish on the dark page).
 */
const contrastVariables: CSSVariablesResolver = (theme) => {
  const brandText = `var(--mantine-color-brand-${darkTextShade(theme.colors.brand ?? brandColors(DEFAULT_PRIMARY_COLOR))})`;
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
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
      '--mantine-color-anchor': brandText,
      '--mantine-color-brand-text': brandText,
      '--creator-chart-brand': brandText,
    },
  };
};

/** Props of {@link CreatorUiProvider}. */
export interface CreatorUiProviderProps extends CreatorThemeOptions {
  /** The application. */
  children: ReactNode;
  /** Colour scheme used until the user picks one (`auto` follows the system). @default 'light' */
  defaultColorScheme?: MantineColorScheme;
  /**
   * Where the user's pick is kept (Mantine's managers, e.g. `localStorageColorSchemeManager({
   * key })`). @default Mantine's localStorage manager
   */
  colorSchemeManager?: MantineColorSchemeManager;
  /** Forces a colour scheme, e.g. in screenshots. */
  forceColorScheme?: 'light' | 'dark';
  /**
   * dayjs locale for date pickers (`en`, `ja`), registered by the app beforehand (`import
   * 'dayjs/locale/ja'`); the kit registers none itself. @default 'en'
   */
  locale?: string;
  /** `'test'` turns off transitions and portals (jsdom tests). @default 'default' */
  env?: 'default' | 'test';
  /**
   * The Content Security Policy nonce of the page's style elements: Mantine puts it on the
   * `<style>` elements it writes (theme variables, responsive props, the scroll lock of modals),
   * which a policy without `'unsafe-inline'` styles then accepts.
   */
  getStyleNonce?: () => string;
}

/**
 * Everything the kit needs around the app: Mantine with the dashboard theme,
 * date-picker defaults (weeks start on Monday, product spec section 9) and the notices host.
 */
export function CreatorUiProvider({
  children,
  primaryColor,
  logoUrl,
  closeLabel,
  defaultColorScheme = 'light',
  colorSchemeManager,
  forceColorScheme,
  locale = 'en',
  env = 'default',
  getStyleNonce,
}: CreatorUiProviderProps) {
  const theme = useMemo(
    () => createCreatorTheme({ primaryColor, logoUrl, closeLabel }),
    [primaryColor, logoUrl, closeLabel],
  );
  // The same nonce for the `<style>` Mantine's modals and drawers add to lock the page's scroll
  // (react-remove-scroll, through react-style-singleton, takes it from get-nonce).
  useMemo(() => getStyleNonce && setNonce(getStyleNonce()), [getStyleNonce]);
  const [noticed, setNoticed] = useState(false);
  useEffect(() => onFirstNotice(() => setNoticed(true)), []);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastVariables}
      defaultColorScheme={defaultColorScheme}
      colorSchemeManager={colorSchemeManager}
      forceColorScheme={forceColorScheme}
      env={env}
      getStyleNonce={getStyleNonce}
    >
      <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
        {noticed && (
          <Suspense fallback={null}>
            <NoticesHost />
          </Suspense>
        )}
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
