import { connectAccountMutation, type Provider } from '@creator/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../routing/routes';
import { useServices } from '../../session/services';
import { isAuthing } from './connect-marker';
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
  const handoff = useProviderHandoff();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(isAuthing);
  const connect = useMutation(connectAccountMutation(client));
  const start = (provider: Provider) => {
    if (provider === 'tiktok_creator') {
      void navigate(pathTo('add_tiktok_account'));
      return;
    }
    if (isAuthing() || connect.isPending) {
      setBusy(true);
      return;
    }
    connect.mutate(
      { provider },
      {
        onSuccess: (data) => setBusy(handoff.goTo(data.authorizationUrl)),
        onError: handoff.failed,
      },
    );
  };
  return {
    start,
    busy,
    pending: connect.isPending ? (connect.variables?.provider ?? null) : null,
  };
}
