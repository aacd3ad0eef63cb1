import {
  accountActiveContractQuery,
  accountAnalyticsQuery,
  accountQuery,
  accountsQuery,
  appsQuery,
  documentsQuery,
  paymentsQuery,
  youtubeEarningsQuery,
  availableContentTypesQuery,
  campaignAccountsQuery,
  campaignQuery,
  commentsQuery,
  submittedContentQuery,
  campaignsInfiniteQuery,
  countriesQuery,
  customQuestionsQuery,
  paymentDetailsQuery,
  paymentMethodsQuery,
  profileQuery,
  opportunitiesQuery,
  campaignsSummaryQuery,
  campaignRequirementsQuery,
  campaignContractQuery,
  campaignPostsInfiniteQuery,
  submittedContentsInfiniteQuery,
  type ApiClient,
  type User,
} from '@creator/api-client';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, type Params } from 'react-router';
import { EarningsRedirect } from '../features/earnings/EarningsRedirect';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PartnersOnlyPage } from '../features/partners-only/PartnersOnlyPage';
import { parseCampaignStatus } from '../lib/route-params';
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
  | { element: ReactNode; redirect?: string; prefetch?: (context: PrefetchContext) => void };

function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (context: PrefetchContext) => void,
): Screen {
  return { load: async () => pick(await load()), ...(prefetch ? { prefetch } : {}) };
}

/** A redirect: made by the route's loader, before anything renders (the element if not). */
const redirectTo = (to: string): Screen => ({
  element: <Navigate replace to={to} />,
  redirect: to,
});

/** The reads started by the prefetch running now (see `prefetchReads`). */
let started: Promise<unknown>[] | null = null;

/** Starts a read without waiting: the blocks show their own loading state. */
function start(promise: Promise<unknown>) {
  promise.catch(() => {});
  started?.push(promise);
}

/**
 * Runs a screen's prefetch and answers the reads it started (prefetches start them
 * synchronously), so a loader may wait for them.
 */
export function prefetchReads(
  prefetch: (context: PrefetchContext) => void,
  context: PrefetchContext,
): Promise<unknown>[] {
  started = [];
  try {
    prefetch(context);
    return started;
  } finally {
    started = null;
  }
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
 * The analytics screens: the accounts, and the report of the rolling periods (month and year
 * depend on the URL's search, which the loader does not get: the screen reads those).
 */
function prefetchAnalytics({ client, queryClient, params }: PrefetchContext) {
  start(queryClient.prefetchQuery(unabortable(accountsQuery(client))));
  const period = params.period;
  if (period === 'last_28_days' || period === 'last_90_days')
    start(
      queryClient.prefetchQuery(
        unabortable(accountAnalyticsQuery(client, String(params.uuid), { period })),
      ),
    );
}

/** The profile form's reads (settings and missing-data screens). */
function prefetchProfileForm({ client, queryClient }: PrefetchContext) {
  start(queryClient.prefetchQuery(unabortable(profileQuery(client))));
  start(queryClient.prefetchQuery(unabortable(customQuestionsQuery(client))));
  start(queryClient.prefetchQuery(unabortable(countriesQuery(client))));
}

/** The payment form's reads; with a provider the screen reads its widget instead. */
function prefetchPaymentForm({ client, queryClient }: PrefetchContext) {
  start(queryClient.prefetchQuery(unabortable(paymentDetailsQuery(client))));
  start(queryClient.prefetchQuery(unabortable(paymentMethodsQuery(client))));
  start(queryClient.prefetchQuery(unabortable(customQuestionsQuery(client))));
  start(queryClient.prefetchQuery(unabortable(countriesQuery(client))));
}

/** One campaign: its figures, contract, accounts, posts and submitted content. */
function prefetchCampaign({ client, queryClient, params }: PrefetchContext) {
  // The route is shared with `campaigns`, so the id arrives under its parameter name; the
  // submit overlays name it campaignId.
  const id = String(params.id ?? params.campaignId ?? params.status);
  start(queryClient.prefetchQuery(unabortable(campaignQuery(client, id))));
  start(queryClient.prefetchQuery(unabortable(campaignRequirementsQuery(client, id))));
  start(queryClient.prefetchQuery(unabortable(campaignContractQuery(client, id))));
  start(queryClient.prefetchQuery(unabortable(campaignAccountsQuery(client, id))));
  start(queryClient.prefetchInfiniteQuery(unabortable(campaignPostsInfiniteQuery(client, id))));
  start(queryClient.prefetchInfiniteQuery(unabortable(submittedContentsInfiniteQuery(client, id))));
}

/** The submit form's reads: the campaign's accounts and the content types it takes. */
function prefetchSubmitForm({ client, queryClient, params }: PrefetchContext) {
  const campaignId = String(params.campaignId);
  start(queryClient.prefetchQuery(unabortable(campaignAccountsQuery(client, campaignId))));
  start(queryClient.prefetchQuery(unabortable(availableContentTypesQuery(client, campaignId))));
}

/**
 * A submit overlay shown over its campaign's page (the two load together, and both prefetch):
 * the overlay routes are not nested under the campaign's router route, which it shares with
 * the list (see README), so the page is rendered under the overlay here.
 */
function overCampaign(
  loadOverlay: () => Promise<ComponentType>,
  prefetch: (context: PrefetchContext) => void,
): Screen {
  return {
    load: async () => {
      const [Campaign, Overlay] = await Promise.all([
        import('../features/campaigns/CampaignPage').then((m) => m.CampaignPage),
        loadOverlay(),
      ]);
      return function OverCampaign() {
        return (
          <>
            <Campaign />
            <Overlay />
          </>
        );
      };
    },
    prefetch: (context) => {
      prefetchCampaign(context);
      prefetch(context);
    },
  };
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
  // Lazy like a screen: it picks the default account with the analytics rules, which stay out
  // of the first load.
  analytics: page(
    () => import('../features/analytics/AnalyticsRedirect'),
    (m) => m.AnalyticsRedirect,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(accountsQuery(client)))),
  ),
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
    ({ client, queryClient, params }) => {
      const status = parseCampaignStatus(params.status) ?? 'active';
      start(queryClient.prefetchQuery(unabortable(campaignsSummaryQuery(client))));
      start(queryClient.prefetchQuery(unabortable(opportunitiesQuery(client))));
      start(queryClient.prefetchInfiniteQuery(unabortable(campaignsInfiniteQuery(client, status))));
    },
  ),
  campaign: page(
    () => import('../features/campaigns/CampaignPage'),
    (m) => m.CampaignPage,
    prefetchCampaign,
  ),
  submit_content: overCampaign(
    () => import('../features/content/SubmitContentPage').then((m) => m.SubmitContentPage),
    prefetchSubmitForm,
  ),
  submit_content_from_post: overCampaign(
    () =>
      import('../features/content/SubmitContentFromPostPage').then(
        (m) => m.SubmitContentFromPostPage,
      ),
    prefetchSubmitForm,
  ),
  submitted_content: page(
    () => import('../features/content/SubmittedContentPage'),
    (m) => m.SubmittedContentPage,
    ({ client, queryClient, params }) => {
      const campaignId = String(params.campaignId);
      start(
        queryClient.prefetchQuery(
          unabortable(submittedContentQuery(client, campaignId, String(params.id))),
        ),
      );
      start(queryClient.prefetchQuery(unabortable(campaignQuery(client, campaignId))));
    },
  ),
  submitted_content_comments: page(
    () => import('../features/content/SubmittedContentCommentsPage'),
    (m) => m.SubmittedContentCommentsPage,
    ({ client, queryClient, params }) =>
      start(
        queryClient.prefetchQuery(
          unabortable(commentsQuery(client, String(params.campaignId), String(params.id))),
        ),
      ),
  ),
  submitted_content_video: page(
    () => import('../features/content/SubmittedContentVideoPage'),
    (m) => m.SubmittedContentVideoPage,
  ),
  analytics_main: page(
    () => import('../features/analytics/AnalyticsMainPage'),
    (m) => m.AnalyticsMainPage,
    prefetchAnalytics,
  ),
  analytics_subscribers: page(
    () => import('../features/analytics/AnalyticsSubscribersPage'),
    (m) => m.AnalyticsSubscribersPage,
    prefetchAnalytics,
  ),
  analytics_revenue: page(
    () => import('../features/analytics/AnalyticsRevenuePage'),
    (m) => m.AnalyticsRevenuePage,
    prefetchAnalytics,
  ),
  analytics_views: page(
    () => import('../features/analytics/AnalyticsViewsPage'),
    (m) => m.AnalyticsViewsPage,
    prefetchAnalytics,
  ),
  analytics_watchtime: page(
    () => import('../features/analytics/AnalyticsWatchtimePage'),
    (m) => m.AnalyticsWatchtimePage,
    prefetchAnalytics,
  ),
  analytics_impressions: page(
    () => import('../features/analytics/AnalyticsImpressionsPage'),
    (m) => m.AnalyticsImpressionsPage,
    prefetchAnalytics,
  ),
  analytics_engagements: page(
    () => import('../features/analytics/AnalyticsEngagementsPage'),
    (m) => m.AnalyticsEngagementsPage,
    prefetchAnalytics,
  ),
  apps: page(
    () => import('../features/apps/AppsPage'),
    (m) => m.AppsPage,
    ({ client, queryClient }) => {
      start(queryClient.prefetchQuery(unabortable(appsQuery(client))));
      start(queryClient.prefetchQuery(unabortable(accountsQuery(client))));
    },
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
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(documentsQuery(client)))),
  ),
  payments: page(
    () => import('./earnings-screens'),
    (m) => m.PaymentsMonthRoute,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(paymentsQuery(client)))),
  ),
  payments_month: page(
    () => import('./earnings-screens'),
    (m) => m.PaymentsMonthRoute,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(paymentsQuery(client)))),
  ),
  earnings_youtube: page(
    () => import('./earnings-screens'),
    (m) => m.EarningsMonthRoute,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(youtubeEarningsQuery(client)))),
  ),
  earnings_month: page(
    () => import('./earnings-screens'),
    (m) => m.EarningsMonthRoute,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(youtubeEarningsQuery(client)))),
  ),
  earnings_month_for_account: page(
    () => import('../features/earnings/EarningsForAccountPage'),
    (m) => m.EarningsForAccountPage,
    ({ client, queryClient }) =>
      start(queryClient.prefetchQuery(unabortable(youtubeEarningsQuery(client)))),
  ),
  settings_profile: page(
    () => import('../features/settings/SettingsProfilePage'),
    (m) => m.SettingsProfilePage,
    prefetchProfileForm,
  ),
  settings_payment: page(
    () => import('../features/settings/SettingsPaymentPage'),
    (m) => m.SettingsPaymentPage,
    prefetchPaymentForm,
  ),
  settings_data_usage: page(
    () => import('../features/settings/SettingsDataUsagePage'),
    (m) => m.SettingsDataUsagePage,
  ),
  missing_data_profile: page(
    () => import('./missing-data-screens'),
    (m) => m.MissingDataProfileScreen,
    prefetchProfileForm,
  ),
  missing_data_payment: page(
    () => import('./missing-data-screens'),
    (m) => m.MissingDataPaymentScreen,
    prefetchPaymentForm,
  ),
};
