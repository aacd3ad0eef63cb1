import { NotAuthorizedError } from '@creator/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

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
