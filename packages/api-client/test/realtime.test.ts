import { describe, expect, it, vi } from 'vitest';
import { mockConfig, requestVideoRevenueReport } from '../src';
import { createRealtime, subscribeToUser, type UserEvents } from '../src/realtime';
import { withMockStack } from './mock';

const mock = withMockStack();

const realtimeConfig = () => ({ ...mockConfig.realtime, wsPort: Number(new URL(mock.url()).port) });

/** Resolves with the next value a handler receives. */
function nextEvent<E extends keyof UserEvents>() {
  let receive!: (payload: UserEvents[E]) => void;
  const received = new Promise<UserEvents[E]>((resolve) => (receive = resolve));
  return { receive, received };
}

async function trigger(event: string, data: unknown): Promise<number> {
  const res = await fetch(`${mock.url()}/__mock/realtime/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'private-user-4242', event, data }),
  });
  return ((await res.json()) as { delivered: number }).delivered;
}

/** Waits until the channel is authorised through the API and subscribed. */
const subscribed = (pusher: ReturnType<typeof createRealtime>) =>
  new Promise<void>((resolve, reject) => {
    const channel = pusher.channel('private-user-4242');
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });

/** The socket under a connected pusher-js client (node: faye-websocket), as the browser's WebSocket. */
interface RawSocket {
  readyState: number;
  send(data: string): unknown;
}
const socketOf = (pusher: ReturnType<typeof createRealtime>) =>
  (pusher.connection as unknown as { connection: { transport: { socket: RawSocket } } }).connection
    .transport.socket;

/** The state the connection reaches next (after `from`). */
const stateAfter = (pusher: ReturnType<typeof createRealtime>, from: string) =>
  new Promise<string>((resolve) =>
    pusher.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current !== from) resolve(current);
    }),
  );

describe('realtime', () => {
  it("subscribes to the user's channel through the auth operation and hands typed payloads", async () => {
    const pusher = createRealtime(mock.client(), realtimeConfig());
    try {
      const payee = nextEvent<'payee_details_updated'>();
      const unsubscribe = subscribeToUser(pusher, 4242, { payee_details_updated: payee.receive });
      await subscribed(pusher);
      const details = {
        displayPaymentWidgetOnDashboard: true,
        tipaltiIframeUrl: 'https://example.com/w',
        missingTipaltiDetails: true,
        paymentRailsIframeUrl: null,
        missingPaymentRailsDetails: false,
      };
      expect(await trigger('payee_details_updated', details)).toBe(1);
      expect(await payee.received).toEqual(details);

      unsubscribe();
      // Once the server has the unsubscribe, an event reaches no one (no fixed wait to race).
      await vi.waitFor(
        async () => expect(await trigger('payee_details_updated', details)).toBe(0),
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      pusher.disconnect();
    }
  });

  it('delivers the video revenue report file after it is requested', async () => {
    const client = mock.client();
    const pusher = createRealtime(client, realtimeConfig());
    try {
      const report = nextEvent<'video_revenue_report_ready'>();
      subscribeToUser(pusher, 4242, { video_revenue_report_ready: report.receive });
      await subscribed(pusher);
      expect(await requestVideoRevenueReport(client, 'UCmikaTravels', '2026-10-01')).toMatchObject({
        status: 'generating',
      });
      const { fileUrl } = await report.received;
      expect((await fetch(fileUrl)).status).toBe(200);
    } finally {
      pusher.disconnect();
    }
  });

  it('fails the subscription when the API refuses the channel (signed out)', async () => {
    const pusher = createRealtime(mock.client('signed-out'), realtimeConfig());
    try {
      subscribeToUser(pusher, 4242, {});
      await expect(subscribed(pusher)).rejects.toThrow();
    } finally {
      pusher.disconnect();
    }
  });

  it('leaves cleanly: the unsubscribe goes out before the socket closes, nothing is written to a closing socket', async () => {
    const pusher = createRealtime(mock.client(), realtimeConfig());
    const unsubscribe = subscribeToUser(pusher, 4242, {});
    await subscribed(pusher);
    const socket = socketOf(pusher);
    const send = socket.send.bind(socket);
    // What a browser reports as "WebSocket is already in CLOSING or CLOSED state.".
    const writes: { data: string; open: boolean }[] = [];
    socket.send = (data) => {
      writes.push({ data, open: socket.readyState === 1 });
      return send(data);
    };
    const disconnected = stateAfter(pusher, 'connected');

    unsubscribe();
    pusher.disconnect();

    expect(await disconnected).toBe('disconnected');
    await new Promise((r) => setTimeout(r, 100));
    expect(writes).toEqual([{ data: expect.stringContaining('pusher:unsubscribe'), open: true }]);
  });

  it('leaves cleanly while still connecting: it ends disconnected without subscribing', async () => {
    const pusher = createRealtime(mock.client(), realtimeConfig());
    expect(pusher.connection.state).toBe('connecting');
    const unsubscribe = subscribeToUser(pusher, 4242, {});
    unsubscribe();
    pusher.disconnect();
    await vi.waitFor(() => expect(pusher.connection.state).toBe('disconnected'));
    expect(pusher.allChannels()).toEqual([]);
  });
});
