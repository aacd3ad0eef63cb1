import { requestVideoRevenueReport } from '@creator/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { safeHttpUrl } from '../../security/safe-url';
import { useServices } from '../../session/services';
import { useUser } from '../../session/session';
import { isReportFor, REPORT_TIMEOUT_MS } from './earnings-rules';

/** Where a video revenue report request stands. */
export type ReportState = 'idle' | 'generating' | 'timed_out' | 'failed';

/**
 * The video revenue report of a channel and month (spec section 4): `request` asks for it and
 * the state is `generating` until `video_revenue_report_ready` for this channel and month
 * arrives on the user's private channel, which sends the browser to the file. pusher-js is
 * loaded only by this hook, when the page opens; leaving the page unsubscribes and
 * disconnects. A report that does not arrive within {@link REPORT_TIMEOUT_MS} times out.
 */
export function useVideoReport(channelId: string, month: string, enabled: boolean) {
  const { client, config, leave } = useServices();
  const user = useUser();
  const [state, setState] = useState<ReportState>('idle');
  const subscribed = useRef<Promise<void> | null>(null);
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    subscribed.current = import('@creator/api-client/realtime').then(
      ({ createRealtime, subscribeToUser, userChannel }) => {
        if (cancelled) return;
        const pusher = createRealtime(client, config.realtime);
        const unsubscribe = subscribeToUser(pusher, user.id, {
          video_revenue_report_ready: (event) => {
            if (!waiting.current || !isReportFor(event, channelId, month)) return;
            waiting.current = false;
            clearTimeout(timer.current);
            const url = safeHttpUrl(event.fileUrl);
            if (!url) return setState('failed');
            setState('idle');
            leave(url);
          },
        });
        cleanup = () => {
          unsubscribe();
          pusher.disconnect();
        };
        const channel = pusher.channel(userChannel(user.id));
        return new Promise<void>((resolve, reject) => {
          if (channel?.subscribed) return resolve();
          channel?.bind('pusher:subscription_succeeded', () => resolve());
          channel?.bind('pusher:subscription_error', () => reject(new Error('subscription')));
        });
      },
    );
    // A failed subscription surfaces when the user asks for the report.
    subscribed.current.catch(() => undefined);
    return () => {
      cancelled = true;
      waiting.current = false;
      clearTimeout(timer.current);
      cleanup?.();
    };
  }, [enabled, client, config.realtime, user.id, channelId, month, leave]);

  const request = useCallback(async () => {
    setState('generating');
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      waiting.current = false;
      setState('timed_out');
    }, REPORT_TIMEOUT_MS);
    try {
      await subscribed.current;
      await requestVideoRevenueReport(client, channelId, month);
    } catch {
      waiting.current = false;
      clearTimeout(timer.current);
      setState('failed');
    }
  }, [client, channelId, month]);

  return { state, request };
}
