import type { Account, Campaign, Network, Opportunity, Provider, User } from '@creator/api-client';

/** A card of the home campaigns block. */
export type HomeCard =
  | { kind: 'campaign'; campaign: Campaign }
  | { kind: 'opportunity'; campaign: Campaign; opportunity: Opportunity };

/**
 * Campaigns with an opportunityId render as that opportunity's card. While opportunities
 * are unknown (loading or failed) such a campaign stays a campaign card rather than vanishing.
 */
export function homeCards(
  campaigns: readonly Campaign[],
  opportunities: readonly Opportunity[] | undefined,
): HomeCard[] {
  return campaigns.map((campaign) => {
    const opportunity =
      campaign.opportunityId === null
        ? undefined
        : opportunities?.find((o) => o.id === campaign.opportunityId);
    return opportunity
      ? { kind: 'opportunity', campaign, opportunity }
      : { kind: 'campaign', campaign };
  });
}

/** Providers in the order the add-account overlay and the example cards use. */
export const PROVIDERS: readonly Provider[] = [
  'youtube',
  'facebook',
  'instagram',
  'twitter',
  'twitch',
  'tiktok_creator',
];

/** Providers without a connected account: each gets a blurred example card. Virtual accounts connect nothing. */
export function missingProviders(accounts: readonly Account[]): Provider[] {
  const connected = new Set<string>(accounts.map((account) => account.accountType));
  return PROVIDERS.filter((provider) => !connected.has(provider));
}

/** On the home grid, authed and virtual accounts link to their detail page. */
export function linksToDetail(account: Account): boolean {
  return account.authenticationStatus === 'authed' || account.accountType === 'virtual';
}

/** The account the payment box's revenue link points at: the first authed YouTube account. */
export function revenueAccount(accounts: readonly Account[] | undefined): Account | null {
  return (
    accounts?.find((a) => a.accountType === 'youtube' && a.authenticationStatus === 'authed') ??
    null
  );
}

/** The contact block shows when the network has an email and the user has YouTube payments access or sees the payment counter. */
export function contactEmail(user: User, network: Network | null | undefined): string | null {
  if (!network?.email) return null;
  return user.hasYoutubePaymentsAccess || user.paymentCounterVisible ? network.email : null;
}

/** Which notice `?sign_contract=` asks for: 'declined' fails, any other value succeeds, absent shows none. */
export function signContractNotice(value: string | null): 'declined' | 'signed' | null {
  if (value === null) return null;
  return value === 'declined' ? 'declined' : 'signed';
}
