import { connectAccountMutation, type Provider } from '@creator/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useSingleFlight } from '../../lib/single-flight';
import { pathTo } from '../../routing/routes';
import { useReads } from '../../routing/screen-reads';
import { useServices } from '../../session/services';
import { isAuthing, useIsAuthing } from './connect-marker';
import { accountsReads } from './reads';
import { useProviderHandoff } from './use-provider-handoff';

/**
 * Starts connecting one provider, for the add-account overlay and the example cards alike:
 * TikTok opens the TikTok URL overlay; the others ask the API for the provider's
 * authorization URL and send the browser there, one connection at a time (the authing
 * marker, seen by other tabs too). `busy` says a connection is under way; `pending` names the
 * provider whose URL is being asked for.
 */
export function useConnectProvider() {
  const { client } = useServices();
  const { t } = useT();
  const handoff = useProviderHandoff(t('account_card.connecting_failed'));
  const flight = useSingleFlight();
  const navigate = useNavigate();
  const authing = useIsAuthing();
  const connect = useMutation(connectAccountMutation(client));
  const queryClient = useQueryClient();
  const accounts = useReads(accountsReads).accounts;
  // The accounts known before leaving (the list is on screen wherever connect starts).
  const knownAccounts = () =>
    queryClient.getQueryData(accounts.queryKey)?.map((a) => a.uuid) ?? null;
  // Offline, nothing is asked: the provider's page needs a connection.
  // The hand-off follows the request's promise, not mutate's own callbacks: TanStack Query
  // skips those while no rendered component listens to the mutation, as when the click comes
  // between the card's first paint and the block's effects, or after the block unmounted.
  const leaveForProvider = handoff.whenOnline((provider: Provider) =>
    // A double click asks for one authorization URL.
    flight(() =>
      isAuthing()
        ? undefined
        : connect.mutateAsync({ provider }).then((data) => {
            const known = knownAccounts();
            const intent = known && { kind: 'connect' as const, provider, knownUuids: known };
            handoff.goTo(data.authorizationUrl, intent);
          }, handoff.failed),
    ),
  );
  const start = (provider: Provider) => {
    if (provider === 'tiktok_creator') void navigate(pathTo('add_tiktok_account'));
    else leaveForProvider(provider);
  };
  return {
    start,
    busy: authing,
    pending: connect.isPending ? (connect.variables?.provider ?? null) : null,
  };
}
