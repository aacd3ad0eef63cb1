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
import type { ReadContext, ScreenReads } from '../../routing/screen-reads';

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
