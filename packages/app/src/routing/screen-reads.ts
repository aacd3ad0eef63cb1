import type { ApiClient, Company, User } from '@creator/api-client';
import type {
  AnyUseInfiniteQueryOptions,
  AnyUseQueryOptions,
  QueryClient,
  SkipToken,
} from '@tanstack/react-query';
import { useParams, type Params } from 'react-router';
import { useServices } from '../session/services';
import { useUser } from '../session/session';

/** What a screen's reads depend on: the API client, the signed-in user, the route's parameters. */
export interface ReadContext {
  client: ApiClient;
  user: User;
  params: Params;
  /** The user's company, given by the route's loader to reads that follow it ({@link companyReads}). */
  company?: Company;
}

/**
 * One read: a query's options as the api-client's definitions build them with TanStack Query's
 * `queryOptions` or `infiniteQueryOptions`. A screen's reads are of many data types, so they
 * meet as TanStack's own any-data forms of those options; each declaration keeps its exact
 * type for the hooks (`useReads`).
 */
export type Read = AnyUseQueryOptions | AnyUseInfiniteQueryOptions;

/** An infinite read (a list read page by page) has a first page parameter; a plain one not. */
export const isInfiniteRead = (read: Read): read is AnyUseInfiniteQueryOptions =>
  'initialPageParam' in read;

/**
 * A screen's reads, declared once in its feature (`features/<area>/reads.ts`) and named: the
 * screen's hooks take them from there (`useReads`), the route's loader starts them all with
 * the screen's code, and the build lists the first pages' ones for src/boot/main.ts
 * (routes/boot-table.ts). `false` leaves a read out (a user without access).
 */
export type ScreenReads = (context: ReadContext) => Readonly<Record<string, Read | false>>;

/** The declarations made by {@link companyReads}. */
const followingCompany = new WeakSet<ScreenReads>();

/**
 * Reads that depend on the user's company (the payment tab's follow its payment mode): the
 * route's loader reads the company first (the shell's read, shared) and starts these with it;
 * without a company they are none.
 */
export function companyReads(
  reads: (context: ReadContext & { company: Company }) => ReturnType<ScreenReads>,
): ScreenReads {
  const declared: ScreenReads = ({ company, ...context }) =>
    company ? reads({ ...context, company }) : {};
  followingCompany.add(declared);
  return declared;
}

/** Whether `reads` follow the user's company (declared with {@link companyReads}). */
export const readsFollowCompany = (reads: ScreenReads): boolean => followingCompany.has(reads);

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
 * TanStack's query function context with a signal of its own that nothing aborts. A prefetch
 * is meant to finish: the screen mounting meanwhile (and development's strict-mode remount)
 * shares the fetch instead of aborting it and asking again. TanStack aborts a fetch its last
 * observer leaves only when the query function read the context's signal, so the context's
 * other fields are read through (key, page parameter, meta...) and its signal is never touched.
 */
function withOwnSignal<Context extends { signal: AbortSignal }>(context: Context): Context {
  const signal = new AbortController().signal;
  return new Proxy(context, {
    get: (target, key, receiver) =>
      key === 'signal' ? signal : Reflect.get(target, key, receiver),
  });
}

/** A query function whose fetch ignores aborts (see `withOwnSignal`). */
const withoutAbort = <Context extends { signal: AbortSignal }, Result>(
  queryFn: ((context: Context) => Result) | SkipToken | undefined,
) =>
  typeof queryFn === 'function' ? (context: Context) => queryFn(withOwnSignal(context)) : queryFn;

/**
 * A read whose fetch ignores aborts: what a route's loader starts, and a read a screen starts
 * itself (one its loader cannot know), so a remount shares it.
 */
export function unabortable<T extends Read>(read: T): T {
  return { ...read, queryFn: withoutAbort(read.queryFn) };
}

/** Starts one read into the cache, with its plain or infinite form of prefetch. */
export function prefetchRead(queryClient: QueryClient, read: Read): Promise<void> {
  return isInfiniteRead(read)
    ? queryClient.prefetchInfiniteQuery(unabortable(read))
    : queryClient.prefetchQuery(unabortable(read));
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
      const promise = prefetchRead(queryClient, read);
      promise.catch(() => {});
      return promise;
    });
}
