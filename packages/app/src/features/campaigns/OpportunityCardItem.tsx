import type { Opportunity } from '@creator/api-client';
import { OpportunityCard, type OpportunityCardLabels } from '@creator/ui';
import { useMemo } from 'react';
import { useT } from '../../lib/i18n';
import { providerName } from '../../lib/provider-name';
import { useOpportunityResponse } from './use-opportunity-response';

/** The opportunity card's texts (the review panel's card shares them). */
export function useOpportunityLabels(): OpportunityCardLabels {
  const { t } = useT();
  return useMemo(
    () => ({
      payment: (amount) => t('opportunity.payment', { amount }),
      estimatedPayment: (amount) => t('opportunity.payment_estimated', { amount }),
      requiredPosts: (count) => t('opportunity.posts', { count }),
      platforms: t('opportunity.platforms'),
      platformName: (platform) => providerName(t, platform),
      accept: t('opportunity.accept'),
      decline: t('opportunity.decline'),
    }),
    [t],
  );
}

/** An opportunity card; accept and decline open the brand's page in a new window. */
export function OpportunityCardItem({ opportunity }: { opportunity: Opportunity }) {
  const { i18n } = useT();
  const labels = useOpportunityLabels();
  const respond = useOpportunityResponse();
  return (
    <article aria-label={opportunity.brand}>
      <OpportunityCard
        opportunity={opportunity}
        labels={labels}
        locale={i18n.language}
        onAccept={() => respond(opportunity.acceptUrl)}
        onDecline={() => respond(opportunity.rejectUrl)}
      />
    </article>
  );
}
