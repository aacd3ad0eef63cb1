import { LoadingSkeleton } from '@creator/ui';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataBlock } from '../../components/data-block';
import { useT } from '../../i18n/i18n';
import { Section } from '../../components/Section';
import { useReads } from '../../routing/screen-reads';
import { OpportunityCardItem } from './OpportunityCardItem';
import { opportunitiesReads } from './reads';

/** The review panel: open opportunities with their payment, platforms, requirements and message. */
export function OpportunitiesPanel() {
  const { t } = useT();
  const opportunities = useQuery(useReads(opportunitiesReads).opportunities);
  return (
    <Section title={t('campaigns.opportunities_title')}>
      <DataBlock
        query={opportunities}
        loading={
          <LoadingSkeleton variant="card" label={t('campaigns.opportunities_loading')} count={2} />
        }
        error={t('campaigns.opportunities_error')}
        empty={{ isEmpty: (list) => list.length === 0, title: t('campaigns.opportunities_empty') }}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {list.map((opportunity) => (
              <OpportunityCardItem key={opportunity.id} opportunity={opportunity} detailed />
            ))}
          </SimpleGrid>
        )}
      </DataBlock>
    </Section>
  );
}
