import { describe, expect, it, vi } from 'vitest';
import { allData, type BlockQuery } from './data-block';

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
