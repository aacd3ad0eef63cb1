import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a write needs to become a mutation that keeps the cache true. */
export interface InvalidatingMutationSpec<TData, TVariables> {
  /** Names the mutation (general to specific, under its area's key root). */
  mutationKey: readonly unknown[];
  /** The write itself. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The query keys the write makes stale (each with everything under it). */
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[];
}

/**
 * TanStack `mutationOptions` whose success invalidates the write's own keys, so callers add only
 * UX: `useMutation(xMutation(client, queryClient))` and `mutate(variables, { onSuccess })`. The
 * invalidation is awaited, so the mutation stays pending until the stale reads are marked.
 */
export function invalidatingMutation<TData, TVariables>(
  queryClient: QueryClient,
  { mutationKey, mutationFn, invalidates }: InvalidatingMutationSpec<TData, TVariables>,
) {
  return mutationOptions<TData, Error, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
