import { isApiError } from '@creator/api-client';
import { Navigate } from 'react-router';
import { pathTo } from './routes';

/**
 * Whether a read failed because the API has no such thing for this user (404: an unknown id,
 * or another user's): its screen then shows the not-found page, as for a bad route parameter,
 * instead of a retry that can only fail again.
 */
export function answeredNotFound(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && isApiError(query.error) && query.error.status === 404;
}

/**
 * The not-found page for a screen whose address names nothing in its data (an id the API does
 * not know, a month without earnings or without payments), as for a bad route parameter; the
 * bad address is replaced.
 */
export function NotFoundRedirect() {
  return <Navigate replace to={pathTo('not_found')} />;
}
