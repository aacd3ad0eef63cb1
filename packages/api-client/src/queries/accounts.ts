import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { AnalyticsPeriod, ConnectAccountRequest, ConnectTiktokRequest } from '../types.ts';
import { invalidatingMutation } from './mutation.ts';

/** Key roots of the accounts area, general to specific. */
export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  detail: (uuid: string) => [...accountKeys.all, uuid] as const,
  activeContract: (uuid: string) => [...accountKeys.detail(uuid), 'active-contract'] as const,
  analytics: (uuid: string, range: AnalyticsRange) =>
    [...accountKeys.detail(uuid), 'analytics', range] as const,
};

/** Which analytics to read: a period, with the year (month, year periods) and month. */
export interface AnalyticsRange {
  period: AnalyticsPeriod;
  year?: number;
  month?: number;
}

const path = (uuid: string) => ({ path: { uuid } });

export const accountsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => client.GET('/api/user/me/accounts.json', { signal }).then(unwrap),
  });

export const accountQuery = (client: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: accountKeys.detail(uuid),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/accounts/{uuid}.json', { params: path(uuid), signal }).then(unwrap),
  });

export const accountActiveContractQuery = (client: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: accountKeys.activeContract(uuid),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/accounts/{uuid}/active_contract.json', { params: path(uuid), signal })
        .then(unwrap),
  });

export const accountAnalyticsQuery = (client: ApiClient, uuid: string, range: AnalyticsRange) =>
  queryOptions({
    queryKey: accountKeys.analytics(uuid, range),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/accounts/{uuid}/analytics', {
          params: { path: { uuid }, query: range },
          signal,
        })
        .then(unwrap),
  });

/** Starts connecting an account; answers the provider's authorisation URL to open. */
export const connectAccount = (client: ApiClient, body: ConnectAccountRequest) =>
  client.POST('/api/user/me/accounts.json', { body }).then(unwrap);

/** Connects a TikTok account from its username; answers the account (see connectTiktokAccountMutation). */
export const connectTiktokAccount = (client: ApiClient, body: ConnectTiktokRequest) =>
  client.POST('/api/user/me/accounts/tiktok.json', { body }).then(unwrap);

/** Answers the provider's URL that re-authorises the account. */
export const reauthorizeAccount = (client: ApiClient, uuid: string) =>
  client.POST('/api/user/me/accounts/{uuid}/reauthorize.json', { params: path(uuid) }).then(unwrap);

/** Answers the provider's URL that upgrades the Instagram account to business. */
export const upgradeAccountToBusiness = (client: ApiClient, uuid: string) =>
  client
    .POST('/api/user/me/accounts/{uuid}/upgrade_to_business.json', { params: path(uuid) })
    .then(unwrap);

/** Revokes the account's authorisation; answers the account (see revokeAccountAuthorizationMutation). */
export const revokeAccountAuthorization = (client: ApiClient, uuid: string) =>
  client
    .POST('/api/user/me/accounts/{uuid}/revoke_authorization.json', { params: path(uuid) })
    .then(unwrap);

// Mutations. Connecting, re-authorising and upgrading answer a provider URL the browser leaves
// for; the accounts change only when the user comes back (a new page load), so they invalidate
// nothing. The others change the accounts list and the account itself.

/** {@link connectAccount} as a mutation: the variables are the request body. Invalidates nothing. */
export const connectAccountMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...accountKeys.all, 'connect'],
    mutationFn: (body: ConnectAccountRequest) => connectAccount(client, body),
    invalidates: () => [],
  });

/** {@link connectTiktokAccount} as a mutation: invalidates every accounts read. */
export const connectTiktokAccountMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...accountKeys.all, 'connect-tiktok'],
    mutationFn: (body: ConnectTiktokRequest) => connectTiktokAccount(client, body),
    invalidates: () => [accountKeys.all],
  });

/** {@link reauthorizeAccount} as a mutation: the variables are the uuid. Invalidates nothing. */
export const reauthorizeAccountMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...accountKeys.all, 'reauthorize'],
    mutationFn: (uuid: string) => reauthorizeAccount(client, uuid),
    invalidates: () => [],
  });

/** {@link upgradeAccountToBusiness} as a mutation: the variables are the uuid. Invalidates nothing. */
export const upgradeAccountToBusinessMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...accountKeys.all, 'upgrade-to-business'],
    mutationFn: (uuid: string) => upgradeAccountToBusiness(client, uuid),
    invalidates: () => [],
  });

/** {@link revokeAccountAuthorization} as a mutation: invalidates every accounts read. */
export const revokeAccountAuthorizationMutation = (client: ApiClient) =>
  invalidatingMutation({
    mutationKey: [...accountKeys.all, 'revoke-authorization'],
    mutationFn: (uuid: string) => revokeAccountAuthorization(client, uuid),
    invalidates: () => [accountKeys.all],
  });
