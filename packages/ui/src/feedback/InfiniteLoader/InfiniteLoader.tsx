import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSentinel } from './useSentinel';

/** States of the loader (docs/product-rules.md#errors-and-messages). */
export type InfiniteLoaderStatus = 'ready' | 'loading' | 'complete' | 'error';

/** Props of {@link InfiniteLoader}. */
export interface InfiniteLoaderProps {
  /** ready: more pages may follow; loading: a page is on its way; complete: no more pages; error: the last load failed. */
  status: InfiniteLoaderStatus;
  /** Whether the list has no items at all; chooses between `emptyText` and `endText` once complete. */
  isEmpty: boolean;
  /** Loads the next page. Called when the bottom comes near while `status` is ready. */
  onLoadMore: () => void;
  /** Called by the Retry button. @default onLoadMore */
  onRetry?: () => void;
  /** Shown on error, e.g. "Opps, something went wrong :(". */
  errorText: string;
  /** Text of the retry button, e.g. 'Retry'. */
  retryLabel: string;
  /** Shown when complete and the list is empty, e.g. "No results :(". */
  emptyText: string;
  /** Shown when complete after at least one item, e.g. "No more data :)"; nothing when omitted (a short list needs no end mark). */
  endText?: string;
  /** Accessible name of the spinner, e.g. 'Loading'. */
  loadingLabel: string;
  /** How far below the viewport, in px, loading starts. @default 100 */
  distance?: number;
  /** Minimum time between two `onLoadMore` calls, in ms. @default 50 */
  throttleMs?: number;
}

/**
 * The foot of an endlessly scrolling list: asks for the next page as the user nears the
 * bottom, and shows loading, error (with retry), empty and end-of-list states.
 */
export function InfiniteLoader({
  status,
  isEmpty,
  onLoadMore,
  onRetry,
  errorText,
  retryLabel,
  emptyText,
  endText,
  loadingLabel,
  distance = 100,
  throttleMs = 50,
}: InfiniteLoaderProps) {
  const { ref, visible } = useSentinel(distance);
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  // The latest onLoadMore, read by the timer, so a new callback each render does not restart it.
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  // Re-runs when a page arrives (status back to ready) while the foot is still in view,
  // so a first page shorter than the screen keeps loading until the screen is full.
  useEffect(() => {
    if (!visible || status !== 'ready') return;
    const wait = Math.max(0, lastCall.current + throttleMs - Date.now());
    const timer = setTimeout(() => {
      lastCall.current = Date.now();
      loadMore.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [visible, status, throttleMs]);

  return (
    <Stack align="center" py="md" gap="xs" aria-live="polite">
      {status === 'loading' ? <Loader size="sm" aria-label={loadingLabel} role="status" /> : null}
      {status === 'error' ? (
        <Center style={{ flexDirection: 'column', gap: 8 }}>
          <Text c="red" size="sm">
            {errorText}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry ?? onLoadMore}>
            {retryLabel}
          </Button>
        </Center>
      ) : null}
      {status === 'complete' && (isEmpty || endText) ? (
        <Text c="dimmed" size="sm">
          {isEmpty ? emptyText : endText}
        </Text>
      ) : null}
      <div ref={ref} data-testid="infinite-loader-sentinel" style={{ height: 1, width: '100%' }} />
    </Stack>
  );
}
