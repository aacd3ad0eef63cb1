import type { RouteName } from './paths';

/** What a route asks of the shell and of the startup guard. */
export interface RouteMeta {
  /** The header, avatar menu and mobile footer are hidden. */
  hideNavigation?: boolean;
  /** The missing-data redirects do not apply (the page fixes the data or cannot need it). */
  skipDataCheck?: boolean;
  /** The page exists only for this configured application. */
  requiresApplication?: 'networks';
  /** The page is for users with YouTube payments access only; others get /404. */
  networkOnly?: boolean;
}

const networkPage: RouteMeta = { requiresApplication: 'networks', networkOnly: true };
const missingData: RouteMeta = { hideNavigation: true, skipDataCheck: true };

/** Meta of every route that has some; the others have none. */
export const routeMeta: Partial<Record<RouteName, RouteMeta>> = {
  // The not-found page must render for anyone, or a guard could loop on it.
  not_found: { skipDataCheck: true },
  partners_only: { hideNavigation: true, skipDataCheck: true },
  missing_data_profile: missingData,
  missing_data_payment: missingData,
  apps: networkPage,
  guides: networkPage,
  guide: networkPage,
  documents: { requiresApplication: 'networks' },
  // Payments are reachable with payments access alone, so only the YouTube pages are network-only.
  earnings: { requiresApplication: 'networks' },
  payments: { requiresApplication: 'networks' },
  payments_month: { requiresApplication: 'networks' },
  earnings_youtube: networkPage,
  earnings_month: networkPage,
  earnings_month_for_account: networkPage,
  submitted_content_video: { hideNavigation: true },
};

/** The meta of a route ({} when it has none). */
export function metaOf(name: RouteName): RouteMeta {
  return routeMeta[name] ?? {};
}
