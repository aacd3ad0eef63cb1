import { accountAnalyticsQuery, accountsQuery, type AnalyticsRange } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The accounts (the period selector's months and years start with the oldest account). */
export const analyticsAccountsReads = (({ client }: ReadContext) => ({
  accounts: accountsQuery(client),
})) satisfies ScreenReads;

/** The route's account's report over a range (the screen picks month and year from the URL's search). */
export const analyticsReportReads = (range: AnalyticsRange) =>
  (({ client, params }: ReadContext) => ({
    report: accountAnalyticsQuery(client, String(params.uuid), range),
  })) satisfies ScreenReads;

/**
 * The analytics screens: the accounts, and the report of the rolling periods (month and year
 * depend on the URL's search, which the loader does not get: the screen reads those).
 */
export const analyticsReads = ((context: ReadContext) => {
  const period = context.params.period;
  return {
    ...analyticsAccountsReads(context),
    report:
      (period === 'last_28_days' || period === 'last_90_days') &&
      analyticsReportReads({ period })(context).report,
  };
}) satisfies ScreenReads;

/** `/analytics` picks the default account from the accounts. */
export const analyticsRedirectReads = analyticsAccountsReads;
