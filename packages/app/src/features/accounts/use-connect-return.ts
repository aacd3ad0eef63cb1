import type { Account } from '@creator/api-client';
import { showSuccessNotice } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useT, type TFunction } from '../../i18n/i18n';
import { providerName } from '../../i18n/provider-name';
import { useReads } from '../../routing/screen-reads';
import { takeAuthing, type ConnectIntent } from './connect-marker';
import { connectOutcome } from './connect-outcome';
import { accountDisplayName } from './detail-rules';
import { accountsReads } from './reads';

/** The success notice of what a return achieved, if anything. */
function announce(t: TFunction, intent: ConnectIntent, accounts: readonly Account[]) {
  const outcome = connectOutcome(intent, accounts);
  if (!outcome) return;
  const { account } = outcome;
  const values = {
    name: accountDisplayName(account),
    provider: providerName(t, account.accountType),
  };
  showSuccessNotice({
    message:
      outcome.kind === 'connected'
        ? t('accounts.connected_notice', values)
        : outcome.kind === 'reconnected'
          ? t('accounts.reconnected_notice', values)
          : t('accounts.upgraded_notice', values),
  });
}

/**
 * Back on the accounts list from a provider: ends the connection under way (the authing
 * marker) and, once the fresh accounts list is read, says what the user came back having done
 * (docs/product-rules.md#accounts: a notice after a successful connect, reconnect or upgrade). Coming back
 * without finishing changes nothing in the list, so nothing is said.
 */
export function useConnectReturn() {
  const { t } = useT();
  const accounts = useQuery(useReads(accountsReads).accounts);
  const pending = useRef<ConnectIntent | null>(null);
  const { refetch } = accounts;

  useEffect(() => {
    const taken = takeAuthing();
    if (taken) pending.current = taken;
    // Back from the provider into a page the browser kept (back-forward cache): nothing mounts
    // again, so the marker is taken here, and the list read again before comparing.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const intent = takeAuthing();
      if (intent) void refetch().then(({ data }) => data && announce(t, intent, data));
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [refetch, t]);

  useEffect(() => {
    const intent = pending.current;
    if (!intent || !accounts.data) return;
    pending.current = null;
    announce(t, intent, accounts.data);
  }, [accounts.data, t]);
}
