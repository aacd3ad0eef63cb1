import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { PaymentForm, ProfileForm } from '../types.ts';

/** Key roots of the user area, general to specific. */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  messenger: () => [...userKeys.all, 'messenger'] as const,
  network: () => [...userKeys.all, 'network'] as const,
  articles: () => [...userKeys.all, 'articles'] as const,
  documents: () => [...userKeys.all, 'documents'] as const,
};

export const currentUserQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => client.GET('/api/user/me.json', { signal }).then(unwrap),
  });

export const messengerDetailsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.messenger(),
    queryFn: ({ signal }) => client.GET('/api/user/me/messenger.json', { signal }).then(unwrap),
  });

export const networkQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.network(),
    queryFn: ({ signal }) => client.GET('/api/user/me/network.json', { signal }).then(unwrap),
  });

export const articlesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.articles(),
    queryFn: ({ signal }) => client.GET('/api/user/me/articles.json', { signal }).then(unwrap),
  });

export const documentsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: userKeys.documents(),
    queryFn: ({ signal }) => client.GET('/api/user/me/documents.json', { signal }).then(unwrap),
  });

/** Saves the profile form; answers the updated user (see updateProfileMutation in profile.ts). */
export const updateProfile = (client: ApiClient, body: ProfileForm) =>
  client.PUT('/api/user/me.json', { body }).then(unwrap);

/** Changes the user's country; answers the updated user (see updateCountryMutation in profile.ts). */
export const updateCountry = (client: ApiClient, countryCode: string) =>
  client.PUT('/api/user/me/country.json', { body: { countryCode } }).then(unwrap);

/** Saves the payment details form; answers the updated user (see updatePaymentDetailsMutation in profile.ts). */
export const updatePaymentDetails = (client: ApiClient, body: PaymentForm) =>
  client.PUT('/api/user/me/payment_details.json', { body }).then(unwrap);
