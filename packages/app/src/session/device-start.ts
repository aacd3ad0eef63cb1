import { currentUserQuery, type ApiClient } from '@creator/api-client';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { loadLater, whenIdle } from '../lib/load-later';
import type { DeviceData } from './device-data';
import { mayKeepReads } from './device-mark';

/** What {@link startDeviceData} needs. */
export interface DeviceStartOptions {
  queryClient: QueryClient;
  client: ApiClient;
  /** The build's version of the kept data (device-data.ts). */
  buster: string;
}

/** The device data as the start uses it, its code loaded only when needed. */
export interface DeviceStart {
  /**
   * Resolves once the kept reads are in the cache; when the device keeps none, once the API
   * has said who is signed in (at once offline), as the device data's opening would.
   */
  ready: Promise<void>;
  /** Opens the device data when the browser is idle (to keep this visit's reads). */
  openWhenIdle: () => void;
  /** Deletes everything kept and keeps nothing more. */
  forget: () => Promise<void>;
}

/**
 * The reads kept on the device (device-data.ts: IndexedDB and TanStack Query's persister) with
 * their code out of the first load. When the device keeps reads, they open at once and the
 * loaders wait for them (`ready`): offline they are all the app has. When it keeps none (a
 * first visit, or after a sign-out) there is nothing to wait for but the user read (the same
 * wait as before the reads kept were opened): the first screen renders without that code, and
 * the device data opens after it, to keep this visit's reads.
 */
export function startDeviceData({ queryClient, client, buster }: DeviceStartOptions): DeviceStart {
  const code = loadLater(() => import('./device-data'));
  let made: DeviceData | undefined;
  const deviceData = () =>
    code.load().then((module) => ({
      module,
      data: (made ??= module.createDeviceData({ queryClient, buster })),
    }));
  let opening: Promise<void> | undefined;
  const open = () =>
    (opening ??= deviceData()
      .then(({ module, data }) => module.openForSignedInUser(data, queryClient, client))
      .catch(() => {}));
  const userKnown = () =>
    onlineManager.isOnline()
      ? queryClient.fetchQuery(currentUserQuery(client)).then(
          () => {},
          () => {},
        )
      : Promise.resolve();
  return {
    ready: mayKeepReads() ? open() : userKnown(),
    openWhenIdle: () => void whenIdle(() => void open()),
    forget: () => deviceData().then(({ data }) => data.forget()),
  };
}
