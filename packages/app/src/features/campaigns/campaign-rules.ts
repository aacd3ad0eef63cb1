import type { Campaign, Opportunity } from '@creator/api-client';

/** A card of the home campaigns block. */
export type HomeCard =
  | { kind: 'campaign'; campaign: Campaign }
  | { kind: 'opportunity'; campaign: Campaign; opportunity: Opportunity };

/**
 * Campaigns with an opportunityId render as that opportunity's card. While opportunities
 * are unknown (loading or failed) such a campaign stays a campaign card rather than vanishing.
 */
export function homeCards(
  campaigns: readonly Campaign[],
  opportunities: readonly Opportunity[] | undefined,
): HomeCard[] {
  return campaigns.map((campaign) => {
    const opportunity =
      campaign.opportunityId === null
        ? undefined
        : opportunities?.find((o) => o.id === campaign.opportunityId);
    return opportunity
      ? { kind: 'opportunity', campaign, opportunity }
      : { kind: 'campaign', campaign };
  });
}
