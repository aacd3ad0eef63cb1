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
import type { ScreenReads } from '../../routing/screen-reads';

/** The campaigns list of one status (each has its route): the counts, the opportunities, the list. */
export const campaignsReads =
  (status: CampaignStatus): ScreenReads =>
  ({ client }) => [
    campaignsSummaryQuery(client),
    opportunitiesQuery(client),
    campaignsInfiniteQuery(client, status),
  ];

/** One campaign (its page, and the overlays over it): figures, contract, accounts, posts, content. */
export const campaignReads: ScreenReads = ({ client, params }) => {
  const id = String(params.campaignId);
  return [
    campaignQuery(client, id),
    campaignRequirementsQuery(client, id),
    campaignContractQuery(client, id),
    campaignAccountsQuery(client, id),
    campaignPostsInfiniteQuery(client, id),
    submittedContentsInfiniteQuery(client, id),
  ];
};
