/** The single next step a campaign card offers, or null when there is nothing to do. */
export type CampaignActionItem = 'signContract' | 'editContent' | 'readComments' | 'publishContent';

/** The campaign fields the action rule reads (names as in the API). */
export interface CampaignActionFields {
  contractSignUrl?: string | null;
  newContentRejected?: boolean | null;
  newContentReviews?: boolean | null;
  requiredPostsNumber?: number | null;
  submittedPostsNumber?: number | null;
}

/**
 * Picks the one action item of a campaign card, by priority (product spec, Campaigns):
 * sign contract, edit submitted content (rejected), read comments (new reviews),
 * publish content (required posts not all submitted), else none.
 */
export function campaignActionItem(campaign: CampaignActionFields): CampaignActionItem | null {
  if (campaign.contractSignUrl) return 'signContract';
  if (campaign.newContentRejected) return 'editContent';
  if (campaign.newContentReviews) return 'readComments';
  if ((campaign.requiredPostsNumber ?? 0) > (campaign.submittedPostsNumber ?? 0)) {
    return 'publishContent';
  }
  return null;
}
