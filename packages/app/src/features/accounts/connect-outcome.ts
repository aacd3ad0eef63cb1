import type { Account } from '@creator/api-client';
import type { ConnectIntent } from './connect-marker';

/** What a return from the provider's page achieved, and the account concerned. */
export interface ConnectOutcome {
  kind: 'connected' | 'reconnected' | 'upgraded';
  account: Account;
}

/**
 * Compares the intent stored before leaving with the fresh accounts list: an account of the
 * provider that was not known before is connected; the account asked for is authed again
 * (after a lapse, or with a newer authorisation date) is reconnected; the Instagram account
 * that could upgrade and no longer can, authed, is upgraded. Anything else (back without
 * finishing, a refusal) is no outcome, and so no success notice.
 */
export function connectOutcome(
  intent: ConnectIntent,
  accounts: readonly Account[],
): ConnectOutcome | null {
  if (intent.kind === 'connect') {
    const known = new Set(intent.knownUuids);
    const added = accounts.find((a) => a.accountType === intent.provider && !known.has(a.uuid));
    return added ? { kind: 'connected', account: added } : null;
  }
  const account = accounts.find((a) => a.uuid === intent.uuid);
  if (!account || account.authenticationStatus !== 'authed') return null;
  if (intent.kind === 'upgrade')
    return account.canUpgradeToBusiness ? null : { kind: 'upgraded', account };
  const renewed = !intent.authed || account.authorizedOn !== intent.authorizedOn;
  return renewed ? { kind: 'reconnected', account } : null;
}

/** The intent of reconnecting or upgrading `account`, from what is known of it now. */
export function intentFor(kind: 'reconnect' | 'upgrade', account: Account): ConnectIntent {
  return kind === 'upgrade'
    ? { kind, uuid: account.uuid }
    : {
        kind,
        uuid: account.uuid,
        authorizedOn: account.authorizedOn,
        authed: account.authenticationStatus === 'authed',
      };
}
