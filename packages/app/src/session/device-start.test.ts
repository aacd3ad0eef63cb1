import 'fake-indexeddb/auto';
import { createApiClient, userKeys } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fake-api';
import { makeUser } from '../test/fixtures';
import { KEPT_MARK } from './device-mark';
import { startDeviceData } from './device-start';

function start() {
  const fake = createFakeApi({ '/api/user/me.json': makeUser() });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { fake, queryClient, device: startDeviceData({ queryClient, client, buster: 'v1' }) };
}

describe('the device data at the start', () => {
  beforeEach(() => localStorage.clear());

  it('keeping nothing, the start waits for the user read only; it opens after, and the next start waits', async () => {
    const { fake, queryClient, device } = start();
    await device.ready;
    // Not opened: the user read answered, nothing was written to the device.
    expect(fake.requested()).toEqual(['/api/user/me.json']);
    expect(localStorage.getItem(KEPT_MARK)).toBeNull();
    expect(await indexedDB.databases()).toEqual([]);
    device.openWhenIdle();
    await expect.poll(() => localStorage.getItem(KEPT_MARK)).toBe('1');
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ id: makeUser().id });
  });

  it('keeping reads, the start waits until they are opened for the signed-in user', async () => {
    localStorage.setItem(KEPT_MARK, '1');
    const { fake, queryClient, device } = start();
    await device.ready;
    expect(fake.requested()).toEqual(['/api/user/me.json']);
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ id: makeUser().id });
  });

  it('forgetting deletes the mark, so the next start does not wait', async () => {
    localStorage.setItem(KEPT_MARK, '1');
    const { device } = start();
    await device.ready;
    await device.forget();
    expect(localStorage.getItem(KEPT_MARK)).toBeNull();
  });
});
