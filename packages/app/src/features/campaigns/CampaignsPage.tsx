import { type CampaignStatus } from '@creator/api-client';
import { EmptyState, LoadingSkeleton, StatusCountCard } from '@creator/ui';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useReplacesBootHeading } from '../../boot/boot-heading';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { CAMPAIGN_STATUSES } from '../../routing/route-params';
import { pathTo } from '../../routing/routes';
import { Section } from '../../components/Section';
import { BelowTheFold } from '../../components/BelowTheFold';
import { hasNoCampaigns, statusCount } from './campaign-rules';
import { CampaignList } from './CampaignList';
import { OpportunitiesPanel } from './OpportunitiesPanel';
import { useStatusLabel } from './use-campaign-card-labels';
import { useReads } from '../../routing/screen-reads';
import { campaignsReads } from './reads';

/**
 * The `campaigns` screen: the status cards with their counts, the opportunities to review
 * and the campaigns of the chosen status, endlessly scrolled. Each status has its route
 * (`/campaigns/active`…), which hands it over; `/campaigns` goes to the active ones.
 */
export function CampaignsPage({ status }: { status: CampaignStatus }) {
  const { t, i18n } = useT();
  const navigate = useNavigate();
  const statusLabel = useStatusLabel();
  const summary = useQuery(useReads(campaignsReads(status)).summary);
  useReplacesBootHeading();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('campaigns.title')}</Title>
      <DataBlock
        query={summary}
        loading={
          <LoadingSkeleton variant="card" label={t('campaigns.summary_loading')} count={3} />
        }
        error={t('campaigns.summary_error')}
      >
        {(counts) =>
          hasNoCampaigns(counts) ? (
            <EmptyState
              order={2}
              title={t('campaigns.none_title')}
              description={t('campaigns.none_body')}
            />
          ) : (
            <>
              <SimpleGrid
                cols={3}
                spacing="sm"
                role="group"
                aria-label={t('campaigns.status_label')}
              >
                {CAMPAIGN_STATUSES.map((each) => (
                  <StatusCountCard
                    key={each}
                    label={statusLabel(each)}
                    count={statusCount(counts, each)}
                    selected={each === status}
                    locale={i18n.language}
                    onSelect={() => void navigate(pathTo(`campaigns_${each}`))}
                  />
                ))}
              </SimpleGrid>
              <OpportunitiesPanel />
              {/* Below the panel on a phone: the panel's first message paints without waiting
                  for the list's cards, their measuring and their layout. */}
              <BelowTheFold firstScreenOnly>
                <Section title={t('campaigns.list_title', { status: statusLabel(status) })}>
                  <CampaignList key={status} status={status} />
                </Section>
              </BelowTheFold>
            </>
          )
        }
      </DataBlock>
    </Stack>
  );
}
