import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { safeHttpUrl } from '../../lib/safe-url';

/**
 * Re-authorises an account: the API answers with the provider's authorization URL and
 * the browser goes there (only when it is http(s)).
 */
export function useReconnect() {
  const { client, leave } = useServices();
  return useMutation({
    mutationFn: async (uuid: string) => {
      const { data } = await client.POST('/api/user/me/accounts/{uuid}/reauthorize.json', {
        params: { path: { uuid } },
      });
      return data;
    },
    onSuccess: (data) => {
      const url = safeHttpUrl(data?.authorizationUrl);
      if (url) leave(url);
    },
  });
}
