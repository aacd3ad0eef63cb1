import type { ApiClient, RealtimeConfig } from '@creator/api-client';
import type { OpenLink } from './realtime-hub';

/**
 * The connection of {@link RealtimeHub}: pusher-js (loaded here, on first use) subscribed to
 * the user's private channel, every event of the contract passed on. `ready` settles once the
 * channel is subscribed; `close` unsubscribes and disconnects (also before pusher-js loaded).
 */
export function pusherLink(client: ApiClient, config: RealtimeConfig, userId: number): OpenLink {
  return (dispatch) => {
    let closed = false;
    let stop = () => {};
    const ready = import('@creator/api-client/realtime').then(
      ({ createRealtime, subscribeToUser, userChannel }) => {
        if (closed) return;
        const pusher = createRealtime(client, config);
        const unsubscribe = subscribeToUser(pusher, userId, {
          payee_details_updated: (payload) => dispatch('payee_details_updated', payload),
          video_revenue_report_ready: (payload) => dispatch('video_revenue_report_ready', payload),
        });
        stop = () => {
          unsubscribe();
          pusher.disconnect();
        };
        const channel = pusher.channel(userChannel(userId));
        return new Promise<void>((resolve, reject) => {
          if (channel?.subscribed) return resolve();
          channel?.bind('pusher:subscription_succeeded', () => resolve());
          channel?.bind('pusher:subscription_error', () => reject(new Error('subscription')));
        });
      },
    );
    // A failed connection surfaces where someone waits on `ready` (a report request).
    ready.catch(() => undefined);
    return {
      ready,
      close: () => {
        closed = true;
        stop();
      },
    };
  };
}
