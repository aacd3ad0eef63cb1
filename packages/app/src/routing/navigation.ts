import type { Article, Company, Network, User } from '@creator/api-client';
import type { NAV_LABEL_KEYS } from '../i18n/shell-keys';
import { safeHttpUrl, type SafeUrl } from '../security/safe-url';

/**
 * A navigation item, one per label of `NAV_LABEL_KEYS` (dashboard, campaigns, analytics,
 * earnings, apps, guides, documents, accounts, settings, support, logout); each is a route of
 * the same name except `support` and `logout`.
 */
export type NavItem = keyof typeof NAV_LABEL_KEYS;

/**
 * What the navigation rules look at. Company, network and articles load after the user: each
 * is `undefined` while its read is under way and `null` when it failed.
 */
export interface NavigationInput {
  user: User;
  company?: Company | null;
  network?: Network | null;
  articles?: readonly Article[] | null;
}

/** A read as the navigation rules take it: its data, `null` once it failed, `undefined` while under way. */
export function answerOf<T>(read: { data: T | undefined; isError: boolean }): T | null | undefined {
  return read.data ?? (read.isError ? null : undefined);
}

/** The header's logo: its URL, the default logo, or not known yet (a read it depends on is under way). */
export type LogoChoice = { kind: 'loading' } | { kind: 'url'; url: SafeUrl } | { kind: 'default' };

/** How the support entry behaves: hidden, an external link, or the chat widget. */
export type SupportLink =
  { kind: 'hidden' } | { kind: 'external'; url: SafeUrl } | { kind: 'chat' };

/** The value of `externalSupportUrl` that hides support altogether. */
export const NO_SUPPORT_LINK = 'no-link';

/** Earnings show with YouTube payments access or payments access. */
export function canSeeEarnings(user: User): boolean {
  return user.hasYoutubePaymentsAccess || user.hasPaymentsAccess;
}

/** Apps show when the company has apps and the user YouTube payments access (menu and `/apps`). */
export function canSeeApps({ user, company }: Pick<NavigationInput, 'user' | 'company'>): boolean {
  return Boolean(company?.hasApps) && user.hasYoutubePaymentsAccess;
}

function canSeeGuides({ user, articles }: NavigationInput): boolean {
  return (articles?.length ?? 0) > 0 && user.hasYoutubePaymentsAccess;
}

/**
 * The support entry: `no-link` hides it, a URL opens externally, no URL opens the chat
 * widget. While the network is unknown it stays hidden rather than flashing the chat.
 */
export function supportLink(network: Network | null | undefined): SupportLink {
  if (!network) return { kind: 'hidden' };
  const url = network.externalSupportUrl?.trim();
  if (url === NO_SUPPORT_LINK) return { kind: 'hidden' };
  if (!url) return { kind: 'chat' };
  // Only a URL that passes the gate becomes a link; `javascript:`, `//host` and the like hide support.
  const safe = safeHttpUrl(url);
  return safe ? { kind: 'external', url: safe } : { kind: 'hidden' };
}

/**
 * Header menu items, in display order (docs/product-rules.md#navigation). The header shows
 * support only as an external link (the chat widget has its own launcher).
 */
export function headerItems(input: NavigationInput): NavItem[] {
  const { user, company, network } = input;
  const items: NavItem[] = ['dashboard'];
  if (company?.hasCampaignsAccess) items.push('campaigns');
  items.push('analytics');
  if (canSeeEarnings(user)) items.push('earnings');
  if (canSeeApps(input)) items.push('apps');
  if (canSeeGuides(input)) items.push('guides');
  items.push('documents', 'accounts', 'settings');
  if (supportLink(network).kind === 'external') items.push('support');
  return items;
}

/** What the avatar menu shows besides the greeting, contact text and logout. */
export function avatarSupportEmail({ user, network }: NavigationInput): string | null {
  return user.hasYoutubePaymentsAccess && network?.email ? network.email : null;
}

/**
 * Mobile footer items. Earnings follows the header rule, because the earnings redirect
 * would end on /404 for a user without either access.
 */
export function mobileFooterItems(input: NavigationInput): NavItem[] {
  return canSeeEarnings(input.user)
    ? ['dashboard', 'analytics', 'earnings']
    : ['dashboard', 'analytics'];
}

/**
 * Mobile menu overlay items: every screen of the header the footer does not show (campaigns,
 * apps, guides, documents, accounts, settings, each under the header's access rule:
 * docs/product-rules.md#navigation: on phones every screen of the header is reachable), then support as a link
 * or the chat, and logout.
 */
export function mobileMenuItems(input: NavigationInput): NavItem[] {
  const footer = new Set(mobileFooterItems(input));
  const items = headerItems(input).filter((item) => !footer.has(item) && item !== 'support');
  if (supportLink(input.network).kind !== 'hidden') items.push('support');
  items.push('logout');
  return items;
}

/**
 * Whether some header or menu item is not decided yet: campaigns and apps wait for the
 * company, guides for the articles (only with YouTube payments access), support for the
 * network. The menus show a loading placeholder for them meanwhile.
 */
export function itemsPending({ user, company, network, articles }: NavigationInput): boolean {
  return (
    company === undefined ||
    network === undefined ||
    (articles === undefined && user.hasYoutubePaymentsAccess)
  );
}

/**
 * The header's logo in spec order (network dark logo, network logo, company dashboard logo,
 * default). It is known once the reads before the first usable candidate have answered: while
 * the network loads nothing is shown but a placeholder, so the company's logo never flashes
 * before the network's; a failed read counts as one without a logo.
 */
export function logoChoice(
  network: Network | null | undefined,
  company: Company | null | undefined,
): LogoChoice {
  if (network === undefined) return { kind: 'loading' };
  const url = logoUrl(network, company);
  if (url) return { kind: 'url', url };
  return company === undefined ? { kind: 'loading' } : { kind: 'default' };
}

/**
 * The logo: network dark logo, else network logo, else company dashboard logo, else null
 * (the default logo). Each candidate passes the URL gate; a refused one is skipped.
 */
export function logoUrl(
  network: Network | null | undefined,
  company: Company | null | undefined,
): SafeUrl | null {
  const candidates = [network?.darkLogoUrl, network?.logoUrl, company?.dashboardLogoUrl];
  for (const candidate of candidates) {
    const url = safeHttpUrl(candidate);
    if (url) return url;
  }
  return null;
}
