import { NotAuthorizedError, parseErrorBody } from '@creator/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, MAX_RETRY_AFTER_S, shouldRetry } from './query-client';

describe('sign-out in the query client', () => {
  it('a 401 from queries and mutations signs out once; other errors do not', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient({ onSignedOut, queries: { retry: false } });
    const fail = (error: unknown) => () => Promise.reject(error);
    await client.fetchQuery({ queryKey: ['a'], queryFn: fail(new Error('boom')) }).catch(() => {});
    expect(onSignedOut).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: fail(new NotAuthorizedError()) })
      .catch(() => {});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail(new NotAuthorizedError()) })
      .execute(undefined)
      .catch(() => {});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('a 401 from a mutation signs out', async () => {
    const onSignedOut = vi.fn();
    const client = createQueryClient({ onSignedOut });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new NotAuthorizedError()) })
      .execute(undefined)
      .catch(() => {});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('a read refused for its rate (429)', () => {
  const limited = (retryAfter: string | null) =>
    parseErrorBody(429, { code: 'rate_limited', message: 'Too many requests.' }, retryAfter);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits Retry-After's seconds once, then reads again", async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ onSignedOut: vi.fn() });
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(limited('2'))
      .mockResolvedValueOnce('data');
    const read = client.fetchQuery({ queryKey: ['limited'], queryFn });
    await vi.advanceTimersByTimeAsync(1999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe('data');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second 429, and at once without a usable Retry-After', async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ onSignedOut: vi.fn() });
    const twice = vi.fn(() => Promise.reject(limited('1')));
    const read = client.fetchQuery({ queryKey: ['twice'], queryFn: twice }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await read).toMatchObject({ status: 429 });
    expect(twice).toHaveBeenCalledTimes(2);
    for (const header of [null, String(MAX_RETRY_AFTER_S + 1)]) {
      const once = vi.fn(() => Promise.reject(limited(header)));
      const error = await client
        .fetchQuery({ queryKey: ['once', header], queryFn: once })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429 });
      expect(once).toHaveBeenCalledTimes(1);
    }
  });

  it('retries a 500 once as before, and never another 4xx', () => {
    expect(shouldRetry(0, parseErrorBody(500, {}))).toBe(true);
    expect(shouldRetry(1, parseErrorBody(500, {}))).toBe(false);
    expect(shouldRetry(0, parseErrorBody(422, {}))).toBe(false);
  });
});
