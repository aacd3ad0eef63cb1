import { accountAnalyticsQuery, accountsQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/**
 * The analytics screens: the accounts, and the report of the rolling periods (month and year
 * depend on the URL's search, which the loader does not get: the screen reads those).
 */
export const analyticsReads = (({ client, params }: ReadContext) => {
  const period = params.period;
  return {
    accounts: accountsQuery(client),
    report:
      (period === 'last_28_days' || period === 'last_90_days') &&
      accountAnalyticsQuery(client, String(params.uuid), { period }),
  };
}) satisfies ScreenReads;

/** `/analytics` picks the default account from the accounts. */
export const analyticsRedirectReads = (({ client }: ReadContext) => ({
  accounts: accountsQuery(client),
})) satisfies ScreenReads;
