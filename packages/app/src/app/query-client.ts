import { isApiError, isNotAuthorized } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * Retrying cannot fix a 401 or another 4xx answer, so only network failures and 5xx
 * answers get one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotAuthorized(error)) return false;
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
