import {
  countriesQuery,
  customQuestionsQuery,
  paymentDetailsQuery,
  paymentMethodsQuery,
  profileQuery,
} from '@creator/api-client';
import type { ScreenReads } from '../../routing/screen-reads';

/** The profile form's reads (settings and missing-data screens). */
export const profileFormReads: ScreenReads = ({ client }) => [
  profileQuery(client),
  customQuestionsQuery(client),
  countriesQuery(client),
];

/** The payment form's reads; with a provider the screen reads its widget instead. */
export const paymentFormReads: ScreenReads = ({ client }) => [
  paymentDetailsQuery(client),
  paymentMethodsQuery(client),
  customQuestionsQuery(client),
  countriesQuery(client),
];
