import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  NotAuthorizedError,
  campaignKeys,
  campaignQuery,
  campaignsInfiniteQuery,
  contentKeys,
  createApiClient,
  currentUserQuery,
  isApiError,
  isRateLimited,
  retryAfterSeconds,
  submittedContentsInfiniteQuery,
  translationsQuery,
  updateCountry,
  updateProfile,
  type ProfileForm,
} from '../src';
import { withMockStack } from './mock';

const mock = withMockStack();
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the configured client against the mock', () => {
  it('reads the current user', async () => {
    const user = await queryClient().fetchQuery(currentUserQuery(mock.client()));
    expect(user.id).toBe(4242);
    expect(user.fullName).toBeTruthy();
  });

  it('throws NotAuthorizedError on a 401', async () => {
    const read = queryClient().fetchQuery(currentUserQuery(mock.client('signed-out')));
    await expect(read).rejects.toBeInstanceOf(NotAuthorizedError);
  });

  it('throws ApiError with status and per-field messages on a 422', async () => {
    const client = createApiClient({ baseUrl: mock.url(), headers: { Prefer: 'code=422' } });
    const error = await updateCountry(client, 'JP').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, message: 'Please correct the fields.' });
    expect((error as ApiError).fieldErrors.countryCode).toEqual([
      'Choose one of the offered values.',
    ]);
    expect((error as ApiError).fieldCodes.countryCode).toEqual(['not_in_list']);
  });

  it("turns the mock's request validation (a body the contract refuses) into an ApiError", async () => {
    const badBody = { countryCode: 42 } as unknown as ProfileForm;
    const error = await updateProfile(mock.client(), badBody).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    // The contract's code and a human message, never the validator's wording.
    expect((error as ApiError).fieldCodes.countryCode).toEqual(['invalid_type']);
    expect((error as ApiError).fieldErrors.countryCode).toEqual([
      'This value is not of the expected type.',
    ]);
  });

  it("throws ApiError 429 with Retry-After's seconds when a write is refused for its rate", async () => {
    const client = createApiClient({ baseUrl: mock.url(), headers: { Prefer: 'code=429' } });
    const error = await updateCountry(client, 'JP').catch((e: unknown) => e);
    expect(isRateLimited(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect((error as ApiError).retryAfter).toEqual(expect.any(Number));
  });

  it('reads Retry-After as seconds, or as an HTTP date from now', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('throws ApiError 404 for a missing campaign', async () => {
    const client = createApiClient({ baseUrl: mock.url(), headers: { Prefer: 'code=404' } });
    const read = queryClient().fetchQuery(campaignQuery(client, '999'));
    await expect(read).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });

  it('throws NetworkError when the API cannot be reached', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(queryClient().fetchQuery(currentUserQuery(client))).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('gives up on a read that never answers after timeoutMs, with NetworkError', async () => {
    const headers = { 'X-Mock-Persona': 'creator', 'X-Mock-Session': `hang-${Date.now()}` };
    const faults = await fetch(`${mock.url()}/__mock/faults`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ operationId: 'getNetwork', kind: 'hang' }),
    });
    expect(faults.status).toBe(201);
    // A limit a read that answers stays under even on a busy machine (300 ms failed the read
    // below beside a CPU load); the read that hangs reaches it whatever it is.
    const client = createApiClient({ baseUrl: mock.url(), headers, timeoutMs: 3000 });
    const error = await client.GET('/api/user/me/network.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
    // Reads that answer are not affected by the timeout.
    const user = await queryClient().fetchQuery(currentUserQuery(client));
    expect(user.id).toBe(4242);
  });

  it('reads one campaign by id and the texts of a language', async () => {
    const client = mock.client();
    const campaign = await queryClient().fetchQuery(campaignQuery(client, '102'));
    expect(campaign.brand).toBe('Kumo Coffee');
    const texts = await queryClient().fetchQuery(translationsQuery(client, 'en'));
    expect(Object.keys(texts.creator_dashboard).length).toBeGreaterThan(0);
  });
});

describe('infinite lists', () => {
  it('reads the campaigns of a status and stops when there is no next page token', async () => {
    const qc = queryClient();
    const options = campaignsInfiniteQuery(mock.client(), 'completed');
    const data = await qc.fetchInfiniteQuery(options);
    expect(data.pages[0]?.campaigns.length).toBeGreaterThan(0);
    expect(data.pages[0]?.campaigns.every((c) => c.status === 'completed')).toBe(true);
    expect(options.getNextPageParam(data.pages[0]!, data.pages, undefined, [undefined])).toBe(
      data.pages[0]?.nextPageToken ?? undefined,
    );
    expect(
      options.getNextPageParam({ campaigns: [], nextPageToken: 'p2' }, [], undefined, []),
    ).toBe('p2');
  });

  it("reads a campaign's submitted contents", async () => {
    const data = await queryClient().fetchInfiniteQuery(
      submittedContentsInfiniteQuery(mock.client(), '102'),
    );
    expect(data.pages[0]?.submittedContents.length).toBeGreaterThan(0);
  });
});

describe('query keys', () => {
  it('go from general to specific, so invalidating a root refreshes what is under it', async () => {
    const qc = queryClient();
    const client = mock.client();
    await qc.fetchQuery(campaignQuery(client, '102'));
    await qc.fetchInfiniteQuery(submittedContentsInfiniteQuery(client, '102'));
    await qc.fetchQuery(campaignQuery(client, '104'));
    expect(contentKeys.list('102').slice(0, campaignKeys.detail('102').length)).toEqual(
      campaignKeys.detail('102'),
    );
    await qc.invalidateQueries({ queryKey: campaignKeys.detail('102'), refetchType: 'none' });
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect(stale(campaignKeys.detail('102'))).toBe(true);
    expect(stale(contentKeys.list('102'))).toBe(true);
    expect(stale(campaignKeys.detail('104'))).toBe(false);
  });
});
