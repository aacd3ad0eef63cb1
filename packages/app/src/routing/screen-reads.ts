import type { ApiClient, User } from '@creator/api-client';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { useParams, type Params } from 'react-router';
import { useServices } from '../session/services';
import { useUser } from '../session/session';

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
 * A screen's reads, declared once in its feature (`features/x/reads.ts`) and named: the
 * screen's hooks take them from there (`useReads`), the route's loader starts them all with
 * the screen's code, and the build lists the first pages' ones for public/boot.js
 * (routes/boot-table.ts). `false` leaves a read out (a user without access).
 */
export type ScreenReads = (context: ReadContext) => Readonly<Record<string, Read | false>>;

/** Several screens' reads as one (a page's reads beside its overlay's or a form's). */
export const allReads =
  (...reads: ScreenReads[]): ScreenReads =>
  (context) =>
    Object.assign({}, ...reads.map((read) => read(context))) as Record<string, Read | false>;

/**
 * A screen's reads for its hooks, from the same declaration its route's loader started:
 * `useQuery(useReads(campaignReads).campaign)`.
 */
export function useReads<R>(reads: (context: ReadContext) => R): R {
  const { client } = useServices();
  return reads({ client, user: useUser(), params: useParams() });
}

/**
 * A query's options whose fetch ignores aborts. A prefetch is meant to finish: the screen
 * mounting meanwhile (and development's strict-mode remount) shares the fetch instead of
 * aborting it and asking again. So is a read a screen starts itself (one its loader cannot
 * know): a remount shares it.
 */
export function unabortable<T extends Read>(options: T): T {
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
  return Object.values(reads(context))
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
