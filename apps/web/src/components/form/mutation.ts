// One mutation hook per API call: built on TanStack Query's useMutation, each says which queries its
// success makes stale, so no screen keeps a busy flag of its own (the mutation's isPending is it) and no screen
// decides by itself what to read again.
import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export type ApiMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A mutation of `call` that, once it succeeded, marks `refreshes` stale (they are read again while shown) before
 * the caller's own onSuccess.
 */
export function useApiMutation<TData, TVariables = void>(
  call: (variables: TVariables) => Promise<TData>,
  refreshes: readonly QueryKey[],
  options: ApiMutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: call,
    onSuccess: async (...args) => {
      await Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(...args);
    },
  });
}
