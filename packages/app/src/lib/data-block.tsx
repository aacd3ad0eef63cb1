import { EmptyState, ErrorState } from '@creator/ui';
import type { ReactNode } from 'react';
import { useT } from './i18n';

/** The part of a query result a block needs (TanStack Query's result fits). */
export interface BlockQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * Several queries as one: pending while any is, failed when any failed (retry refetches
 * the failed ones), data once all have theirs.
 */
export function allOf<A, B>(a: BlockQuery<A>, b: BlockQuery<B>): BlockQuery<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => {
      if (a.isError) void a.refetch();
      if (b.isError) void b.refetch();
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
  empty?: { isEmpty: (data: T) => boolean; title: string; description?: string };
  children: (data: T) => ReactNode;
}

/**
 * The one loading / error (with retry) / empty / data switch of every data block. An error
 * wins over loading, so a block waiting on two queries fails as soon as one fails.
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
  if (query.isPending || query.data === undefined) return loading;
  if (empty?.isEmpty(query.data))
    return <EmptyState title={empty.title} description={empty.description} />;
  return children(query.data);
}
