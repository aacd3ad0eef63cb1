import { reauthorizeAccountMutation } from '@creator/api-client';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n';
import { useSingleFlight } from '../../lib/single-flight';
import { useServices } from '../../session/services';
import { intentFor } from './connect-outcome';
import { useKnownAccount } from './use-known-account';
import { isAuthing } from './connect-marker';
import { useProviderHandoff } from './use-provider-handoff';

/**
 * Re-authorises an account: the API answers with the provider's authorization URL and
 * the browser goes there (only when it is http(s)). A 401 signs out (query client); any other failure
 * shows a failed notice (docs/product-rules.md#errors-and-messages) with the server's message
 * when it gives one. One connection at a time (the authing marker): `reconnecting` names the one under way.
 */
export function useReconnect() {
  const { client } = useServices();
  const { t } = useT();
  const handoff = useProviderHandoff(t('account_card.reconnect_failed'));
  const flight = useSingleFlight();
  const knownAccount = useKnownAccount();
  const mutation = useMutation({
    ...reauthorizeAccountMutation(client),
    onSuccess: (data, uuid) => {
      const account = knownAccount(uuid);
      void handoff.goTo(data.authorizationUrl, account ? intentFor('reconnect', account) : null);
    },
    onError: handoff.failed,
  });
  return {
    // A double click sends one request; offline, none (the provider's page needs a connection).
    reconnect: handoff.whenOnline((uuid: string) =>
      flight(() => (isAuthing() ? undefined : mutation.mutateAsync(uuid))),
    ),
    reconnecting: mutation.isPending ? mutation.variables : null,
  };
}
