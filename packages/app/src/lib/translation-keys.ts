// Translation keys built from data rather than written as t('...') literals. They are
// listed here, and only here, so scripts/i18n-check.mjs knows they are used: it reads
// every quoted key in this file.
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

/**
 * Prefix of the data-usage texts of the permissions page: `<prefix>.<accountType>_a`, `_b`…,
 * read in order until one is missing (joined so the i18n check does not take it for a key).
 */
export const DATA_USAGE_KEY_PREFIX = ['account_permissions', 'data_usage'].join('.');

/** The data-usage texts that exist (listed for the i18n check; the page reads them in order). */
export const DATA_USAGE_KEYS = [
  'account_permissions.data_usage.youtube_a',
  'account_permissions.data_usage.youtube_b',
  'account_permissions.data_usage.youtube_c',
  'account_permissions.data_usage.youtube_d',
  'account_permissions.data_usage.facebook_a',
  'account_permissions.data_usage.facebook_b',
  'account_permissions.data_usage.facebook_c',
  'account_permissions.data_usage.instagram_a',
  'account_permissions.data_usage.instagram_b',
  'account_permissions.data_usage.instagram_c',
  'account_permissions.data_usage.twitter_a',
  'account_permissions.data_usage.twitter_b',
  'account_permissions.data_usage.twitch_a',
  'account_permissions.data_usage.twitch_b',
  'account_permissions.data_usage.tiktok_creator_a',
  'account_permissions.data_usage.tiktok_creator_b',
] as const;
