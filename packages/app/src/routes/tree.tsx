import type { ComponentType } from 'react';
import { Navigate, type Params, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PartnersOnlyPage } from '../features/partners-only/PartnersOnlyPage';
import {
  decodePostData,
  decodeVideoUrl,
  isDigits,
  isEarningsAccount,
  isMonth,
  isPaymentsMonth,
  parseAnalyticsPeriod,
  parseCampaignStatus,
} from '../lib/route-params';
import type { RouteHandle } from './handle';
import { pathTo, type RouteName } from './paths';
import { AnalyticsRedirect, CampaignsDispatch, EarningsRedirect } from './redirects';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/** A lazily loaded screen: its module becomes its own chunk. */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

function handle(name: RouteName, validate?: (params: Params) => boolean): { handle: RouteHandle } {
  return { handle: validate ? { name, validate } : { name } };
}

const accounts = () => import('./screens/accounts');
const submitted = () => import('./screens/submitted-content');
const analytics = () => import('./screens/analytics');
const earnings = () => import('./screens/earnings');
const settings = () => import('./screens/settings');
const missingData = () => import('./screens/missing-data');

const uuidOk = (p: Params) => isDigits(p.uuid);
const campaignOk = (p: Params) => isDigits(p.campaignId);
const contentOk = (p: Params) => isDigits(p.campaignId) && isDigits(p.id);
const analyticsOk = (p: Params) => isDigits(p.uuid) && parseAnalyticsPeriod(p.period) !== null;

const analyticsDetails = [
  ['subscribers', 'analytics_subscribers', 'AnalyticsSubscribersScreen'],
  ['revenue', 'analytics_revenue', 'AnalyticsRevenueScreen'],
  ['views', 'analytics_views', 'AnalyticsViewsScreen'],
  ['watchtime', 'analytics_watchtime', 'AnalyticsWatchtimeScreen'],
  ['impressions', 'analytics_impressions', 'AnalyticsImpressionsScreen'],
  ['engagements', 'analytics_engagements', 'AnalyticsEngagementsScreen'],
] as const;

/** The screens under the shell, by path relative to the basename. */
const pages: RouteObject[] = [
  { index: true, ...handle('root'), element: <Navigate replace to={pathTo('dashboard')} /> },
  { path: '404', ...handle('not_found'), element: <NotFoundPage /> },
  { path: 'partners_only', ...handle('partners_only'), element: <PartnersOnlyPage /> },
  {
    path: 'dashboard',
    ...handle('dashboard'),
    ...screen(
      () => import('../features/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'accounts',
    ...handle('accounts'),
    ...screen(accounts, (m) => m.AccountsScreen),
    children: [
      {
        path: 'add_account',
        ...handle('add_account'),
        ...screen(accounts, (m) => m.AddAccountScreen),
      },
      {
        path: 'add_tiktok_account',
        ...handle('add_tiktok_account'),
        ...screen(accounts, (m) => m.AddTiktokAccountScreen),
      },
      {
        path: ':uuid/upgrade_instagram',
        ...handle('upgrade_instagram', uuidOk),
        ...screen(accounts, (m) => m.UpgradeInstagramScreen),
      },
    ],
  },
  {
    path: 'accounts/:uuid',
    ...handle('account_detail', uuidOk),
    ...screen(accounts, (m) => m.AccountDetailScreen),
    children: [
      {
        path: 'revoke_auth',
        ...handle('account_revoke_auth'),
        ...screen(accounts, (m) => m.RevokeAuthScreen),
      },
    ],
  },
  {
    path: 'accounts/:uuid/contract',
    ...handle('account_contract', uuidOk),
    ...screen(accounts, (m) => m.AccountContractScreen),
  },
  {
    path: 'accounts/:uuid/permissions',
    ...handle('account_permissions', uuidOk),
    ...screen(accounts, (m) => m.AccountPermissionsScreen),
  },
  {
    path: 'campaigns',
    ...handle('campaigns'),
    element: <Navigate replace to={pathTo('campaigns', { status: 'active' })} />,
  },
  {
    path: 'campaigns/:status',
    handle: {
      name: 'campaigns',
      validate: (p) => isDigits(p.status) || parseCampaignStatus(p.status) !== null,
      // `/campaigns/123` is the single campaign, named `campaign` in the route table.
      nameFor: (p) => (isDigits(p.status) ? 'campaign' : 'campaigns'),
    } satisfies RouteHandle,
    element: <CampaignsDispatch />,
  },
  {
    path: 'campaigns/:campaignId/submitted_contents/new',
    ...handle('submit_content', campaignOk),
    ...screen(submitted, (m) => m.SubmitContentScreen),
  },
  {
    path: 'campaigns/:campaignId/post/:postDataEncoded/submitted_contents/new',
    ...handle(
      'submit_content_from_post',
      (p) => campaignOk(p) && decodePostData(p.postDataEncoded) !== null,
    ),
    ...screen(submitted, (m) => m.SubmitContentFromPostScreen),
  },
  {
    path: 'campaigns/:campaignId/submitted_contents/:id',
    ...handle('submitted_content', contentOk),
    ...screen(submitted, (m) => m.SubmittedContentScreen),
    children: [
      {
        path: 'comments',
        ...handle('submitted_content_comments'),
        ...screen(submitted, (m) => m.CommentsScreen),
      },
      {
        path: 'play/:videoUrlEncoded',
        ...handle('submitted_content_video', (p) => decodeVideoUrl(p.videoUrlEncoded) !== null),
        ...screen(submitted, (m) => m.VideoPlayerScreen),
      },
    ],
  },
  { path: 'analytics', ...handle('analytics'), element: <AnalyticsRedirect /> },
  {
    path: 'analytics/:uuid/:period',
    ...handle('analytics_main', analyticsOk),
    ...screen(analytics, (m) => m.AnalyticsMainScreen),
    children: analyticsDetails.map(([path, name, component]) => ({
      path,
      ...handle(name),
      ...screen(analytics, (m) => m[component]),
    })),
  },
  {
    path: 'apps',
    ...handle('apps'),
    ...screen(
      () => import('./screens/apps'),
      (m) => m.AppsScreen,
    ),
  },
  {
    path: 'guides',
    ...handle('guides'),
    ...screen(
      () => import('./screens/guides'),
      (m) => m.GuidesScreen,
    ),
  },
  {
    path: 'guides/:id',
    ...handle('guide', (p) => isDigits(p.id)),
    ...screen(
      () => import('./screens/guides'),
      (m) => m.GuideScreen,
    ),
  },
  {
    path: 'documents',
    ...handle('documents'),
    ...screen(
      () => import('./screens/documents'),
      (m) => m.DocumentsScreen,
    ),
  },
  { path: 'earnings', ...handle('earnings'), element: <EarningsRedirect /> },
  {
    path: 'earnings/payments',
    ...handle('payments'),
    ...screen(earnings, (m) => m.PaymentsScreen),
  },
  {
    path: 'earnings/payments/:month',
    ...handle('payments_month', (p) => isPaymentsMonth(p.month)),
    ...screen(earnings, (m) => m.PaymentsMonthScreen),
  },
  {
    path: 'earnings/youtube',
    ...handle('earnings_youtube'),
    ...screen(earnings, (m) => m.EarningsYoutubeScreen),
  },
  {
    path: 'earnings/youtube/:month',
    ...handle('earnings_month', (p) => isMonth(p.month)),
    ...screen(earnings, (m) => m.EarningsMonthScreen),
  },
  {
    path: 'earnings/youtube/:month/:account_type/:account_id',
    ...handle(
      'earnings_month_for_account',
      (p) => isMonth(p.month) && isEarningsAccount(p.account_type, p.account_id),
    ),
    ...screen(earnings, (m) => m.EarningsForAccountScreen),
  },
  {
    path: 'settings',
    ...handle('settings'),
    element: <Navigate replace to={pathTo('settings_profile')} />,
  },
  {
    path: 'settings/profile',
    ...handle('settings_profile'),
    ...screen(settings, (m) => m.SettingsProfileScreen),
  },
  {
    path: 'settings/payment',
    ...handle('settings_payment'),
    ...screen(settings, (m) => m.SettingsPaymentScreen),
  },
  {
    path: 'settings/data_usage',
    ...handle('settings_data_usage'),
    ...screen(settings, (m) => m.SettingsDataUsageScreen),
  },
  {
    path: 'missing_data/profile',
    ...handle('missing_data_profile'),
    ...screen(missingData, (m) => m.MissingDataProfileScreen),
  },
  {
    path: 'missing_data/payment',
    ...handle('missing_data_payment'),
    ...screen(missingData, (m) => m.MissingDataPaymentScreen),
  },
  { path: '*', ...handle('not_found'), element: <Navigate replace to={pathTo('not_found')} /> },
];

/** Gives every route its own error boundary, so a crashing screen keeps the shell and navigation. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <RouteError />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];
}

/** The whole route tree: the shell (guard, layout, transitions) around every screen. */
export const routeTree: RouteObject[] = [
  { element: <RootShell />, errorElement: <RouteError />, children: withErrorBoundaries(pages) },
];

/** The router's basename: the dashboard is served under /creator. */
export const BASENAME = '/creator';
