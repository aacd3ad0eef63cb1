import {
  MantineProvider,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { setNonce } from 'get-nonce';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onFirstNotice } from '../feedback/showNotice/showNotice';
import { contrastVariables } from './contrastVariables';
import { createCreatorTheme, type CreatorThemeOptions } from './createCreatorTheme';
import { KitLocaleContext } from './kit-locale';

/** The notices host, loaded with the first notice (see NoticesHost). */
const NoticesHost = lazy(() => import('../feedback/showNotice/NoticesHost'));

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
 * the locale of its month and weekday names (its date fields start weeks on Monday,
 * docs/product-rules.md#formats-limits-and-constants) and the notices host.
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
      <KitLocaleContext.Provider value={locale}>
        {noticed && (
          <Suspense fallback={null}>
            <NoticesHost />
          </Suspense>
        )}
        {children}
      </KitLocaleContext.Provider>
    </MantineProvider>
  );
}
