import { CreatorUiProvider } from '@creator/ui';
import { localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { COLOR_SCHEME_STORAGE_KEY, DEFAULT_COLOR_SCHEME } from '../components/color-scheme';
import { TranslationsProvider, useLanguage, useT, type I18n } from '../i18n/i18n';
import { ServicesContext, type AppServices } from '../session/services';
import { styleNonce } from '../security/style-nonce';

/** Everything the app is made of, created once by `main.tsx` (or by a test). */
export interface AppProps {
  services: AppServices;
  queryClient: QueryClient;
  i18n: I18n;
  router: DataRouter;
  /** `'test'` turns Mantine transitions and portals off. */
  env?: 'default' | 'test';
}

/**
 * "A new version is ready": code of its own, as a new version can only be found once the page
 * is up (the service worker registers then).
 */
const UpdatePrompt = lazy(() =>
  import('../pwa/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Mantine's manager for the app's key: reads and stores the pick, follows other tabs' picks. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * The UI kit provider, following the current language (date pickers, number formats, close
 * buttons' names) and the colour scheme kept on the device (the system's until the user picks).
 */
function UiProvider({ env, children }: { env: AppProps['env']; children: ReactNode }) {
  const { t } = useT();
  return (
    <CreatorUiProvider
      locale={useLanguage()}
      env={env}
      getStyleNonce={styleNonce}
      closeLabel={t('common.close')}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </CreatorUiProvider>
  );
}

/** The providers around the router (services, data, translations, UI kit), and the new version's prompt. */
export function App({ services, queryClient, i18n, router, env }: AppProps) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <TranslationsProvider i18n={i18n}>
          <UiProvider env={env}>
            <RouterProvider router={router} />
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          </UiProvider>
        </TranslationsProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
