import { CreatorUiProvider } from '@creator/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { ServicesContext, type AppServices } from '../lib/services';

/** Everything the app is made of, created once by `main.tsx` (or by a test). */
export interface AppProps {
  services: AppServices;
  queryClient: QueryClient;
  i18n: I18n;
  router: DataRouter;
  /** `'test'` turns Mantine transitions and portals off. */
  env?: 'default' | 'test';
}

/** The UI kit provider, following the current language (date pickers, number formats). */
function UiProvider({ env, children }: { env: AppProps['env']; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <CreatorUiProvider locale={i18n.language} env={env}>
      {children}
    </CreatorUiProvider>
  );
}

/** The providers around the router: services, data, translations, UI kit. */
export function App({ services, queryClient, i18n, router, env }: AppProps) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <UiProvider env={env}>
            <RouterProvider router={router} />
          </UiProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
