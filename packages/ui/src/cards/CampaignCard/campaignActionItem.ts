/** The single next step a campaign card offers, or null when there is nothing to do. */
export type CampaignActionItem = 'signContract' | 'editContent' | 'readComments' | 'publishContent';

/** The campaign fields the action rule reads (names as in the API). */
export interface CampaignActionFields {
  /** Campaign status: content can be published only while `active` (absent: not checked). */
  status?: string;
  /** Set while the campaign is an unanswered opportunity: no campaign action (Accept or Decline first). */
  opportunityId?: number | null;
  /** Contract waiting for signature: the pending-contract flag and the 'sign contract' action. */
  contractSignUrl?: string | null;
  /** Submitted content was rejected: the 'edit submitted content' action. */
  newContentRejected?: boolean | null;
  /** Submitted content has unread reviews: the new-reviews flag and 'read comments' action. */
  newContentReviews?: boolean | null;
  /** Posts required; more than submitted gives the 'publish content' action. */
  requiredPostsNumber?: number | null;
  /** Posts submitted. */
  submittedPostsNumber?: number | null;
}

/**
 * Picks the one action item of a campaign card, by priority (docs/product-rules.md#campaigns-and-opportunities):
 * sign contract, edit submitted content (rejected), read comments (new reviews),
 * publish content (required posts not all submitted, campaign active), else none. An
 * unanswered opportunity has none: it is answered with Accept or Decline.
 */
export function campaignActionItem(campaign: CampaignActionFields): CampaignActionItem | null {
  if (campaign.opportunityId != null) return null;
  if (campaign.contractSignUrl) return 'signContract';
  if (campaign.newContentRejected) return 'editContent';
  if (campaign.newContentReviews) return 'readComments';
  const open = campaign.status === undefined || campaign.status === 'active';
  if (open && (campaign.requiredPostsNumber ?? 0) > (campaign.submittedPostsNumber ?? 0)) {
    return 'publishContent';
  }
  return null;
}
