import { requestVideoRevenueReport } from '@creator/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { safeHttpUrl } from '../../security/safe-url';
import { useRealtime } from '../../session/RealtimeProvider';
import { useServices } from '../../session/services';
import { isReportFor, REPORT_TIMEOUT_MS } from './earnings-rules';

/** Where a video revenue report request stands. */
export type ReportState = 'idle' | 'generating' | 'timed_out' | 'failed';

/**
 * The video revenue report of a channel and month (docs/product-rules.md#earnings): `request` asks for it and
 * the state is `generating` until `video_revenue_report_ready` for this channel and month
 * arrives on the user's private channel, which sends the browser to the file. The page holds
 * the app's realtime connection while open (so the channel is subscribed before asking); a
 * request keeps it open until its report arrives, so a user who has left the page gets the
 * app-wide notice with the download link instead. A report that does not arrive within
 * {@link REPORT_TIMEOUT_MS} times out.
 */
export function useVideoReport(channelId: string, month: string, enabled: boolean) {
  const { client, leave } = useServices();
  const realtime = useRealtime();
  const [state, setState] = useState<ReportState>('idle');
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const release = realtime.hold();
    const off = realtime.on('video_revenue_report_ready', (event) => {
      if (!waiting.current || !isReportFor(event, channelId, month)) return false;
      waiting.current = false;
      clearTimeout(timer.current);
      const url = safeHttpUrl(event.fileUrl);
      if (!url) {
        setState('failed');
        return true;
      }
      setState('idle');
      leave(url);
      return true;
    });
    return () => {
      waiting.current = false;
      clearTimeout(timer.current);
      off();
      release();
    };
  }, [enabled, realtime, channelId, month, leave]);

  const request = useCallback(async () => {
    setState('generating');
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      waiting.current = false;
      setState('timed_out');
    }, REPORT_TIMEOUT_MS);
    const stopWaiting = realtime.expect('video_revenue_report_ready', {
      key: `${channelId}/${month}`,
      matches: (event) => isReportFor(event, channelId, month),
      data: { channelId, month },
      timeoutMs: REPORT_TIMEOUT_MS,
    });
    try {
      await realtime.ready();
      await requestVideoRevenueReport(client, channelId, month);
    } catch {
      stopWaiting();
      waiting.current = false;
      clearTimeout(timer.current);
      setState('failed');
    }
  }, [client, channelId, month, realtime]);

  return { state, request };
}
