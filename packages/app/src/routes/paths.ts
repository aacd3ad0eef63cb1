/**
 * Every named route of the dashboard (product spec section 2): name -> path pattern,
 * relative to the router's basename `/creator`. `:x?` marks an optional segment.
 */
export const routes = {
  root: '/',
  not_found: '/404',
  partners_only: '/partners_only',
  dashboard: '/dashboard',
  accounts: '/accounts',
  add_account: '/accounts/add_account',
  add_tiktok_account: '/accounts/add_tiktok_account',
  upgrade_instagram: '/accounts/:uuid/upgrade_instagram',
  account_detail: '/accounts/:uuid',
  account_revoke_auth: '/accounts/:uuid/revoke_auth',
  account_contract: '/accounts/:uuid/contract',
  account_permissions: '/accounts/:uuid/permissions',
  campaigns: '/campaigns/:status?',
  campaign: '/campaigns/:id',
  submit_content: '/campaigns/:campaignId/submitted_contents/new',
  submit_content_from_post: '/campaigns/:campaignId/post/:postDataEncoded/submitted_contents/new',
  submitted_content: '/campaigns/:campaignId/submitted_contents/:id',
  submitted_content_comments: '/campaigns/:campaignId/submitted_contents/:id/comments',
  submitted_content_video: '/campaigns/:campaignId/submitted_contents/:id/play/:videoUrlEncoded',
  analytics: '/analytics',
  analytics_main: '/analytics/:uuid/:period',
  analytics_subscribers: '/analytics/:uuid/:period/subscribers',
  analytics_revenue: '/analytics/:uuid/:period/revenue',
  analytics_views: '/analytics/:uuid/:period/views',
  analytics_watchtime: '/analytics/:uuid/:period/watchtime',
  analytics_impressions: '/analytics/:uuid/:period/impressions',
  analytics_engagements: '/analytics/:uuid/:period/engagements',
  apps: '/apps',
  guides: '/guides',
  guide: '/guides/:id',
  documents: '/documents',
  earnings: '/earnings',
  payments: '/earnings/payments',
  payments_month: '/earnings/payments/:month',
  earnings_youtube: '/earnings/youtube',
  earnings_month: '/earnings/youtube/:month',
  earnings_month_for_account: '/earnings/youtube/:month/:account_type/:account_id',
  settings: '/settings',
  settings_profile: '/settings/profile',
  settings_payment: '/settings/payment',
  settings_data_usage: '/settings/data_usage',
  missing_data_profile: '/missing_data/profile',
  missing_data_payment: '/missing_data/payment',
} as const;

/** A route name. */
export type RouteName = keyof typeof routes;

/** The parameter names of a path pattern, optional ones keeping their `?`. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;
type RequiredParam<P extends string> = Exclude<ParamNames<P>, `${string}?`>;
type OptionalParam<P extends string> =
  ParamNames<P> extends infer Name ? (Name extends `${infer Base}?` ? Base : never) : never;

/** The parameters a route needs (string or number values; optional ones may be omitted). */
export type RouteParams<N extends RouteName> = {
  [K in RequiredParam<(typeof routes)[N]>]: string | number;
} & {
  [K in OptionalParam<(typeof routes)[N]>]?: string | number;
};

/** Routes that take no parameters, so `pathTo(name)` needs no second argument. */
type NoParamRoute = {
  [N in RouteName]: [RequiredParam<(typeof routes)[N]>] extends [never] ? N : never;
}[RouteName];

/**
 * The app path (without the `/creator` basename) of a named route, parameters URL-encoded.
 * Typed: a missing or unknown parameter does not compile.
 */
export function pathTo<N extends NoParamRoute>(name: N, params?: RouteParams<N>): string;
export function pathTo<N extends RouteName>(name: N, params: RouteParams<N>): string;
export function pathTo(
  name: RouteName,
  params: Record<string, string | number | undefined> = {},
): string {
  const path = routes[name].replace(/\/:([A-Za-z_]+)(\?)?/g, (_match, key: string) => {
    const value = params[key];
    return value === undefined || value === '' ? '' : `/${encodeURIComponent(String(value))}`;
  });
  return path === '' ? '/' : path;
}
