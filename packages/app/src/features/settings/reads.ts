import {
  countriesQuery,
  customQuestionsQuery,
  paymentDetailsQuery,
  paymentMethodsQuery,
  profileQuery,
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
