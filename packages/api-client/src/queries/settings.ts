import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { PayoneerRegistrationRequest } from '../types.ts';
import { invalidatingMutation } from './mutation.ts';
import { profileKeys } from './profile.ts';
import { updateCountry, userKeys } from './user.ts';

/** Key roots of the payment settings area and reference lists, general to specific. */
export const settingsKeys = {
  all: ['settings'] as const,
  paymentMethods: () => [...settingsKeys.all, 'payment-methods'] as const,
  widgets: () => [...settingsKeys.all, 'widget'] as const,
  widget: (provider: 'tipalti' | 'payment-rails') => [...settingsKeys.widgets(), provider] as const,
  payoneer: () => [...settingsKeys.all, 'payoneer'] as const,
  payoneerLink: (kind: 'registration' | 'reset' | 'login') =>
    [...settingsKeys.payoneer(), kind] as const,
};

export const countryKeys = {
  all: ['countries'] as const,
  states: (countryCode: string) => [...countryKeys.all, countryCode, 'states'] as const,
};

export const paymentMethodsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.paymentMethods(),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payment_methods.json', { signal }).then(unwrap),
  });

/** Every country; reference data that does not change during a session. */
export const countriesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: countryKeys.all,
    queryFn: ({ signal }) => client.GET('/api/countries.json', { signal }).then(unwrap),
    staleTime: Infinity,
  });

export const countryStatesQuery = (client: ApiClient, countryCode: string) =>
  queryOptions({
    queryKey: countryKeys.states(countryCode),
    queryFn: ({ signal }) =>
      client
        .GET('/api/countries/{countryCode}/states.json', {
          params: { path: { countryCode } },
          signal,
        })
        .then(unwrap),
    staleTime: Infinity,
  });

/** The Tipalti widget; `forceRefresh` asks the provider for a fresh one. */
export const tipaltiWidgetQuery = (client: ApiClient, forceRefresh = false) =>
  queryOptions({
    queryKey: [...settingsKeys.widget('tipalti'), { forceRefresh }],
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/payment_widgets/tipalti.json', {
          params: { query: forceRefresh ? { force_refresh: true } : {} },
          signal,
        })
        .then(unwrap),
  });

export const paymentRailsWidgetQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.widget('payment-rails'),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payment_widgets/payment_rails.json', { signal }).then(unwrap),
  });

export const payoneerRegistrationLinkQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.payoneerLink('registration'),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payoneer/registration_link.json', { signal }).then(unwrap),
  });

export const payoneerResetLinkQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.payoneerLink('reset'),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payoneer/reset_link.json', { signal }).then(unwrap),
  });

/** Where a registered payee signs in to Payoneer (opened in a new tab). */
export const payoneerLoginLinkQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.payoneerLink('login'),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/payoneer/login_link.json', { signal }).then(unwrap),
  });

/** Records the Payoneer payee after its registration page returns (see registerPayoneerPayeeMutation). */
export const registerPayoneerPayee = (client: ApiClient, body: PayoneerRegistrationRequest) =>
  client.POST('/api/user/me/payoneer/registration.json', { body }).then(unwrap);

/**
 * {@link registerPayoneerPayee} as a mutation: invalidates the Payoneer links, the current user
 * and the saved payment details (which now name the payee).
 */
export const registerPayoneerPayeeMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...settingsKeys.payoneer(), 'register'],
    mutationFn: (body: PayoneerRegistrationRequest) => registerPayoneerPayee(client, body),
    invalidates: () => [settingsKeys.payoneer(), userKeys.me(), profileKeys.paymentDetails()],
  });

/**
 * {@link updateCountry} as a mutation: the variables are the country code. Invalidates the
 * current user, the saved profile and the payment methods (they depend on the country).
 */
export const updateCountryMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...userKeys.me(), 'update-country'],
    mutationFn: (countryCode: string) => updateCountry(client, countryCode),
    invalidates: () => [userKeys.me(), profileKeys.profile(), settingsKeys.paymentMethods()],
  });
