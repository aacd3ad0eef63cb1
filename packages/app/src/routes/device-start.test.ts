import 'fake-indexeddb/auto';
import { createApiClient, mockConfig, parseConfig } from '@creator/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'idb-keyval';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createDeviceData, openForSignedInUser } from '../session/device-data';
import { createFakeApi } from '../test/fake-api';
import { makeUser } from '../test/fixtures';
import { createRouteTree } from './tree';

/** The app's start as main.tsx wires it: the loaders wait for the device data to open. */
function start(answer: unknown) {
  const fake = createFakeApi({ '/api/user/me.json': answer });
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const device = createDeviceData({
    queryClient,
    buster: 'v1',
    store: createStore(`start-${Math.random()}`, 'reads'),
  });
  const ready = openForSignedInUser(device, queryClient, client);
  const services = {
    config: parseConfig(mockConfig),
    client,
    impersonation: { active: false, actingAsInfluencer: false },
  };
  const router = createMemoryRouter(createRouteTree({ services, queryClient, ready }), {
    initialEntries: ['/dashboard'],
  });
  return { fake, router };
}

const userReads = (fake: ReturnType<typeof createFakeApi>) =>
  fake.requested().filter((path) => path === '/api/user/me.json');

describe('the start with the device data', () => {
  it('asks who is signed in once: a user read that failed while opening is not asked again', async () => {
    const { fake, router } = start({ status: 401 });
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(userReads(fake)).toHaveLength(1);
  });

  it('starts the screen’s reads once the user is known', async () => {
    const { fake, router } = start(makeUser());
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(userReads(fake)).toHaveLength(1);
    expect(fake.requested().length).toBeGreaterThan(1);
  });
});
