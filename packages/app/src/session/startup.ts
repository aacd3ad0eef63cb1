import type { User } from '@creator/api-client';
import { safeHttpUrl, type SafeUrl } from '../security/safe-url';

/** Whether staff are looking at the dashboard as a creator. */
export interface Impersonation {
  /** A staff member is impersonating the creator. */
  active: boolean;
  /** The staff member chose to act exactly as the creator would (redirects apply again). */
  actingAsInfluencer: boolean;
}

/** What a route asks of the startup guard (the route table's `RouteMeta` adds the shell's part). */
export interface GuardMeta {
  /** The missing-data redirects do not apply (the page fixes the data or cannot need it). */
  skipDataCheck?: boolean;
  /** The page exists only for this configured application. */
  requiresApplication?: 'networks';
  /** The page is for users with YouTube payments access only; others get /404. */
  networkOnly?: boolean;
}

/** Everything the startup decision depends on. */
export interface StartupInput {
  /** The signed-in user, or null when loading it answered 401. */
  user: User | null;
  /** The route being entered. */
  route: { name: string; meta: GuardMeta };
  /** The configured application (only 'networks' has the network pages). */
  application: string;
  impersonation: Impersonation;
}

/** What to do before rendering a route. */
export type StartupDecision =
  | { kind: 'continue' }
  | { kind: 'login' }
  | { kind: 'not-found' }
  | { kind: 'external'; url: SafeUrl }
  | { kind: 'route'; name: 'partners_only' | 'missing_data_payment' | 'missing_data_profile' };

const CONTINUE: StartupDecision = { kind: 'continue' };

/**
 * Whether the user may enter the shell at all (a partner with a network): the shell's reads
 * (company, network, articles) are for them only. The shell's loader and the boot script
 * (src/boot/main.ts) both start those reads by this.
 */
export function entersShell(user: Pick<User, 'partner' | 'hasNetworkAssigned'>): boolean {
  return Boolean(user.partner && user.hasNetworkAssigned);
}

/**
 * Staff impersonation as the serving page sets it next to the config
 * (`__CREATOR_CONFIG__.impersonation = { active, actingAsInfluencer }`); off by default.
 */
export function impersonationOf(source: Record<string, unknown> | undefined): Impersonation {
  const raw = source?.impersonation;
  if (typeof raw !== 'object' || raw === null) return { active: false, actingAsInfluencer: false };
  const { active, actingAsInfluencer } = raw as Record<string, unknown>;
  return { active: active === true, actingAsInfluencer: actingAsInfluencer === true };
}

/**
 * The startup guard (docs/product-rules.md#startup), as one pure function, evaluated in order:
 * sign-in, network-only pages, onboarding, partnership, new contract, missing payment
 * details, missing profile details. Impersonating staff skip onboarding and missing-data
 * redirects unless acting as the influencer (docs/product-rules.md#who-may-use-it). URLs from the API are
 * followed only when http(s); an unsafe one is ignored and the next rule applies.
 */
export function decideStartup({
  user,
  route,
  application,
  impersonation,
}: StartupInput): StartupDecision {
  if (!user) return { kind: 'login' };
  const { meta } = route;
  if (meta.requiresApplication && meta.requiresApplication !== application)
    return { kind: 'not-found' };
  if (meta.networkOnly && !user.hasYoutubePaymentsAccess) return { kind: 'not-found' };

  const staffBypass = impersonation.active && !impersonation.actingAsInfluencer;
  const onboardingUrl = user.redirectToOnboarding ? safeHttpUrl(user.pendingOnboardingUrl) : null;
  if (onboardingUrl && !staffBypass) return { kind: 'external', url: onboardingUrl };

  if (!entersShell(user))
    return route.name === 'partners_only' ? CONTINUE : { kind: 'route', name: 'partners_only' };

  const contractUrl = safeHttpUrl(user.newContractUrl);
  if (contractUrl) return { kind: 'external', url: contractUrl };

  if (meta.skipDataCheck || staffBypass) return CONTINUE;
  if (user.paymentDetailsMissing) return { kind: 'route', name: 'missing_data_payment' };
  if (user.profileDetailsMissing) return { kind: 'route', name: 'missing_data_profile' };
  return CONTINUE;
}
