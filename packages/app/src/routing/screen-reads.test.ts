import { createApiClient } from '@creator/api-client';
import {
  infiniteQueryOptions,
  QueryClient,
  QueryObserver,
  queryOptions,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { startReads, type ReadContext } from './screen-reads';

const context: ReadContext = {
  client: createApiClient({ baseUrl: 'http://api.invalid' }),
  user: makeUser(),
  params: {},
};

/**
 * A read whose fetch answers when the test says so, keeping the context it was given; it takes
 * the signal at once, as the api-client's fetches do (TanStack then may abort the fetch).
 */
function pendingRead() {
  const seen: (QueryFunctionContext & { signalTaken: AbortSignal })[] = [];
  let answer: (text: string) => void = () => {};
  const read = queryOptions({
    queryKey: ['screen-reads', 'pending'],
    meta: { from: 'test' },
    queryFn: (given) => {
      seen.push(Object.assign(given, { signalTaken: given.signal }));
      return new Promise<string>((resolve) => (answer = resolve));
    },
  });
  return { read, seen, answer: (text: string) => answer(text) };
}

describe('startReads', () => {
  it('finishes a started read when the screen that mounted meanwhile leaves (strict mode)', async () => {
    const queryClient = new QueryClient();
    const { read, seen, answer } = pendingRead();
    const [started] = startReads(queryClient, () => ({ text: read }), context);
    // The screen mounts, takes the read over, and (strict mode) unmounts at once.
    const unsubscribe = new QueryObserver(queryClient, read).subscribe(() => {});
    unsubscribe();
    answer('done');
    await started;
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signalTaken.aborted).toBe(false);
    expect(queryClient.getQueryData(read.queryKey)).toBe('done');
  });

  it("hands the query function TanStack Query's context: key, meta, client", async () => {
    const queryClient = new QueryClient();
    const { read, seen, answer } = pendingRead();
    const [started] = startReads(queryClient, () => ({ text: read }), context);
    answer('done');
    await started;
    expect(seen[0]).toMatchObject({
      queryKey: ['screen-reads', 'pending'],
      meta: { from: 'test' },
      client: queryClient,
    });
  });

  it('starts an infinite read at its first page parameter, and leaves out a read set to false', async () => {
    const queryClient = new QueryClient();
    const pages: unknown[] = [];
    const list = infiniteQueryOptions({
      queryKey: ['screen-reads', 'list'],
      queryFn: ({ pageParam }) => {
        pages.push(pageParam);
        return Promise.resolve({ items: [pageParam] });
      },
      initialPageParam: 'first',
      getNextPageParam: () => undefined,
    });
    const started = startReads(queryClient, () => ({ list, hidden: false }), context);
    expect(started).toHaveLength(1);
    await Promise.all(started);
    expect(pages).toEqual(['first']);
    expect(queryClient.getQueryData(list.queryKey)?.pages).toEqual([{ items: ['first'] }]);
  });
});
