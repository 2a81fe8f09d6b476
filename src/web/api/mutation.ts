import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

/** What a screen adds to a call's mutation: its own reaction (a toast, closing a dialog, a navigation). */
export type MutationConfig<TData, TVars> = Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn' | 'mutationKey'>;

/**
 * A call that changes data, as the one hook screens use for it. The hook owns what the change makes stale:
 * `invalidates` names the query keys (prefixes: each resource's module says which lists share one) it
 * marks stale, refetching the ones on screen. After a success that is done before the screen's
 * `onSuccess` runs, so a screen it opens next shows the change; after a failure too, without waiting
 * (a failed call may still have changed something: the row was deleted meanwhile). `mutationKey` tells
 * the hook's mutations apart from any other's (a dashboard list shows which rows are busy).
 */
export function mutationHook<TData, TVars>({
  key,
  run,
  invalidates,
}: {
  key: string;
  run: (vars: TVars) => Promise<TData>;
  invalidates: readonly QueryKey[];
}) {
  const mutationKey = [key] as const;
  function useCall(config: MutationConfig<TData, TVars> = {}) {
    const client = useQueryClient();
    const invalidate = () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    return useMutation<TData, Error, TVars>({
      ...config,
      mutationKey,
      mutationFn: run,
      onSuccess: async (...args) => {
        await invalidate();
        await config.onSuccess?.(...args);
      },
      onError: async (...args) => {
        void invalidate();
        await config.onError?.(...args);
      },
    });
  }
  return Object.assign(useCall, { mutationKey });
}

/** A hook made by `mutationHook`. */
export type MutationHook<TData, TVars> = ReturnType<typeof mutationHook<TData, TVars>>;
