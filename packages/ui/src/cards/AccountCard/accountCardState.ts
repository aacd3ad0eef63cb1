/** Account fields the card reads (names as in the API). */
export interface AccountCardData {
  accountType: string;
  title?: string | null;
  name?: string | null;
  pageName?: string | null;
  url?: string | null;
  avatar?: string | null;
  authenticationStatus?: string | null;
  authable?: boolean | null;
  unpublished?: boolean | null;
  partnerApplicationState?: string | null;
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
  /** Which hint, if any, explains missing data. */
  hint: 'connectToGetData' | 'unableToFetchData' | null;
}

/** Derives the card's icons, status and hint from an account. */
export function accountCardState(account: AccountCardData): AccountCardState {
  const virtual = account.accountType === 'virtual';
  const needsReauth = !virtual && !!account.authable && account.authenticationStatus !== 'authed';
  const pending = account.partnerApplicationState !== 'completed';
  const count = account.accountLifetimeStat?.subscriberCount;
  let hint: AccountCardState['hint'] = null;
  if (needsReauth) hint = 'connectToGetData';
  else if (!virtual && (count === null || count === undefined)) hint = 'unableToFetchData';
  return { virtual, needsReauth, pending, hint };
}

/**
 * Whether the card links to the account detail (product spec, Accounts): authed or not authable,
 * and with the partner application completed.
 */
export function isAccountLinkable(account: AccountCardData): boolean {
  const usable = account.authenticationStatus === 'authed' || !account.authable;
  return usable && account.partnerApplicationState === 'completed';
}
