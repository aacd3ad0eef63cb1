import type { WidgetDetails } from '@creator/api-client';
import { useEffect, useRef } from 'react';
import { useServices } from '../../session/services';

/**
 * Listens to `payee_details_updated` on the user's private channel (spec section 7) while
 * mounted; pusher-js is loaded only here, on first use. A failed connection leaves the page as is.
 */
export function useWidgetUpdates(userId: number, onUpdate: (details: WidgetDetails) => void) {
  const { client, config } = useServices();
  const handler = useRef(onUpdate);
  useEffect(() => {
    handler.current = onUpdate;
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@creator/api-client/realtime')
      .then(({ createRealtime, subscribeToUser }) => {
        if (cancelled) return;
        const pusher = createRealtime(client, config.realtime);
        const unsubscribe = subscribeToUser(pusher, userId, {
          payee_details_updated: (details) => handler.current(details),
        });
        stop = () => {
          unsubscribe();
          pusher.disconnect();
        };
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, config.realtime, userId]);
}
