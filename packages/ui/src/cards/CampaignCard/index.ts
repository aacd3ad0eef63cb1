export { CampaignCard, MAX_CAMPAIGN_THUMBNAILS } from './CampaignCard';
export type { CampaignCardData, CampaignCardLabels, CampaignCardProps } from './CampaignCard';
export { campaignActionItem } from './campaignActionItem';
export type { CampaignActionFields, CampaignActionItem } from './campaignActionItem';
