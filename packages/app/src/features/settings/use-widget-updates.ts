import type { WidgetDetails } from '@creator/api-client';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../session/RealtimeProvider';

/** How long after the widget was shown its update is awaited on other pages. */
export const PAYEE_UPDATE_WAIT_MS = 30 * 60 * 1000;

/**
 * Listens to `payee_details_updated` (docs/product-rules.md#settings-payment) while the widget is shown, through the
 * app's realtime connection (pusher-js loaded on first use). The provider confirms what the
 * user typed in its form some time later, so the update is also awaited for
 * {@link PAYEE_UPDATE_WAIT_MS} after leaving: it then arrives as an app-wide notice wherever the
 * user is. A failed connection leaves the page as is.
 */
export function useWidgetUpdates(onUpdate: (details: WidgetDetails) => void) {
  const realtime = useRealtime();
  const handler = useRef(onUpdate);
  useEffect(() => {
    handler.current = onUpdate;
  });
  useEffect(() => {
    const release = realtime.hold();
    realtime.expect('payee_details_updated', { key: 'payee', timeoutMs: PAYEE_UPDATE_WAIT_MS });
    const off = realtime.on('payee_details_updated', (details) => {
      handler.current(details);
      return true;
    });
    return () => {
      off();
      release();
    };
  }, [realtime]);
}
