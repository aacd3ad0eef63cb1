import type { Campaign } from '@creator/api-client';
import { CampaignCard } from '@creator/ui';
import { onlineManager } from '@tanstack/react-query';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { useNeedsConnection } from '../../components/needs-connection';
import { renderRouterLink } from '../../routing/router-link';
import { pathTo } from '../../routing/routes';
import { openExternal, safeHttpUrl } from '../../security/safe-url';
import { actionTarget } from './campaign-rules';
import { useCampaignCardLabels } from './use-campaign-card-labels';

/**
 * The campaign as the card gets it: its URLs through the gate (a refused thumbnail is not
 * shown, a refused contract URL shows no sign button).
 */
function gated(campaign: Campaign): Campaign {
  return {
    ...campaign,
    contractSignUrl: safeHttpUrl(campaign.contractSignUrl),
    latestPosts: campaign.latestPosts?.map((post) => ({
      ...post,
      thumbnailUrl: safeHttpUrl(post.thumbnailUrl),
    })),
  };
}

/**
 * A campaign card linking to its page. Its action signs the contract on the provider's page
 * (a new window), opens the one content it names, or else the campaign page.
 */
export const CampaignCardItem = memo(function CampaignCardItem({
  campaign,
}: {
  campaign: Campaign;
}) {
  const navigate = useNavigate();
  const { tell } = useNeedsConnection();
  const labels = useCampaignCardLabels();
  const href = pathTo('campaign', { campaignId: campaign.id });
  return (
    <CampaignCard
      campaign={gated(campaign)}
      labels={labels(campaign.status)}
      href={href}
      renderLink={renderRouterLink}
      data-campaign-card=""
      onAction={(action) => {
        // The signing site needs a connection: offline, it opens nothing and says so.
        if (action === 'signContract' && campaign.contractSignUrl && !onlineManager.isOnline())
          return tell();
        if (action === 'signContract' && openExternal(campaign.contractSignUrl)) return;
        void navigate(actionTarget(action, campaign) ?? href);
      }}
    />
  );
});
