import { combinedVideoReportQuery, paymentsQuery, youtubeEarningsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The YouTube earnings (the month and account picked are the screen's). */
export const earningsReads = (({ client }: ReadContext) => ({
  earnings: youtubeEarningsQuery(client),
})) satisfies ScreenReads;

/** A month's combined video report. */
export const combinedReportReads = (earningId: number) =>
  (({ client }: ReadContext) => ({
    report: combinedVideoReportQuery(client, String(earningId)),
  })) satisfies ScreenReads;

/** The payments a month's money went to (read with payments access only). */
export const monthPaymentsReads = (({ client }: ReadContext) => ({
  payments: paymentsQuery(client),
})) satisfies ScreenReads;
