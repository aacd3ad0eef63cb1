import {
  mutationOptions,
  type MutationFunctionContext,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** What a write needs to become a mutation that keeps the cache true. */
export interface InvalidatingMutationSpec<TData, TVariables> {
  /** Names the mutation (general to specific, under its area's key root). */
  mutationKey: readonly unknown[];
  /** The write itself. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The query keys the write makes stale (each with everything under it). */
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[];
  /** Cache writes made before the invalidation (what was sent, known to be saved). */
  writes?: (queryClient: QueryClient, variables: TVariables, data: TData) => void;
}

/**
 * TanStack `mutationOptions` whose success writes and invalidates the write's own keys, in the
 * query client that runs it (TanStack passes it to the callbacks), so callers add only UX:
 * `useMutation(xMutation(client))` and `mutate(variables, { onSuccess })`. The invalidation is
 * awaited, so the mutation stays pending until the stale reads are marked.
 */
export function invalidatingMutation<TData, TVariables>({
  mutationKey,
  mutationFn,
  invalidates,
  writes,
}: InvalidatingMutationSpec<TData, TVariables>) {
  return mutationOptions<TData, Error, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: async (
      data: TData,
      variables: TVariables,
      _onMutateResult: unknown,
      { client }: MutationFunctionContext,
    ) => {
      writes?.(client, variables, data);
      await Promise.all(
        invalidates(variables, data).map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
