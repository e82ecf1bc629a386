import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type OptimisticMutation<TData, TVariables, TResult> = {
  /** The cached record the change shows on. */
  queryKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The cached record with the change applied; without it the change waits for the server. */
  apply?: (data: TData, variables: TVariables) => TData;
  onSuccess?: (result: TResult) => void;
};

/**
 * A save that shows at once and reverts if the server refuses it: the toggles' pattern (spec
 * section 4). Cancels refetches, keeps the record as it was, sets the change, rolls back on failure, and
 * refetches the record when the save is over either way.
 */
export function useOptimisticMutation<TData, TVariables, TResult>({
  queryKey,
  mutationFn,
  apply,
  onSuccess,
}: OptimisticMutation<TData, TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      if (!apply) return undefined;
      // A refetch landing now would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      if (previous) queryClient.setQueryData<TData>(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<TData>(queryKey, context.previous);
    },
    onSuccess,
    // Whatever happened, the server has the last word: refetch the record once the save is over.
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
