import { describe, expect, it } from 'vitest';
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

describe('realtime', () => {
  it("subscribes to the user's channel through the auth operation and hands typed payloads", async () => {
    const pusher = createRealtime(mock.client(), realtimeConfig());
    try {
      const payee = nextEvent<'payee_details_updated'>();
      const unsubscribe = subscribeToUser(pusher, 4242, { payee_details_updated: payee.receive });
      await subscribed(pusher);
      const details = { missingTipaltiDetails: true, widgetUrl: 'https://example.com/w' };
      expect(await trigger('payee_details_updated', details)).toBe(1);
      expect(await payee.received).toEqual(details);

      unsubscribe();
      await new Promise((r) => setTimeout(r, 200));
      expect(await trigger('payee_details_updated', details)).toBe(0);
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
});
