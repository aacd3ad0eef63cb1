import { isNotAuthorized } from '@creator/api-client';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useServices } from '../app/services';
import { FullPageLoader } from '../layout/FullPageLoader';
import { RetryableError } from '../layout/RetryableError';
import { useCurrentUserQuery } from '../lib/session';
import { decideStartup, type StartupDecision } from '../lib/startup';
import { useCurrentRoute } from './handle';
import { pathTo } from './paths';

/** Leaves the app for the login page or an API-provided URL (already checked to be http(s)). */
function useLeaveApp(decision: StartupDecision | null) {
  const { config, leave } = useServices();
  const target =
    decision?.kind === 'login'
      ? config.loginUrl
      : decision?.kind === 'external'
        ? decision.url
        : null;
  useEffect(() => {
    if (target !== null) leave(target);
  }, [target, leave]);
}

/**
 * Loads the user first, then applies the startup decision (spec section 4) on every
 * navigation: nothing under it renders until the user may see the page.
 */
export function StartupGuard({ children }: { children: ReactNode }) {
  const { config, impersonation } = useServices();
  const user = useCurrentUserQuery();
  const route = useCurrentRoute();
  // A 401 on a later refetch signs out too, even with the earlier user still cached.
  const signedOut = isNotAuthorized(user.error);
  const decision =
    user.data || signedOut
      ? decideStartup({
          user: signedOut ? null : (user.data ?? null),
          route,
          application: config.application,
          impersonation,
        })
      : null;
  useLeaveApp(decision);

  if (user.isPending) return <FullPageLoader />;
  if (!decision) return <RetryableError onRetry={() => void user.refetch()} />;
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
