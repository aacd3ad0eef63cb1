import type { Params } from 'react-router';
import type { TranslationKey } from '../i18n/i18n';
import type { GuardMeta } from '../session/startup';
import {
  decodePostData,
  decodeVideoUrl,
  isDigits,
  isEarningsAccount,
  isMonth,
  isPaymentsMonth,
  parseAnalyticsPeriod,
} from './route-params';

/** What a route asks of the shell and (`GuardMeta`) of the startup guard. */
export interface RouteMeta extends GuardMeta {
  /** The header, avatar menu and mobile footer are hidden. */
  hideNavigation?: boolean;
  /** With `hideNavigation`: a header with only the logo and a sign-out stays (missing-data pages). */
  minimalHeader?: boolean;
}

/** One row of the route table. */
export interface RouteRow {
  /** Path pattern under the `/creator` basename; `:x?` marks an optional segment. */
  path: string;
  /** The route whose screen this one renders over (an overlay in the parent's outlet). */
  parent?: string;
  /**
   * Rule for the parameters this row's own path adds (its parents' rules check theirs): false
   * sends the user to /404 before anything of the screen is requested.
   */
  params?: (params: Params) => boolean;
  meta?: RouteMeta;
  /** Translation key of the page (the tab title); none for redirects. */
  title?: TranslationKey;
  /**
   * Rows with the same `page` are one page whose parameters only pick what it shows (a month,
   * a period, a tab): moving between them keeps the page mounted, with no page transition and
   * the focus where it was (on the month selector, say). They render one component.
   */
  page?: string;
}

const networkPage: RouteMeta = { requiresApplication: 'networks', networkOnly: true };
const networksOnly: RouteMeta = { requiresApplication: 'networks' };
const missingData: RouteMeta = { hideNavigation: true, minimalHeader: true, skipDataCheck: true };

const uuidOk = (p: Params) => isDigits(p.uuid);
const campaignOk = (p: Params) => isDigits(p.campaignId);
const contentOk = (p: Params) => isDigits(p.campaignId) && isDigits(p.id);
/** A campaign list: one static path per status, one page (moving between them keeps it mounted). */
const campaignList = <S extends string>(status: S) =>
  ({ path: `/campaigns/${status}`, title: 'pages.campaigns', page: 'campaigns' }) as const;
const analyticsOk = (p: Params) => isDigits(p.uuid) && parseAnalyticsPeriod(p.period) !== null;

/**
 * Every route of the dashboard (docs/product-rules.md#routes), in one table: the router, `pathTo`,
 * the guards and the tab titles are all derived from it. Adding a screen is one row here,
 * its screen in `routes/screens.tsx` and its feature folder (README: adding a screen).
 */
export const ROUTES = {
  root: { path: '/' },
  // The not-found page must render for anyone, or a guard could loop on it.
  not_found: { path: '/404', meta: { skipDataCheck: true }, title: 'not_found.header' },
  partners_only: {
    path: '/partners_only',
    meta: { hideNavigation: true, skipDataCheck: true },
    title: 'partners_only.title',
  },
  dashboard: { path: '/dashboard', title: 'nav.dashboard' },
  accounts: { path: '/accounts', title: 'pages.accounts' },
  add_account: { path: '/accounts/add_account', parent: 'accounts', title: 'pages.add_account' },
  add_tiktok_account: {
    path: '/accounts/add_tiktok_account',
    parent: 'accounts',
    title: 'pages.add_tiktok_account',
  },
  upgrade_instagram: {
    path: '/accounts/:uuid/upgrade_instagram',
    parent: 'accounts',
    params: uuidOk,
    title: 'pages.upgrade_instagram',
  },
  account_detail: { path: '/accounts/:uuid', params: uuidOk, title: 'pages.account_detail' },
  account_revoke_auth: {
    path: '/accounts/:uuid/revoke_auth',
    parent: 'account_detail',
    title: 'pages.account_revoke_auth',
  },
  account_contract: {
    path: '/accounts/:uuid/contract',
    params: uuidOk,
    title: 'pages.account_contract',
  },
  account_permissions: {
    path: '/accounts/:uuid/permissions',
    params: uuidOk,
    title: 'pages.account_permissions',
  },
  campaigns: { path: '/campaigns' },
  campaigns_active: campaignList('active'),
  campaigns_upcoming: campaignList('upcoming'),
  campaigns_completed: campaignList('completed'),
  campaign: { path: '/campaigns/:campaignId', params: campaignOk, title: 'pages.campaign' },
  submit_content: {
    path: '/campaigns/:campaignId/submitted_contents/new',
    parent: 'campaign',
    title: 'pages.submit_content',
  },
  submit_content_from_post: {
    path: '/campaigns/:campaignId/post/:postDataEncoded/submitted_contents/new',
    parent: 'campaign',
    params: (p) => decodePostData(p.postDataEncoded) !== null,
    title: 'pages.submit_content',
  },
  submitted_content: {
    path: '/campaigns/:campaignId/submitted_contents/:id',
    params: contentOk,
    title: 'pages.submitted_content',
  },
  submitted_content_comments: {
    path: '/campaigns/:campaignId/submitted_contents/:id/comments',
    parent: 'submitted_content',
    title: 'pages.submitted_content_comments',
  },
  submitted_content_video: {
    path: '/campaigns/:campaignId/submitted_contents/:id/play/:videoUrlEncoded',
    parent: 'submitted_content',
    params: (p) => decodeVideoUrl(p.videoUrlEncoded) !== null,
    // The player is a full-screen overlay over the form: the navigation stays under it, so the
    // page (and the form's typed text) is not laid out anew when the player opens or closes.
    title: 'pages.submitted_content_video',
  },
  analytics: { path: '/analytics' },
  analytics_main: {
    path: '/analytics/:uuid/:period',
    params: analyticsOk,
    title: 'pages.analytics',
    page: 'analytics',
  },
  analytics_subscribers: {
    path: '/analytics/:uuid/:period/subscribers',
    parent: 'analytics_main',
    title: 'pages.analytics_subscribers',
  },
  analytics_revenue: {
    path: '/analytics/:uuid/:period/revenue',
    parent: 'analytics_main',
    title: 'pages.analytics_revenue',
  },
  analytics_views: {
    path: '/analytics/:uuid/:period/views',
    parent: 'analytics_main',
    title: 'pages.analytics_views',
  },
  analytics_watchtime: {
    path: '/analytics/:uuid/:period/watchtime',
    parent: 'analytics_main',
    title: 'pages.analytics_watchtime',
  },
  analytics_impressions: {
    path: '/analytics/:uuid/:period/impressions',
    parent: 'analytics_main',
    title: 'pages.analytics_impressions',
  },
  analytics_engagements: {
    path: '/analytics/:uuid/:period/engagements',
    parent: 'analytics_main',
    title: 'pages.analytics_engagements',
  },
  apps: { path: '/apps', meta: networkPage, title: 'pages.apps' },
  guides: { path: '/guides', meta: networkPage, title: 'pages.guides' },
  guide: {
    path: '/guides/:id',
    params: (p) => isDigits(p.id),
    meta: networkPage,
    title: 'pages.guide',
  },
  documents: { path: '/documents', meta: networksOnly, title: 'pages.documents' },
  // Payments are reachable with payments access alone, so only the YouTube pages are network-only.
  earnings: { path: '/earnings', meta: networksOnly },
  payments: {
    path: '/earnings/payments',
    meta: networksOnly,
    title: 'pages.payments',
    page: 'payments',
  },
  payments_month: {
    path: '/earnings/payments/:month',
    params: (p) => isPaymentsMonth(p.month),
    meta: networksOnly,
    title: 'pages.payments',
    page: 'payments',
  },
  earnings_youtube: {
    path: '/earnings/youtube',
    meta: networkPage,
    title: 'pages.earnings_youtube',
    page: 'earnings_youtube',
  },
  earnings_month: {
    path: '/earnings/youtube/:month',
    params: (p) => isMonth(p.month),
    meta: networkPage,
    title: 'pages.earnings_youtube',
    page: 'earnings_youtube',
  },
  earnings_month_for_account: {
    path: '/earnings/youtube/:month/:account_type/:account_id',
    params: (p) => isMonth(p.month) && isEarningsAccount(p.account_type, p.account_id),
    meta: networkPage,
    title: 'pages.earnings_month_for_account',
  },
  settings: { path: '/settings' },
  settings_profile: { path: '/settings/profile', title: 'pages.settings_profile' },
  settings_payment: { path: '/settings/payment', title: 'pages.settings_payment' },
  settings_data_usage: { path: '/settings/data_usage', title: 'pages.settings_data_usage' },
  missing_data_profile: {
    path: '/missing_data/profile',
    meta: missingData,
    title: 'pages.missing_data_profile',
  },
  missing_data_payment: {
    path: '/missing_data/payment',
    meta: missingData,
    title: 'pages.missing_data_payment',
  },
} as const satisfies Record<string, RouteRow>;

/** A route name. */
export type RouteName = keyof typeof ROUTES;

/** The row of a route, widened (every optional field readable). */
export function routeRow(name: RouteName): RouteRow {
  return ROUTES[name];
}

/** The meta of a route ({} when it has none). */
export function metaOf(name: RouteName): RouteMeta {
  return routeRow(name).meta ?? {};
}

/** Route names in table order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The parameter names of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
type PathOf<N extends RouteName> = (typeof ROUTES)[N]['path'];

/** The parameters a route needs (string or number values). */
export type RouteParams<N extends RouteName> = { [K in ParamNames<PathOf<N>>]: string | number };

/** Routes that take no parameters, so `pathTo(name)` needs no second argument. */
type NoParamRoute = {
  [N in RouteName]: [ParamNames<PathOf<N>>] extends [never] ? N : never;
}[RouteName];

/**
 * The app path (without the `/creator` basename) of a named route, parameters URL-encoded.
 * Typed: a missing or unknown parameter does not compile.
 */
export function pathTo<N extends NoParamRoute>(name: N): string;
export function pathTo<N extends RouteName>(name: N, params: RouteParams<N>): string;
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].path.replace(/:([A-Za-z_]+)/g, (_match, key: string) =>
    encodeURIComponent(String(params[key])),
  );
}

/** The router's basename: the dashboard is served under /creator. */
export const BASENAME = '/creator';
