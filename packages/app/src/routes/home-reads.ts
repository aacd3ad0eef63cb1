import type { ReadContext, ScreenReads } from '../routing/screen-reads';
import { accountsReads } from '../features/accounts/reads';
import { activeCampaignsReads } from '../features/campaigns/reads';

/**
 * The dashboard's blocks: the campaigns block's reads (only for users with campaigns access,
 * the only ones shown that block), and the accounts block's.
 */
export const homeReads = ((context: ReadContext) => ({
  ...(context.user.hasCampaignsAccess ? activeCampaignsReads(context) : {}),
  ...accountsReads(context),
})) satisfies ScreenReads;
