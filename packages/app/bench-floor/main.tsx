// The framework floor of `pnpm bench`: the smallest app of the libraries the dashboard loads
// first (React, React Router, TanStack Query, i18next and react-i18next, Mantine's provider,
// AppShell and Button; its menus and tooltips, floating-ui, come later), built with the same Vite. The dashboard's initial JS is this floor plus
// its own code (`pnpm bench` prints the split); its Lighthouse figures are compared with this
// page's, measured in the same run.
import '@mantine/core/styles.css';
import { AppShell, Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  // A few texts, under the same keys as the app's (its typed keys apply here too).
  resources: {
    en: {
      translation: {
        creator_dashboard: { nav: { dashboard: 'Home', settings: 'Menu', support: 'tip' } },
      },
    },
  },
  interpolation: { escapeValue: false },
});

function Home() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve('floor') });
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Link to="/">{t('creator_dashboard.nav.dashboard')}</Link>
        <Button>{t('creator_dashboard.nav.settings')}</Button>
      </AppShell.Header>
      <AppShell.Main>
        <span title={t('creator_dashboard.nav.support')}>{query.data}</span>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MantineProvider>
            <RouterProvider router={router} />
          </MantineProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
