import type { Account, Provider } from '@creator/api-client';
import { PROVIDERS } from '@creator/ui';

/** Providers without a connected account (in the contract's order): each gets a blurred example card. Virtual accounts connect nothing. */
export function missingProviders(accounts: readonly Account[]): Provider[] {
  const connected = new Set<string>(accounts.map((account) => account.accountType));
  return PROVIDERS.filter((provider) => !connected.has(provider));
}

/** On the home grid, authed and virtual accounts link to their detail page. */
export function linksToDetail(account: Account): boolean {
  return account.authenticationStatus === 'authed' || account.accountType === 'virtual';
}
