// Translation keys built from data rather than written as t('...') literals. They are
// listed here, and only here, so scripts/i18n-check.mjs knows they are used: it reads
// every quoted key in this file.
import type { RouteName } from '../routes/paths';
import type { NavItem } from './navigation';

/** Label of each navigation item. */
export const NAV_LABEL_KEYS = {
  dashboard: 'nav.dashboard',
  campaigns: 'nav.campaigns',
  analytics: 'nav.analytics',
  earnings: 'nav.earnings',
  apps: 'nav.apps',
  guides: 'nav.guides',
  documents: 'nav.documents',
  accounts: 'nav.accounts',
  settings: 'nav.settings',
  support: 'nav.support',
  logout: 'nav.logout',
} as const satisfies Record<NavItem, string>;

/** Title of each screen that is still a placeholder (filled by later work). */
export const PAGE_TITLE_KEYS = {
  accounts: 'pages.accounts',
  add_account: 'pages.add_account',
  add_tiktok_account: 'pages.add_tiktok_account',
  upgrade_instagram: 'pages.upgrade_instagram',
  account_detail: 'pages.account_detail',
  account_revoke_auth: 'pages.account_revoke_auth',
  account_contract: 'pages.account_contract',
  account_permissions: 'pages.account_permissions',
  campaigns: 'pages.campaigns',
  campaign: 'pages.campaign',
  submit_content: 'pages.submit_content',
  submit_content_from_post: 'pages.submit_content',
  submitted_content: 'pages.submitted_content',
  submitted_content_comments: 'pages.submitted_content_comments',
  submitted_content_video: 'pages.submitted_content_video',
  analytics: 'pages.analytics',
  analytics_main: 'pages.analytics',
  analytics_subscribers: 'pages.analytics_subscribers',
  analytics_revenue: 'pages.analytics_revenue',
  analytics_views: 'pages.analytics_views',
  analytics_watchtime: 'pages.analytics_watchtime',
  analytics_impressions: 'pages.analytics_impressions',
  analytics_engagements: 'pages.analytics_engagements',
  apps: 'pages.apps',
  guides: 'pages.guides',
  guide: 'pages.guide',
  documents: 'pages.documents',
  payments: 'pages.payments',
  payments_month: 'pages.payments',
  earnings_youtube: 'pages.earnings_youtube',
  earnings_month: 'pages.earnings_youtube',
  earnings_month_for_account: 'pages.earnings_month_for_account',
  settings_profile: 'pages.settings_profile',
  settings_payment: 'pages.settings_payment',
  settings_data_usage: 'pages.settings_data_usage',
  missing_data_profile: 'pages.missing_data_profile',
  missing_data_payment: 'pages.missing_data_payment',
} as const satisfies Partial<Record<RouteName, string>>;

/** A route whose screen is a placeholder. */
export type PlaceholderRoute = keyof typeof PAGE_TITLE_KEYS;

/** Label of each campaign status. */
export const CAMPAIGN_STATUS_KEYS = {
  active: 'campaign_status.active',
  upcoming: 'campaign_status.upcoming',
  completed: 'campaign_status.completed',
} as const;

/** Display name of each provider. */
export const PROVIDER_NAME_KEYS = {
  youtube: 'providers.youtube',
  facebook: 'providers.facebook',
  instagram: 'providers.instagram',
  twitter: 'providers.twitter',
  twitch: 'providers.twitch',
  tiktok_creator: 'providers.tiktok_creator',
  virtual: 'providers.virtual',
} as const;

/** The text the UI kit prints for missing values ('N/A'). */
export const NOT_APPLICABLE_KEY = 'common.not_applicable';

/** The browser tab title. */
export const APP_TITLE_KEY = 'common.app_title';
