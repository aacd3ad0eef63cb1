import type {
  Campaign,
  CampaignsSummaryItem,
  CampaignStatus,
  MissingPost,
  Opportunity,
  Platform,
  RequirementsStatus,
} from '@creator/api-client';
import {
  MAX_CAMPAIGN_THUMBNAILS,
  type CampaignActionItem,
  type InfiniteLoaderStatus,
} from '@creator/ui';
import { pathTo } from '../../routing/routes';
import { isOpenOpportunity } from '../../domain/campaigns/campaign-submit';

/** A card of a campaigns grid: a campaign, or an opportunity waiting for an answer. */
export type HomeCard =
  | { kind: 'campaign'; campaign: Campaign }
  | { kind: 'opportunity'; opportunity: Opportunity; campaignId?: number };

/**
 * The cards of a campaign list: a campaign with an open opportunity renders as that
 * opportunity's card. While opportunities are unknown (loading or failed) such a campaign
 * stays a campaign card (whose rule offers it no action) rather than vanishing.
 */
export function listCards(
  campaigns: readonly Campaign[],
  opportunities: readonly Opportunity[] | undefined,
): HomeCard[] {
  return campaigns.map((campaign) => {
    const opportunity = isOpenOpportunity(campaign)
      ? opportunities?.find((o) => o.id === campaign.opportunityId)
      : undefined;
    return opportunity
      ? { kind: 'opportunity', opportunity, campaignId: campaign.id }
      : { kind: 'campaign', campaign };
  });
}

/**
 * The home block's cards: every open opportunity first, whatever its campaign's status or
 * page (docs/product-rules.md#home), each with its campaign (the opportunity names it; else the active
 * campaign that links to it), then the active campaigns that are not opportunities.
 */
export function homeCards(
  activeCampaigns: readonly Campaign[],
  opportunities: readonly Opportunity[],
): HomeCard[] {
  const linked = new Map(
    activeCampaigns.filter(isOpenOpportunity).map((c) => [c.opportunityId, c.id] as const),
  );
  return [
    ...opportunities.map((opportunity): HomeCard => ({
      kind: 'opportunity',
      opportunity,
      campaignId: opportunity.campaignId ?? linked.get(opportunity.id),
    })),
    ...activeCampaigns
      .filter((campaign) => !isOpenOpportunity(campaign))
      .map((campaign): HomeCard => ({ kind: 'campaign', campaign })),
  ];
}

export { requirementSummary, type PlatformRequirement } from '../../lib/requirement-summary';

/** At most this many post thumbnails show on a card; the rest count as '+N' (docs/product-rules.md#formats-limits-and-constants). */
export const MAX_THUMBNAILS = MAX_CAMPAIGN_THUMBNAILS;

/** The '+N' of a card: published posts beyond the thumbnails shown, 0 when none. */
export function morePostsCount(postCount: number | null | undefined): number {
  return Math.max(0, (postCount ?? 0) - MAX_THUMBNAILS);
}

/** The flags of a campaign card: a contract to sign, new content reviews. */
export function campaignFlags(campaign: Pick<Campaign, 'contractSignUrl' | 'newContentReviews'>): {
  pendingContract: boolean;
  newReviews: boolean;
} {
  return { pendingContract: !!campaign.contractSignUrl, newReviews: !!campaign.newContentReviews };
}

/** The count of a status in the summary; 0 when the summary does not list it. */
export function statusCount(
  summary: readonly CampaignsSummaryItem[],
  status: CampaignStatus,
): number {
  return summary.find((item) => item.status === status)?.count ?? 0;
}

/** The no-campaigns message shows when every count of the summary is zero. */
export function hasNoCampaigns(summary: readonly CampaignsSummaryItem[]): boolean {
  return summary.every((item) => item.count === 0);
}

/** What the foot of an endless list shows (ready, loading, complete, error: docs/product-rules.md#errors-and-messages). */
export function loaderStatus(query: {
  isError: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPending: boolean;
  hasNextPage: boolean;
}): InfiniteLoaderStatus {
  if (query.isFetchNextPageError || query.isError) return 'error';
  if (query.isPending || query.isFetchingNextPage) return 'loading';
  return query.hasNextPage ? 'ready' : 'complete';
}

/** Items split into rows of `columns` (a virtualised grid renders rows). */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

/** A required post not submitted yet, with its platform. */
export interface MissingSlot extends MissingPost {
  platform: Platform;
}

/** The slots still waiting for a submission, platform by platform in the API's order. */
export function missingSlots(
  requirements: Pick<RequirementsStatus, 'missingPosts'>,
): MissingSlot[] {
  return Object.entries(requirements.missingPosts).flatMap(([platform, posts]) =>
    posts
      .filter((post) => !post.submitted)
      .map((post) => ({ ...post, platform: platform as Platform })),
  );
}

/** Submitted and required posts per platform, every platform with a requirement or a submission. */
export function platformProgress(
  requirements: Pick<
    RequirementsStatus,
    'submittedPostsNumbersByPlatform' | 'requiredPostsNumbersByPlatform'
  >,
): { platform: string; submitted: number; required: number }[] {
  const platforms = [
    ...new Set([
      ...Object.keys(requirements.requiredPostsNumbersByPlatform),
      ...Object.keys(requirements.submittedPostsNumbersByPlatform),
    ]),
  ];
  return platforms.map((platform) => ({
    platform,
    submitted: requirements.submittedPostsNumbersByPlatform[platform] ?? 0,
    required: requirements.requiredPostsNumbersByPlatform[platform] ?? 0,
  }));
}

/** Submitted contents newest first (docs/product-rules.md#campaigns-and-opportunities). */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * Where a card's action goes (docs/product-rules.md#campaigns-and-opportunities: the action opens what it names): the rejected
 * content's edit form, the unread content's comments, the submit overlay for 'publish
 * content'; null for the campaign page (several contents) or a page not ours (signing).
 */
export function actionTarget(
  action: CampaignActionItem,
  campaign: Pick<Campaign, 'id' | 'rejectedContentId' | 'unreadContentId'>,
): string | null {
  if (action === 'editContent' && campaign.rejectedContentId !== null)
    return pathTo('submitted_content', { campaignId: campaign.id, id: campaign.rejectedContentId });
  if (action === 'readComments' && campaign.unreadContentId !== null)
    return pathTo('submitted_content_comments', {
      campaignId: campaign.id,
      id: campaign.unreadContentId,
    });
  if (action === 'publishContent') return pathTo('submit_content', { campaignId: campaign.id });
  return null;
}
