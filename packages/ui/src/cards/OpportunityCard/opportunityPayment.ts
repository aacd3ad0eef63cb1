/** Opportunity payment fields (names as in the API). */
export interface OpportunityPaymentFields {
  originalPaymentAmount?: number | null;
  originalPaymentCurrency?: string | null;
  showPaymentAmountEstimated?: boolean | null;
  estimatedPaymentAmount?: number | null;
  userPaymentCurrency?: string | null;
}

/** The amount an opportunity card shows: the estimate in the user's currency when flagged, else the original amount. */
export function opportunityPayment(opportunity: OpportunityPaymentFields): {
  amount: number | null;
  currency: string;
  estimated: boolean;
} {
  if (opportunity.showPaymentAmountEstimated) {
    return {
      amount: opportunity.estimatedPaymentAmount ?? null,
      currency: opportunity.userPaymentCurrency ?? 'USD',
      estimated: true,
    };
  }
  return {
    amount: opportunity.originalPaymentAmount ?? null,
    currency: opportunity.originalPaymentCurrency ?? 'USD',
    estimated: false,
  };
}
