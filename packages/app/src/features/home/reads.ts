import { accountsQuery, campaignsInfiniteQuery, opportunitiesQuery } from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The dashboard's blocks: active campaigns and opportunities (with campaigns access), accounts. */
export const homeReads: ScreenReads = ({ client, user }) => [
  user.hasCampaignsAccess && campaignsInfiniteQuery(client, 'active'),
  user.hasCampaignsAccess && opportunitiesQuery(client),
  accountsQuery(client),
];
