import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { PaymentForm, ProfileForm } from '../types.ts';
import { invalidatingMutation } from './mutation.ts';
import { updateCountry, updatePaymentDetails, updateProfile, userKeys } from './user.ts';

/** Keys of the settings forms' saved values, under the user area (invalidated with it). */
export const profileKeys = {
  profile: () => [...userKeys.all, 'profile'] as const,
  paymentDetails: () => [...userKeys.all, 'payment-details'] as const,
};

/** The profile form's saved values, to prefill it (getProfile). */
export const profileQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => client.GET('/api/user/me/profile.json', { signal }).then(unwrap),
  });

/** The payment form's saved values, to prefill it (getPaymentDetails). */
export const paymentDetailsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: profileKeys.paymentDetails(),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payment_details.json', { signal }).then(unwrap),
  });

/** {@link updateProfile} as a mutation: invalidates the current user and the saved profile. */
export const updateProfileMutation = (client: ApiClient, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, {
    mutationKey: [...userKeys.me(), 'update-profile'],
    mutationFn: (body: ProfileForm) => updateProfile(client, body),
    invalidates: () => [userKeys.me(), profileKeys.profile()],
  });

/** {@link updateCountry} as a mutation: the variables are the country code. Invalidates the current user and the saved profile. */
export const updateCountryMutation = (client: ApiClient, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, {
    mutationKey: [...userKeys.me(), 'update-country'],
    mutationFn: (countryCode: string) => updateCountry(client, countryCode),
    invalidates: () => [userKeys.me(), profileKeys.profile()],
  });

/** {@link updatePaymentDetails} as a mutation: invalidates the current user and the saved payment details. */
export const updatePaymentDetailsMutation = (client: ApiClient, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, {
    mutationKey: [...userKeys.me(), 'update-payment-details'],
    mutationFn: (body: PaymentForm) => updatePaymentDetails(client, body),
    invalidates: () => [userKeys.me(), profileKeys.paymentDetails()],
  });
