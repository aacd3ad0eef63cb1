import { campaignsInfiniteQuery, opportunitiesQuery, type Campaign } from '@creator/api-client';
import { CampaignCard, LoadingSkeleton } from '@creator/ui';
import { Anchor, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { allOf, DataBlock } from '../../lib/data-block';
import { useT } from '../../lib/i18n';
import { renderRouterLink } from '../../lib/router-link';
import { pathTo } from '../../lib/routes';
import { openExternal, safeHttpUrl } from '../../lib/safe-url';
import { Section } from '../../lib/Section';
import { useServices } from '../../lib/services';
import { homeCards } from './campaign-rules';
import { OpportunityCardItem } from './OpportunityCardItem';
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
 * Active campaigns and their opportunities, for users with campaigns access. Campaigns with
 * an opportunity become opportunity cards, so the block shows none until both lists are in,
 * and fails when either fails (an accept or decline is never lost silently).
 */
export function CampaignsBlock() {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const labels = useCampaignCardLabels();
  const campaigns = useInfiniteQuery(campaignsInfiniteQuery(client, 'active'));
  const opportunities = useQuery(opportunitiesQuery(client));
  const onAction = (campaign: Campaign, action: string) => {
    // Signing happens on the contract provider's page; every other action is on the campaign page.
    if (action === 'signContract' && openExternal(campaign.contractSignUrl)) return;
    void navigate(pathTo('campaign', { id: campaign.id }));
  };
  const aside = (
    <Anchor component={Link} to={pathTo('campaigns')} size="sm">
      {t('home.see_all_campaigns')}
    </Anchor>
  );
  return (
    <Section title={t('home.campaigns_title')} aside={aside}>
      <DataBlock
        query={allOf(campaigns, opportunities)}
        loading={<LoadingSkeleton variant="card" label={t('home.campaigns_loading')} count={3} />}
        error={t('home.campaigns_error')}
        empty={{
          isEmpty: ([c]) => (c.pages[0]?.campaigns ?? []).length === 0,
          title: t('home.campaigns_empty'),
        }}
      >
        {([pages, offers]) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {homeCards(pages.pages[0]?.campaigns ?? [], offers).map((card) =>
              card.kind === 'campaign' ? (
                <CampaignCard
                  key={`c${card.campaign.id}`}
                  campaign={gated(card.campaign)}
                  labels={labels(card.campaign.status)}
                  href={pathTo('campaign', { id: card.campaign.id })}
                  renderLink={renderRouterLink}
                  onAction={(action) => onAction(card.campaign, action)}
                />
              ) : (
                <OpportunityCardItem
                  key={`o${card.opportunity.id}`}
                  opportunity={card.opportunity}
                />
              ),
            )}
          </SimpleGrid>
        )}
      </DataBlock>
    </Section>
  );
}
