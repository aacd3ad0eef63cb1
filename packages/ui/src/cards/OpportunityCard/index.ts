export { OpportunityCard } from './OpportunityCard';
export type {
  OpportunityCardData,
  OpportunityCardLabels,
  OpportunityCardProps,
} from './OpportunityCard';
export { opportunityPayment } from './opportunityPayment';
export type { OpportunityPaymentFields } from './opportunityPayment';
