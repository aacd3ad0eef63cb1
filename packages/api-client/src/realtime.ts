import Pusher from 'pusher-js';
import { unwrap, type ApiClient } from './client.ts';
import type { RealtimeConfig } from './config.ts';
import type { VideoRevenueReportReady, WidgetDetails } from './types.ts';

/** The events of the user's private channel and their payloads (openapi/asyncapi.yaml). */
export interface UserEvents {
  payee_details_updated: WidgetDetails;
  video_revenue_report_ready: VideoRevenueReportReady;
}

/**
 * A pusher-js connection. Named through the module's `default` so the published `.d.ts` also
 * types it under `nodenext` resolution, where pusher-js's default import is its namespace.
 */
export type RealtimeConnection = InstanceType<(typeof import('pusher-js'))['default']>;

export type UserEventHandlers = { [E in keyof UserEvents]?: (payload: UserEvents[E]) => void };

/** The user's private channel. */
export const userChannel = (userId: number | string) => `private-user-${userId}`;

/**
 * pusher-js whose `disconnect` leaves cleanly. pusher-js writes to the socket on the next task
 * (a `pusher:unsubscribe` asked for just before, say) but closes it at once, so the browser
 * refuses those writes with "WebSocket is already in CLOSING or CLOSED state."; and closing a
 * socket that is still opening is reported as "closed before the connection is established".
 * So the socket closes after the writes already queued, and once the connection has settled.
 */
class Realtime extends Pusher {
  override disconnect(): void {
    if (this.connection.state === 'connecting') {
      const settled = ({ current }: { current: string }) => {
        if (current === 'connecting') return;
        this.connection.unbind('state_change', settled);
        this.disconnect();
      };
      this.connection.bind('state_change', settled);
      return;
    }
    setTimeout(() => super.disconnect(), 0);
  }
}

/**
 * A connection to the realtime server; private channels are authorised through the API.
 * `disconnect()` closes it after what was already sent (an unsubscribe) has gone out.
 */
export function createRealtime(client: ApiClient, config: RealtimeConfig): RealtimeConnection {
  return new Realtime(config.key, {
    cluster: config.cluster ?? '',
    forceTLS: config.forceTLS,
    ...(config.wsHost
      ? { wsHost: config.wsHost, wssPort: config.wsPort, wsPort: config.wsPort }
      : {}),
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        client
          .POST('/api/realtime/auth', {
            body: { socket_id: socketId, channel_name: channelName },
            bodySerializer: (body) => new URLSearchParams(body).toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          })
          .then(unwrap)
          .then(
            (auth) => callback(null, auth),
            (error: unknown) =>
              callback(error instanceof Error ? error : new Error(String(error)), null),
          );
      },
    },
  });
}

/**
 * Subscribes to the user's private channel with a handler per event. Returns the
 * function that unsubscribes (and unbinds the handlers).
 */
export function subscribeToUser(
  pusher: RealtimeConnection,
  userId: number | string,
  handlers: UserEventHandlers,
): () => void {
  const name = userChannel(userId);
  const channel = pusher.subscribe(name);
  const bound = Object.entries(handlers).map(([event, handler]) => {
    const listener = (payload: unknown) => (handler as (payload: unknown) => void)(payload);
    channel.bind(event, listener);
    return [event, listener] as const;
  });
  return () => {
    for (const [event, listener] of bound) channel.unbind(event, listener);
    pusher.unsubscribe(name);
  };
}
