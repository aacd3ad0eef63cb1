import { describe, expect, it, vi } from 'vitest';
import { allData, waitsOffline, type BlockQuery } from './data-block';

const result = <T>(state: Partial<BlockQuery<T>>): BlockQuery<T> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

describe('allData', () => {
  it('is pending while any query is, and has data only once all have theirs', () => {
    const combined = allData([result({ data: 1 }), result<string>({ isPending: true })]);
    expect(combined.isPending).toBe(true);
    expect(combined.data).toBeUndefined();
    expect(allData([result({ data: 1 }), result({ data: 'a' })]).data).toEqual([1, 'a']);
  });

  it('fails when any failed, and a retry refetches only the failed ones', () => {
    const loaded = result({ data: 1 });
    const failed = result<string>({ isError: true });
    const combined = allData([loaded, failed]);
    expect(combined.isError).toBe(true);
    combined.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});

describe('waitsOffline', () => {
  it.each([
    ['a first read waiting for the network', { isPending: true, isPaused: true }, true],
    [
      'a next page waiting for the network',
      { isPending: false, isPaused: true, isFetchingNextPage: true },
      true,
    ],
    ['kept data whose refresh waits', { isPending: false, isPaused: true }, false],
    ['a read under way online', { isPending: true, isPaused: false }, false],
    ['a result that knows nothing of pausing', { isPending: true }, false],
  ])('%s: %s', (_name, query, want) => {
    expect(waitsOffline(query)).toBe(want);
  });

  it('makes several queries wait offline when one with nothing kept waits, and Retry asks it again', () => {
    const kept = result({ data: 1, isPaused: true });
    const waiting = result<string>({ isPending: true, isPaused: true });
    const combined = allData([kept, waiting]);
    expect(combined.isPaused).toBe(true);
    combined.refetch();
    expect(waiting.refetch).toHaveBeenCalledOnce();
    expect(kept.refetch).not.toHaveBeenCalled();
    expect(allData([kept, result({ data: 'a' })]).isPaused).toBe(false);
  });
});
