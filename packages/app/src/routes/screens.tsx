import {
  accountActiveContractQuery,
  accountQuery,
  accountsQuery,
  campaignsInfiniteQuery,
  opportunitiesQuery,
  type ApiClient,
  type User,
} from '@creator/api-client';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, type Params } from 'react-router';
import { AnalyticsRedirect } from '../features/analytics/AnalyticsRedirect';
import { EarningsRedirect } from '../features/earnings/EarningsRedirect';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PartnersOnlyPage } from '../features/partners-only/PartnersOnlyPage';
import { pathTo, type RouteName } from '../lib/routes';

/** What a screen's prefetch gets: the API client, the query cache, the signed-in user and the route's parameters. */
export interface PrefetchContext {
  client: ApiClient;
  queryClient: QueryClient;
  user: User;
  params: Params;
}

/**
 * How the router shows a route of the table: a lazily loaded screen (its own chunk) with an
 * optional prefetch of its reads, started by the route's loader in parallel with the code;
 * or an element rendered at once (redirects, the small shell pages).
 */
export type Screen =
  | { load: () => Promise<ComponentType>; prefetch?: (context: PrefetchContext) => void }
  | { element: ReactNode; prefetch?: (context: PrefetchContext) => void };

function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (context: PrefetchContext) => void,
): Screen {
  return { load: async () => pick(await load()), ...(prefetch ? { prefetch } : {}) };
}

const redirectTo = (to: string): Screen => ({ element: <Navigate replace to={to} /> });

/** Starts a read without waiting: the blocks show their own loading state. */
function start(promise: Promise<unknown>) {
  promise.catch(() => {});
}

/**
 * A query's options whose fetch ignores aborts. A prefetch is meant to finish: the screen
 * mounting meanwhile (and development's strict-mode remount) shares the fetch instead of
 * aborting it and asking again.
 */
function unabortable<T extends { queryFn?: unknown }>(options: T): T {
  const queryFn = options.queryFn;
  if (typeof queryFn !== 'function') return options;
  return {
    ...options,
    // Reading only these fields leaves the query's own signal untouched, so it is not "consumed".
    queryFn: (context: QueryFunctionContext & { pageParam?: unknown; direction?: unknown }) =>
      (queryFn as (context: unknown) => unknown)({
        client: context.client,
        queryKey: context.queryKey,
        meta: context.meta,
        pageParam: context.pageParam,
        direction: context.direction,
        signal: new AbortController().signal,
      }),
  };
}

/** The home blocks' reads (campaigns and opportunities only with campaigns access). */
function prefetchHome({ client, queryClient, user }: PrefetchContext) {
  if (user.hasCampaignsAccess) {
    start(queryClient.prefetchInfiniteQuery(unabortable(campaignsInfiniteQuery(client, 'active'))));
    start(queryClient.prefetchQuery(unabortable(opportunitiesQuery(client))));
  }
  start(queryClient.prefetchQuery(unabortable(accountsQuery(client))));
}

/** The accounts list (the accounts page and its overlays). */
function prefetchAccounts({ client, queryClient }: PrefetchContext) {
  start(queryClient.prefetchQuery(unabortable(accountsQuery(client))));
}

/** One account (its detail, its overlays, its permissions). */
function prefetchAccount({ client, queryClient, params }: PrefetchContext) {
  start(queryClient.prefetchQuery(unabortable(accountQuery(client, String(params.uuid)))));
}

/**
 * The screen of every route name. The type makes a new row of the route table fail to
 * compile until its screen is mapped here.
 */
export const SCREENS: { [N in RouteName]: Screen } = {
  root: redirectTo(pathTo('dashboard')),
  not_found: { element: <NotFoundPage /> },
  partners_only: { element: <PartnersOnlyPage /> },
  dashboard: page(
    () => import('./home'),
    (m) => m.HomeRoute,
    prefetchHome,
  ),
  analytics: {
    element: <AnalyticsRedirect />,
    prefetch: ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(accountsQuery(client)))),
  },
  earnings: { element: <EarningsRedirect /> },
  settings: redirectTo(pathTo('settings_profile')),
  accounts: page(
    () => import('../features/accounts/AccountsPage'),
    (m) => m.AccountsPage,
    prefetchAccounts,
  ),
  add_account: page(
    () => import('../features/accounts/AddAccountPage'),
    (m) => m.AddAccountPage,
    prefetchAccounts,
  ),
  add_tiktok_account: page(
    () => import('../features/accounts/AddTiktokAccountPage'),
    (m) => m.AddTiktokAccountPage,
    prefetchAccounts,
  ),
  upgrade_instagram: page(
    () => import('../features/accounts/UpgradeInstagramPage'),
    (m) => m.UpgradeInstagramPage,
    (context) => {
      prefetchAccounts(context);
      prefetchAccount(context);
    },
  ),
  account_detail: page(
    () => import('../features/accounts/AccountDetailPage'),
    (m) => m.AccountDetailPage,
    prefetchAccount,
  ),
  account_revoke_auth: page(
    () => import('../features/accounts/RevokeAuthPage'),
    (m) => m.RevokeAuthPage,
    prefetchAccount,
  ),
  account_contract: page(
    () => import('../features/accounts/AccountContractPage'),
    (m) => m.AccountContractPage,
    (context) => {
      prefetchAccount(context);
      const { client, queryClient, params } = context;
      start(
        queryClient.prefetchQuery({
          ...unabortable(accountActiveContractQuery(client, String(params.uuid))),
          retry: false,
        }),
      );
    },
  ),
  account_permissions: page(
    () => import('../features/accounts/AccountPermissionsPage'),
    (m) => m.AccountPermissionsPage,
    prefetchAccount,
  ),
  campaigns: page(
    () => import('../features/campaigns/CampaignsPage'),
    (m) => m.CampaignsPage,
  ),
  campaign: page(
    () => import('../features/campaigns/CampaignPage'),
    (m) => m.CampaignPage,
  ),
  submit_content: page(
    () => import('../features/content/SubmitContentPage'),
    (m) => m.SubmitContentPage,
  ),
  submit_content_from_post: page(
    () => import('../features/content/SubmitContentFromPostPage'),
    (m) => m.SubmitContentFromPostPage,
  ),
  submitted_content: page(
    () => import('../features/content/SubmittedContentPage'),
    (m) => m.SubmittedContentPage,
  ),
  submitted_content_comments: page(
    () => import('../features/content/SubmittedContentCommentsPage'),
    (m) => m.SubmittedContentCommentsPage,
  ),
  submitted_content_video: page(
    () => import('../features/content/SubmittedContentVideoPage'),
    (m) => m.SubmittedContentVideoPage,
  ),
  analytics_main: page(
    () => import('../features/analytics/AnalyticsMainPage'),
    (m) => m.AnalyticsMainPage,
  ),
  analytics_subscribers: page(
    () => import('../features/analytics/AnalyticsSubscribersPage'),
    (m) => m.AnalyticsSubscribersPage,
  ),
  analytics_revenue: page(
    () => import('../features/analytics/AnalyticsRevenuePage'),
    (m) => m.AnalyticsRevenuePage,
  ),
  analytics_views: page(
    () => import('../features/analytics/AnalyticsViewsPage'),
    (m) => m.AnalyticsViewsPage,
  ),
  analytics_watchtime: page(
    () => import('../features/analytics/AnalyticsWatchtimePage'),
    (m) => m.AnalyticsWatchtimePage,
  ),
  analytics_impressions: page(
    () => import('../features/analytics/AnalyticsImpressionsPage'),
    (m) => m.AnalyticsImpressionsPage,
  ),
  analytics_engagements: page(
    () => import('../features/analytics/AnalyticsEngagementsPage'),
    (m) => m.AnalyticsEngagementsPage,
  ),
  apps: page(
    () => import('../features/apps/AppsPage'),
    (m) => m.AppsPage,
  ),
  guides: page(
    () => import('../features/guides/GuidesPage'),
    (m) => m.GuidesPage,
  ),
  guide: page(
    () => import('../features/guides/GuidePage'),
    (m) => m.GuidePage,
  ),
  documents: page(
    () => import('../features/documents/DocumentsPage'),
    (m) => m.DocumentsPage,
  ),
  payments: page(
    () => import('../features/payments/PaymentsPage'),
    (m) => m.PaymentsPage,
  ),
  payments_month: page(
    () => import('../features/payments/PaymentsMonthPage'),
    (m) => m.PaymentsMonthPage,
  ),
  earnings_youtube: page(
    () => import('../features/earnings/EarningsYoutubePage'),
    (m) => m.EarningsYoutubePage,
  ),
  earnings_month: page(
    () => import('../features/earnings/EarningsMonthPage'),
    (m) => m.EarningsMonthPage,
  ),
  earnings_month_for_account: page(
    () => import('../features/earnings/EarningsForAccountPage'),
    (m) => m.EarningsForAccountPage,
  ),
  settings_profile: page(
    () => import('../features/settings/SettingsProfilePage'),
    (m) => m.SettingsProfilePage,
  ),
  settings_payment: page(
    () => import('../features/settings/SettingsPaymentPage'),
    (m) => m.SettingsPaymentPage,
  ),
  settings_data_usage: page(
    () => import('../features/settings/SettingsDataUsagePage'),
    (m) => m.SettingsDataUsagePage,
  ),
  missing_data_profile: page(
    () => import('../features/missing-data/MissingDataProfilePage'),
    (m) => m.MissingDataProfilePage,
  ),
  missing_data_payment: page(
    () => import('../features/missing-data/MissingDataPaymentPage'),
    (m) => m.MissingDataPaymentPage,
  ),
};
