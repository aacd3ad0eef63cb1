import { isNotAuthorized } from '@creator/api-client';
import { ErrorState } from '@creator/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../layout/FullPageLoader';
import { OfflineStart } from '../layout/OfflineStart';
import { useCurrentRoute } from '../routing/current-route';
import { sessionDataCheck } from '../session/data-check';
import { useT } from '../i18n/i18n';
import { pathTo } from '../routing/routes';
import { useServices } from '../session/services';
import { useCurrentUserQuery } from '../session/session';
import { decideStartup, type StartupDecision } from '../session/startup';

/** Leaves the app for an API-provided URL (already checked to be http(s)). */
function useLeaveApp(decision: StartupDecision | null) {
  const { leave } = useServices();
  const target = decision?.kind === 'external' ? decision.url : null;
  useEffect(() => {
    if (target !== null) leave(target);
  }, [target, leave]);
}

/**
 * Applies the startup decision (docs/product-rules.md#startup) on every navigation: nothing under it renders
 * until the user may see the page. The shell's loader has loaded the user; a 401 (now or on
 * a later refetch) is signed out by the query client's cache, once, so here it only keeps
 * the page hidden. The missing-data redirects act on the flags of the session's start
 * (session/data-check.ts).
 */
export function StartupGuard({ children }: { children: ReactNode }) {
  const { config, impersonation } = useServices();
  const { t } = useT();
  const queryClient = useQueryClient();
  const user = useCurrentUserQuery();
  const route = useCurrentRoute();
  const signedOut = isNotAuthorized(user.error);
  const decision =
    user.data || signedOut
      ? decideStartup({
          user: signedOut || !user.data ? null : sessionDataCheck(queryClient, user.data),
          route,
          application: config.application,
          impersonation,
        })
      : null;
  useLeaveApp(decision);

  if (user.isPending)
    return user.isPaused ? <OfflineStart onRetry={user.refetch} /> : <FullPageLoader />;
  if (!decision)
    return (
      <ErrorState
        title={t('common.error_title')}
        message={t('common.error_body')}
        retryLabel={t('common.retry')}
        onRetry={() => void user.refetch()}
      />
    );
  switch (decision.kind) {
    case 'continue':
      return children;
    case 'not-found':
      return <Navigate replace to={pathTo('not_found')} />;
    case 'route':
      return <Navigate replace to={pathTo(decision.name)} />;
    default:
      return <FullPageLoader />;
  }
}
