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

/** The open opportunities (the lists' review panel, a campaign's page, home). */
export const opportunitiesReads = (({ client }: ReadContext) => ({
  opportunities: opportunitiesQuery(client),
})) satisfies ScreenReads;

/** Home's campaigns block: the first page of active campaigns and the open opportunities. */
export const activeCampaignsReads = ((context: ReadContext) => ({
  campaigns: campaignsInfiniteQuery(context.client, 'active'),
  ...opportunitiesReads(context),
})) satisfies ScreenReads;

/** The campaigns list of one status (each has its route): the counts, the opportunities, the list. */
export const campaignsReads = (status: CampaignStatus) =>
  ((context: ReadContext) => ({
    summary: campaignsSummaryQuery(context.client),
    ...opportunitiesReads(context),
    list: campaignsInfiniteQuery(context.client, status),
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
