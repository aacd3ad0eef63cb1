import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client.ts';
import type { CampaignStatus } from '../types.ts';

/** Key roots of the campaigns area, general to specific. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (status: CampaignStatus) => [...campaignKeys.lists(), status] as const,
  summary: () => [...campaignKeys.all, 'summary'] as const,
  opportunities: () => [...campaignKeys.all, 'opportunities'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  requirements: (id: string) => [...campaignKeys.detail(id), 'requirements'] as const,
  contract: (id: string) => [...campaignKeys.detail(id), 'contract'] as const,
  posts: (id: string) => [...campaignKeys.detail(id), 'posts'] as const,
  accounts: (id: string) => [...campaignKeys.detail(id), 'accounts'] as const,
};

/**
 * What an opportunity answered on the brand's page makes stale: the opportunities, every
 * campaign list and their counts (an accepted campaign joins a list, a declined one goes), and
 * the campaign pages.
 */
export const opportunityAnswerKeys = () =>
  [
    campaignKeys.opportunities(),
    campaignKeys.lists(),
    campaignKeys.summary(),
    // The campaign pages: an accepted opportunity is a campaign that takes content now.
    [...campaignKeys.all, 'detail'] as const,
  ] as const;

/** Pages on with the answer's `nextPageToken` until it is null. */
export const pageOn = <Page extends { nextPageToken: string | null }>(last: Page) =>
  last.nextPageToken ?? undefined;

const path = (id: string) => ({ path: { id } });

/** The campaigns with a status, page by page. */
export const campaignsInfiniteQuery = (client: ApiClient, status: CampaignStatus) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      client
        .GET('/api/user/me/campaigns.json', {
          params: { query: { status, next_page_token: pageParam } },
          signal,
        })
        .then(unwrap),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: pageOn,
  });

export const campaignsSummaryQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: campaignKeys.summary(),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/campaigns/summary.json', { signal }).then(unwrap),
  });

export const opportunitiesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: campaignKeys.opportunities(),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/campaigns_opportunities.json', { signal }).then(unwrap),
  });

export const campaignQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) =>
      client.GET('/api/user/me/campaigns/{id}.json', { params: path(id), signal }).then(unwrap),
  });

export const campaignRequirementsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: campaignKeys.requirements(id),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/requirements_status.json', { params: path(id), signal })
        .then(unwrap),
  });

export const campaignContractQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: campaignKeys.contract(id),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/contract.json', { params: path(id), signal })
        .then(unwrap),
  });

export const campaignAccountsQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: campaignKeys.accounts(id),
    queryFn: ({ signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/accounts.json', { params: path(id), signal })
        .then(unwrap),
  });

/** The campaign's published posts, page by page. */
export const campaignPostsInfiniteQuery = (client: ApiClient, id: string) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.posts(id),
    queryFn: ({ pageParam, signal }) =>
      client
        .GET('/api/user/me/campaigns/{id}/posts.json', {
          params: { path: { id }, query: { next_page_token: pageParam } },
          signal,
        })
        .then(unwrap),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: pageOn,
  });
