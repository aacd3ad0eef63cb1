import { EmptyState, ErrorState } from '@creator/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { NotKeptOffline } from './NotKeptOffline';

/** The part of a query result a block needs (TanStack Query's result fits). */
export interface BlockQuery<T> {
  isPending: boolean;
  isError: boolean;
  /**
   * The read waits for the network (the browser is offline): with no data, nothing of it is
   * kept on the device, and it loads by itself when the network returns.
   */
  isPaused?: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * Whether a read waits for the network with nothing to show for it: the browser is offline
 * and the device kept none of it (its first answer, or the next page of a list). A read whose
 * kept data shows while its refresh waits does not count.
 */
export const waitsOffline = (query: {
  isPending: boolean;
  isPaused?: boolean;
  isFetchingNextPage?: boolean;
}): boolean => Boolean(query.isPaused) && (query.isPending || Boolean(query.isFetchingNextPage));

/** The data of each query of a tuple, once loaded. */
type AllData<Q extends readonly BlockQuery<unknown>[]> = {
  -readonly [K in keyof Q]: Exclude<Q[K]['data'], undefined>;
};

/**
 * Several queries as one: pending while any is, failed when any failed, waiting offline when
 * any waits with nothing kept (retry refetches those), data once all have theirs. Made for `useQueries({ queries, combine: allData })`;
 * called directly for results `useQueries` cannot hold (an infinite query).
 */
export function allData<const Q extends readonly BlockQuery<unknown>[]>(
  results: Q,
): BlockQuery<AllData<Q>> {
  return {
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    isPaused: results.some(waitsOffline),
    data: results.every((result) => result.data !== undefined)
      ? (results.map((result) => result.data) as AllData<Q>)
      : undefined,
    refetch: () => {
      for (const result of results)
        if (result.isError || waitsOffline(result)) void result.refetch();
    },
  };
}

/** Props of {@link DataBlock}. */
export interface DataBlockProps<T> {
  query: BlockQuery<T>;
  /** Shown while loading (usually the kit's `LoadingSkeleton`). */
  loading: ReactNode;
  /** The error text; the kit's `ErrorState` shows it with a retry button. */
  error: string;
  /** When given and `isEmpty(data)`, the kit's `EmptyState` with this title. */
  empty?: {
    isEmpty: (data: T) => boolean;
    title: string;
    description?: string;
    /** Heading level of the title: 2 for a block right under the page's h1. @default 3 */
    order?: 2 | 3;
  };
  children: (data: T) => ReactNode;
}

/**
 * The one loading / error (with retry) / empty / data switch of every data block. An error
 * wins over loading, so a block waiting on two queries fails as soon as one fails. A read the
 * device did not keep, with the browser offline, says so instead of loading for ever.
 */
export function DataBlock<T>({ query, loading, error, empty, children }: DataBlockProps<T>) {
  const { t } = useT();
  if (query.isError)
    return (
      <ErrorState
        message={error}
        retryLabel={t('common.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (waitsOffline(query)) return <NotKeptOffline onRetry={query.refetch} />;
  if (query.isPending || query.data === undefined) return loading;
  if (empty?.isEmpty(query.data))
    return <EmptyState title={empty.title} description={empty.description} order={empty.order} />;
  return children(query.data);
}
