import type { NavItem } from '../routing/navigation';
import { pathTo } from '../routing/routes';

/** Where each in-app navigation item goes (support and logout leave the app). */
export const NAV_PATHS: Record<Exclude<NavItem, 'support' | 'logout'>, string> = {
  dashboard: pathTo('dashboard'),
  campaigns: pathTo('campaigns'),
  analytics: pathTo('analytics'),
  earnings: pathTo('earnings'),
  apps: pathTo('apps'),
  guides: pathTo('guides'),
  documents: pathTo('documents'),
  accounts: pathTo('accounts'),
  settings: pathTo('settings'),
};
