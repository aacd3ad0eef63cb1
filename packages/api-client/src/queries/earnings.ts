import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';

/** Key roots of the earnings and payments area, general to specific. */
export const earningKeys = {
  all: ['earnings'] as const,
  youtube: () => [...earningKeys.all, 'youtube'] as const,
  combinedVideoReport: (id: string) => [...earningKeys.all, 'combined-video-report', id] as const,
  payments: () => [...earningKeys.all, 'payments'] as const,
};

export const youtubeEarningsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: earningKeys.youtube(),
    queryFn: ({ signal }) => client.GET('/api/user/me/earnings.json', { signal }).then(unwrap),
  });

export const paymentsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: earningKeys.payments(),
    queryFn: ({ signal }) => client.GET('/api/user/me/new_payments.json', { signal }).then(unwrap),
  });

/** The URL of an earning's combined video report. */
export const combinedVideoReportQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: earningKeys.combinedVideoReport(id),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/earnings/{id}/combined_video_report.json', {
          params: { path: { id } },
          signal,
        })
        .then(unwrap),
  });

/**
 * Asks for a channel's video revenue report of a month (`YYYY-MM`); the file's URL arrives
 * later as the `video_revenue_report_ready` event (see `subscribeToUser`).
 */
export const requestVideoRevenueReport = (client: ApiClient, channelId: string, month: string) =>
  client
    .GET('/api/user/me/earnings/video_revenue_report', {
      params: { query: { channel_id: channelId, month } },
    })
    .then(unwrap);
