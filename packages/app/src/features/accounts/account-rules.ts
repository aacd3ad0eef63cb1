import { TIKTOK_PROFILE_URL, type Account, type Provider } from '@creator/api-client';
import { PROVIDERS } from '@creator/ui';

/** Providers without a connected account (in the contract's order): each gets a blurred example card. Virtual accounts connect nothing. */
export function missingProviders(accounts: readonly Account[]): Provider[] {
  const connected = new Set<string>(accounts.map((account) => account.accountType));
  return PROVIDERS.filter((provider) => !connected.has(provider));
}

/** Which rule decides whether a card links to the account's detail page. */
export type DetailLinkRule = 'home' | 'accounts';

/**
 * Whether an account's card links to its detail page. On the home grid: authed or virtual
 * accounts. On the accounts page (docs/product-rules.md#accounts): authed or not authable, and with the
 * partnership completed.
 */
export function linksToDetail(account: Account, rule: DetailLinkRule = 'home'): boolean {
  if (rule === 'home')
    return account.authenticationStatus === 'authed' || account.accountType === 'virtual';
  return (
    (account.authenticationStatus === 'authed' || !account.authable) &&
    account.partnerApplicationState === 'completed'
  );
}

/** The connect errors a provider can send back that have a translated header and body (docs/product-rules.md#errors-and-messages). */
export const KNOWN_CONNECT_ERRORS = ['access_denied', 'server_error'] as const;
export type ConnectError = (typeof KNOWN_CONNECT_ERRORS)[number];

/** What the return from a provider's consent page reports: a known error and its provider, or nothing (other errors are ignored). */
export function connectErrorOf(
  search: URLSearchParams,
): { error: ConnectError; provider: Provider | null } | null {
  const error = search.get('error');
  if (!error || !(KNOWN_CONNECT_ERRORS as readonly string[]).includes(error)) return null;
  const provider = search.get('provider');
  return {
    error: error as ConnectError,
    provider:
      provider && (PROVIDERS as readonly string[]).includes(provider)
        ? (provider as Provider)
        : null,
  };
}

/**
 * Whether the TikTok overlay may send this URL (trimmed): the server's rule exactly, held once in
 * the api-client (TIKTOK_PROFILE_URL) and read by the mock server too.
 */
export function isTiktokProfileUrl(value: string): boolean {
  return TIKTOK_PROFILE_URL.test(value.trim());
}
