import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { PaymentForm, Profile, ProfileForm } from '../types.ts';
import { invalidatingMutation } from './mutation.ts';
import { updatePaymentDetails, updateProfile, userKeys } from './user.ts';

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

/**
 * {@link updateProfile} as a mutation: writes the saved values into the cached profile first (a
 * language change re-renders the app, and a form mounted meanwhile must start from them, not
 * from the profile read before the save), then invalidates the current user and the profile.
 */
export const updateProfileMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...userKeys.me(), 'update-profile'],
    mutationFn: (body: ProfileForm) => updateProfile(client, body),
    writes: (queryClient, sent) =>
      queryClient.setQueryData(profileKeys.profile(), (old: Profile | undefined) =>
        old
          ? {
              ...old,
              ...sent,
              customQuestionAnswers: (sent.customQuestionAnswers ?? []).map((answer) => ({
                ...answer,
                id: answer.id ?? null,
              })),
            }
          : old,
      ),
    invalidates: () => [userKeys.me(), profileKeys.profile()],
  });

/** {@link updatePaymentDetails} as a mutation: invalidates the current user and the saved payment details. */
export const updatePaymentDetailsMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...userKeys.me(), 'update-payment-details'],
    mutationFn: (body: PaymentForm) => updatePaymentDetails(client, body),
    invalidates: () => [userKeys.me(), profileKeys.paymentDetails()],
  });
