import type { CampaignStatus } from '@creator/api-client';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { accountContractReads, accountReads, accountsReads } from '../features/accounts/reads';
import { analyticsReads, analyticsRedirectReads } from '../features/analytics/reads';
import { appsReads } from '../features/apps/reads';
import { campaignReads, campaignsReads } from '../features/campaigns/reads';
import { commentsReads, submitFormReads, submittedContentReads } from '../features/content/reads';
import { documentsReads } from '../features/documents/reads';
import { EarningsRedirect } from '../features/earnings/EarningsRedirect';
import { earningsReads } from '../features/earnings/reads';
import { homeReads } from './home-reads';
import { paymentsReads } from '../features/payments/reads';
import { paymentTabReads, profileFormReads } from '../features/settings/reads';
import { allReads, type ScreenReads } from '../routing/screen-reads';
import { pathTo, type RouteName } from '../routing/routes';

/**
 * How the router shows a route of the table: a lazily loaded screen (its own chunk) with the
 * reads its route's loader starts in parallel with the code (declared in its feature's
 * `reads.ts`); or an element rendered at once (redirects).
 */
export type Screen =
  | {
      load: () => Promise<ComponentType<Record<string, unknown>>>;
      reads?: ScreenReads;
      /** What the route hands its screen (the list's status). */
      props?: Record<string, unknown>;
    }
  | { element: ReactNode; redirect?: string; reads?: ScreenReads };

function page<M, P extends Record<string, unknown>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  reads?: ScreenReads,
  props?: P,
): Screen {
  return {
    load: async () => pick(await load()) as ComponentType<Record<string, unknown>>,
    ...(reads ? { reads } : {}),
    ...(props ? { props } : {}),
  };
}

/** A redirect: made by the route's loader, before anything renders (the element if not). */
const redirectTo = (to: string): Screen => ({
  element: <Navigate replace to={to} />,
  redirect: to,
});

/** A campaign list: the one page, told its status by the route. */
const campaignList = (status: CampaignStatus): Screen =>
  page(
    () => import('../features/campaigns/CampaignsPage'),
    (m) => m.CampaignsPage,
    campaignsReads(status),
    { status },
  );

/**
 * The screen of every route name. The type makes a new row of the route table fail to
 * compile until its screen is mapped here.
 */
export const SCREENS: { [N in RouteName]: Screen } = {
  root: redirectTo(pathTo('dashboard')),
  not_found: page(
    () => import('../features/not-found/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
  partners_only: page(
    () => import('../features/partners-only/PartnersOnlyPage'),
    (m) => m.PartnersOnlyPage,
  ),
  dashboard: page(
    () => import('./home'),
    (m) => m.HomeRoute,
    homeReads,
  ),
  // Lazy like a screen: it picks the default account with the analytics rules, which stay out
  // of the first load.
  analytics: page(
    () => import('../features/analytics/AnalyticsRedirect'),
    (m) => m.AnalyticsRedirect,
    analyticsRedirectReads,
  ),
  earnings: { element: <EarningsRedirect /> },
  settings: redirectTo(pathTo('settings_profile')),
  accounts: page(
    () => import('../features/accounts/AccountsPage'),
    (m) => m.AccountsPage,
    accountsReads,
  ),
  add_account: page(
    () => import('../features/accounts/AddAccountPage'),
    (m) => m.AddAccountPage,
    accountsReads,
  ),
  add_tiktok_account: page(
    () => import('../features/accounts/AddTiktokAccountPage'),
    (m) => m.AddTiktokAccountPage,
    accountsReads,
  ),
  upgrade_instagram: page(
    () => import('../features/accounts/UpgradeInstagramPage'),
    (m) => m.UpgradeInstagramPage,
    allReads(accountsReads, accountReads),
  ),
  account_detail: page(
    () => import('../features/accounts/AccountDetailPage'),
    (m) => m.AccountDetailPage,
    accountReads,
  ),
  account_revoke_auth: page(
    () => import('../features/accounts/RevokeAuthPage'),
    (m) => m.RevokeAuthPage,
    accountReads,
  ),
  account_contract: page(
    () => import('../features/accounts/AccountContractPage'),
    (m) => m.AccountContractPage,
    accountContractReads,
  ),
  account_permissions: page(
    () => import('../features/accounts/AccountPermissionsPage'),
    (m) => m.AccountPermissionsPage,
    accountReads,
  ),
  campaigns: redirectTo(pathTo('campaigns_active')),
  campaigns_active: campaignList('active'),
  campaigns_upcoming: campaignList('upcoming'),
  campaigns_completed: campaignList('completed'),
  campaign: page(
    () => import('../features/campaigns/CampaignPage'),
    (m) => m.CampaignPage,
    campaignReads,
  ),
  // Nested under `campaign`: its page stays under the overlay (its outlet).
  submit_content: page(
    () => import('../features/content/SubmitContentPage'),
    (m) => m.SubmitContentPage,
    submitFormReads,
  ),
  submit_content_from_post: page(
    () => import('../features/content/SubmitContentFromPostPage'),
    (m) => m.SubmitContentFromPostPage,
    submitFormReads,
  ),
  submitted_content: page(
    () => import('../features/content/SubmittedContentPage'),
    (m) => m.SubmittedContentPage,
    submittedContentReads,
  ),
  submitted_content_comments: page(
    () => import('../features/content/SubmittedContentCommentsPage'),
    (m) => m.SubmittedContentCommentsPage,
    commentsReads,
  ),
  submitted_content_video: page(
    () => import('../features/content/SubmittedContentVideoPage'),
    (m) => m.SubmittedContentVideoPage,
  ),
  analytics_main: page(
    () => import('../features/analytics/AnalyticsMainPage'),
    (m) => m.AnalyticsMainPage,
    analyticsReads,
  ),
  analytics_subscribers: page(
    () => import('../features/analytics/AnalyticsSubscribersPage'),
    (m) => m.AnalyticsSubscribersPage,
    analyticsReads,
  ),
  analytics_revenue: page(
    () => import('../features/analytics/AnalyticsRevenuePage'),
    (m) => m.AnalyticsRevenuePage,
    analyticsReads,
  ),
  analytics_views: page(
    () => import('../features/analytics/AnalyticsViewsPage'),
    (m) => m.AnalyticsViewsPage,
    analyticsReads,
  ),
  analytics_watchtime: page(
    () => import('../features/analytics/AnalyticsWatchtimePage'),
    (m) => m.AnalyticsWatchtimePage,
    analyticsReads,
  ),
  analytics_impressions: page(
    () => import('../features/analytics/AnalyticsImpressionsPage'),
    (m) => m.AnalyticsImpressionsPage,
    analyticsReads,
  ),
  analytics_engagements: page(
    () => import('../features/analytics/AnalyticsEngagementsPage'),
    (m) => m.AnalyticsEngagementsPage,
    analyticsReads,
  ),
  apps: page(
    () => import('../features/apps/AppsPage'),
    (m) => m.AppsPage,
    appsReads,
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
    documentsReads,
  ),
  payments: page(
    () => import('./earnings-screens'),
    (m) => m.PaymentsMonthRoute,
    paymentsReads,
  ),
  payments_month: page(
    () => import('./earnings-screens'),
    (m) => m.PaymentsMonthRoute,
    paymentsReads,
  ),
  earnings_youtube: page(
    () => import('./earnings-screens'),
    (m) => m.EarningsMonthRoute,
    earningsReads,
  ),
  earnings_month: page(
    () => import('./earnings-screens'),
    (m) => m.EarningsMonthRoute,
    earningsReads,
  ),
  earnings_month_for_account: page(
    () => import('../features/earnings/EarningsForAccountPage'),
    (m) => m.EarningsForAccountPage,
    earningsReads,
  ),
  settings_profile: page(
    () => import('../features/settings/SettingsProfilePage'),
    (m) => m.SettingsProfilePage,
    profileFormReads,
  ),
  settings_payment: page(
    () => import('../features/settings/SettingsPaymentPage'),
    (m) => m.SettingsPaymentPage,
    paymentTabReads,
  ),
  settings_data_usage: page(
    () => import('../features/settings/SettingsDataUsagePage'),
    (m) => m.SettingsDataUsagePage,
  ),
  missing_data_profile: page(
    () => import('./missing-data-screens'),
    (m) => m.MissingDataProfileScreen,
    profileFormReads,
  ),
  missing_data_payment: page(
    () => import('./missing-data-screens'),
    (m) => m.MissingDataPaymentScreen,
    paymentTabReads,
  ),
};
