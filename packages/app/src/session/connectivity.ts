import { onlineManager, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * TanStack Query's online state follows the browser's from the start: by default it assumes
 * online until an `offline` event, so a page opened offline would send its reads and show
 * their failures instead of waiting, on the kept data, for the network to return.
 */
export function followBrowserOnline(win: Window = window): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(win.navigator.onLine);
    update();
    win.addEventListener('online', update);
    win.addEventListener('offline', update);
    return () => {
      win.removeEventListener('online', update);
      win.removeEventListener('offline', update);
    };
  });
}

/** Whether the browser is online, as TanStack Query sees it (reads wait while it is not). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** When the oldest data of the queries on screen was read; null when none has data. */
export function shownDataSince(cache: QueryCache): number | null {
  const times = cache
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? Math.min(...times) : null;
}

/** {@link shownDataSince} of the app's cache, kept current. */
export function useShownDataSince(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(() => changed()), [cache]);
  return useSyncExternalStore(
    subscribe,
    () => shownDataSince(cache),
    () => null,
  );
}
