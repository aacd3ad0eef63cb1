/** Opportunity payment fields (names as in the API). */
export interface OpportunityPaymentFields {
  /** Amount in the campaign's currency; null shows N/A. */
  originalPaymentAmount?: number | null;
  /** Currency of the original amount (ISO 4217); USD when null. */
  originalPaymentCurrency?: string | null;
  /** Show the estimate in the user's currency instead of the original amount. */
  showPaymentAmountEstimated?: boolean | null;
  /** Estimated amount in the user's currency; null shows N/A. */
  estimatedPaymentAmount?: number | null;
  /** The user's payment currency (ISO 4217); USD when null. */
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
