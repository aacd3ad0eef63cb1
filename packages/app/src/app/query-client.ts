import { isApiError, isNotAuthorized, isRateLimited } from '@creator/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * The longest `Retry-After` a read waits out by itself: beyond it the screen shows its error
 * (with Retry) rather than a loader that seems stuck.
 */
export const MAX_RETRY_AFTER_S = 60;

/**
 * Retrying cannot fix a 401 or another 4xx answer, so only network failures and 5xx
 * answers get one more try; a 429 gets one too, after the time its `Retry-After` gives
 * ({@link retryDelay}), when it gives one of at most {@link MAX_RETRY_AFTER_S}.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotAuthorized(error)) return false;
  if (isRateLimited(error))
    return (
      failureCount < 1 && error.retryAfter !== undefined && error.retryAfter <= MAX_RETRY_AFTER_S
    );
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/** How long before a retry: a 429's `Retry-After`, else TanStack Query's default backoff. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isRateLimited(error) && error.retryAfter !== undefined) return error.retryAfter * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Options of {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Called once when any query or mutation answers 401: the session has ended (go to login). */
  onSignedOut: () => void;
  /** Overrides of the query defaults (tests turn retries off). */
  queries?: { retry?: false };
  /** How long a read no screen uses stays in memory (TanStack's default when not given). */
  gcTime?: number;
}

/**
 * The app's query client. Sign-out lives here, once for the whole app: a
 * `NotAuthorizedError` from any read or write calls `onSignedOut` (only the first time, as
 * several requests usually fail together).
 */
export function createQueryClient({
  onSignedOut,
  queries,
  gcTime,
}: QueryClientOptions): QueryClient {
  let signedOut = false;
  const onError = (error: unknown) => {
    if (!isNotAuthorized(error) || signedOut) return;
    signedOut = true;
    onSignedOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // A screen mounts right after its loader's prefetch: a read that failed there (a 4xx
        // not retried, a 5xx retried once) shows its error with Retry, instead of being made
        // again by the mount (TanStack's default refetches an errored query on mount). A later
        // visit's loader prefetches it anew.
        retryOnMount: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...(gcTime === undefined ? {} : { gcTime }),
        ...queries,
      },
      // A write made offline is sent at once and fails, so the form says it is offline and
      // keeps what was typed (TanStack's default would hold it, pending, until the network returns).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
