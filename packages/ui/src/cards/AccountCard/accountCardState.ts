/** Account fields the card reads (names as in the API). */
export interface AccountCardData {
  /** Kind of account, e.g. 'youtube' (picks the icon); 'virtual' is managed by the network. */
  accountType: string;
  /** Account title; the name shown first, cut to 24 characters. */
  title?: string | null;
  /** Display name; shown when there is no title. */
  name?: string | null;
  /** Page name, shown as @pageName; also the name when there is neither title nor name. */
  pageName?: string | null;
  /** The account's username: the handle when there is no page name. */
  username?: string | null;
  /** Link to the account on its platform; null shows no external link. */
  url?: string | null;
  /** Avatar image URL; null shows the initials of the name. */
  avatar?: string | null;
  /** 'authed', or 'not_authed' when the account needs re-authentication. */
  authenticationStatus?: string | null;
  /** Whether the account can be authorised at all (virtual accounts cannot). */
  authable?: boolean | null;
  /** The account is unpublished: shows an icon and the 'unable to fetch data' hint. */
  unpublished?: boolean | null;
  /** 'completed' when the partnership is active; otherwise the status shows 'account pending'. */
  partnerApplicationState?: string | null;
  /** Lifetime statistics: subscribers or page likes, null when unknown. */
  accountLifetimeStat?: { subscriberCount?: number | null } | null;
}

/** What the card shows, derived from the account. */
export interface AccountCardState {
  /** Virtual accounts have no platform data: counts show 'not applicable'. */
  virtual: boolean;
  /** The platform authorization lapsed: show the re-auth icon and a reconnect button. */
  needsReauth: boolean;
  /** The partner application is not completed yet: status 'account pending' instead of 'connected'. */
  pending: boolean;
  /**
   * The status badge: 'pending' while the partner application is open, else 'connected' only when
   * the platform authorization holds; null for an account needing re-authentication and for virtual
   * accounts, which have no authorization status (docs/product-rules.md#accounts).
   */
  status: 'connected' | 'pending' | null;
  /** Which hint, if any, explains missing data. */
  hint: 'connectToGetData' | 'unableToFetchData' | null;
}

/**
 * The one name of an account, on its card and everywhere else (detail, overlays): the title,
 * else the display name, else the page name.
 */
export function accountName(account: Pick<AccountCardData, 'title' | 'name' | 'pageName'>): string {
  return account.title || account.name || account.pageName || '';
}

/**
 * The one handle of an account, shown as `@handle` on its card and everywhere else (detail,
 * submit overlay): the page name, else the username; null when it has neither.
 */
export function accountHandle(
  account: Pick<AccountCardData, 'pageName' | 'username'>,
): string | null {
  return account.pageName || account.username || null;
}

/** Derives the card's icons, status and hint from an account. */
export function accountCardState(account: AccountCardData): AccountCardState {
  const virtual = account.accountType === 'virtual';
  const needsReauth = !virtual && !!account.authable && account.authenticationStatus !== 'authed';
  const pending = account.partnerApplicationState !== 'completed';
  const count = account.accountLifetimeStat?.subscriberCount;
  let hint: AccountCardState['hint'] = null;
  if (needsReauth) hint = 'connectToGetData';
  else if (!virtual && (account.unpublished || count === null || count === undefined))
    hint = 'unableToFetchData';
  const connected = !virtual && account.authenticationStatus === 'authed';
  const status = pending ? 'pending' : connected ? 'connected' : null;
  return { virtual, needsReauth, pending, status, hint };
}

/**
 * Whether the card links to the account detail (docs/product-rules.md#accounts): authed or not authable,
 * and with the partner application completed.
 */
export function isAccountLinkable(account: AccountCardData): boolean {
  const usable = account.authenticationStatus === 'authed' || !account.authable;
  return usable && account.partnerApplicationState === 'completed';
}
