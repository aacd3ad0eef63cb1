import { isApiError } from '@creator/api-client';

/**
 * Whether a read failed because the API has no such thing for this user (404: an unknown id,
 * or another user's): its screen then shows the not-found page, as for a bad route parameter,
 * instead of a retry that can only fail again.
 */
export function answeredNotFound(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && isApiError(query.error) && query.error.status === 404;
}
