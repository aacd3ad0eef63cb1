import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { currentUserQuery, isNotAuthorized, type ApiClient } from '@creator/api-client';
import { onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { markKeptReads } from './device-mark';
import { isYoungEnough, KEEP_MAX_AGE_MS, shouldKeepQuery } from './device-policy';

/** The IndexedDB database and store of what the app keeps on the device. */
export const DEVICE_DB = { name: 'creator-dashboard', store: 'reads' } as const;

/** The entry naming the last user whose reads were kept (to open offline on them). */
const LAST_USER = 'last-user';
/** Each user's reads have an entry of their own. */
export const readsEntry = (userId: string) => `reads:${userId}`;

/** The reads kept on the device for one user, as the app opens, refreshes and forgets them. */
export interface DeviceData {
  /**
   * Puts the user's kept reads back into the cache (offline they are all the app has), then
   * keeps the cache's kept reads on the device as they change. Another user's are deleted.
   */
  open: (userId: string) => Promise<void>;
  /** The user whose reads were kept last, to open on when the API cannot say who is signed in. */
  lastUser: () => Promise<string | null>;
  /** Deletes everything kept and keeps nothing more (sign-out, a 401). */
  forget: () => Promise<void>;
}

/** What {@link createDeviceData} needs. */
export interface DeviceDataOptions {
  queryClient: QueryClient;
  /** The build's version: data kept by another build (another contract) is dropped. */
  buster: string;
  /** The IndexedDB store (tests pass their own); the app's by default. */
  store?: UseStore;
  now?: () => number;
}

/** A kept cache without its reads too old to show (each read has its own age). */
function withoutOld(client: PersistedClient | undefined, now: number) {
  if (!client) return client;
  const queries = client.clientState.queries.filter((query) =>
    isYoungEnough(query.state.dataUpdatedAt, now),
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * A persister of one user's entry that writes nothing once the device data is forgotten.
 * `restored` gets, by query hash, when each read it restores was answered.
 */
function userPersister(
  store: UseStore,
  userId: string,
  isForgotten: () => boolean,
  now: () => number,
  restored: Map<string, number>,
) {
  const persister: Persister = createAsyncStoragePersister({
    key: readsEntry(userId),
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value) => (isForgotten() ? undefined : set(key, value, store)),
      removeItem: (key) => del(key, store),
    },
  });
  return {
    ...persister,
    restoreClient: async () => {
      const client = withoutOld(await persister.restoreClient(), now());
      for (const { queryHash, state } of client?.clientState.queries ?? [])
        restored.set(queryHash, state.dataUpdatedAt);
      return client;
    },
  };
}

/** The device data of the app's query client (see {@link DeviceData}). */
export function createDeviceData({
  queryClient,
  buster,
  store = createStore(DEVICE_DB.name, DEVICE_DB.store),
  now = Date.now,
}: DeviceDataOptions): DeviceData {
  let forgotten = false;
  let stop = () => {};
  const dropOtherUsers = async (userId: string) => {
    const entries = await keys<string>(store);
    await Promise.all(
      entries
        .filter((key) => key !== readsEntry(userId) && key !== LAST_USER)
        .map((key) => del(key, store)),
    );
  };
  return {
    async open(userId) {
      if (forgotten) return;
      await dropOtherUsers(userId);
      await set(LAST_USER, userId, store);
      // The next start waits for what is kept from now on (device-start.ts).
      markKeptReads(true);
      const restored = new Map<string, number>();
      const persister = userPersister(store, userId, () => forgotten, now, restored);
      const options = { queryClient, persister, buster };
      await persistQueryClientRestore({ ...options, maxAge: KEEP_MAX_AGE_MS });
      // What was kept is shown at once but read again as soon as a screen needs it; a read
      // answered in this visit already (the user's) is newer than the kept one and stays fresh.
      await queryClient.invalidateQueries({
        refetchType: 'none',
        predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
      });
      if (forgotten) return;
      const dehydrateOptions = {
        shouldDehydrateQuery: (query: Query) => shouldKeepQuery(query, now()),
      };
      stop = persistQueryClientSubscribe({ ...options, dehydrateOptions });
      // Opened after the first page (device-start.ts), its reads are in already: kept now, not
      // only at the next change of the cache.
      await persistQueryClientSave({ ...options, dehydrateOptions });
    },
    lastUser: async () => (await get<string>(LAST_USER, store)) ?? null,
    async forget() {
      forgotten = true;
      stop();
      markKeptReads(false);
      await clear(store);
    },
  };
}

/**
 * Opens the device data of whoever is signed in, before any screen reads: online, the user the
 * API names (so another user's reads are never shown, and are deleted); offline or with the API
 * out of reach, the last user's, the device's only one. A 401 opens nothing (the sign-out
 * forgets everything). Never fails: without IndexedDB the app just keeps nothing.
 */
export async function openForSignedInUser(
  deviceData: DeviceData,
  queryClient: QueryClient,
  client: ApiClient,
): Promise<void> {
  // Opening the database meanwhile: the user's answer then finds it ready.
  const last = deviceData.lastUser().catch(() => null);
  try {
    if (!onlineManager.isOnline()) throw new Error('offline');
    const user = await queryClient.fetchQuery(currentUserQuery(client));
    await deviceData.open(String(user.id));
  } catch (error) {
    if (isNotAuthorized(error)) return;
    const lastUser = await last;
    if (lastUser) await deviceData.open(lastUser).catch(() => {});
  }
}
