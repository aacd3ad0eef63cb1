import { accountQuery, accountsQuery, type Account } from '@creator/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../session/services';

/** An account as the screens already read it (the list, else its detail), without a request. */
export function useKnownAccount(): (uuid: string) => Account | undefined {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return (uuid) =>
    queryClient.getQueryData(accountsQuery(client).queryKey)?.find((a) => a.uuid === uuid) ??
    queryClient.getQueryData(accountQuery(client, uuid).queryKey);
}
