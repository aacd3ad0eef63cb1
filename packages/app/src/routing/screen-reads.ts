import type { ApiClient, User } from '@creator/api-client';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a screen's reads depend on: the API client, the signed-in user, the route's parameters. */
export interface ReadContext {
  client: ApiClient;
  user: User;
  params: Params;
}

/** One read: a query's options from the api-client's definitions (infinite ones have `initialPageParam`). */
export interface Read {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  initialPageParam?: unknown;
  retry?: unknown;
}

/**
 * A screen's reads, declared once in its feature (`features/x/reads.ts`): the route's loader
 * starts them with the screen's code, and the build lists the first pages' ones for
 * public/boot.js (routes/boot-table.ts). `false` leaves a read out (a user without access).
 */
export type ScreenReads = (context: ReadContext) => readonly (Read | false)[];

/** Several screens' reads as one (a page under its overlay, a form's reads beside the page's). */
export const allReads =
  (...reads: ScreenReads[]): ScreenReads =>
  (context) =>
    reads.flatMap((read) => read(context));

/**
 * A query's options whose fetch ignores aborts. A prefetch is meant to finish: the screen
 * mounting meanwhile (and development's strict-mode remount) shares the fetch instead of
 * aborting it and asking again.
 */
function unabortable<T extends Read>(options: T): T {
  const queryFn = options.queryFn;
  if (typeof queryFn !== 'function') return options;
  return {
    ...options,
    // Reading only these fields leaves the query's own signal untouched, so it is not "consumed".
    queryFn: (context: QueryFunctionContext & { pageParam?: unknown; direction?: unknown }) =>
      (queryFn as (context: unknown) => unknown)({
        client: context.client,
        queryKey: context.queryKey,
        meta: context.meta,
        pageParam: context.pageParam,
        direction: context.direction,
        signal: new AbortController().signal,
      }),
  };
}

/**
 * Starts a screen's reads without waiting (the blocks show their own loading state) and
 * answers them, so a loader may wait for them.
 */
export function startReads(
  queryClient: QueryClient,
  reads: ScreenReads,
  context: ReadContext,
): Promise<unknown>[] {
  return reads(context)
    .filter((read): read is Read => read !== false)
    .map((read) => {
      const options = unabortable(read) as never;
      const promise =
        'initialPageParam' in read
          ? queryClient.prefetchInfiniteQuery(options)
          : queryClient.prefetchQuery(options);
      promise.catch(() => {});
      return promise;
    });
}
