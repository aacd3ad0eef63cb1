import type { Story, StoryMeta } from '../../story';
import { OpportunityCard } from './OpportunityCard';
import { offer, opportunityLabels as labels } from './storyFixtures';

export default { title: 'Cards/Opportunity card' } satisfies StoryMeta;

export const FixedPayment: Story = () => (
  <OpportunityCard opportunity={offer} labels={labels} onAccept={() => {}} onDecline={() => {}} />
);
export const EstimatedInEuro: Story = () => (
  <OpportunityCard
    opportunity={{
      ...offer,
      showPaymentAmountEstimated: true,
      estimatedPaymentAmount: 1384.2,
      userPaymentCurrency: 'EUR',
      platforms: ['tiktok', 'twitter', 'facebook'],
      requiredPostsNumber: 1,
    }}
    labels={labels}
    onAccept={() => {}}
    onDecline={() => {}}
  />
);
