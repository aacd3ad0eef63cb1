import { isApiError, isNotAuthorized } from '@creator/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Retrying cannot fix a 401 or another 4xx answer, so only network failures and 5xx
 * answers get one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotAuthorized(error)) return false;
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/** Options of {@link createQueryClient}. */
export interface QueryClientOptions {
  /** Called once when any query or mutation answers 401: the session has ended (go to login). */
  onSignedOut: () => void;
  /** Overrides of the query defaults (tests turn retries off). */
  queries?: { retry?: false };
}

/**
 * The app's query client. Sign-out lives here, once for the whole app: a
 * `NotAuthorizedError` from any read or write calls `onSignedOut` (only the first time, as
 * several requests usually fail together).
 */
export function createQueryClient({ onSignedOut, queries }: QueryClientOptions): QueryClient {
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
        // A screen mounts right after its loader's prefetch: a read that failed there (a 4xx
        // not retried, a 5xx retried once) shows its error with Retry, instead of being made
        // again by the mount (TanStack's default refetches an errored query on mount). A later
        // visit's loader prefetches it anew.
        retryOnMount: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...queries,
      },
      mutations: { retry: false },
    },
  });
}
