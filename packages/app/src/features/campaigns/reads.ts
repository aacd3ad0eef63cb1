import {
  campaignAccountsQuery,
  campaignContractQuery,
  campaignPostsInfiniteQuery,
  campaignQuery,
  campaignRequirementsQuery,
  campaignsInfiniteQuery,
  campaignsSummaryQuery,
  opportunitiesQuery,
  submittedContentsInfiniteQuery,
  type CampaignStatus,
} from '@creator/api-client';
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

/** The campaigns list of one status (each has its route): the counts, the opportunities, the list. */
export const campaignsReads = (status: CampaignStatus) =>
  (({ client }: ReadContext) => ({
    summary: campaignsSummaryQuery(client),
    opportunities: opportunitiesQuery(client),
    list: campaignsInfiniteQuery(client, status),
  })) satisfies ScreenReads;

/** One campaign (its page, and the overlays over it): figures, contract, accounts, posts, content. */
export const campaignReads = (({ client, params }: ReadContext) => {
  const id = String(params.campaignId);
  return {
    campaign: campaignQuery(client, id),
    requirements: campaignRequirementsQuery(client, id),
    contract: campaignContractQuery(client, id),
    accounts: campaignAccountsQuery(client, id),
    posts: campaignPostsInfiniteQuery(client, id),
    contents: submittedContentsInfiniteQuery(client, id),
  };
}) satisfies ScreenReads;
