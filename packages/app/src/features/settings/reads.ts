import {
  countriesQuery,
  countryStatesQuery,
  customQuestionsQuery,
  paymentDetailsQuery,
  paymentMethodsQuery,
  paymentRailsWidgetQuery,
  payoneerLoginLinkQuery,
  profileQuery,
  tipaltiWidgetQuery,
} from '@creator/api-client';
import { companyReads, type ReadContext, type ScreenReads } from '../../routing/screen-reads';
import { paymentMode } from './payment-mode';

/** The profile form's reads (settings and missing-data screens). */
export const profileFormReads = (({ client }: ReadContext) => ({
  profile: profileQuery(client),
  questions: customQuestionsQuery(client),
  countries: countriesQuery(client),
})) satisfies ScreenReads;

/** The payment form's reads; with a provider the screen reads its widget instead. */
export const paymentFormReads = (({ client }: ReadContext) => ({
  details: paymentDetailsQuery(client),
  methods: paymentMethodsQuery(client),
  questions: customQuestionsQuery(client),
  countries: countriesQuery(client),
})) satisfies ScreenReads;

/** The states of the country the profile form has picked (read when the country has states). */
export const countryStatesReads = (country: string) =>
  (({ client }: ReadContext) => ({
    states: countryStatesQuery(client, country),
  })) satisfies ScreenReads;

/** The provider's hosted widget (Tipalti's fetched again with a forced refresh after a live update). */
export const paymentWidgetReads = (forceRefresh: boolean) =>
  (({ client }: ReadContext) => ({
    tipalti: tipaltiWidgetQuery(client, forceRefresh),
    paymentRails: paymentRailsWidgetQuery(client),
  })) satisfies ScreenReads;

/** The Payoneer login link (read once the user is registered with Payoneer). */
export const payoneerReads = (({ client }: ReadContext) => ({
  login: payoneerLoginLinkQuery(client),
})) satisfies ScreenReads;

/**
 * The payment tab's reads, by the company's payment mode (docs/product-rules.md#settings-payment):
 * the form's four, or only the hosted widget of a tipalti-type or payment-rails-type provider,
 * whose screen shows nothing of the form. The loader starts the widget's read with the tab's
 * code, as the widget's first render reads it.
 */
export const paymentTabReads = companyReads((context) => {
  const mode = paymentMode(context.company);
  if (mode.kind !== 'widget') return paymentFormReads(context);
  const widget = paymentWidgetReads(false)(context);
  return { widget: mode.provider === 'tipalti' ? widget.tipalti : widget.paymentRails };
});
