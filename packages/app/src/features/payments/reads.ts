import { accountsQuery, paymentsQuery, youtubeEarningsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** Every month's payments (the month picked is the screen's). */
export const paymentsReads = (({ client }: ReadContext) => ({
  payments: paymentsQuery(client),
})) satisfies ScreenReads;

/** The YouTube earnings, naming the month each payment paid (read with YouTube payments access only). */
export const paidMonthsReads = (({ client }: ReadContext) => ({
  earnings: youtubeEarningsQuery(client),
})) satisfies ScreenReads;

/** The payment countdown's accounts (its revenue link). */
export const countdownReads = (({ client }: ReadContext) => ({
  accounts: accountsQuery(client),
})) satisfies ScreenReads;
