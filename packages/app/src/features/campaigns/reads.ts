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
} from '@creator/api-client';
import { parseCampaignStatus } from '../../routing/route-params';
import type { ScreenReads } from '../../routing/screen-reads';

/** The campaigns list of the route's status: the counts, the opportunities, the list. */
export const campaignsReads: ScreenReads = ({ client, params }) => [
  campaignsSummaryQuery(client),
  opportunitiesQuery(client),
  campaignsInfiniteQuery(client, parseCampaignStatus(params.status) ?? 'active'),
];

/** One campaign: its figures, contract, accounts, posts and submitted content. */
export const campaignReads: ScreenReads = ({ client, params }) => {
  // The route is shared with `campaigns`, so the id arrives under its parameter name; the
  // submit overlays name it campaignId.
  const id = String(params.id ?? params.campaignId ?? params.status);
  return [
    campaignQuery(client, id),
    campaignRequirementsQuery(client, id),
    campaignContractQuery(client, id),
    campaignAccountsQuery(client, id),
    campaignPostsInfiniteQuery(client, id),
    submittedContentsInfiniteQuery(client, id),
  ];
};
