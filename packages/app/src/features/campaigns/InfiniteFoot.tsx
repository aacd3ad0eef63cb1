import { InfiniteLoader } from '@creator/ui';
import { NotKeptOffline } from '../../components/NotKeptOffline';
import { waitsOffline } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { loaderStatus } from './campaign-rules';

/** The part of an infinite query result the foot reads (TanStack Query's result fits). */
export interface InfiniteListQuery {
  isError: boolean;
  isPending: boolean;
  /** Waiting for the network (the browser is offline). */
  isPaused?: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  /** The pages read so far (the end mark shows only after a list that paged). */
  data?: { pages: readonly unknown[] };
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * The foot of an endless list (docs/product-rules.md#errors-and-messages): loads the next page near the bottom
 * (100 px, at most every 50 ms), "Opps, something went wrong :(" with Retry, "No results :("
 * and, under a list that needed more than one page, "No more data :)" (under a two-item list
 * it would read oddly). A page the device did not keep, with the browser offline, says so.
 */
export function InfiniteFoot({ query, isEmpty }: { query: InfiniteListQuery; isEmpty: boolean }) {
  const { t } = useT();
  // A failed first page is read again from the start; a failed later page is asked again.
  const firstPageFailed = query.isError && !query.isFetchNextPageError;
  if (waitsOffline(query))
    return (
      <NotKeptOffline onRetry={() => (query.isPending ? query.refetch() : query.fetchNextPage())} />
    );
  return (
    <InfiniteLoader
      status={loaderStatus(query)}
      isEmpty={isEmpty}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void (firstPageFailed ? query.refetch() : query.fetchNextPage())}
      errorText={t('campaigns.loader_error')}
      retryLabel={t('common.retry')}
      emptyText={t('campaigns.loader_empty')}
      endText={(query.data?.pages.length ?? 0) > 1 ? t('campaigns.loader_end') : undefined}
      loadingLabel={t('common.loading')}
      distance={100}
      throttleMs={50}
    />
  );
}
