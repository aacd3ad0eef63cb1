import { LoadingSkeleton } from '@creator/ui';
import { Anchor, SimpleGrid } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { allData, DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { useReads } from '../../routing/screen-reads';
import { homeCards } from './campaign-rules';
import { CampaignCardItem } from './CampaignCardItem';
import { OpportunityCardItem } from './OpportunityCardItem';
import { activeCampaignsReads } from './reads';
import { useAnsweredFocus } from './use-answered-focus';

/**
 * Every open opportunity (whatever its campaign's status or page), then the first page of
 * active campaigns, for users with campaigns access. A campaign with an open opportunity shows
 * as that opportunity only, so the block shows none until both lists are in, and fails when
 * either fails (an accept or decline is never lost silently).
 */
export function CampaignsBlock() {
  const { t } = useT();
  const reads = useReads(activeCampaignsReads);
  const campaigns = useInfiniteQuery(reads.campaigns);
  const opportunities = useQuery(reads.opportunities);
  const grid = useRef<HTMLDivElement>(null);
  const cards = useMemo(
    () =>
      campaigns.data && opportunities.data
        ? homeCards(campaigns.data.pages[0]?.campaigns ?? [], opportunities.data)
        : [],
    [campaigns.data, opportunities.data],
  );
  const ids = useMemo(
    () => cards.map((card) => (card.kind === 'campaign' ? null : card.opportunity.id)),
    [cards],
  );
  const answered = useAnsweredFocus(grid, ids);
  const aside = (
    <Anchor component={Link} to={pathTo('campaigns')} size="sm">
      {t('home.see_all_campaigns')}
    </Anchor>
  );
  return (
    <Section title={t('home.campaigns_title')} aside={aside}>
      <DataBlock
        query={allData([campaigns, opportunities])}
        loading={<LoadingSkeleton variant="card" label={t('home.campaigns_loading')} count={3} />}
        error={t('home.campaigns_error')}
        empty={{
          isEmpty: ([c, offers]) => homeCards(c.pages[0]?.campaigns ?? [], offers).length === 0,
          title: t('home.campaigns_empty'),
        }}
      >
        {() => (
          <SimpleGrid ref={grid} cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {cards.map((card) =>
              card.kind === 'campaign' ? (
                <CampaignCardItem key={`c${card.campaign.id}`} campaign={card.campaign} />
              ) : (
                <OpportunityCardItem
                  key={`o${card.opportunity.id}`}
                  opportunity={card.opportunity}
                  campaignId={card.campaignId}
                  listed
                  onAnswered={() => answered(card.opportunity.id, card.opportunity.brand)}
                />
              ),
            )}
          </SimpleGrid>
        )}
      </DataBlock>
    </Section>
  );
}
