import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../api/http.ts';
import { invalidate } from '../api/invalidate.ts';

/**
 * One row action of a dashboard list (delete, verify, make admin): it runs per row id, knows which
 * rows are busy, toasts the product §8 message only when the server reports a count above 0 (product §8),
 * says what went wrong when the call fails, and invalidates the lists it changes.
 */
export function useRowAction<R>({
  name,
  run,
  count,
  success,
  invalidates,
}: {
  /** Unique per screen and action: it keys the busy-row lookup. */
  name: string;
  run: (id: string) => Promise<R>;
  count: (result: R) => number;
  success: string;
  invalidates: readonly (readonly unknown[])[];
}) {
  const client = useQueryClient();
  const mutationKey = ['row-action', name];
  const mutation = useMutation({
    mutationKey,
    mutationFn: run,
    onSuccess: (result) => {
      if (count(result) > 0) toast.success(success);
    },
    onError: (err) => {
      toast.error(errorMessage(err));
    },
    onSettled: () => invalidate(client, ...invalidates),
  });
  const busyIds = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (m) => m.state.variables as string });
  return {
    start: (id: string) => mutation.mutate(id),
    isBusy: (id: string) => busyIds.includes(id),
  };
}
