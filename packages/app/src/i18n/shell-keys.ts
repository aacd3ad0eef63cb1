// Translation keys built from data that the app's shell uses (header, navigation, tab title):
// apart from the screens' (translation-keys.ts), which stay out of the first load.
// scripts/i18n-check.mjs reads every quoted key in both files.

/** Label of each navigation item (the items are its keys: `NavItem` of routing/navigation.ts). */
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
} as const;

/** The text the UI kit prints for missing values ('N/A'). */
export const NOT_APPLICABLE_KEY = 'common.not_applicable';

/** The browser tab title. */
export const APP_TITLE_KEY = 'common.app_title';

/** Label of each colour scheme choice of the avatar menu. */
export const COLOR_SCHEME_KEYS = {
  light: 'nav.color_scheme_light',
  dark: 'nav.color_scheme_dark',
  auto: 'nav.color_scheme_auto',
} as const;
