import type { Company } from '@creator/api-client';

/**
 * How the payment tab is filled (docs/product-rules.md#settings-payment): the hosted widget of a tipalti-type or
 * payment-rails-type provider; for another provider the form without the method, currency
 * and method fields (`provider`: the provider holds them); without a provider the whole form.
 * On its own, free of the form's rules, since the tab's read declaration (./reads.ts) is in
 * the entry's code.
 */
export type PaymentMode =
  | { kind: 'form' }
  | { kind: 'provider' }
  | { kind: 'widget'; provider: 'tipalti' | 'payment-rails' };

export function paymentMode(
  company: Pick<Company, 'hasPaymentProvider' | 'handledByTipalti' | 'handledByPaymentRails'>,
): PaymentMode {
  if (company.handledByTipalti) return { kind: 'widget', provider: 'tipalti' };
  if (company.handledByPaymentRails) return { kind: 'widget', provider: 'payment-rails' };
  if (company.hasPaymentProvider) return { kind: 'provider' };
  return { kind: 'form' };
}
