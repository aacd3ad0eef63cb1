import { Outlet, ScrollRestoration } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';
import { PageTransition } from '../layout/PageTransition';
import { useParamsAreValid } from './handle';
import { LanguageSync } from './LanguageSync';
import { StartupGuard } from './StartupGuard';

/** Bad route parameters show the not-found page in place: the screen never mounts, so nothing is requested. */
function ValidatedOutlet() {
  return useParamsAreValid() ? <Outlet /> : <NotFoundPage />;
}

/** The root route: scroll reset, startup guard, language, layout and page transitions around every screen. */
export function RootShell() {
  return (
    <>
      <ScrollRestoration />
      <StartupGuard>
        <LanguageSync>
          <AppLayout>
            <PageTransition>
              <ValidatedOutlet />
            </PageTransition>
          </AppLayout>
        </LanguageSync>
      </StartupGuard>
    </>
  );
}
