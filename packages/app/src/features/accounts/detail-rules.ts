import type { Account, AccountContract, Company, User } from '@creator/api-client';
import { accountName } from '@creator/ui';

/** The view-contract button: hidden without a contract, disabled (contact tooltip) when the contract has no signed file. */
export function contractButtonState(
  contract: AccountContract | null | undefined,
): 'hidden' | 'disabled' | 'enabled' {
  if (!contract) return 'hidden';
  return contract.signedFile?.url ? 'enabled' : 'disabled';
}

/** The contract status line of the info tab. */
export type ContractStatus =
  | { kind: 'auto_renewing'; noticeMonths: number | null }
  | { kind: 'expired' }
  | { kind: 'expires'; date: string }
  | { kind: 'not_applicable' };

/** Auto-renewing (with its notice months), expired, expiring on a date, or N/A (no contract or no date). */
export function contractStatus(contract: AccountContract | null | undefined): ContractStatus {
  if (!contract) return { kind: 'not_applicable' };
  if (contract.terms.autoRenewing)
    return {
      kind: 'auto_renewing',
      noticeMonths: contract.terms.requiredNoticeForTerminationInMonths,
    };
  if (contract.expired) return { kind: 'expired' };
  if (contract.expiresOn) return { kind: 'expires', date: contract.expiresOn };
  return { kind: 'not_applicable' };
}

/** Whether the account has revenue-share percentages (at least one given). */
export function hasPercentages(account: Account): boolean {
  return Object.values(account.percentages ?? {}).some((value) => typeof value === 'number');
}

/** The revenue-share box: the company has CMSes, the account has percentages, the user has no revenue tier. */
export function showsRevenueShare(
  company: Pick<Company, 'hasCmses'>,
  account: Account,
  user: Pick<User, 'hasRevenueTier'>,
): boolean {
  return company.hasCmses && hasPercentages(account) && !user.hasRevenueTier;
}

/**
 * The revoke-authorization link: the account is in no CMS, authable, and authorised now (a
 * revoked account or one that needs re-authentication has nothing left to revoke).
 */
export function showsRevokeLink(account: Account): boolean {
  return !account.cmsPresent && account.authable && account.authenticationStatus === 'authed';
}

/** The Reconnect button: an authable account whose authorisation lapsed or was revoked. */
export function showsReconnect(account: Account): boolean {
  return (
    account.authable &&
    account.accountType !== 'virtual' &&
    account.authenticationStatus !== 'authed'
  );
}

/** The upgrade link: an Instagram account the API says can become a business account. */
export function showsUpgrade(
  account: Pick<Account, 'accountType' | 'canUpgradeToBusiness'>,
): boolean {
  return account.accountType === 'instagram' && account.canUpgradeToBusiness;
}

/** The header's name: the card's (one name per account everywhere, docs/product-rules.md#accounts). */
export function accountDisplayName(account: Account): string {
  return accountName(account);
}
