import { campaignsInfiniteQuery, opportunitiesQuery, type Campaign } from '@creator/api-client';
import { CampaignCard, EmptyState, ErrorState, LoadingSkeleton } from '@creator/ui';
import { Anchor, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useT } from '../../lib/i18n';
import { renderRouterLink } from '../../lib/router-link';
import { openExternal } from '../../lib/safe-url';
import { pathTo } from '../../routes/paths';
import { homeCards } from './home-rules';
import { HomeOpportunityCard } from './HomeOpportunityCard';
import { Section } from './Section';
import { useCampaignCardLabels } from './use-campaign-card-labels';

/** Active campaigns and their opportunities, for users with campaigns access. */
export function CampaignsBlock() {
  const { t } = useT();
  const { client } = useServices();
  const navigate = useNavigate();
  const labels = useCampaignCardLabels();
  const campaigns = useInfiniteQuery(campaignsInfiniteQuery(client, 'active'));
  const opportunities = useQuery(opportunitiesQuery(client));
  // Campaigns with an opportunity become opportunity cards: show none until both lists are in.
  const pending = campaigns.isPending || opportunities.isPending;
  const failed = campaigns.isError || opportunities.isError;
  const retry = () => {
    if (campaigns.isError) void campaigns.refetch();
    if (opportunities.isError) void opportunities.refetch();
  };

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
      {failed ? (
        <ErrorState
          message={t('home.campaigns_error')}
          retryLabel={t('common.retry')}
          onRetry={retry}
        />
      ) : pending ? (
        <LoadingSkeleton variant="card" label={t('home.campaigns_loading')} count={3} />
      ) : (
        <CampaignCards
          cards={homeCards(campaigns.data.pages[0]?.campaigns ?? [], opportunities.data)}
          renderCampaign={(campaign) => (
            <CampaignCard
              key={`c${campaign.id}`}
              campaign={campaign}
              labels={labels(campaign.status)}
              href={pathTo('campaign', { id: campaign.id })}
              renderLink={renderRouterLink}
              onAction={(action) => onAction(campaign, action)}
            />
          )}
          emptyTitle={t('home.campaigns_empty')}
        />
      )}
    </Section>
  );
}

interface CampaignCardsProps {
  cards: ReturnType<typeof homeCards>;
  renderCampaign: (campaign: Campaign) => ReactNode;
  emptyTitle: string;
}

function CampaignCards({ cards, renderCampaign, emptyTitle }: CampaignCardsProps) {
  if (cards.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {cards.map((card) =>
        card.kind === 'campaign' ? (
          renderCampaign(card.campaign)
        ) : (
          <HomeOpportunityCard key={`o${card.opportunity.id}`} opportunity={card.opportunity} />
        ),
      )}
    </SimpleGrid>
  );
}
