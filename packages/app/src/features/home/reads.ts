import { accountsQuery, campaignsInfiniteQuery, opportunitiesQuery } from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The dashboard's blocks: active campaigns and opportunities (with campaigns access), accounts. */
export const homeReads = (({ client, user }: ReadContext) => ({
  campaigns: user.hasCampaignsAccess && campaignsInfiniteQuery(client, 'active'),
  opportunities: user.hasCampaignsAccess && opportunitiesQuery(client),
  accounts: accountsQuery(client),
})) satisfies ScreenReads;
