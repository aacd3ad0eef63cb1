import 'fake-indexeddb/auto';
import { campaignKeys, createApiClient, profileKeys, userKeys } from '@creator/api-client';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createStore, entries, get, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fake-api';
import { makeUser } from '../test/fixtures';
import { createDeviceData, openForSignedInUser, readsEntry } from './device-data';

const DAY = 24 * 60 * 60 * 1000;
const CAMPAIGN = { id: 7, name: 'Spring launch' };
const BANK = { iban: 'DE89370400440532013000' };
let stores = 0;
const newStore = () => createStore(`device-test-${++stores}`, 'reads');

/** A query client whose reads go to the device as the app's do, until the data is written. */
async function keepAs(store: UseStore, userId: string, buster = 'v1') {
  const queryClient = new QueryClient();
  const device = createDeviceData({ queryClient, buster, store });
  await device.open(userId);
  queryClient.setQueryData(userKeys.me(), makeUser({ id: Number(userId) }));
  queryClient.setQueryData(campaignKeys.detail('7'), CAMPAIGN);
  queryClient.setQueryData(profileKeys.paymentDetails(), BANK);
  await expect
    .poll(() => get<string>(readsEntry(userId), store), { timeout: 5000 })
    .toContain('Spring launch');
  return device;
}

/** A new page load on the same device: a fresh query client opening what was kept. */
async function reopen(
  store: UseStore,
  userId: string,
  options: { buster?: string; now?: () => number } = {},
) {
  const queryClient = new QueryClient();
  const device = createDeviceData({
    queryClient,
    buster: options.buster ?? 'v1',
    store,
    ...options,
  });
  await device.open(userId);
  return { queryClient, device };
}

afterEach(() => onlineManager.setOnline(true));

describe('the reads kept on the device', () => {
  it('come back for the same user, without what is never kept', async () => {
    const store = newStore();
    await keepAs(store, '1');
    const raw = await get<string>(readsEntry('1'), store);
    expect(raw).not.toContain(BANK.iban);
    const { queryClient } = await reopen(store, '1');
    expect(queryClient.getQueryData(campaignKeys.detail('7'))).toEqual(CAMPAIGN);
    expect(queryClient.getQueryData(profileKeys.paymentDetails())).toBeUndefined();
    // Shown at once, but read again as soon as a screen needs them.
    expect(queryClient.getQueryState(campaignKeys.detail('7'))?.isInvalidated).toBe(true);
  });

  it('leave a read answered in this visit before they came back as it is, fresh', async () => {
    const store = newStore();
    await keepAs(store, '1');
    const queryClient = new QueryClient();
    queryClient.setQueryData(userKeys.me(), makeUser({ id: 1, fullName: 'Read just now' }));
    await createDeviceData({ queryClient, buster: 'v1', store }).open('1');
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ fullName: 'Read just now' });
    expect(queryClient.getQueryState(userKeys.me())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(campaignKeys.detail('7'))?.isInvalidated).toBe(true);
  });

  it('are deleted, not shown, when another user opens the app on the device', async () => {
    const store = newStore();
    await keepAs(store, '1');
    const { queryClient, device } = await reopen(store, '2');
    expect(queryClient.getQueryData(campaignKeys.detail('7'))).toBeUndefined();
    expect(await get(readsEntry('1'), store)).toBeUndefined();
    expect(await device.lastUser()).toBe('2');
  });

  it('are not shown when older than seven days, nor by a build with another version', async () => {
    const store = newStore();
    await keepAs(store, '1');
    const later = Date.now() + 7 * DAY + 60_000;
    const old = await reopen(store, '1', { now: () => later });
    expect(old.queryClient.getQueryData(campaignKeys.detail('7'))).toBeUndefined();

    await keepAs(store, '1');
    const rebuilt = await reopen(store, '1', { buster: 'v2' });
    expect(rebuilt.queryClient.getQueryData(campaignKeys.detail('7'))).toBeUndefined();
  });

  it('are all deleted on forget (sign-out, 401)', async () => {
    const store = newStore();
    const device = await keepAs(store, '1');
    await device.forget();
    expect(await entries(store)).toEqual([]);
  });
});

describe('openForSignedInUser', () => {
  const client = (answer: unknown) =>
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: createFakeApi({ '/api/user/me.json': answer }).fetch,
    });

  it('online, opens the reads of the user the API names', async () => {
    const store = newStore();
    await keepAs(store, '4242');
    const queryClient = new QueryClient();
    const device = createDeviceData({ queryClient, buster: 'v1', store });
    await openForSignedInUser(device, queryClient, client(makeUser({ id: 4242 })));
    expect(queryClient.getQueryData(campaignKeys.detail('7'))).toEqual(CAMPAIGN);
  });

  it('on a 401, opens nothing', async () => {
    const store = newStore();
    await keepAs(store, '4242');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const device = createDeviceData({ queryClient, buster: 'v1', store });
    await openForSignedInUser(device, queryClient, client({ status: 401 }));
    expect(queryClient.getQueryData(campaignKeys.detail('7'))).toBeUndefined();
  });

  it('offline, opens the last user’s reads without asking the API', async () => {
    const store = newStore();
    await keepAs(store, '4242');
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    const device = createDeviceData({ queryClient, buster: 'v1', store });
    const fake = createFakeApi({});
    await openForSignedInUser(
      device,
      queryClient,
      createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch }),
    );
    expect(fake.requests()).toEqual([]);
    expect(queryClient.getQueryData(userKeys.me())).toMatchObject({ id: 4242 });
  });
});
