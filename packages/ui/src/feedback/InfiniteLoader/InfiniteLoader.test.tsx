import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../../test/intersectionObserver';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { InfiniteLoader, type InfiniteLoaderProps } from './InfiniteLoader';

const TEXTS = {
  errorText: 'Opps, something went wrong :(',
  retryLabel: 'Retry',
  emptyText: 'No results :(',
  endText: 'No more data :)',
  loadingLabel: 'Loading',
};

function renderLoader(props: Partial<InfiniteLoaderProps> = {}) {
  const onLoadMore = vi.fn();
  const all = { status: 'ready', isEmpty: false, onLoadMore, ...TEXTS, ...props } as const;
  const view = renderUi(<InfiniteLoader {...all} />);
  return {
    onLoadMore,
    rerender: (next: Partial<InfiniteLoaderProps>) =>
      view.rerender(<InfiniteLoader {...all} {...next} />),
  };
}

describe('InfiniteLoader', () => {
  let io: ReturnType<typeof installFakeIntersectionObserver>;
  beforeEach(() => {
    io = installFakeIntersectionObserver();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('watches 100 px below the viewport by default', () => {
    renderLoader();
    expect(io.options[0]?.rootMargin).toBe('0px 0px 100px 0px');
  });

  it('loads more when the bottom comes near while ready', () => {
    const { onLoadMore } = renderLoader();
    act(() => io.setVisible(true));
    act(() => vi.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load more while loading, complete or failed', () => {
    for (const status of ['loading', 'complete', 'error'] as const) {
      const { onLoadMore } = renderLoader({ status });
      act(() => io.setVisible(true));
      act(() => vi.advanceTimersByTime(100));
      expect(onLoadMore).not.toHaveBeenCalled();
    }
  });

  it('keeps loading, at most every 50 ms, while the bottom stays in view', () => {
    const { onLoadMore, rerender } = renderLoader();
    act(() => io.setVisible(true));
    act(() => vi.advanceTimersByTime(1));
    rerender({ status: 'loading' });
    rerender({ status: 'ready' });
    act(() => vi.advanceTimersByTime(20));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(40));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['loading', { status: 'loading', isEmpty: false, want: null }],
    ['end of the list', { status: 'complete', isEmpty: false, want: 'No more data :)' }],
    ['empty list', { status: 'complete', isEmpty: true, want: 'No results :(' }],
    ['error', { status: 'error', isEmpty: false, want: 'Opps, something went wrong :(' }],
  ] as const)('shows the %s state', (_name, { status, isEmpty, want }) => {
    renderLoader({ status, isEmpty });
    if (want) expect(screen.getByText(want)).toBeInTheDocument();
    else expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows no end mark without endText (a short list), but still says an empty list is empty', () => {
    const { rerender } = renderLoader({ status: 'complete', isEmpty: false, endText: undefined });
    expect(screen.queryByText('No more data :)')).toBeNull();
    rerender({ status: 'complete', isEmpty: true, endText: undefined });
    expect(screen.getByText('No results :(')).toBeInTheDocument();
  });

  it('retries from the error state', async () => {
    const onRetry = vi.fn();
    renderLoader({ status: 'error', onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    renderLoader({ status: 'error' });
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
