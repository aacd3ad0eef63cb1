import { useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { useNeedsConnection } from '../components/needs-connection';
import { AppLayout } from '../layout/AppLayout';
import { PageTransition } from '../layout/PageTransition';
import { useParamsAreValid } from '../routing/current-route';
import { pathTo } from '../routing/routes';
import { RealtimeProvider } from '../session/RealtimeProvider';
import { DocumentTitle } from './DocumentTitle';
import { LanguageSync } from './LanguageSync';
import { StartupGuard } from './StartupGuard';

/**
 * Bad route parameters go to /404, like an unknown path: the screen never mounts and its
 * loader starts nothing, so nothing is requested for it.
 */
function ValidatedOutlet() {
  return useParamsAreValid() ? <Outlet /> : <Navigate replace to={pathTo('not_found')} />;
}

/**
 * The root route: scroll reset, startup guard, language, tab title, the signed-in user's
 * realtime connection (its news shown on any page), layout and page transitions around every
 * screen. `onShown` is called once it has first rendered (the first
 * page's loaders are done).
 */
export function RootShell({ onShown }: { onShown?: () => void }) {
  // A realtime notice's link to a file opens nothing offline, and says so.
  const { onLinkClick } = useNeedsConnection();
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <>
      <ScrollRestoration />
      <StartupGuard>
        <LanguageSync>
          <DocumentTitle />
          <RealtimeProvider onLinkClick={onLinkClick}>
            <AppLayout>
              <PageTransition>
                <ValidatedOutlet />
              </PageTransition>
            </AppLayout>
          </RealtimeProvider>
        </LanguageSync>
      </StartupGuard>
    </>
  );
}
