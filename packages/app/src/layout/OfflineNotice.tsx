import { lazy, Suspense, useEffect } from 'react';
import { loadLater } from '../lib/load-later';
import { useOnline } from '../session/connectivity';

/** The banner (with the time formats it needs) is code of its own, loaded once the page is up. */
const banner = loadLater(() => import('./OfflineBanner'));
const OfflineBanner = lazy(() =>
  banner.load().then((module) => ({ default: module.OfflineBanner })),
);

/**
 * On every page while the browser is offline: the banner saying so, with the age of the data
 * shown. Its code is loaded when the browser is idle after the page is up, so it is there
 * when the network goes away.
 */
export function OfflineNotice() {
  const online = useOnline();
  useEffect(() => banner.preload(), []);
  return online ? null : (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
