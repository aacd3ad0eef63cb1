import { isApiError, isNotAuthorized, reauthorizeAccountMutation } from '@creator/api-client';
import { showFailureNotice } from '@creator/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../lib/services';
import { useT } from '../../lib/i18n';
import { safeHttpUrl } from '../../lib/safe-url';
import { isAuthing, startAuthing } from './connect-marker';

/**
 * Re-authorises an account: the API answers with the provider's authorization URL and
 * the browser goes there (only when it is http(s)). A 401 signs out (query client); any other failure
 * shows a failed notice (spec section 8: account connect errors) with the server's message
 * when it gives one. One connection at a time (the authing marker): `reconnecting` names the one under way.
 */
export function useReconnect() {
  const { client, leave } = useServices();
  const { t } = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...reauthorizeAccountMutation(client, queryClient),
    onSuccess: (data) => {
      const url = safeHttpUrl(data.authorizationUrl);
      if (url) {
        startAuthing();
        leave(url);
      } else
        showFailureNotice({
          title: t('account_card.connect_failed'),
          message: t('common.error_body'),
        });
    },
    onError: (error) => {
      // A 401 is the query client's to handle (sign-out, once for the app).
      if (isNotAuthorized(error)) return;
      showFailureNotice({
        title: t('account_card.connect_failed'),
        message: isApiError(error) && error.status < 500 ? error.message : t('common.error_body'),
      });
    },
  });
  return {
    reconnect: (uuid: string) => {
      if (!mutation.isPending && !isAuthing()) mutation.mutate(uuid);
    },
    reconnecting: mutation.isPending ? mutation.variables : null,
  };
}
